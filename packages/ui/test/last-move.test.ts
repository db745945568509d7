// The move the table captions under the pile and rings on its seat: the newest thing a
// seat did, not the clear or the going out that followed from it.
import { describe, expect, it } from "vitest";

import type { GameEvent } from "@3u3d/engine";

import { lastMove } from "../src/last-move";

describe("the move just made", () => {
  it("is the newest play, pick-up, chosen draw or swap; a refill, a clear or someone out is not a move", () => {
    const log: GameEvent[] = [
      { seq: 1, type: "start", firstSeat: 0, swapped: null },
      { seq: 2, type: "play", seat: 0, cards: ["7r"], from: "hand" },
      { seq: 3, type: "draw", seat: 0, count: 1, reason: "refill" },
      { seq: 4, type: "play", seat: 1, cards: ["Cb"], from: "hand" },
      { seq: 5, type: "clear", seat: 1, by: "clear", count: 3 },
    ];
    expect(lastMove(log)).toEqual({ seat: 1, event: log[3] });
    // Drawing up to three after a play is part of the play, not a move of its own.
    expect(lastMove(log.slice(0, 3))).toEqual({ seat: 0, event: log[1] });
    const chosen: GameEvent = {
      seq: 6,
      type: "draw",
      seat: 1,
      count: 1,
      reason: "choice",
    };
    expect(lastMove([...log, chosen])?.event).toBe(chosen);
    const out: GameEvent[] = [...log, { seq: 6, type: "out", seat: 1, place: 1 }];
    expect(lastMove(out)?.event.seq).toBe(4);
  });

  it("is nothing before anyone has moved", () => {
    expect(lastMove([])).toBeNull();
    expect(lastMove([{ seq: 1, type: "start", firstSeat: 2, swapped: null }])).toBeNull();
  });
});
