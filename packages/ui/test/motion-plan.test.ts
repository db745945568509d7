import { describe, expect, it } from "vitest";

import type { GameEvent } from "@3u3d/engine";

import { planMotion } from "../src/motion-plan";

const play = (
  seq: number,
  seat: number,
  from: "hand" | "faceDown" = "hand",
): GameEvent => ({
  seq,
  type: "play",
  seat,
  cards: ["7r", "7b"],
  from,
  ...(from === "faceDown" ? { index: 1 } : {}),
});

describe("what the table animates between two positions", () => {
  it("a card played flies from its seat and zone (a face-down card with its slot)", () => {
    expect(planMotion([play(4, 2)], 3, 4)).toEqual([
      { kind: "land", seat: 2, from: "hand", cards: ["7r", "7b"] },
    ]);
    expect(planMotion([play(4, 0, "faceDown")], 3, 4)).toEqual([
      { kind: "land", seat: 0, from: "faceDown", cards: ["7r", "7b"], index: 1 },
    ]);
  });

  it("R-CLEAR / R-TRIPLE: a play that clears shows the pile swept, not the card landing", () => {
    const clear: GameEvent = { seq: 5, type: "clear", seat: 1, by: "triple", count: 6 };
    expect(planMotion([play(4, 1), clear], 3, 5)).toEqual([{ kind: "sweep" }]);
  });

  it("R-PICKUP: the pile slides to its taker; a refill's draw comes from the draw pile", () => {
    const pickup: GameEvent = { seq: 8, type: "pickup", seat: 0, cards: ["3r"] };
    expect(planMotion([pickup], 7, 8)).toEqual([{ kind: "take", seat: 0 }]);
    const draw: GameEvent = {
      seq: 5,
      type: "draw",
      seat: 0,
      count: 1,
      reason: "refill",
      cards: ["9g"],
    };
    expect(planMotion([play(4, 0), draw], 3, 5)).toEqual([
      { kind: "land", seat: 0, from: "hand", cards: ["7r", "7b"] },
      { kind: "draw", seat: 0, count: 1, cards: ["9g"] },
    ]);
  });

  it("nothing flies on the first position, going back, or a jump of many moves", () => {
    expect(planMotion([play(4, 1)], null, 4)).toEqual([]);
    expect(planMotion([play(4, 1)], 9, 4)).toEqual([]);
    expect(planMotion([play(40, 1)], 3, 40)).toEqual([]);
    // Events missing from the log (it keeps only the newest): shown as they are.
    expect(planMotion([play(6, 1)], 3, 6)).toEqual([]);
  });
});
