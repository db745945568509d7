import { describe, expect, it } from "vitest";

import { outcomeOf, pairGames } from "../src/tournament/paired-games";
import type { SavedGame } from "../src/tournament/paired-games";

/** A finished game: `winner` went out and penalty points place the rest; a stalemate when `winner` is null. */
const game = (
  n: number,
  lineup: string[],
  winner: number | null,
  scores: number[],
): SavedGame => ({
  game: n,
  lineup,
  result: { winner, order: winner === null ? [] : [winner], scores },
});

const ONE_EXPERT = ["expert", "heuristic", "heuristic", "heuristic"];

describe("pairing saved runs game by game", () => {
  it("reads the bot's win, place and penalty from its seat", () => {
    expect(outcomeOf(game(0, ONE_EXPERT, 0, [0, 9, 4, 12]), "expert")).toEqual({
      win: 1,
      place: 1,
      penalty: 0,
    });
    // Seat 1 went out and seat 2 is second on 3 points; the Expert ties seat 3 on 7 points
    // for 3rd and 4th.
    expect(outcomeOf(game(1, ONE_EXPERT, 1, [7, 0, 3, 7]), "expert")).toEqual({
      win: 0,
      place: 3.5,
      penalty: 7,
    });
    expect(outcomeOf(game(2, ONE_EXPERT, 1, [7, 0, 3, 7]), "tactician")).toBeNull();
  });

  it("averages over every seat the bot held, and has no place in a stalemate", () => {
    const twoSharks = ["expert", "heuristic", "expert", "heuristic"];
    expect(outcomeOf(game(0, twoSharks, 1, [6, 0, 2, 9]), "heuristic")).toEqual({
      win: 0.5,
      place: (1 + 4) / 2,
      penalty: 4.5,
    });
    expect(outcomeOf(game(1, twoSharks, null, [6, 8, 2, 9]), "expert")).toEqual({
      win: 0,
      place: null,
      penalty: 4,
    });
  });

  it("pairs only the games both runs finished, in the order of the second run", () => {
    const before = [
      game(0, ONE_EXPERT, 1, [5, 0, 3, 8]),
      game(1, ONE_EXPERT, 0, [0, 5, 3, 8]),
      game(2, ONE_EXPERT, 2, [9, 5, 0, 8]),
    ];
    const after = [
      game(2, ONE_EXPERT, 0, [0, 5, 3, 8]),
      game(0, ONE_EXPERT, 0, [0, 5, 3, 8]),
      game(7, ONE_EXPERT, 0, [0, 5, 3, 8]),
    ];
    const pairs = pairGames(before, after, "expert");
    expect(pairs.map(([was, now]) => [was.win, now.win])).toEqual([
      [0, 1],
      [0, 1],
    ]);
    expect(pairs.map(([was]) => was.penalty)).toEqual([9, 5]);
  });
});
