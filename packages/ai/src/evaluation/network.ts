// The table network: a seat's score is a small neural network of its inputs
// (network-inputs.ts), one hidden layer of rectified units plus a linear term, and the
// seats' chances of winning are the softmax of their scores, as with the linear
// evaluation (evaluate.ts), whose Scorer "network" asks for it (not the default: it was
// not clearly better in play). Fitted on self-play by scripts/fit-network.ts; its
// weights ship in network-weights.ts, so nothing is fetched or trained at run time.
import type { GameState } from "@3u3d/engine";

import { NETWORK_INPUTS, seatInputs } from "./network-inputs";
import { TABLE_NETWORK } from "./network-weights";

export interface Network {
  inputs: number;
  hidden: number;
  /**
   * Packed: the hidden layer's weights (hidden × inputs, unit by unit), its biases
   * (hidden), the output weights (hidden), then the linear term's weights (inputs).
   */
  weights: Float64Array;
}

export const parameterCount = (inputs: number, hidden: number) =>
  hidden * inputs + 2 * hidden + inputs;

/** The network written by the fit script: numbers separated by white space. */
export function parseNetwork(inputs: number, hidden: number, text: string): Network {
  const weights = Float64Array.from(text.trim().split(/\s+/), Number);
  if (weights.length !== parameterCount(inputs, hidden) || weights.some(Number.isNaN))
    throw new Error(
      `a ${inputs}×${hidden} network has ${parameterCount(inputs, hidden)} weights, not ${weights.length}`,
    );
  return { inputs, hidden, weights };
}

/** A seat's score from its inputs at `offset` of `x`. */
export function networkScore(net: Network, x: Float64Array, offset = 0): number {
  const { inputs, hidden, weights } = net;
  const biases = hidden * inputs;
  const outputs = biases + hidden;
  const linear = outputs + hidden;
  let score = 0;
  for (let h = 0; h < hidden; h++) {
    let a = weights[biases + h] ?? 0;
    const row = h * inputs;
    for (let i = 0; i < inputs; i++) a += (weights[row + i] ?? 0) * (x[offset + i] ?? 0);
    if (a > 0) score += (weights[outputs + h] ?? 0) * a;
  }
  for (let i = 0; i < inputs; i++)
    score += (weights[linear + i] ?? 0) * (x[offset + i] ?? 0);
  return score;
}

/** The fitted network, read from its file on first use (most searches never ask). */
let fitted: Network | null = null;
const scratch = new Float64Array(NETWORK_INPUTS);

/** Each seat's score in a 3UP 3DOWN play-phase world; −Infinity for seats that are out. */
export function networkScores(state: GameState, net?: Network): number[] {
  fitted ??= parseNetwork(NETWORK_INPUTS, TABLE_NETWORK.hidden, TABLE_NETWORK.weights);
  const scorer = net ?? fitted;
  return state.seats.map((seat, i) => {
    if (seat.out) return -Infinity;
    seatInputs(state, i, scratch);
    return networkScore(scorer, scratch);
  });
}
