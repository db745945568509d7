// The bot ladder: every level against every other, seats rotating, then one
// Plackett–Luce strength per level fitted to all the finishing orders at once (heads-up
// that is Bradley–Terry), shown on the leaderboard's scale. Heads-up every pair of levels
// meets; with more players every set of that many levels shares a table. Games nobody
// won (R-LIMIT stalemates) are counted per lineup and left out of the fit.
//   pnpm --filter @3u3d/ai ladder --ruleset 3up3down --players 2 --games 1000 \
//        --expert-games 200 --seed 1 [--levels random,beginner,heuristic,expert] \
//        [--workers 2] [--time-ms 100] [--iterations 2000] [--save ladder-2p.jsonl]
// Lineups with the expert play `--expert-games` (its ~100 ms a decision makes 1,000
// games per pairing an hour's work); the others play `--games`. With `--save`, every
// finished game goes to that file and a rerun of the same command plays only what is
// missing, so a stopped run loses nothing and a finished one can be extended.
import os from "node:os";
import { parseArgs } from "node:util";
import { isMainThread, parentPort, workerData } from "node:worker_threads";

import { finishingPlaces } from "@3u3d/engine";
import type { Ruleset } from "@3u3d/engine";

import { BOT_SIGMA } from "../bot-strength";
import { isBotLevel } from "../decide";
import { failWith, runInWorkers, wholeNumber } from "./cli-support";
import { openResultLog } from "./result-log";
import { shownRating } from "../rating-scale";
import { beatChance, fitPlackettLuce, type Placing } from "../tournament/plackett-luce";
import { playMatch } from "../tournament/play-match";
import { wilson } from "../tournament/stats";
import type { BotLevel } from "../types";

interface Game {
  lineup: number;
  index: number;
  /** Each seat's level: the lineup turned by one seat every game. */
  seats: BotLevel[];
}

interface Options {
  ruleset: Ruleset;
  players: number;
  seed: string;
  timeMs: number;
  iterations: number;
}

/** The levels whose mean strength stays at mu 23.5 (see main). */
const ANCHOR_LEVELS: readonly BotLevel[] = ["random", "beginner", "heuristic", "expert"];

/**
 * openskill's Plackett–Luce divides strengths by c = √(Σ (sigma² + beta²)) over a game's
 * players: with bots of fixed sigma 2 and its default beta 25/6, θ = mu / c.
 */
const wengLinC = (players: number) => Math.sqrt(players * (2 ** 2 + (25 / 6) ** 2));

function play(options: Options, game: Game) {
  const result = playMatch(
    {
      ruleset: options.ruleset,
      players: options.players,
      seed: `${options.seed}/${game.lineup}/${game.index}`,
    },
    game.seats.map((level) => ({
      level,
      options: { timeMs: options.timeMs, iterations: options.iterations },
    })),
  );
  return {
    game,
    winner: result.winner,
    places: result.winner === null ? [] : finishingPlaces(result.order, result.scores),
  };
}

/** Every way to choose `size` of `items`, in order. */
function choose<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  return items.flatMap((item, i) =>
    choose(items.slice(i + 1), size - 1).map((rest) => [item, ...rest]),
  );
}

function parse() {
  const { values } = parseArgs({
    options: {
      levels: { type: "string", default: "random,beginner,heuristic,tactician,expert" },
      players: { type: "string", default: "2" },
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
      save: { type: "string" },
    },
  });
  const levels = values.levels.split(",").map((l) => l.trim());
  for (const level of levels) if (!isBotLevel(level)) fail(`unknown level "${level}"`);
  if (new Set(levels).size !== levels.length) fail("each level may be named once");
  if (values.ruleset !== "3up3down" && values.ruleset !== "palace")
    fail(`unknown ruleset "${values.ruleset}"`);
  const whole = (name: string, value: string, min: number) =>
    wholeNumber(fail, name, value, min);
  const players = whole("players", values.players, 2);
  if (players > levels.length) fail(`--players ${players} needs at least as many levels`);
  return {
    levels: levels as BotLevel[],
    games: whole("games", values.games, 2),
    expertGames: whole("expert-games", values["expert-games"], 2),
    workers: whole("workers", values.workers, 1),
    save: values.save,
    options: {
      ruleset: values.ruleset,
      players,
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
  const { players } = plan.options;
  const lineups = choose(levels, players);
  const games: Game[] = lineups.flatMap((lineup, l) => {
    const count = lineup.includes("expert") ? plan.expertGames : plan.games;
    return Array.from({ length: count }, (_, index) => ({
      lineup: l,
      index,
      seats: lineup.map((_, s) => lineup[(s + index) % players] as BotLevel),
    }));
  });
  type Result = ReturnType<typeof play>;
  const keyOf = ({ lineup, index }: Game) => `${lineup}/${index}`;
  const log = plan.save
    ? openResultLog<Result>(
        plan.save,
        { levels, ...plan.options },
        (result) => keyOf(result.game),
        fail,
      )
    : undefined;
  const results: Result[] = [];
  const toPlay: Game[] = [];
  for (const game of games) {
    const saved = log?.saved.get(keyOf(game));
    if (saved) results.push(saved);
    else toPlay.push(game);
  }
  if (results.length > 0)
    process.stderr.write(`${results.length} games read from ${plan.save}\n`);
  const started = performance.now();
  await runInWorkers<Game, Result>(
    new URL(import.meta.url),
    plan.options,
    toPlay,
    plan.workers,
    (result) => {
      results.push(result);
      log?.append(result);
      if (results.length % Math.max(1, Math.floor(games.length / 20)) === 0)
        process.stderr.write(
          `${results.length}/${games.length} games, ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
        );
    },
  );

  const at = (level: BotLevel) => levels.indexOf(level);
  const placings: Placing[] = [];
  const stalemates = lineups.map(() => 0);
  // firsts[l][i]: games of lineup l that level i won.
  const firsts = lineups.map(() => levels.map(() => 0));
  for (const { game, winner, places } of results) {
    if (winner === null) {
      stalemates[game.lineup] = (stalemates[game.lineup] ?? 0) + 1;
      continue;
    }
    placings.push(
      places.map((group) => group.map((seat) => at(game.seats[seat] as BotLevel))),
    );
    const row = firsts[game.lineup] as number[];
    const level = at(game.seats[winner] as BotLevel);
    row[level] = (row[level] ?? 0) + 1;
  }
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
  console.log(
    `\nLadder: ${plan.options.ruleset}, ${players} players, seed ${plan.options.seed}, expert budget ${plan.options.iterations} iterations or ${plan.options.timeMs} ms`,
  );
  console.log(
    players === 2
      ? "| pairing | games | first level wins (95 % CI) | stalemates |"
      : "| lineup | games | wins of each level in order (95 % CI) | stalemates |",
  );
  console.log("| --- | --- | --- | --- |");
  lineups.forEach((lineup, l) => {
    const won = firsts[l] as number[];
    const decided = lineup.reduce((sum, level) => sum + (won[at(level)] ?? 0), 0);
    const shares = (players === 2 ? lineup.slice(0, 1) : lineup).map((level) => {
      const ci = wilson(won[at(level)] ?? 0, decided);
      return `${pct((won[at(level)] ?? 0) / decided)} [${pct(ci.low)}, ${pct(ci.high)}]`;
    });
    console.log(
      `| ${lineup.join(" vs ")} | ${decided + (stalemates[l] ?? 0)} | ${shares.join(" · ")} | ${stalemates[l]} |`,
    );
  });
  // Strengths on Weng-Lin's scale, then shown as ratings. The four first levels keep the
  // mean the hand-set table gave them (mu 23.5: random 15, beginner 20, heuristic 27,
  // expert 32), so players' stored ratings keep their meaning when levels are added.
  const theta = fitPlackettLuce(levels.length, placings);
  const mus = theta.map((t) => t * wengLinC(players));
  const anchors = mus.filter((_, i) => ANCHOR_LEVELS.includes(levels[i] as BotLevel));
  const anchored = anchors.length > 0 ? anchors : mus;
  const shift = 23.5 - anchored.reduce((s, m) => s + m, 0) / anchored.length;
  console.log(
    "\n| level | Plackett–Luce θ | Weng-Lin mu | rating | ahead of the next level down |",
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
    `\n${toPlay.length} games played in ${((performance.now() - started) / 1000).toFixed(0)} s with ${plan.workers} worker(s)${results.length > toPlay.length ? `, ${results.length - toPlay.length} read from ${plan.save}` : ""}`,
  );
}

if (isMainThread) {
  void main();
} else {
  const options = workerData as Options;
  parentPort?.on("message", (game: Game) => parentPort?.postMessage(play(options, game)));
}
