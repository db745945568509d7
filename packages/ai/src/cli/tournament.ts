// Bot tournament: rotates seats, plays games in a pool of worker threads, prints each
// bot's win rate with a 95 % confidence interval, mean finishing place, mean penalty and
// decision times.
//   pnpm --filter @3u3d/ai tournament --bots expert,heuristic --players 2 --games 2000 \
//        --ruleset 3up3down --seed 1 [--workers 2] [--time-ms 100] [--iterations 2000]
//        [--win-weight 0.5] [--evaluation linear|network] [--beliefs rules|card-shark]
//        [--keep-circles] [--save run.jsonl]
// With fewer bots than players, the last bot fills the remaining seats
// (`--bots expert,heuristic --players 4` = one expert against three heuristics).
// --keep-circles plays the bots without their circle breaking (src/bots/circle-breaker.ts),
// to count the stalemates it prevents. --win-weight sets the expert's (and Tactician's)
// balance between winning and finishing places with three or more players.
// --evaluation network judges the expert's (and Tactician's) cut-off worlds at 3UP 3DOWN
// tables of three to six with the table network (src/evaluation/network.ts), which was
// measured and is not the default (linear). --beliefs card-shark has them read the
// others' plays as the Card shark's when they deal their worlds (src/play-reading.ts),
// also measured and not the default (rules).
// --save keeps every finished game in a file as the ladder does (a rerun plays only
// what is missing); two saved runs of the same seed hold the same deals, game for game,
// and `pnpm --filter @3u3d/ai compare-runs a.jsonl b.jsonl` compares them game by game.
import os from "node:os";
import { parseArgs } from "node:util";
import { isMainThread, parentPort, workerData } from "node:worker_threads";

import { placesOfGame } from "@3u3d/engine";
import type { Ruleset } from "@3u3d/engine";

import { isBotLevel } from "../decide";
import { isBeliefs } from "../play-reading";
import { failWith, runInWorkers, wholeNumber } from "./cli-support";
import { openResultLog } from "./result-log";
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
  winWeight: number | undefined;
  /** Left out of the saved settings for the default, so earlier runs still match. */
  evaluation: "network" | undefined;
  /** Left out of the saved settings for the default, as evaluation is. */
  beliefs: "card-shark" | undefined;
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
      options: {
        timeMs: plan.timeMs,
        iterations: plan.iterations,
        winWeight: plan.winWeight,
        evaluation: plan.evaluation,
        beliefs: plan.beliefs,
      },
    })),
    { keepCircles: plan.keepCircles },
  );
  return { game, lineup, result };
}

function parsePlan(): Plan & { workers: number; save: string | undefined } {
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
      "win-weight": { type: "string" },
      evaluation: { type: "string" },
      beliefs: { type: "string" },
      "keep-circles": { type: "boolean", default: false },
      save: { type: "string" },
    },
  });
  const winWeight =
    values["win-weight"] === undefined ? undefined : Number(values["win-weight"]);
  if (winWeight !== undefined && !(winWeight >= 0 && winWeight <= 1))
    fail("--win-weight must be a number from 0 to 1");
  if (
    values.evaluation !== undefined &&
    !["linear", "network"].includes(values.evaluation)
  )
    fail(`unknown evaluation "${values.evaluation}" (linear, the default, or network)`);
  if (values.beliefs !== undefined && !isBeliefs(values.beliefs))
    fail(`unknown beliefs "${values.beliefs}" (rules, the default, or card-shark)`);
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
    winWeight,
    evaluation: values.evaluation === "network" ? "network" : undefined,
    beliefs: values.beliefs === "card-shark" ? "card-shark" : undefined,
    keepCircles: values["keep-circles"],
    save: values.save,
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
    let placeSum = 0;
    let placed = 0;
    const times: number[] = [];
    for (const { lineup, result } of reports) {
      // A stalemate is left out of the mean place, as ratings leave it out.
      const places = placesOfGame(result);
      lineup.forEach((l, seat) => {
        if (l !== level) return;
        seatGames++;
        if (result.winner === seat) wins++;
        if (places) {
          placeSum += places[seat] ?? 0;
          placed++;
        }
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
      place: placed > 0 ? placeSum / placed : null,
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
    "bot        seat-games   wins   win rate  95% CI            mean place  mean penalty  decision p50 / p95",
  );
  for (const r of rows) {
    console.log(
      `${r.level.padEnd(10)} ${String(r.seatGames).padStart(10)} ${String(r.wins).padStart(6)}   ${pct(r.rate).padStart(7)}  [${pct(r.ci.low)}, ${pct(r.ci.high)}]`.padEnd(
        62,
      ) +
        `${(r.place?.toFixed(2) ?? "—").padStart(7)}   ${r.penalty.toFixed(1).padStart(9)}     ${r.p50.toFixed(2)} ms / ${r.p95.toFixed(2)} ms`,
    );
  }
  if (stalemates > 0)
    console.log(`${stalemates} game(s) ended in a stalemate (R-LIMIT): nobody won.`);
}

async function main() {
  const { workers: workerCount, save, ...plan } = parsePlan();
  const started = performance.now();
  const log = save
    ? openResultLog<GameReport>(save, plan, (report) => String(report.game), fail)
    : undefined;
  const reports: GameReport[] = [];
  const games: number[] = [];
  for (let g = 0; g < plan.games; g++) {
    const saved = log?.saved.get(String(g));
    if (saved) reports.push(saved);
    else games.push(g);
  }
  if (reports.length > 0)
    process.stderr.write(`${reports.length} games read from ${save}\n`);
  const finished = (report: GameReport) => {
    reports.push(report);
    log?.append(report);
    progress(reports.length, plan.games, started);
  };
  const workers = Math.min(workerCount, games.length);
  if (workers <= 1) {
    for (const g of games) finished(playOne(plan, g));
  } else {
    await runInWorkers<number, GameReport>(
      new URL(import.meta.url),
      plan,
      games,
      workers,
      finished,
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
