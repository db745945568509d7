// The achievement rule (services/achievements.ts), on ended games described as the
// games repository hands them over: who earns what, and that a game which did not count
// (abandoned, hinted, the seat handed to its bot) earns nothing.
import { describe, expect, it } from "vitest";

import type { GameEvent } from "@3u3d/engine";
import type { FinishedSeat, GameToJudge } from "@3u3d/db/repositories";

import {
  ACHIEVEMENTS,
  judgeAchievements,
  puzzleStreakAwards,
} from "../../src/services/achievements";

const person = (seat: number, extra: Partial<FinishedSeat> = {}): FinishedSeat => ({
  seat,
  playerId: `p${seat}`,
  botLevel: null,
  botControlled: false,
  resigned: false,
  account: false,
  ...extra,
});
const bot = (seat: number, level: string): FinishedSeat => ({
  seat,
  playerId: null,
  botLevel: level,
  botControlled: false,
  resigned: false,
  account: false,
});

let seq = 0;
const play = (seat: number, cards: string[]): GameEvent => ({
  seq: ++seq,
  type: "play",
  seat,
  cards,
  from: "hand",
});
const pickup = (seat: number): GameEvent => ({
  seq: ++seq,
  type: "pickup",
  seat,
  cards: [],
});
const clear = (seat: number, by: "clear" | "triple" | "ten" | "four"): GameEvent => ({
  seq: ++seq,
  type: "clear",
  seat,
  by,
  count: 3,
});

/** Seat 0 (a guest) beats a Rookie heads-up, never picking up. */
const headsUpWin = (extra: Partial<GameToJudge> = {}): GameToJudge => ({
  ruleset: "3up3down",
  seats: [person(0), bot(1, "random")],
  result: { winner: 0, stalemate: false, order: [0], scores: [0, 12] },
  abandoned: false,
  hintsUsed: false,
  moves: [[play(0, ["r5"])], [pickup(1)], [play(0, ["o7"])]],
  championship: null,
  ...extra,
});

/** Seat 1 went out first. */
const lost = { winner: 1, stalemate: false, order: [1], scores: [9, 0] };

const keysOf = (game: GameToJudge, playerId = "p0") =>
  judgeAchievements(game)
    .filter((a) => a.playerId === playerId)
    .map((a) => a.key);

describe("achievements of an ended game", () => {
  it("a first win over a Rookie without a pick-up earns the win, the Rookie and the clean win", () => {
    expect(keysOf(headsUpWin())).toEqual([
      "first-win",
      "beat-random",
      "win-without-pickup",
    ]);
  });

  it("a win after picking up the pile is not a clean win", () => {
    const moves = [[pickup(0)], [play(1, ["r3"])], [play(0, ["o7"])]];
    expect(keysOf(headsUpWin({ moves }))).toEqual(["first-win", "beat-random"]);
  });

  it("a loss earns no win and no bot beaten", () => {
    expect(keysOf(headsUpWin({ result: lost }))).toEqual([]);
  });

  it("beating a bot means going out before it: every level below you at a table of four", () => {
    const game = headsUpWin({
      seats: [bot(0, "expert"), person(1), bot(2, "beginner"), bot(3, "tactician")],
      // Play on after the winner: the Expert went out first, the Tactician, then the person.
      result: { winner: 0, stalemate: false, order: [0, 3, 1], scores: [0, 0, 20, 0] },
      moves: [[pickup(1)]],
    });
    expect(keysOf(game, "p1")).toEqual(["beat-beginner"]);
  });

  it("clearing the pile by completing three of a number earns the triple (Palace: four of a kind)", () => {
    const moves = [[play(0, ["r7", "o7", "y7"]), clear(0, "triple")]];
    expect(keysOf(headsUpWin({ moves, result: lost }))).toEqual(["triple-clear"]);
    const four = [[play(0, ["7h", "7s", "7d", "7c"]), clear(0, "four")]];
    expect(keysOf(headsUpWin({ moves: four, result: lost }))).toEqual(["triple-clear"]);
    // A Clear card, or the other seat's triple, is not yours.
    const others = [[clear(0, "clear")], [clear(1, "triple")]];
    expect(keysOf(headsUpWin({ moves: others, result: lost }))).toEqual([]);
  });

  it("a game that did not count earns nothing: abandoned, hinted, or the seat handed to its bot", () => {
    expect(judgeAchievements(headsUpWin({ abandoned: true }))).toEqual([]);
    expect(judgeAchievements(headsUpWin({ hintsUsed: true }))).toEqual([]);
    for (const handed of [{ botControlled: true }, { resigned: true }])
      expect(
        judgeAchievements(headsUpWin({ seats: [person(0, handed), bot(1, "random")] })),
      ).toEqual([]);
  });

  it("each person at the table is judged for themselves", () => {
    const game = headsUpWin({
      seats: [person(0), person(1)],
      moves: [[play(1, ["r7", "o7", "y7"]), clear(1, "triple")]],
    });
    expect(judgeAchievements(game)).toEqual([
      { playerId: "p0", key: "first-win" },
      { playerId: "p0", key: "win-without-pickup" },
      { playerId: "p1", key: "triple-clear" },
    ]);
  });
});

describe("a championship's title", () => {
  const champ = (games: { winner: number | null; scores: number[] }[]) => ({
    targetGames: 2,
    targetScore: null,
    games,
  });

  it("goes to the lowest total when the deciding game ends", () => {
    const game = headsUpWin({
      seats: [person(0), person(1)],
      result: lost,
      moves: [],
      championship: champ([
        { winner: 0, scores: [0, 30] },
        { winner: 1, scores: [5, 0] },
      ]),
    });
    expect(keysOf(game, "p0")).toEqual(["championship-win"]);
    expect(keysOf(game, "p1")).toEqual(["first-win", "win-without-pickup"]);
  });

  it("not before its last game, not after it, and not on a shared first place", () => {
    const base = { seats: [person(0), person(1)], result: lost, moves: [] };
    const early = headsUpWin({
      ...base,
      championship: champ([{ winner: 0, scores: [0, 9] }]),
    });
    expect(keysOf(early)).toEqual([]);
    const over = [
      { winner: 0, scores: [0, 9] },
      { winner: 0, scores: [0, 9] },
      { winner: 1, scores: [5, 0] },
    ];
    expect(keysOf(headsUpWin({ ...base, championship: champ(over) }))).toEqual([]);
    // Equal totals, equal wins, equal last scores: still tied after every tie-break.
    const tied = [
      { winner: null, scores: [5, 5] },
      { winner: null, scores: [5, 5] },
    ];
    const keys = judgeAchievements(headsUpWin({ ...base, championship: champ(tied) }));
    expect(keys.filter((a) => a.key === "championship-win")).toEqual([]);
  });
});

describe("the puzzle streak", () => {
  it("is earned at seven days in a row, and is in the catalogue", () => {
    expect(puzzleStreakAwards("p0", 6)).toEqual([]);
    expect(puzzleStreakAwards("p0", 7)).toEqual([
      { playerId: "p0", key: "puzzle-streak-7" },
    ]);
    expect(ACHIEVEMENTS).toContain("puzzle-streak-7");
  });
});
