// The daily puzzle's streak achievement, as the house wires it (real PostgreSQL): the
// seventh day solved in a row earns puzzle-streak-7, once; the sixth does not.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { DAILY_PUZZLES } from "@3u3d/ai/puzzle";
import type { TestDatabase } from "@3u3d/db/testing";

import { addDays, puzzleNumberOf } from "../src/services/puzzle-days";
import { setUpHarness, type Harness } from "./helpers";
import { playerMoves } from "./puzzle-lines";

const FIRST_DAY = "2027-03-01";
let clock = new Date(`${FIRST_DAY}T08:00:00Z`);

describe("a week of daily puzzles (real PostgreSQL)", () => {
  let test: TestDatabase;
  let h: Harness;
  // The house's own streak hook (no test hook): only the clock is the test's.
  beforeAll(
    async () => ({ test, h } = await setUpHarness({ puzzles: { now: () => clock } })),
  );
  afterAll(() => test.drop());

  it("the seventh day in a row earns puzzle-streak-7, once", async () => {
    const account = await h.newAccount("Weekly");
    const held = async () =>
      test.db.achievement.count({ where: { playerId: account, key: "puzzle-streak-7" } });
    for (let d = 0; d < 8; d++) {
      const day = addDays(FIRST_DAY, d);
      clock = new Date(`${day}T08:00:00Z`);
      const puzzle =
        DAILY_PUZZLES.puzzles[puzzleNumberOf(day, DAILY_PUZZLES.puzzles.length)!]!;
      const moves = playerMoves(puzzle);
      let last;
      for (let i = 0; i < moves.length; i++)
        last = await h
          .as(account)
          .puzzle.move({ day, line: moves.slice(0, i), move: moves[i]! });
      expect(last?.streak).toBe(d + 1);
      expect(await held()).toBe(d + 1 >= 7 ? 1 : 0);
    }
    const mine = await h.as(account).profile.achievements({});
    expect(mine.find((a) => a.key === "puzzle-streak-7")?.earnedAt).toBeInstanceOf(Date);
  });
});
