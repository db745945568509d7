// Writes the daily puzzles: seeded self-play (src/puzzle/harvest.ts), each candidate
// solved exactly, the good ones kept. Same seed and count ⇒ the same file, byte for byte.
//   pnpm --filter @3u3d/ai puzzles [--seed daily-1] [--count 120] [--out puzzles/daily.json]
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";

import { failWith, wholeNumber } from "./cli-support";
import { harvest, HARVEST_STATE_LIMIT, MAX_CARDS } from "../puzzle/harvest";
import { MAX_PLIES, MIN_PLIES } from "../puzzle/puzzle";
import type { PuzzleFile } from "../puzzle/puzzle-file";

const fail = failWith("puzzles");
const { values } = parseArgs({
  options: {
    seed: { type: "string", default: "daily-1" },
    count: { type: "string", default: "120" },
    out: { type: "string", default: "puzzles/daily.json" },
  },
});
const count = wholeNumber(fail, "count", values.count, 1);
const started = performance.now();
const { puzzles, report } = harvest(values.seed, count, (puzzle, sofar) => {
  if ((puzzle.number + 1) % 10 === 0)
    console.error(
      `${puzzle.number + 1} puzzles from ${sofar.games} games, ${Math.round((performance.now() - started) / 1000)} s`,
    );
});
const file: PuzzleFile = {
  seed: values.seed,
  rules: {
    maxCards: MAX_CARDS,
    stateLimit: HARVEST_STATE_LIMIT,
    minPlies: MIN_PLIES,
    maxPlies: MAX_PLIES,
  },
  puzzles,
};
writeFileSync(values.out, `${JSON.stringify(file)}\n`);
console.log(
  `${puzzles.length} puzzles from ${report.games} games (${report.tried} positions solved, ${report.tooLarge} too large) in ${Math.round((performance.now() - started) / 1000)} s → ${values.out}`,
);
