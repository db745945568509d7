import { describe, expect, it } from "vitest";

import type { Seat } from "@3u3d/engine";

import { playMatch } from "../src";
import type { SeatPlayer } from "../src";

const cardSharks: SeatPlayer[] = Array.from({ length: 4 }, () => ({
  level: "heuristic",
}));
const config = { ruleset: "3up3down", players: 4, seed: "observed" } as const;
const withoutTimes = ({ decisionMs: _times, ...result }: ReturnType<typeof playMatch>) =>
  result;

describe("playMatch's observer", () => {
  it("sees every move before it is made, from the seat to act, and changes nothing", () => {
    const seen: { seat: Seat; viewSeat: Seat | null; events: number }[] = [];
    const observed = playMatch(config, cardSharks, {
      observe: (_state, seat, view, history) =>
        seen.push({ seat, viewSeat: view.seat, events: history.length }),
    });
    const moves = observed.decisionMs.reduce((n, times) => n + times.length, 0);
    expect(seen).toHaveLength(moves);
    expect(moves).toBeGreaterThan(40);
    for (const call of seen) expect(call.viewSeat).toBe(call.seat);
    // The history it is shown grows as the game goes on.
    expect(seen.at(-1)?.events).toBeGreaterThan(seen[0]?.events ?? Infinity);
    expect(withoutTimes(observed)).toEqual(withoutTimes(playMatch(config, cardSharks)));
  });
});
