// The bot ladder: every level against every other, heads-up, seats alternating, then
// one Bradley–Terry strength per level fitted to all the results, shown on the
// leaderboard's scale. Games nobody won (R-LIMIT stalemates) are counted per pairing
// and left out of the fit.
//   pnpm --filter @3u3d/ai ladder --ruleset 3up3down --games 1000 --expert-games 200 \
//        --seed 1 [--levels random,beginner,heuristic,expert] [--workers 2] \
//        [--time-ms 100] [--iterations 2000]
// Pairings with the expert play `--expert-games` (its ~100 ms a decision makes 1,000
// games per pairing an hour's work); the others play `--games`.
import os from "node:os";
import { parseArgs } from "node:util";
import { isMainThread, parentPort, workerData } from "node:worker_threads";

import type { Ruleset } from "@3u3d/engine";

import { BOT_SIGMA } from "../bot-strength";
import { isBotLevel } from "../decide";
import { failWith, runInWorkers, wholeNumber } from "./cli-support";
import { shownRating } from "../rating-scale";
import { beatChance, fitBradleyTerry } from "../tournament/bradley-terry";
import { playMatch } from "../tournament/play-match";
import { wilson } from "../tournament/stats";
import type { BotLevel } from "../types";

interface Game {
  pairing: number;
  index: number;
  /** Seat 0's level and seat 1's (alternating every game). */
  lineup: [BotLevel, BotLevel];
}

interface Options {
  ruleset: Ruleset;
  seed: string;
  timeMs: number;
  iterations: number;
}

/** Weng-Lin's spread between two bots of fixed sigma 2 (openskill's defaults, beta 25/6). */
const WENG_LIN_C = Math.sqrt(2 * 2 ** 2 + 2 * (25 / 6) ** 2);

function play(options: Options, game: Game) {
  const result = playMatch(
    {
      ruleset: options.ruleset,
      players: 2,
      seed: `${options.seed}/${game.pairing}/${game.index}`,
    },
    game.lineup.map((level) => ({
      level,
      options: { timeMs: options.timeMs, iterations: options.iterations },
    })),
  );
  return { game, winner: result.winner, turns: result.turns };
}

function parse() {
  const { values } = parseArgs({
    options: {
      levels: { type: "string", default: "random,beginner,heuristic,expert" },
      games: { type: "string", default: "1000" },
      "expert-games": { type: "string", default: "200" },
      ruleset: { type: "string", default: "3up3down" },
      seed: { type: "string", default: "1" },
      workers: {
        type: "string",
        default: String(Math.min(2, os.availableParallelism())),
      },
      "time-ms": { type: "string", default: "100" },
      iterations: { type: "string", default: "2000" },
    },
  });
  const levels = values.levels.split(",").map((l) => l.trim());
  for (const level of levels) if (!isBotLevel(level)) fail(`unknown level "${level}"`);
  if (values.ruleset !== "3up3down" && values.ruleset !== "palace")
    fail(`unknown ruleset "${values.ruleset}"`);
  const whole = (name: string, value: string, min: number) =>
    wholeNumber(fail, name, value, min);
  return {
    levels: levels as BotLevel[],
    games: whole("games", values.games, 2),
    expertGames: whole("expert-games", values["expert-games"], 2),
    workers: whole("workers", values.workers, 1),
    options: {
      ruleset: values.ruleset,
      seed: values.seed,
      timeMs: whole("time-ms", values["time-ms"], 0),
      iterations: whole("iterations", values.iterations, 1),
    } satisfies Options,
  };
}

const fail: (message: string) => never = failWith("ladder");

async function main() {
  const plan = parse();
  const { levels } = plan;
  const pairings: [number, number][] = [];
  for (let a = 0; a < levels.length; a++)
    for (let b = a + 1; b < levels.length; b++) pairings.push([a, b]);
  const games: Game[] = pairings.flatMap(([a, b], pairing) => {
    const count =
      levels[a] === "expert" || levels[b] === "expert" ? plan.expertGames : plan.games;
    return Array.from({ length: count }, (_, index) => ({
      pairing,
      index,
      lineup: (index % 2 === 0 ? [levels[a], levels[b]] : [levels[b], levels[a]]) as [
        BotLevel,
        BotLevel,
      ],
    }));
  });
  const started = performance.now();
  const results: ReturnType<typeof play>[] = [];
  await runInWorkers<Game, ReturnType<typeof play>>(
    new URL(import.meta.url),
    plan.options,
    games,
    plan.workers,
    (result) => {
      results.push(result);
      if (results.length % Math.max(1, Math.floor(games.length / 20)) === 0)
        process.stderr.write(
          `${results.length}/${games.length} games, ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
        );
    },
  );

  // wins[i][j]: games level i won against level j.
  const wins = levels.map(() => levels.map(() => 0));
  const won = (i: number, j: number) => wins[i]?.[j] ?? 0;
  const stalemates = pairings.map(() => 0);
  for (const { game, winner } of results) {
    if (winner === null) {
      stalemates[game.pairing] = (stalemates[game.pairing] ?? 0) + 1;
      continue;
    }
    const row = wins[levels.indexOf(game.lineup[winner] as BotLevel)];
    const lost = levels.indexOf(game.lineup[1 - winner] as BotLevel);
    if (row) row[lost] = (row[lost] ?? 0) + 1;
  }
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
  console.log(
    `\nLadder: ${plan.options.ruleset}, heads-up, seed ${plan.options.seed}, expert budget ${plan.options.iterations} iterations or ${plan.options.timeMs} ms`,
  );
  console.log("| pairing | games | first level wins (95 % CI) | stalemates |");
  console.log("| --- | --- | --- | --- |");
  pairings.forEach(([a, b], p) => {
    const decided = won(a, b) + won(b, a);
    const ci = wilson(won(a, b), decided);
    console.log(
      `| ${levels[a]} vs ${levels[b]} | ${decided + (stalemates[p] ?? 0)} | ${pct(won(a, b) / decided)} [${pct(ci.low)}, ${pct(ci.high)}] | ${stalemates[p]} |`,
    );
  });
  // Strengths on Weng-Lin's scale, their mean where the leaderboard's bots had theirs
  // (mu 23.5: random 15, beginner 20, heuristic 27, expert 32), then shown as ratings.
  const theta = fitBradleyTerry(wins);
  const mus = theta.map((t) => t * WENG_LIN_C);
  const shift = 23.5 - mus.reduce((s, m) => s + m, 0) / mus.length;
  console.log(
    "\n| level | Bradley–Terry θ | Weng-Lin mu | rating | beats the next level down |",
  );
  console.log("| --- | --- | --- | --- | --- |");
  levels.forEach((level, i) => {
    const mu = (mus[i] as number) + shift;
    const below = i > 0 ? pct(beatChance(theta, i, i - 1)) : "—";
    console.log(
      `| ${level} | ${(theta[i] as number).toFixed(2)} | ${mu.toFixed(1)} | ${shownRating({ mu, sigma: BOT_SIGMA }).rating} | ${below} |`,
    );
  });
  console.log(
    `\n${results.length} games in ${((performance.now() - started) / 1000).toFixed(0)} s with ${plan.workers} worker(s)`,
  );
}

if (isMainThread) {
  void main();
} else {
  const options = workerData as Options;
  parentPort?.on("message", (game: Game) => parentPort?.postMessage(play(options, game)));
}
