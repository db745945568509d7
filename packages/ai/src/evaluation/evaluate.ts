// How the expert judges a world: each seat still in gets a score w · features, and its
// chance of winning is the softmax of the scores (a conditional logit, the model the
// weights were fitted with). A finished world is judged by its winner.
import type { GameState } from "@3u3d/engine";

import { FEATURE_COUNT, seatFeatures } from "./features";
import { EVALUATION_WEIGHTS } from "./weights";

const scratch = new Float64Array(FEATURE_COUNT);

/** w · features for one seat's features, starting at `offset` (the fit script packs many). */
export function seatScore(
  weights: readonly number[],
  features: Float64Array,
  offset = 0,
): number {
  let score = 0;
  for (let f = 0; f < FEATURE_COUNT; f++)
    score += (weights[f] ?? 0) * (features[offset + f] ?? 0);
  return score;
}

/** Softmax of the scores; a score of −Infinity (a seat that is out) gets 0. */
export function softmax(scores: readonly number[]): number[] {
  const max = Math.max(...scores);
  let total = 0;
  const exps = scores.map((s) => {
    const e = s === -Infinity ? 0 : Math.exp(s - max);
    total += e;
    return e;
  });
  return exps.map((e) => e / (total || 1));
}

/**
 * softmax(sign · w · features) over the seats still in; 0 for seats that are out.
 * sign −1 turns "likely to win" round into "likely to be left last".
 */
function softmaxOverSeatsIn(
  state: GameState,
  weights: readonly number[],
  sign: 1 | -1,
): number[] {
  return softmax(
    state.seats.map((seat, i) => {
      if (seat.out) return -Infinity;
      seatFeatures(state, i, scratch);
      return sign * seatScore(weights, scratch);
    }),
  );
}

/** Each seat's chance of winning from `state`, summing to 1. */
export function winChances(
  state: GameState,
  weights: readonly number[] = EVALUATION_WEIGHTS[state.config.ruleset],
): number[] {
  if (state.winner !== null)
    return state.seats.map((_, i) => (i === state.winner ? 1 : 0));
  return softmaxOverSeatsIn(state, weights, 1);
}

/**
 * Once a winner is known and play goes on (E-CONTINUE, palace's default R-P-END), the
 * only thing left to play for is not being the seat still holding cards at the end —
 * the only one that scores (R-SCORE). Each seat's chance of escaping that: 1 for seats
 * already out, otherwise 1 − its chance of being last, the mirror image of winChances.
 */
export function escapeChances(
  state: GameState,
  weights: readonly number[] = EVALUATION_WEIGHTS[state.config.ruleset],
): number[] {
  if (state.phase === "over") return state.seats.map((s) => (s.out ? 1 : 0));
  return softmaxOverSeatsIn(state, weights, -1).map((last, i) =>
    state.seats[i]?.out ? 1 : 1 - last,
  );
}
