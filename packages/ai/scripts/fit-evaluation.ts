// Fits the expert's evaluation of cut-off worlds (src/evaluation) from self-play:
// plays games with the playout policy (heuristic, 10 % random moves), records the
// features of every seat at sampled positions and who went on to win, and fits a
// conditional logit (P(seat wins) = softmax of w · features) by Newton's method.
// Prints held-out log-loss and accuracy next to the hand-written evaluation it replaced
// and writes src/evaluation/weights.ts.
//   node ../engine/bench/run.mjs scripts/fit-evaluation.ts [--games 40000] [--seed fit] [--write]
import { writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

import { applyMoveInPlace, cardInfo, createGame, legalMoves, toAct } from "@3u3d/engine";
import type { GameState, Ruleset, Seat } from "@3u3d/engine";

import { policyMove } from "../src/bots/expert";
import { seatScore, softmax } from "../src/evaluation/evaluate";
import { FEATURE_COUNT, FEATURE_NAMES, seatFeatures } from "../src/evaluation/features";
import { createRng } from "../src/rng";

interface Sample {
  /** Features of every seat still in, flattened seat by seat. */
  features: Float64Array;
  /** Index (among the seats still in) of the seat that won. */
  winner: number;
  /** The hand-written evaluation's chance for the winner (for comparison). */
  oldChance: number;
  seats: number;
}

const { values } = parseArgs({
  options: {
    games: { type: "string", default: "40000" },
    seed: { type: "string", default: "fit" },
    "sample-rate": { type: "string", default: "0.1" },
    write: { type: "boolean", default: false },
  },
});
const GAMES = Number(values.games);
const SAMPLE_RATE = Number(values["sample-rate"]);

/** The evaluation used before these weights: softmax of −load/3. */
function handWrittenChances(state: GameState, seats: Seat[]): number[] {
  const weights = seats.map((s) => {
    const seat = state.seats[s]!;
    let load = seat.hand.length + seat.faceUp.length + 1.3 * seat.faceDown.length;
    for (const code of seat.hand)
      if ((cardInfo(state.config.ruleset, code)?.rank ?? 0) >= 10) load -= 0.5;
    return Math.exp(-load / 3);
  });
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => w / total);
}

function playAndSample(ruleset: Ruleset, game: number): Sample[] {
  const rng = createRng(`${values.seed}/${ruleset}/${game}`);
  const players = 2 + (game % (ruleset === "palace" ? 4 : 5)); // 2–6 (palace 2–5)
  const state = createGame({
    ruleset,
    players,
    seed: `${values.seed}/${ruleset}/${game}`,
  });
  const pending: {
    seats: Seat[];
    features: Float64Array;
    old: number[];
  }[] = [];
  const scratch = new Float64Array(FEATURE_COUNT);
  while (state.phase !== "over" && state.winner === null) {
    const seat = toAct(state)[0] as Seat;
    if (state.phase === "play" && rng.next() < SAMPLE_RATE) {
      const seats = state.seats.flatMap((s, i) => (s.out ? [] : [i]));
      const features = new Float64Array(seats.length * FEATURE_COUNT);
      seats.forEach((s, k) => {
        seatFeatures(state, s, scratch);
        features.set(scratch, k * FEATURE_COUNT);
      });
      pending.push({ seats, features, old: handWrittenChances(state, seats) });
    }
    const move = policyMove(state, seat, legalMoves(state, seat), rng);
    applyMoveInPlace(state, seat, move, { trusted: true });
  }
  if (state.winner === null) return []; // stalemate: nobody won
  return pending.flatMap(({ seats, features, old }) => {
    const winner = seats.indexOf(state.winner as Seat);
    return winner < 0
      ? []
      : [{ features, winner, oldChance: old[winner]!, seats: seats.length }];
  });
}

/** The model the expert plays with (src/evaluation/evaluate.ts), on a packed sample. */
function probabilities(sample: Sample, w: Float64Array): Float64Array {
  const weights = Array.from(w);
  const scores = Array.from({ length: sample.seats }, (_, k) =>
    seatScore(weights, sample.features, k * FEATURE_COUNT),
  );
  return Float64Array.from(softmax(scores));
}

/** Solves A x = b (A symmetric positive definite, small) by Gaussian elimination. */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++)
      if (Math.abs(m[r]![c]!) > Math.abs(m[pivot]![c]!)) pivot = r;
    [m[c], m[pivot]] = [m[pivot]!, m[c]!];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const factor = m[r]![c]! / m[c]![c]!;
      for (let k = c; k <= n; k++) m[r]![k]! -= factor * m[c]![k]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

/** Newton's method on the conditional-logit log-likelihood, with a small ridge. */
function fit(samples: Sample[]): Float64Array {
  const w = new Float64Array(FEATURE_COUNT);
  const ridge = 1e-3 * samples.length;
  for (let iteration = 0; iteration < 25; iteration++) {
    const grad = new Array<number>(FEATURE_COUNT).fill(0);
    const hess = Array.from({ length: FEATURE_COUNT }, () =>
      new Array<number>(FEATURE_COUNT).fill(0),
    );
    for (const sample of samples) {
      const p = probabilities(sample, w);
      const mean = new Array<number>(FEATURE_COUNT).fill(0);
      for (let k = 0; k < sample.seats; k++)
        for (let f = 0; f < FEATURE_COUNT; f++)
          mean[f]! += p[k]! * sample.features[k * FEATURE_COUNT + f]!;
      for (let f = 0; f < FEATURE_COUNT; f++)
        grad[f]! += sample.features[sample.winner * FEATURE_COUNT + f]! - mean[f]!;
      for (let k = 0; k < sample.seats; k++)
        for (let f = 0; f < FEATURE_COUNT; f++) {
          const df = sample.features[k * FEATURE_COUNT + f]! - mean[f]!;
          for (let g = 0; g < FEATURE_COUNT; g++)
            hess[f]![g]! +=
              p[k]! * df * (sample.features[k * FEATURE_COUNT + g]! - mean[g]!);
        }
    }
    for (let f = 0; f < FEATURE_COUNT; f++) {
      grad[f]! -= ridge * w[f]!;
      hess[f]![f]! += ridge;
    }
    const step = solve(hess, grad);
    let size = 0;
    for (let f = 0; f < FEATURE_COUNT; f++) {
      w[f]! += step[f]!;
      size = Math.max(size, Math.abs(step[f]!));
    }
    if (size < 1e-6) break;
  }
  return w;
}

function score(samples: Sample[], chance: (s: Sample) => Float64Array) {
  let loss = 0;
  let right = 0;
  for (const sample of samples) {
    const p = chance(sample);
    loss -= Math.log(Math.max(p[sample.winner]!, 1e-12));
    let best = 0;
    for (let k = 1; k < sample.seats; k++) if (p[k]! > p[best]!) best = k;
    if (best === sample.winner) right++;
  }
  return { logLoss: loss / samples.length, accuracy: right / samples.length };
}

const fitted: Partial<Record<Ruleset, number[]>> = {};
for (const ruleset of ["3up3down", "palace"] as const) {
  const games = ruleset === "palace" ? Math.ceil(GAMES / 4) : GAMES;
  const started = performance.now();
  const train: Sample[] = [];
  const test: Sample[] = [];
  // Every fifth block of 20 games is held out (a block holds every player count).
  for (let g = 0; g < games; g++)
    (Math.floor(g / 20) % 5 === 4 ? test : train).push(...playAndSample(ruleset, g));
  const played = performance.now();
  const w = fit(train);
  const fitMs = performance.now() - played;
  fitted[ruleset] = Array.from(w, (x) => Math.round(x * 1e4) / 1e4);
  const uniform = (s: Sample) => new Float64Array(s.seats).fill(1 / s.seats);
  const old = (s: Sample) => {
    const p = new Float64Array(s.seats).fill(
      (1 - s.oldChance) / Math.max(1, s.seats - 1),
    );
    p[s.winner] = s.oldChance; // only the winner's chance is kept; enough for log-loss
    return p;
  };
  console.log(
    `\n${ruleset}: ${games} games (${((played - started) / 1000) | 0} s), ${train.length} training / ${test.length} held-out positions, fit ${fitMs | 0} ms`,
  );
  const table = [
    ["uniform", score(test, uniform)],
    ["hand-written (before)", score(test, old)],
    ["fitted", score(test, (s) => probabilities(s, w))],
  ] as const;
  for (const [name, { logLoss }] of table)
    console.log(`  held-out log-loss ${logLoss.toFixed(4)}  ${name}`);
  const perPlayers = new Map<number, Sample[]>();
  for (const s of test) perPlayers.set(s.seats, [...(perPlayers.get(s.seats) ?? []), s]);
  for (const [n, group] of [...perPlayers].sort((a, b) => a[0] - b[0]))
    console.log(
      `  ${n} seats in: ${group.length} positions, log-loss uniform ${score(group, uniform).logLoss.toFixed(4)} · before ${score(group, old).logLoss.toFixed(4)} · fitted ${score(group, (s) => probabilities(s, w)).logLoss.toFixed(4)}, fitted picks the winner ${(100 * score(group, (s) => probabilities(s, w)).accuracy).toFixed(1)} %`,
    );
  FEATURE_NAMES.forEach((name, f) =>
    console.log(`  ${w[f]!.toFixed(4).padStart(8)}  ${name}`),
  );
}

if (values.write) {
  // One weight per line, named, in the layout prettier keeps.
  const list = (weights: number[] | undefined) =>
    (weights ?? []).map((w, f) => `    ${w}, // ${FEATURE_NAMES[f]}`).join("\n");
  const file = path.resolve("src/evaluation/weights.ts");
  writeFileSync(
    file,
    `// Written by scripts/fit-evaluation.ts (${GAMES} self-play games, seed "${values.seed}"):
// refit there, do not edit by hand. Weights of the features in src/evaluation/features.ts.
export const EVALUATION_WEIGHTS = {
  "3up3down": [
${list(fitted["3up3down"])}
  ],
  palace: [
${list(fitted.palace)}
  ],
} as const;
`,
  );
  console.log(`\nwrote ${file}`);
}
