// The table network (measured, not the default evaluation): its inputs say what a seat
// holds and where it sits, its forward pass is the arithmetic the fit script trained, a
// damaged weights file is refused, and the fitted weights agree with what every player
// knows about a 3UP 3DOWN table. It has learnt that a face-up Clear +1 or +2 is worth
// keeping (it sheds itself and another card in one turn, R-BONUS), so of the table cards
// only a face-down one is always a burden to it.
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { applyMoveInPlace, cloneState, createGame, toAct, viewFor } from "@3u3d/engine";
import type { GameState } from "@3u3d/engine";

import { judgeMoves } from "../src/bots/expert";
import { softmax, winChances } from "../src/evaluation/evaluate";
import {
  networkScore,
  networkScores,
  parameterCount,
  parseNetwork,
} from "../src/evaluation/network";
import { NETWORK_INPUTS, seatInputs } from "../src/evaluation/network-inputs";
import { configArb, walk } from "./random-games";

/** A 4-player table in the play phase with chosen cards (the draw pile as dealt). */
function table(): GameState {
  const state = createGame({ ruleset: "3up3down", players: 4, seed: "network" });
  state.phase = "play";
  state.current = 1;
  for (const seat of state.seats) {
    seat.hand = ["2r", "2b", "7r"];
    seat.faceUp = ["9r", "Cr", "10b"];
    seat.faceDown = ["1r", "1b", "3r"];
    seat.six = [];
  }
  state.pile = ["4r", "6b", "6r"];
  return state;
}

describe("the table network", () => {
  it("reads a seat's cards rank by rank and its distance from the seat to act", () => {
    const state = table();
    const x = new Float64Array(NETWORK_INPUTS);
    seatInputs(state, 3, x);
    // Two 2s and a 7 in hand (each card counts a half), a 9, a Clear and a 10 face up.
    expect(Array.from(x.subarray(0, 13))).toEqual([
      0, 1, 0, 0, 0, 0, 0.5, 0, 0, 0, 0, 0, 0,
    ]);
    expect(Array.from(x.subarray(13, 26))).toEqual([
      0, 0, 0, 0, 0, 0, 0, 0, 0.5, 0.5, 0.5, 0, 0,
    ]);
    expect(x[26]).toBe(1); // three face-down cards of three
    // Seat 1 acts, so seat 3 is two seats on: the third of the four distance inputs.
    expect(Array.from(x.subarray(29, 33))).toEqual([0, 0, 1, 0]);
    // Two 6s on top of the pile: one more pair clears it (R-TRIPLE).
    expect(x[35]).toBe(1);
    seatInputs(state, 1, x);
    expect(Array.from(x.subarray(29, 33))).toEqual([1, 0, 0, 0]);
  });

  it("scores a seat as the fit script's arithmetic does", () => {
    const inputs = 2;
    const hidden = 2;
    // Hidden weights (1, −1) and (2, 0.5), biases (0, −1), outputs (3, −2), linear (0.5, 1).
    const net = parseNetwork(inputs, hidden, "1 -1 2 0.5  0 -1  3 -2  0.5 1");
    const x = Float64Array.from([2, 4]);
    // Unit 1: 2 − 4 = −2, cut to 0; unit 2: 4 + 2 − 1 = 5, times −2; linear: 1 + 4.
    expect(networkScore(net, x)).toBeCloseTo(-10 + 5, 12);
  });

  it("refuses a weights file of the wrong size or with words in it", () => {
    expect(parameterCount(2, 2)).toBe(10);
    expect(() => parseNetwork(2, 2, "1 2 3")).toThrow(/has 10 weights, not 3/);
    expect(() => parseNetwork(2, 2, "1 2 3 4 5 6 7 8 9 ten")).toThrow(/has 10 weights/);
  });

  it("gives every seat still in a score and none to a seat that is out", () => {
    const state = table();
    state.seats[2]!.out = true;
    const scores = networkScores(state);
    expect(scores[2]).toBe(-Infinity);
    for (const seat of [0, 1, 3]) expect(Number.isFinite(scores[seat])).toBe(true);
  });

  it("judges a 3UP 3DOWN table of four when asked to: a seat with fewer cards left is likelier to win (R-OUT)", () => {
    const state = table();
    const even = winChances(state, "network");
    expect(even.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    const ahead = cloneState(state);
    ahead.seats[0]!.faceDown = ["1r"];
    ahead.seats[0]!.faceUp = [];
    const chances = winChances(ahead, "network");
    expect(chances[0]).toBeGreaterThan(even[0]! + 0.1);
    // The network made that judgement; the linear weights, the default, judge otherwise.
    expect(chances).toEqual(softmax(networkScores(ahead)));
    expect(winChances(ahead)).not.toEqual(chances);
  });

  it("rates a seat higher with one face-down card fewer, at every table it judges", () => {
    fc.assert(
      fc.property(configArb, fc.nat(), (config, seed) => {
        let step = 0;
        walk(config, seed, (state) => {
          if (state.phase !== "play" || state.winner !== null || step++ % 7 !== 0) return;
          state.seats.forEach((seat, i) => {
            if (seat.out || seat.faceDown.length === 0) return;
            const lighter = cloneState(state);
            lighter.seats[i]!.faceDown.pop();
            expect(winChances(lighter, "network")[i]!).toBeGreaterThan(
              winChances(state, "network")[i]!,
            );
          });
        });
      }),
      { numRuns: 30 },
    );
  });

  it('is what the expert\'s search judges with when asked (evaluation: "network")', () => {
    const state = createGame({ ruleset: "3up3down", players: 4, seed: "asked" });
    for (let s = 0; s < 4; s++)
      applyMoveInPlace(state, s, {
        type: "setup",
        faceUp: state.seats[s]!.six.slice(0, 3),
      });
    const seat = toAct(state)[0]!;
    const judged = (evaluation?: "network") =>
      judgeMoves(viewFor(state, seat), state.log, {
        seed: "asked",
        iterations: 300,
        timeMs: 0,
        evaluation,
      }).map(({ move, chance }) => [move, chance]);
    expect(judged().length).toBeGreaterThan(1);
    expect(judged("network")).not.toEqual(judged());
    expect(judged("network")).toEqual(judged("network"));
  });
});
