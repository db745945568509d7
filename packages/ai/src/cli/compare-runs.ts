// Compares saved tournament runs game by game. Runs with the same seed, ruleset,
// players and bots hold the same deals and seatings (only the bots' settings,
// or their code, may differ), so each game is a pair and the difference is measured on
// the pairs: far less noise than two win rates side by side.
//   pnpm --filter @3u3d/ai tournament --bots expert,heuristic --players 4 --games 800 \
//        --seed 800 --iterations 1000 --time-ms 0 --save before.jsonl
//   (change the expert, or pass --win-weight, and run again with --save after.jsonl)
//   pnpm --filter @3u3d/ai compare-runs before.jsonl after.jsonl [--bot expert]
// More pairs of runs (before and after on other seeds) may follow the first:
//   compare-runs before-1.jsonl after-1.jsonl before-2.jsonl after-2.jsonl …
// prints each pair, then all of their games pooled into one comparison.
// The bot compared is the first of the first run's --bots unless --bot names another.
// The intervals are normal approximations, meant for runs of hundreds of games.
import { parseArgs } from "node:util";

import { meanWithCi } from "../tournament/stats";
import { pairGames } from "../tournament/paired-games";
import type { Outcome, OutcomePair, SavedGame } from "../tournament/paired-games";
import { failWith } from "./cli-support";
import { readResults } from "./result-log";

interface RunSettings {
  bots: string[];
  players: number;
  games: number;
  ruleset: string;
  seed: string;
}

const fail: (message: string) => never = failWith("compare-runs");

function load(path: string) {
  const run = readResults<SavedGame>(path);
  const settings = run.settings as Partial<RunSettings> | null;
  if (!settings?.bots || settings.seed === undefined)
    fail(`${path} is not a run saved by the tournament's --save`);
  return { path, settings: settings as RunSettings, games: run.results };
}

/** What makes two runs hold the same deals and seatings. */
const dealsOf = (s: RunSettings) =>
  JSON.stringify([s.ruleset, s.players, s.seed, s.bots]);

/** What pairs of runs pooled together must share: only their seeds differ. */
const tableOf = (s: RunSettings) => JSON.stringify([s.ruleset, s.players, s.bots]);

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const points = (x: number) => `${(x * 100).toFixed(1)} points`;

/** The comparison's table: each measure before, after, and the paired difference. */
function printTable(title: string, pairs: readonly OutcomePair[]) {
  const placed = pairs.filter(([x, y]) => x.place !== null && y.place !== null);
  const row = (
    name: string,
    measured: readonly OutcomePair[],
    value: (o: Outcome) => number,
    show: (x: number) => string,
    showDifference = show,
  ) => {
    const mean = (outcomes: Outcome[]) =>
      outcomes.reduce((sum, o) => sum + value(o), 0) / outcomes.length;
    const diff = meanWithCi(measured.map(([x, y]) => value(y) - value(x)));
    console.log(
      `| ${name} | ${show(mean(measured.map(([x]) => x)))} | ${show(mean(measured.map(([, y]) => y)))} | ${showDifference(diff.mean)} [${showDifference(diff.low)}, ${showDifference(diff.high)}] |`,
    );
  };
  console.log(`\n${title}`);
  console.log("| measure | before | after | after − before (95 % CI, paired) |");
  console.log("| --- | --- | --- | --- |");
  row("win rate", pairs, (o) => o.win, pct, points);
  row(
    `mean place (1 best; ${placed.length} games without a stalemate)`,
    placed,
    (o) => o.place as number,
    (x) => x.toFixed(3),
  );
  row(
    "mean penalty",
    pairs,
    (o) => o.penalty,
    (x) => x.toFixed(2),
  );
}

function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { bot: { type: "string" } },
  });
  if (positionals.length < 2 || positionals.length % 2 !== 0)
    fail(
      "usage: compare-runs before.jsonl after.jsonl [before-2.jsonl after-2.jsonl …] [--bot expert]",
    );
  const runs = positionals.map(load);
  // Every pair is checked to be the first's kind of table, so one look at the bots will do.
  const first = (runs[0] as (typeof runs)[number]).settings;
  const bot = values.bot ?? first.bots[0] ?? "";
  if (!first.bots.includes(bot)) fail(`"${bot}" did not play in ${positionals[0]}`);
  const pooled: OutcomePair[] = [];
  const seeds = new Set<string>();
  for (let i = 0; i < runs.length; i += 2) {
    const a = runs[i] as (typeof runs)[number];
    const b = runs[i + 1] as (typeof runs)[number];
    if (dealsOf(a.settings) !== dealsOf(b.settings))
      fail(
        `${a.path} and ${b.path} were not dealt alike (ruleset, players, seed, bots): ${dealsOf(a.settings)} against ${dealsOf(b.settings)}`,
      );
    if (tableOf(a.settings) !== tableOf(first))
      fail(
        `${a.path} is not the same kind of table as ${positionals[0]} (ruleset, players, bots): ${tableOf(a.settings)} against ${tableOf(first)}; only runs that differ in their seed pool together`,
      );
    if (seeds.has(a.settings.seed))
      fail(
        `seed ${a.settings.seed} is given twice (${a.path}): its games would count twice when pooled`,
      );
    seeds.add(a.settings.seed);
    const pairs = pairGames(a.games, b.games, bot);
    if (pairs.length === 0) fail(`${a.path} and ${b.path} share no finished game`);
    printTable(
      `${bot}: ${pairs.length} games dealt alike (${a.settings.ruleset}, ${a.settings.players} players, seed ${a.settings.seed}); ${a.path} → ${b.path}`,
      pairs,
    );
    pooled.push(...pairs);
  }
  if (runs.length > 2)
    printTable(
      `${bot}, all ${runs.length / 2} pairs of runs pooled: ${pooled.length} games dealt alike`,
      pooled,
    );
}

main();
