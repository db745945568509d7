// A rating change while the model knows little of the player: sized as Weng-Lin says
// (docs/ratings.md: a newcomer's first heads-up win over the Beginner is +123) and
// marked provisional until PROVISIONAL_GAMES rated games are behind the rating.
import { describe, expect, it } from "vitest";

import type { FinishedSeat } from "@3u3d/db/repositories";

import { PROVISIONAL_GAMES, rateGame } from "../../src/services/ratings";

const account: FinishedSeat = {
  seat: 0,
  playerId: "ann",
  botLevel: null,
  botControlled: false,
  resigned: false,
  account: true,
};
const beginner: FinishedSeat = {
  ...account,
  seat: 1,
  playerId: null,
  botLevel: "beginner",
};
const won = { winner: 0, stalemate: false, order: [0], scores: [0, 14] };

const firstWin = (current: Map<string, { mu: number; sigma: number; games: number }>) =>
  rateGame({ ruleset: "3up3down", seats: [account, beginner], result: won, current })
    .changes[0];

describe("a rating change's size and its provisional mark", () => {
  it("a newcomer's first win over the Beginner: +123 as the model says, provisional", () => {
    expect(firstWin(new Map())).toEqual({ before: 1500, after: 1623, provisional: true });
  });

  it("still provisional with one game fewer than the mark, settled from it on", () => {
    const at = (games: number) =>
      firstWin(new Map([["ann", { mu: 27, sigma: 6, games }]]))?.provisional;
    expect(at(PROVISIONAL_GAMES - 1)).toBe(true);
    expect(at(PROVISIONAL_GAMES)).toBe(false);
  });

  it("a settled rating moves far less for the same win", () => {
    const settled = firstWin(new Map([["ann", { mu: 25, sigma: 3, games: 40 }]]));
    expect(settled!.after - settled!.before).toBeLessThan(30);
    expect(settled!.after - settled!.before).toBeGreaterThan(0);
  });
});
