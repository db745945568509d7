// Bot tournament: rotates seats, plays games in a pool of worker threads, prints each
// bot's win rate with a 95 % confidence interval, mean penalty and decision times.
//   pnpm --filter @3u3d/ai tournament --bots expert,heuristic --players 2 --games 2000 \
//        --ruleset 3up3down --seed 1 [--workers 2] [--time-ms 100] [--iterations 2000]
//        [--keep-circles]
// With fewer bots than players, the last bot fills the remaining seats
// (`--bots expert,heuristic --players 4` = one expert against three heuristics).
// --keep-circles plays the bots without their circle breaking (src/bots/circle-breaker.ts),
// to count the stalemates it prevents.
import os from "node:os";
import { parseArgs } from "node:util";
import { isMainThread, parentPort, workerData } from "node:worker_threads";

import type { Ruleset } from "@3u3d/engine";

import { isBotLevel } from "../decide";
import { failWith, runInWorkers, wholeNumber } from "./cli-support";
import type { BotLevel } from "../types";
import { playMatch } from "../tournament/play-match";
import type { MatchResult } from "../tournament/play-match";
import { quantile, wilson } from "../tournament/stats";

interface Plan {
  bots: BotLevel[];
  players: number;
  games: number;
  ruleset: Ruleset;
  seed: string;
  timeMs: number;
  iterations: number;
  keepCircles: boolean;
}

interface GameReport {
  game: number;
  lineup: BotLevel[];
  result: MatchResult;
}

/** Seat s of game g: the lineup rotated by g, so every bot sits everywhere equally often. */
function lineupFor(plan: Plan, game: number): BotLevel[] {
  const base = Array.from(
    { length: plan.players },
    (_, s) => plan.bots[Math.min(s, plan.bots.length - 1)] as BotLevel,
  );
  return base.map((_, s) => base[(s + game) % plan.players] as BotLevel);
}

function playOne(plan: Plan, game: number): GameReport {
  const lineup = lineupFor(plan, game);
  const result = playMatch(
    { ruleset: plan.ruleset, players: plan.players, seed: `${plan.seed}/${game}` },
    lineup.map((level) => ({
      level,
      options: { timeMs: plan.timeMs, iterations: plan.iterations },
    })),
    { keepCircles: plan.keepCircles },
  );
  return { game, lineup, result };
}

function parsePlan(): Plan & { workers: number } {
  const { values } = parseArgs({
    options: {
      bots: { type: "string", default: "heuristic,random" },
      players: { type: "string", default: "2" },
      games: { type: "string", default: "200" },
      ruleset: { type: "string", default: "3up3down" },
      seed: { type: "string", default: "1" },
      workers: {
        type: "string",
        default: String(Math.min(2, os.availableParallelism())),
      },
      "time-ms": { type: "string", default: "100" },
      iterations: { type: "string", default: "2000" },
      "keep-circles": { type: "boolean", default: false },
    },
  });
  const bots = values.bots.split(",").map((b) => b.trim());
  for (const bot of bots)
    if (!isBotLevel(bot))
      fail(`unknown bot "${bot}" (random, beginner, heuristic, expert)`);
  if (values.ruleset !== "3up3down" && values.ruleset !== "palace")
    fail(`unknown ruleset "${values.ruleset}"`);
  const number = (name: string, value: string, min: number) =>
    wholeNumber(fail, name, value, min);
  return {
    bots: bots as BotLevel[],
    players: number("players", values.players, 2),
    games: number("games", values.games, 1),
    ruleset: values.ruleset,
    seed: values.seed,
    workers: number("workers", values.workers, 1),
    timeMs: number("time-ms", values["time-ms"], 0),
    iterations: number("iterations", values.iterations, 1),
    keepCircles: values["keep-circles"],
  };
}

const fail: (message: string) => never = failWith("tournament");

function progress(done: number, total: number, started: number) {
  if (
    !process.stderr.isTTY &&
    done % Math.max(1, Math.floor(total / 20)) !== 0 &&
    done !== total
  )
    return;
  const width = 30;
  const filled = Math.round((done / total) * width);
  const elapsed = (performance.now() - started) / 1000;
  const eta = done > 0 ? (elapsed / done) * (total - done) : 0;
  const line = `[${"#".repeat(filled)}${".".repeat(width - filled)}] ${done}/${total} games, ${elapsed.toFixed(0)} s, ~${eta.toFixed(0)} s left`;
  if (process.stderr.isTTY) process.stderr.write(`\r${line}`);
  else process.stderr.write(`${line}\n`);
}

function summarize(plan: Plan, reports: GameReport[]) {
  const levels = [...new Set(plan.bots)];
  const rows = levels.map((level) => {
    let seatGames = 0;
    let wins = 0;
    let penalty = 0;
    const times: number[] = [];
    for (const { lineup, result } of reports) {
      lineup.forEach((l, seat) => {
        if (l !== level) return;
        seatGames++;
        if (result.winner === seat) wins++;
        penalty += result.scores[seat] ?? 0;
        times.push(...(result.decisionMs[seat] ?? []));
      });
    }
    times.sort((a, b) => a - b);
    const ci = wilson(wins, seatGames);
    return {
      level,
      seatGames,
      wins,
      rate: wins / seatGames,
      ci,
      penalty: penalty / seatGames,
      p50: quantile(times, 0.5),
      p95: quantile(times, 0.95),
    };
  });
  const stalemates = reports.filter((r) => r.result.winner === null).length;
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  console.log(
    `\n${plan.ruleset}, ${plan.players} players, ${reports.length} games (seed ${plan.seed}), lineup ${lineupFor(plan, 0).join(" · ")}, seats rotated${plan.keepCircles ? ", circles kept" : ""}; fair share ${pct(1 / plan.players)} per seat`,
  );
  console.log(
    "bot        seat-games   wins   win rate  95% CI            mean penalty  decision p50 / p95",
  );
  for (const r of rows) {
    console.log(
      `${r.level.padEnd(10)} ${String(r.seatGames).padStart(10)} ${String(r.wins).padStart(6)}   ${pct(r.rate).padStart(7)}  [${pct(r.ci.low)}, ${pct(r.ci.high)}]`.padEnd(
        70,
      ) +
        `${r.penalty.toFixed(1).padStart(8)}      ${r.p50.toFixed(2)} ms / ${r.p95.toFixed(2)} ms`,
    );
  }
  if (stalemates > 0)
    console.log(`${stalemates} game(s) ended in a stalemate (R-LIMIT): nobody won.`);
}

async function main() {
  const plan = parsePlan();
  const started = performance.now();
  const reports: GameReport[] = [];
  const workers = Math.min(plan.workers, plan.games);
  if (workers <= 1) {
    for (let g = 0; g < plan.games; g++) {
      reports.push(playOne(plan, g));
      progress(reports.length, plan.games, started);
    }
  } else {
    const games = Array.from({ length: plan.games }, (_, g) => g);
    await runInWorkers<number, GameReport>(
      new URL(import.meta.url),
      plan,
      games,
      workers,
      (report) => {
        reports.push(report);
        progress(reports.length, plan.games, started);
      },
    );
  }
  if (process.stderr.isTTY) process.stderr.write("\n");
  reports.sort((a, b) => a.game - b.game);
  summarize(plan, reports);
  console.log(
    `${((performance.now() - started) / 1000).toFixed(1)} s with ${workers} worker(s)`,
  );
}

if (isMainThread) {
  void main();
} else {
  const plan = workerData as Plan;
  parentPort?.on("message", (game: number) =>
    parentPort?.postMessage(playOne(plan, game)),
  );
}
