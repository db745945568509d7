// The daily puzzle through the routers on a real PostgreSQL: today's position with
// every card open and no solution, a wrong move answered by its refutation and counted,
// the line played to the solve, the streak over two days (and the hook told of it),
// yesterday's solution and the archive, bad input refused, and a puzzle that fails
// its check refused when stored.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  DAILY_PUZZLES,
  firstMoves,
  playerOf,
  PuzzleCheckError,
  solve,
  type Puzzle,
} from "@3u3d/ai/puzzle";
import type { TestDatabase } from "@3u3d/db/testing";
import type { Move } from "@3u3d/engine";

import { addDays, puzzleNumberOf } from "../src/services/puzzle-days";
import { createPuzzles } from "../src/services/puzzles";
import { setUpHarness, type Harness } from "./helpers";
import { playerMoves } from "./puzzle-lines";

const FIRST_DAY = "2027-02-10";
let clock = new Date(`${FIRST_DAY}T09:30:00Z`);
const streaks: [string, number][] = [];

/** A first move that does not win. */
function wrongFirstMove(puzzle: Puzzle): Move {
  const wrong = firstMoves(puzzle.state, solve(puzzle.state)).find((m) => !m.wins);
  if (!wrong) throw new Error("a puzzle always has a wrong first move");
  return wrong.move;
}

const puzzleOf = (day: string) =>
  DAILY_PUZZLES.puzzles[puzzleNumberOf(day, DAILY_PUZZLES.puzzles.length)!]!;

describe("the daily puzzle (real PostgreSQL)", () => {
  let test: TestDatabase;
  let h: Harness;
  beforeAll(
    async () =>
      ({ test, h } = await setUpHarness({
        puzzles: {
          now: () => clock,
          onStreak: (playerId, streak) => {
            streaks.push([playerId, streak]);
            return Promise.resolve();
          },
        },
      })),
  );
  afterAll(() => test.drop());

  it("shows today's position to anyone, every card open, without its solution", async () => {
    const today = await h.as(null).puzzle.today();
    const puzzle = puzzleOf(FIRST_DAY);
    expect(today.day).toBe(FIRST_DAY);
    expect(today.number).toBe(puzzle.number);
    expect(today.streak).toBeNull();
    expect(today.position.open).toEqual(
      puzzle.state.seats.map((s) => ({
        hand: s.hand,
        faceUp: s.faceUp,
        faceDown: s.faceDown,
      })),
    );
    expect(today.position.legal.length).toBeGreaterThan(1);
    expect(JSON.stringify(today)).not.toContain("solution");
    // Stored, checked, on its first day.
    expect(await h.deps().repositories.puzzles.find(puzzle.number)).toMatchObject({
      number: puzzle.number,
      solution: puzzle.solution,
    });
  });

  it("refutes a wrong move, counts it, and lets the account solve it for a streak of one", async () => {
    const account = await h.newAccount("Solver");
    const puzzle = puzzleOf(FIRST_DAY);
    const wrong = await h
      .as(account)
      .puzzle.move({ day: FIRST_DAY, line: [], move: wrongFirstMove(puzzle) });
    expect(wrong.step.result).toBe("wrong");
    expect(wrong.retry?.view.seats).toEqual(
      (await h.as(null).puzzle.today()).position.view.seats,
    );
    // The refuted position: the player has no forced win there.
    if (wrong.step.result === "wrong" && wrong.step.state.phase !== "over")
      expect(solve(puzzle.state).winIn(wrong.step.state, playerOf(puzzle))).toBeNull();
    expect((await h.as(account).puzzle.today()).wrongMoves).toBe(1);

    const moves = playerMoves(puzzle);
    let last;
    for (let i = 0; i < moves.length; i++) {
      last = await h
        .as(account)
        .puzzle.move({ day: FIRST_DAY, line: moves.slice(0, i), move: moves[i]! });
      expect(last.step.result).toBe(i === moves.length - 1 ? "solved" : "right");
    }
    expect(last?.streak).toBe(1);
    expect(last?.position.view.winner).toBe(playerOf(puzzle));
    expect(streaks).toEqual([[account, 1]]);
    const today = await h.as(account).puzzle.today();
    expect(today).toMatchObject({ solved: true, wrongMoves: 1, streak: 1 });

    // Solving it again changes nothing and tells nobody.
    await h
      .as(account)
      .puzzle.move({ day: FIRST_DAY, line: moves.slice(0, -1), move: moves.at(-1)! });
    expect(streaks).toHaveLength(1);
    // Nor does a wrong move played once it is solved: the day's count stays.
    await h
      .as(account)
      .puzzle.move({ day: FIRST_DAY, line: [], move: wrongFirstMove(puzzle) });
    expect((await h.as(account).puzzle.today()).wrongMoves).toBe(1);

    // The next day: yesterday's solution for anyone, today's solve makes two in a row.
    clock = new Date(`${addDays(FIRST_DAY, 1)}T00:00:05Z`);
    const yesterday = await h.as(null).puzzle.day({ day: "yesterday" });
    expect(yesterday.day).toBe(FIRST_DAY);
    expect(yesterday.solution).toEqual(puzzle.solution);
    expect(yesterday.steps).toHaveLength(puzzle.solution.length + 1);
    expect(yesterday.steps.at(-1)!.view.winner).toBe(playerOf(puzzle));

    const second = puzzleOf(addDays(FIRST_DAY, 1));
    const secondMoves = playerMoves(second);
    let solved;
    for (let i = 0; i < secondMoves.length; i++)
      solved = await h.as(account).puzzle.move({
        day: addDays(FIRST_DAY, 1),
        line: secondMoves.slice(0, i),
        move: secondMoves[i]!,
      });
    expect(solved?.streak).toBe(2);
    expect(streaks.at(-1)).toEqual([account, 2]);

    const archive = await h.as(account).puzzle.archive({ limit: 3 });
    expect(archive.streak).toBe(2);
    expect(archive.days[0]).toEqual({
      day: FIRST_DAY,
      number: puzzle.number,
      solved: true,
      wrongMoves: 1,
    });
    expect(archive.days).toHaveLength(3);
    expect(archive.days[1]!.solved).toBe(false);
    // An account may open any past day's solution.
    expect((await h.as(account).puzzle.day({ day: addDays(FIRST_DAY, -5) })).day).toBe(
      addDays(FIRST_DAY, -5),
    );
  });

  it("refuses what is not allowed, in words, and changes nothing", async () => {
    const guest = await h.newPlayer("Guest");
    const day = addDays(FIRST_DAY, 1);
    const puzzle = puzzleOf(day);
    await expect(h.as(guest).puzzle.archive({})).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
    await expect(
      h.as(guest).puzzle.day({ day: addDays(FIRST_DAY, -5) }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(h.as(guest).puzzle.day({ day })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(
      h
        .as(guest)
        .puzzle.move({ day: addDays(day, 1), line: [], move: { type: "pickup" } }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(
      h
        .as(guest)
        .puzzle.move({ day, line: [], move: { type: "play", cards: ["Cr", "Cr"] } }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(
      h
        .as(guest)
        .puzzle.move({ day, line: [wrongFirstMove(puzzle)], move: { type: "pickup" } }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("not a way to win") as unknown,
    });
    await expect(
      h.as(guest).puzzle.move({ day: "tomorrow", line: [], move: { type: "pickup" } }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    // A guest's solve is its device's business: nothing stored.
    const moves = playerMoves(puzzle);
    let solved;
    for (let i = 0; i < moves.length; i++)
      solved = await h
        .as(guest)
        .puzzle.move({ day, line: moves.slice(0, i), move: moves[i]! });
    expect(solved).toMatchObject({ step: { result: "solved" }, streak: null });
    expect(await h.deps().repositories.puzzles.daysOf(guest, day, 10)).toEqual([]);
  });

  it("refuses loudly to store a puzzle that fails its check", async () => {
    const good = DAILY_PUZZLES.puzzles[0]!;
    // The stored line starts with a move that lets the defence escape.
    const bad: Puzzle = {
      ...good,
      solution: [wrongFirstMove(good), ...good.solution.slice(1)],
    };
    const { repositories } = h.deps();
    expect(await repositories.puzzles.find(0)).toBeNull();
    const puzzles = createPuzzles({
      repositories,
      file: { ...DAILY_PUZZLES, puzzles: [bad] },
      now: () => new Date("2026-12-05T10:00:00Z"),
    });
    await expect(puzzles.ofToday(null)).rejects.toBeInstanceOf(PuzzleCheckError);
    expect(await repositories.puzzles.find(0)).toBeNull();
  });
});
