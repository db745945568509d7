// Engine benchmark: random-policy playouts (uniform over legalMoves) on the fast path
// (one state mutated in place) and through the pure public API (a new state per move),
// per-call costs, and state size. Prints numbers; asserts nothing.
//   pnpm --filter @3u3d/engine bench        (BENCH_SECONDS=2 per measurement by default)
import os from "node:os";

import {
  applyMove,
  applyMoveInPlace,
  createGame,
  legalMoves,
  toAct,
  viewFor,
} from "../src";
import type { GameConfig, GameState, Ruleset } from "../src";
import { nextInt, seedRng } from "../src/rng";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
// The fast path as simulations use it: moves straight from legalMoves are trusted.
const TRUSTED = { trusted: true };

function playout(
  config: GameConfig,
  rng: ReturnType<typeof seedRng>,
  pure: boolean,
  states?: GameState[],
): number {
  let state = createGame(config);
  let actions = 0;
  while (state.phase !== "over") {
    const actors = toAct(state);
    const seat = actors.length === 1 ? actors[0]! : actors[nextInt(rng, actors.length)]!;
    const moves = legalMoves(state, seat);
    const move = moves[nextInt(rng, moves.length)]!;
    if (pure) state = applyMove(state, seat, move);
    else applyMoveInPlace(state, seat, move, TRUSTED);
    if (states && actions % 10 === 0) states.push(structuredClone(state));
    actions++;
  }
  return actions;
}

function measure(ruleset: Ruleset, players: number, pure: boolean) {
  const rng = seedRng(`bench-${ruleset}-${players}`);
  let games = 0;
  let actions = 0;
  // warm up the JIT
  for (let i = 0; i < 50; i++) playout({ ruleset, players, seed: `w${i}` }, rng, pure);
  const start = performance.now();
  while (performance.now() - start < SECONDS * 1000) {
    actions += playout({ ruleset, players, seed: `g${games}` }, rng, pure);
    games++;
  }
  const seconds = (performance.now() - start) / 1000;
  return {
    games: games / seconds,
    actions: actions / seconds,
    actionsPerGame: actions / games,
  };
}

function perCall(label: string, states: GameState[], fn: (s: GameState) => unknown) {
  const start = performance.now();
  let calls = 0;
  while (performance.now() - start < SECONDS * 500) {
    for (const s of states) {
      fn(s);
      calls++;
    }
  }
  const ms = (performance.now() - start) / calls;
  return `${label}: ${(ms * 1000).toFixed(2)} µs/call`;
}

const fmt = (n: number) => Math.round(n).toLocaleString("en-US");
console.log(
  `engine benchmark — ${os.cpus()[0]?.model ?? "cpu"}, node ${process.version}, ${new Date().toISOString().slice(0, 10)}`,
);
for (const ruleset of ["3up3down", "palace"] as const) {
  for (const players of [2, 4]) {
    const fast = measure(ruleset, players, false);
    const pure = measure(ruleset, players, true);
    console.log(
      `${ruleset} ${players}p: fast path ${fmt(fast.games)} games/s, ${fmt(fast.actions)} actions/s | ` +
        `pure API ${fmt(pure.games)} games/s, ${fmt(pure.actions)} actions/s | ${fast.actionsPerGame.toFixed(0)} actions/game`,
    );
  }
}

const samples: GameState[] = [];
const rng = seedRng("samples");
for (let i = 0; i < 20; i++) playout({ players: 4, seed: `s${i}` }, rng, false, samples);
const playing = samples.filter((s) => s.phase === "play");
console.log(perCall("legalMoves", playing, (s) => legalMoves(s, s.current)));
console.log(
  perCall("applyMove", playing, (s) => {
    const moves = legalMoves(s, s.current);
    return applyMove(s, s.current, moves[0]!);
  }) + " (includes one legalMoves)",
);
console.log(perCall("viewFor", playing, (s) => viewFor(s, 0)));
const sizes = playing.map((s) => JSON.stringify(s).length);
const start = createGame({ players: 4, seed: "size" });
console.log(
  `4-player state JSON: ${JSON.stringify(start).length} bytes dealt, ${Math.round(sizes.reduce((a, b) => a + b, 0) / sizes.length)} mean / ${Math.max(...sizes)} max during play`,
);
