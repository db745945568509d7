// Fits the table network (src/evaluation/network.ts) from self-play, in two steps so
// the games can be played on every core:
//   collect: plays 3UP 3DOWN games of 3 to 6 players with the playout policy (the
//     heuristic, 10 % random moves), records every seat's network inputs at sampled
//     positions, who went on to win and what the linear evaluation gave the winner;
//   train: fits the network on the conditional-logit log-loss with Adam (every fifth
//     block of 20 games held out), prints held-out log-loss beside the linear
//     evaluation's and writes src/evaluation/network-weights.ts with --write.
// Every step is seeded, so the same commands give the same weights; the shipped ones came
// from (two processes at once, 19 s each; then 2.4 min):
//   node ../engine/bench/run.mjs scripts/fit-network.ts collect --from 0 --games 50000 --out a.bin
//   node ../engine/bench/run.mjs scripts/fit-network.ts collect --from 50000 --games 50000 --out b.bin
//   node ../engine/bench/run.mjs scripts/fit-network.ts train a.bin b.bin --write
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

import { applyMoveInPlace, createGame, legalMoves, toAct } from "@3u3d/engine";
import type { Seat } from "@3u3d/engine";

import { policyMove } from "../src/bots/expert";
import { softmax, winChances } from "../src/evaluation/evaluate";
import { networkScore, parameterCount, type Network } from "../src/evaluation/network";
import { NETWORK_INPUTS, seatInputs } from "../src/evaluation/network-inputs";
import { createRng, type Rng } from "../src/rng";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    seed: { type: "string", default: "network" },
    from: { type: "string", default: "0" },
    games: { type: "string", default: "50000" },
    "sample-rate": { type: "string", default: "0.1" },
    out: { type: "string" },
    hidden: { type: "string", default: "32" },
    epochs: { type: "string", default: "6" },
    write: { type: "boolean", default: false },
  },
});
const [mode, ...files] = positionals;

/** A recorded position: header (game, seats in, winner's index, linear chance), inputs. */
const HEADER = 4;

function collect() {
  const from = Number(values.from);
  const games = Number(values.games);
  const sampleRate = Number(values["sample-rate"]);
  const records: Float32Array[] = [];
  const started = performance.now();
  for (let game = from; game < from + games; game++) {
    const seed = `${values.seed}/${game}`;
    const rng = createRng(seed);
    const state = createGame({ ruleset: "3up3down", players: 3 + (game % 4), seed });
    const pending: { seats: Seat[]; inputs: Float64Array; linear: number[] }[] = [];
    while (state.phase !== "over" && state.winner === null) {
      const seat = toAct(state)[0] as Seat;
      if (state.phase === "play" && rng.next() < sampleRate) {
        const seats = state.seats.flatMap((s, i) => (s.out ? [] : [i]));
        const inputs = new Float64Array(seats.length * NETWORK_INPUTS);
        seats.forEach((s, k) => seatInputs(state, s, inputs, k * NETWORK_INPUTS));
        pending.push({ seats, inputs, linear: winChances(state) });
      }
      const move = policyMove(state, seat, legalMoves(state, seat), rng);
      applyMoveInPlace(state, seat, move, { trusted: true });
    }
    if (state.winner === null) continue; // a stalemate: nobody won
    for (const { seats, inputs, linear } of pending) {
      const record = new Float32Array(HEADER + inputs.length);
      record.set([
        game,
        seats.length,
        seats.indexOf(state.winner),
        linear[state.winner]!,
      ]);
      record.set(inputs, HEADER);
      records.push(record);
    }
  }
  const total = records.reduce((n, r) => n + r.length, 0);
  const packed = new Float32Array(total);
  let at = 0;
  for (const r of records) packed.set(r, (at += r.length) - r.length);
  writeFileSync(values.out ?? "positions.bin", packed);
  console.log(
    `${games} games from ${from}: ${records.length} positions in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}

interface Sample {
  seats: number;
  winner: number;
  linear: number;
  inputs: Float64Array;
}

function load(file: string, train: Sample[], test: Sample[]) {
  const bytes = readFileSync(file);
  const data = new Float32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
  for (let at = 0; at < data.length;) {
    const [game, seats, winner, linear] = data.subarray(
      at,
      at + HEADER,
    ) as unknown as number[];
    const size = seats! * NETWORK_INPUTS;
    const sample = {
      seats: seats!,
      winner: winner!,
      linear: linear!,
      inputs: Float64Array.from(data.subarray(at + HEADER, at + HEADER + size)),
    };
    (Math.floor(game! / 20) % 5 === 4 ? test : train).push(sample);
    at += HEADER + size;
  }
}

function gaussian(rng: Rng): number {
  return Math.sqrt(-2 * Math.log(1 - rng.next())) * Math.cos(2 * Math.PI * rng.next());
}

function probabilities(net: Network, sample: Sample): number[] {
  const scores = Array.from({ length: sample.seats }, (_, k) =>
    networkScore(net, sample.inputs, k * NETWORK_INPUTS),
  );
  return softmax(scores);
}

function heldOut(net: Network | null, samples: Sample[]) {
  let loss = 0;
  let right = 0;
  for (const s of samples) {
    const p = net ? probabilities(net, s) : null;
    const chance = p ? p[s.winner]! : s.linear;
    loss -= Math.log(Math.max(chance, 1e-12));
    if (p?.indexOf(Math.max(...p)) === s.winner) right++;
  }
  return { logLoss: loss / samples.length, picks: right / samples.length };
}

/** Adds the log-loss gradient of one sample to `grad` (the network's own layout). */
function accumulate(
  net: Network,
  s: Sample,
  grad: Float64Array,
  hiddenOut: Float64Array,
) {
  const { inputs, hidden, weights } = net;
  const biases = hidden * inputs;
  const outputs = biases + hidden;
  const linear = outputs + hidden;
  const p = probabilities(net, s);
  for (let k = 0; k < s.seats; k++) {
    const g = p[k]! - (k === s.winner ? 1 : 0); // d loss / d score of seat k
    const x = k * inputs;
    for (let h = 0; h < hidden; h++) {
      let a = weights[biases + h]!;
      const row = h * inputs;
      for (let i = 0; i < inputs; i++) a += weights[row + i]! * s.inputs[x + i]!;
      hiddenOut[h] = a > 0 ? a : 0;
    }
    for (let h = 0; h < hidden; h++) {
      grad[outputs + h]! += g * hiddenOut[h]!;
      if (hiddenOut[h]! <= 0) continue;
      const back = g * weights[outputs + h]!;
      grad[biases + h]! += back;
      const row = h * inputs;
      for (let i = 0; i < inputs; i++) grad[row + i]! += back * s.inputs[x + i]!;
    }
    for (let i = 0; i < inputs; i++) grad[linear + i]! += g * s.inputs[x + i]!;
  }
}

function train() {
  const trainSet: Sample[] = [];
  const testSet: Sample[] = [];
  for (const file of files) load(file, trainSet, testSet);
  const hidden = Number(values.hidden);
  const rng = createRng(`${values.seed}/train`);
  const count = parameterCount(NETWORK_INPUTS, hidden);
  const net: Network = {
    inputs: NETWORK_INPUTS,
    hidden,
    weights: new Float64Array(count),
  };
  // He initialisation of the hidden layer, small output weights, linear term at 0.
  for (let i = 0; i < hidden * NETWORK_INPUTS; i++)
    net.weights[i] = gaussian(rng) * Math.sqrt(2 / NETWORK_INPUTS);
  for (let h = 0; h < hidden; h++)
    net.weights[hidden * NETWORK_INPUTS + hidden + h] = gaussian(rng) * 0.1;
  console.log(
    `${trainSet.length} training / ${testSet.length} held-out positions, ${count} weights`,
  );
  const linear = heldOut(null, testSet);
  console.log(
    `held-out log-loss ${linear.logLoss.toFixed(4)}  linear evaluation (shipped)`,
  );
  const fourSeats = testSet.filter((s) => s.seats === 4);
  const linearFour = heldOut(null, fourSeats).logLoss; // fixed: worked out once

  // Adam (Kingma & Ba 2015) on minibatches, the step size halved for each later epoch.
  const m = new Float64Array(count);
  const v = new Float64Array(count);
  const grad = new Float64Array(count);
  const hiddenOut = new Float64Array(hidden);
  const [b1, b2, batch, decay] = [0.9, 0.999, 64, 1e-5];
  let step = 0;
  const order = trainSet.map((_, i) => i);
  for (let epoch = 0; epoch < Number(values.epochs); epoch++) {
    const rate = 2e-3 * 0.8 ** epoch;
    rng.shuffle(order);
    for (let start = 0; start < order.length; start += batch) {
      grad.fill(0);
      const end = Math.min(order.length, start + batch);
      for (let j = start; j < end; j++)
        accumulate(net, trainSet[order[j]!]!, grad, hiddenOut);
      step++;
      const [c1, c2] = [1 - b1 ** step, 1 - b2 ** step];
      for (let p = 0; p < count; p++) {
        const g = grad[p]! / (end - start) + decay * net.weights[p]!;
        m[p] = b1 * m[p]! + (1 - b1) * g;
        v[p] = b2 * v[p]! + (1 - b2) * g * g;
        net.weights[p]! -= (rate * (m[p]! / c1)) / (Math.sqrt(v[p]! / c2) + 1e-8);
      }
    }
    const all = heldOut(net, testSet);
    const four = heldOut(net, fourSeats);
    console.log(
      `epoch ${epoch + 1}: held-out log-loss ${all.logLoss.toFixed(4)} (4 seats in: ${four.logLoss.toFixed(4)} against ${linearFour.toFixed(4)}), picks the winner ${(100 * all.picks).toFixed(1)} %`,
    );
  }
  if (!values.write) return;
  const numbers = Array.from(net.weights, (w) => String(Math.round(w * 1e4) / 1e4));
  const lines: string[] = [];
  for (let i = 0; i < numbers.length; i += 12)
    lines.push(numbers.slice(i, i + 12).join(" "));
  const file = path.resolve("src/evaluation/network-weights.ts");
  writeFileSync(
    file,
    `// Written by scripts/fit-network.ts (${trainSet.length + testSet.length} positions of seed "${values.seed}", ${values.epochs} epochs):
// refit there, do not edit by hand. The layout is network.ts's.
export const TABLE_NETWORK = {
  hidden: ${hidden},
  weights: \`
${lines.join("\n")}
\`,
} as const;
`,
  );
  console.log(`wrote ${file}`);
}

if (mode === "collect") collect();
else if (mode === "train") train();
else throw new Error("usage: fit-network.ts collect … | train files… [--write]");
