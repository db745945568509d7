// How the expert judges a world: each seat still in gets a score w · features, and its
// chance of winning is the softmax of the scores (a conditional logit, the model the
// weights were fitted with); the same strengths give each seat an expected finishing
// place. A finished world is judged by its winner and its finishing places. At a 3UP
// 3DOWN table of three to six the scores may come from the table network instead
// (network.ts, scorer "network"): measured in play and not the default.
import { scoresOf, seatPlaces } from "@3u3d/engine";
import type { GameState } from "@3u3d/engine";

import { FEATURE_COUNT, seatFeatures } from "./features";
import { networkScores } from "./network";
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
 * Where the seats' scores come from: "linear", the fitted weights (weights.ts); or
 * "network", the table network (network.ts) where it was fitted, at 3UP 3DOWN tables of
 * three to six, and the linear weights elsewhere. The network judged held-out
 * positions far better, but at a table of four the Expert won only 0.3 points more with
 * it on 12,000 same deals ([−0.8, +1.3]), so the linear weights stay the default
 * (docs/benchmarks.md, "A small network judges the table").
 */
export type Scorer = "linear" | "network";

const networkApplies = ({ config }: GameState) =>
  config.ruleset === "3up3down" && config.players >= 3 && config.players <= 6;

/** softmax of the seats' scores over the seats still in; 0 for seats that are out. */
function softmaxOverSeatsIn(state: GameState, scorer: Scorer): number[] {
  if (scorer === "network" && networkApplies(state)) return softmax(networkScores(state));
  const weights = EVALUATION_WEIGHTS[state.config.ruleset];
  return softmax(
    state.seats.map((seat, i) => {
      if (seat.out) return -Infinity;
      seatFeatures(state, i, scratch);
      return seatScore(weights, scratch);
    }),
  );
}

/** Each seat's chance of winning from `state`, summing to 1. */
export function winChances(state: GameState, scorer: Scorer = "linear"): number[] {
  if (state.winner !== null) return winnerTakesAll(state);
  return softmaxOverSeatsIn(state, scorer);
}

const winnerTakesAll = (state: GameState) =>
  state.seats.map((_, i) => (i === state.winner ? 1 : 0));

/** The value of finishing place `index` (0 first) of `players`: 1 for first, 0 for last. */
export const placeValue = (index: number, players: number) =>
  (players - 1 - index) / (players - 1);

/**
 * Each seat's finishing place as a value from 1 (first) down to 0 (last), expected
 * where the world is not finished: seats that went out hold their places (R-OUT), and
 * the seats still in share the places left as a Plackett–Luce order with the strengths
 * whose softmax is winChances (the model openskill rates with), under which seat i
 * finishes ahead of seat j with chance s_i / (s_i + s_j). A finished world is judged by
 * its finishing places (the rest by fewer penalty points, R-SCORE; ties share a place).
 */
export function placeValues(state: GameState, scorer: Scorer = "linear"): number[] {
  return placesFrom(
    state,
    state.phase === "over" ? [] : softmaxOverSeatsIn(state, scorer),
  );
}

/** winChances and placeValues of one world, with its seats' scores worked out once. */
export function winsAndPlaces(
  state: GameState,
  scorer: Scorer = "linear",
): { wins: number[]; places: number[] } {
  const strengths = state.phase === "over" ? [] : softmaxOverSeatsIn(state, scorer);
  return {
    wins: state.winner !== null ? winnerTakesAll(state) : strengths,
    places: placesFrom(state, strengths),
  };
}

/** placeValues, given the softmax strengths of the seats still in (none once over). */
function placesFrom(state: GameState, strengths: readonly number[]): number[] {
  const players = state.seats.length;
  const values = state.seats.map(() => 0);
  const valueOf = (place: number) => placeValue(place, players);
  if (state.phase === "over")
    return seatPlaces(state.order, scoresOf(state)).map((place) => valueOf(place - 1));
  state.order.forEach((seat, place) => (values[seat] = valueOf(place)));
  state.seats.forEach((seat, i) => {
    if (seat.out) return;
    const mine = strengths[i] as number;
    let ahead = 0;
    state.seats.forEach((other, j) => {
      if (j === i || other.out) return;
      const theirs = strengths[j] as number;
      // Both may underflow to 0 far behind the leader: then neither is favoured.
      ahead += mine + theirs > 0 ? theirs / (mine + theirs) : 0.5;
    });
    values[i] = valueOf(state.order.length + ahead);
  });
  return values;
}
