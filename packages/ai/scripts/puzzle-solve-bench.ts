// How long the exact search takes on each stored daily puzzle (what the API pays the
// first time a day's puzzle is played on an instance: services/puzzles.ts caches it).
//   node ../engine/bench/run.mjs scripts/puzzle-solve-bench.ts
import { checkPuzzle, DAILY_PUZZLES } from "../src/puzzle";

const times: number[] = [];
const sizes: number[] = [];
for (const puzzle of DAILY_PUZZLES.puzzles) {
  const started = performance.now();
  const solution = checkPuzzle(puzzle);
  times.push(performance.now() - started);
  sizes.push(solution.positions);
}
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const at = (xs: number[], q: number) => sorted(xs)[Math.floor(q * (xs.length - 1))] ?? 0;
console.log(
  `${times.length} puzzles checked: median ${at(times, 0.5).toFixed(1)} ms, max ${at(times, 1).toFixed(1)} ms; positions median ${at(sizes, 0.5)}, max ${at(sizes, 1)}`,
);
