// Compares two saved tournament runs game by game. Runs with the same seed, ruleset,
// players and bots hold the same deals and seatings (only the bots' settings,
// or their code, may differ), so each game is a pair and the difference is measured on
// the pairs: far less noise than two win rates side by side.
//   pnpm --filter @3u3d/ai tournament --bots expert,heuristic --players 4 --games 800 \
//        --seed 800 --iterations 1000 --time-ms 0 --save before.jsonl
//   (change the expert, or pass --win-weight, and run again with --save after.jsonl)
//   pnpm --filter @3u3d/ai compare-runs before.jsonl after.jsonl [--bot expert]
// The bot compared is the first of the runs' --bots unless --bot names another. The
// intervals are normal approximations, meant for runs of hundreds of games.
import { parseArgs } from "node:util";

import type { Seat } from "@3u3d/engine";

import { placesOfGame } from "../tournament/finishing-places";
import { meanWithCi } from "../tournament/stats";
import { failWith } from "./cli-support";
import { readResults } from "./result-log";

/** What a tournament's --save line holds that a comparison reads. */
interface SavedGame {
  game: number;
  lineup: string[];
  result: { winner: Seat | null; order: Seat[]; scores: number[] };
}

interface RunSettings {
  bots: string[];
  players: number;
  games: number;
  ruleset: string;
  seed: string;
}

/** One game of one run, from the compared bot's seats: a mean when it sat more than once. */
interface Outcome {
  win: number;
  /** null in a stalemate: nobody has a place. */
  place: number | null;
  penalty: number;
}

const fail: (message: string) => never = failWith("compare-runs");

function outcomeOf({ lineup, result }: SavedGame, bot: string): Outcome | null {
  const seats = lineup.flatMap((level, seat) => (level === bot ? [seat] : []));
  if (seats.length === 0) return null;
  const places = placesOfGame(result);
  const mean = (of: (seat: number) => number) =>
    seats.reduce((sum, seat) => sum + of(seat), 0) / seats.length;
  return {
    win: mean((seat) => (result.winner === seat ? 1 : 0)),
    place: places ? mean((seat) => places[seat] ?? 0) : null,
    penalty: mean((seat) => result.scores[seat] ?? 0),
  };
}

function load(path: string) {
  const run = readResults<SavedGame>(path);
  const settings = run.settings as Partial<RunSettings> | null;
  if (!settings?.bots || settings.seed === undefined)
    fail(`${path} is not a run saved by the tournament's --save`);
  return { settings: settings as RunSettings, games: run.results };
}

/** What makes two runs hold the same deals and seatings. */
const dealsOf = (s: RunSettings) =>
  JSON.stringify([s.ruleset, s.players, s.seed, s.bots]);

function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { bot: { type: "string" } },
  });
  const [pathA, pathB] = positionals;
  if (!pathA || !pathB || positionals.length !== 2)
    fail("usage: compare-runs before.jsonl after.jsonl [--bot expert]");
  const a = load(pathA);
  const b = load(pathB);
  if (dealsOf(a.settings) !== dealsOf(b.settings))
    fail(
      `the runs were not dealt alike (ruleset, players, seed, bots): ${dealsOf(a.settings)} against ${dealsOf(b.settings)}`,
    );
  const bot = values.bot ?? a.settings.bots[0] ?? "";
  if (!a.settings.bots.includes(bot)) fail(`"${bot}" did not play in these runs`);

  const before = new Map(a.games.map((g) => [g.game, outcomeOf(g, bot)]));
  const pairs: [Outcome, Outcome][] = [];
  for (const game of b.games) {
    const first = before.get(game.game);
    const second = outcomeOf(game, bot);
    if (first && second) pairs.push([first, second]);
  }
  if (pairs.length === 0) fail("the runs share no finished game");
  const placed = pairs.filter(([x, y]) => x.place !== null && y.place !== null);

  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
  const points = (x: number) => `${(x * 100).toFixed(1)} points`;
  const row = (
    name: string,
    from: Outcome[],
    to: Outcome[],
    of: (o: Outcome) => number,
    show: (x: number) => string,
    showDifference = show,
  ) => {
    const mean = (outcomes: Outcome[]) =>
      outcomes.reduce((sum, o) => sum + of(o), 0) / outcomes.length;
    const diff = meanWithCi(from.map((o, i) => of(to[i] as Outcome) - of(o)));
    console.log(
      `| ${name} | ${show(mean(from))} | ${show(mean(to))} | ${showDifference(diff.mean)} [${showDifference(diff.low)}, ${showDifference(diff.high)}] |`,
    );
  };
  console.log(
    `\n${bot}: ${pairs.length} games dealt alike (${a.settings.ruleset}, ${a.settings.players} players, seed ${a.settings.seed}); ${pathA} → ${pathB}`,
  );
  console.log("| measure | before | after | after − before (95 % CI, paired) |");
  console.log("| --- | --- | --- | --- |");
  const firsts = pairs.map(([x]) => x);
  const seconds = pairs.map(([, y]) => y);
  row("win rate", firsts, seconds, (o) => o.win, pct, points);
  row(
    `mean place (1 best; ${placed.length} games without a stalemate)`,
    placed.map(([x]) => x),
    placed.map(([, y]) => y),
    (o) => o.place as number,
    (x) => x.toFixed(3),
  );
  row(
    "mean penalty",
    firsts,
    seconds,
    (o) => o.penalty,
    (x) => x.toFixed(2),
  );
}

main();
