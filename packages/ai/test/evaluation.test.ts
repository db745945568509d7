// The expert's evaluation of cut-off worlds: chances that add up, finished worlds judged
// by their winner (R-OUT) and their finishing places (R-SCORE), and fitted weights that
// agree with what every player knows — fewer cards left is better — so a bad refit
// cannot slip in unnoticed.
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { cloneState, createGame } from "@3u3d/engine";
import type { GameState } from "@3u3d/engine";

import { placeValues, winChances, winsAndPlaces } from "../src/evaluation/evaluate";
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

  it("gives finishing places their values: the seats out hold theirs, the rest share the places left (R-OUT)", () => {
    fc.assert(
      fc.property(configArb, fc.nat(), (config, seed) => {
        for (const state of playStates(config, seed)) {
          const n = state.seats.length;
          const valueOf = (place: number) => (n - 1 - place) / (n - 1);
          // Pretend the first seat went out first, as E-CONTINUE and palace allow.
          const withOneOut = cloneState(state);
          withOneOut.seats[0]!.out = true;
          withOneOut.order = [0];
          withOneOut.winner = 0;
          for (const world of [state, withOneOut]) {
            const values = placeValues(world);
            // The search's one-pass judge gives exactly the two separate answers.
            expect(winsAndPlaces(world)).toEqual({
              wins: winChances(world),
              places: values,
            });
            world.order.forEach((seat, place) =>
              expect(values[seat]).toBe(valueOf(place)),
            );
            // The expected places of the seats still in fill exactly the places left.
            const total = values.reduce((a, b) => a + b, 0);
            expect(total).toBeCloseTo(n / 2, 9);
            for (const v of values) {
              expect(v).toBeGreaterThanOrEqual(0);
              expect(v).toBeLessThanOrEqual(1);
            }
          }
          // Heads-up, the place is the win.
          if (n === 2)
            placeValues(state).forEach((v, i) =>
              expect(v).toBeCloseTo(winChances(state)[i]!, 12),
            );
        }
      }),
      { numRuns: 30 },
    );
  });

  it("rates a seat's place higher when it has one table card fewer", () => {
    fc.assert(
      fc.property(configArb, fc.nat(), (config, seed) => {
        for (const state of playStates(config, seed).slice(0, 4)) {
          state.seats.forEach((seat, i) => {
            if (seat.faceDown.length === 0) return;
            const lighter = cloneState(state);
            lighter.seats[i]!.faceDown.pop();
            expect(placeValues(lighter)[i]!).toBeGreaterThan(placeValues(state)[i]!);
          });
        }
      }),
      { numRuns: 20 },
    );
  });

  it("judges a finished world by its places: the winner, then fewer penalty points, ties sharing (R-SCORE)", () => {
    const state = createGame({ ruleset: "3up3down", players: 4, seed: "places" });
    state.phase = "over";
    state.winner = 2;
    state.order = [2];
    state.seats[2]!.out = true;
    state.seats[2]!.hand = [];
    // Hands worth 9, 9 and 4 points (number cards count their face value).
    state.seats[0]!.hand = ["9r"];
    state.seats[1]!.hand = ["9b"];
    state.seats[3]!.hand = ["4r"];
    const values = placeValues(state);
    expect(values[2]).toBe(1);
    expect(values[3]).toBeCloseTo(2 / 3, 9);
    // Seats 0 and 1 tie for third and fourth: each gets the mean of those places.
    expect(values[0]).toBeCloseTo((1 / 3 + 0) / 2, 9);
    expect(values[1]).toBeCloseTo((1 / 3 + 0) / 2, 9);
  });
});
