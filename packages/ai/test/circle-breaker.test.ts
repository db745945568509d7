import { describe, expect, it } from "vitest";

import { TURN_LIMIT } from "@3u3d/engine";

import { playMatch } from "../src";
import type { SeatPlayer } from "../src";
import { CIRCLING_AFTER_PER_SEAT } from "../src/bots/circle-breaker";

const cardSharks: SeatPlayer[] = [{ level: "heuristic" }, { level: "heuristic" }];
const play = (seed: string, keepCircles: boolean) => {
  const { decisionMs: _timings, ...result } = playMatch(
    { ruleset: "3up3down", players: 2, seed },
    cardSharks,
    { keepCircles },
  );
  return result;
};

// A deal on which the Card shark, left to itself, passes the same cards back and forth
// in a six-move circle until the turn limit (found among 1,000 measured deals).
const CIRCLING_DEAL = "1/64";

describe("breaking circles (R-LIMIT)", () => {
  // Heads-up: circles are broken from turn 2 × CIRCLING_AFTER_PER_SEAT.
  it("the Card shark left to itself circles on this deal until the turn limit: nobody wins", () => {
    const result = play(CIRCLING_DEAL, true);
    expect(result.winner).toBeNull();
    expect(result.turns).toBe(TURN_LIMIT);
  });

  it("the bots as tables play them break the circle, and someone wins", () => {
    const result = play(CIRCLING_DEAL, false);
    expect(result.turns).toBeGreaterThan(CIRCLING_AFTER_PER_SEAT * 2);
    expect(result.winner).not.toBeNull();
  });

  it("changes nothing in a game that has not run long", () => {
    const plain = play("2/7", true);
    expect(plain.turns).toBeLessThan(CIRCLING_AFTER_PER_SEAT * 2);
    expect(play("2/7", false)).toEqual(plain);
  });
});
