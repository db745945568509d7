// The expert's evaluation of cut-off worlds: chances that add up, finished worlds judged
// by their winner (R-OUT), and fitted weights that agree with what every player knows
// — fewer cards left is better — so a bad refit cannot slip in unnoticed.
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { cloneState } from "@3u3d/engine";
import type { GameState } from "@3u3d/engine";

import { escapeChances, winChances } from "../src/evaluation/evaluate";
import { configArb, walk } from "./random-games";

/** Play-phase states of random games, every seat still holding cards. */
function playStates(config: Parameters<typeof walk>[0], seed: number): GameState[] {
  const states: GameState[] = [];
  let step = 0;
  walk(config, seed, (state) => {
    if (state.phase === "play" && state.winner === null && step++ % 7 === 0)
      states.push(cloneState(state));
  });
  return states;
}

describe("evaluation of a cut-off world", () => {
  it("gives chances that sum to 1, none to a seat that is out, all to the winner of a finished world", () => {
    fc.assert(
      fc.property(configArb, fc.nat(), (config, seed) => {
        for (const state of playStates(config, seed)) {
          const chances = winChances(state);
          expect(chances.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
          state.seats.forEach((s, i) => {
            if (s.out) expect(chances[i]).toBe(0);
            else expect(chances[i]).toBeGreaterThan(0);
          });
          const finished = cloneState(state);
          finished.winner = 0;
          expect(winChances(finished)).toEqual(
            state.seats.map((_, i) => (i === 0 ? 1 : 0)),
          );
        }
      }),
      { numRuns: 30 },
    );
  });

  it("rates a seat higher when it has one table card fewer (R-OUT: the first with no cards wins)", () => {
    fc.assert(
      fc.property(configArb, fc.nat(), (config, seed) => {
        for (const state of playStates(config, seed)) {
          state.seats.forEach((seat, i) => {
            if (seat.out) return;
            const before = winChances(state)[i]!;
            for (const zone of ["faceUp", "faceDown"] as const) {
              if (seat[zone].length === 0) continue;
              const lighter = cloneState(state);
              lighter.seats[i]![zone].pop();
              expect(winChances(lighter)[i]!, zone).toBeGreaterThan(before);
            }
          });
        }
      }),
      { numRuns: 30 },
    );
  });

  it("after a winner, plays for not being last: one seat's worth of chance is missing among those still in (E-CONTINUE, R-SCORE)", () => {
    fc.assert(
      fc.property(configArb, fc.nat(), (config, seed) => {
        for (const state of playStates(config, seed)) {
          const chances = escapeChances(state);
          const inPlay = state.seats.flatMap((s, i) => (s.out ? [] : [i]));
          state.seats.forEach((s, i) => {
            if (s.out) expect(chances[i]).toBe(1);
            else expect(chances[i]).toBeLessThan(1);
          });
          const sum = inPlay.reduce((total, i) => total + chances[i]!, 0);
          expect(sum).toBeCloseTo(inPlay.length - 1, 9);
          const over = cloneState(state);
          over.phase = "over";
          expect(escapeChances(over)).toEqual(state.seats.map((s) => (s.out ? 1 : 0)));
        }
      }),
      { numRuns: 30 },
    );
  });
});
