// How well the worlds the Expert searches (src/determinize.ts) match the hands the other
// seats really hold. Plays 3UP 3DOWN games of four players (Card sharks, or with
// --expert an Expert in seat 0 against three), and at seat 0's turns compares the
// others' hand cards it has not seen with the same cards in worlds dealt from its view
// and history. Prints, per kind of card, how often the truth holds it against how often
// the worlds do; and, per situation, the odds ratio of a Clear of any kind (truth odds
// over the worlds' odds: 1 is calibrated). --beliefs card-shark deals the worlds with the
// others' plays read as the Card shark's (src/play-reading.ts; an Expert in seat 0 then
// reads them so too). Measurement only: nothing here changes a bot.
// docs/benchmarks.md ("What the others hold") has its numbers:
//   pnpm --filter @3u3d/ai belief-calibration --games 1000
//   pnpm --filter @3u3d/ai belief-calibration --games 300 --expert
//   pnpm --filter @3u3d/ai belief-calibration --games 1000 --beliefs card-shark
import { parseArgs } from "node:util";

import { cardInfo } from "@3u3d/engine";
import type { CardCode, GameState } from "@3u3d/engine";

import { determinize } from "../src/determinize";
import { buildKnowledge, type Knowledge } from "../src/knowledge";
import { isBeliefs, type Beliefs } from "../src/play-reading";
import { createRng } from "../src/rng";
import { playMatch, type SeatPlayer } from "../src/tournament/play-match";

const { values } = parseArgs({
  options: {
    seed: { type: "string", default: "belief" },
    games: { type: "string", default: "1000" },
    worlds: { type: "string", default: "10" },
    expert: { type: "boolean", default: false },
    "expert-iterations": { type: "string", default: "500" },
    beliefs: { type: "string", default: "rules" },
  },
});

const PLAYERS = 4;
if (!isBeliefs(values.beliefs))
  throw new Error(
    `unknown beliefs "${values.beliefs}" (rules, the default, or card-shark)`,
  );
const beliefs: Beliefs = values.beliefs;

/** Clears by kind; numbers in four bands of rank. */
function kindOf(card: CardCode): string {
  const info = cardInfo("3up3down", card);
  if (!info) throw new Error(`not a 3UP 3DOWN card: ${card}`);
  if (info.kind !== "number") return info.kind;
  return info.rank <= 3
    ? "1-3"
    : info.rank <= 6
      ? "4-6"
      : info.rank <= 8
        ? "7-8"
        : "9-10";
}
const isClear = (card: CardCode) => cardInfo("3up3down", card)?.kind !== "number";

/** A seat's hand without the cards the viewer knows it holds (picked up, swapped in). */
function unknownHand(hand: readonly CardCode[], known: readonly CardCode[]): CardCode[] {
  const rest = hand.slice();
  for (const card of known) {
    const at = rest.indexOf(card);
    if (at !== -1) rest.splice(at, 1);
  }
  return rest;
}

/** Where a seat stands: is the draw pile left, and how many of its unknown cards have nothing ruled out. */
function situation(
  state: Readonly<GameState>,
  knowledge: Knowledge,
  seat: number,
): string {
  const free = (knowledge.ruledOut[seat] ?? []).filter(
    (slot) => slot.length === 0,
  ).length;
  const draw = state.draw.length > 0 ? "draw pile left" : "draw pile empty";
  return `${draw}, ${Math.min(free, 3)}${free >= 3 ? "+" : ""} with nothing ruled out`;
}

interface Tally {
  truth: number;
  truthCards: number;
  worlds: number;
  worldCards: number;
}
const tally = (): Tally => ({ truth: 0, truthCards: 0, worlds: 0, worldCards: 0 });
const byKind = new Map<string, Tally>();
const bySituation = new Map<string, Tally>();
const entry = (map: Map<string, Tally>, key: string) => {
  let found = map.get(key);
  if (!found) map.set(key, (found = tally()));
  return found;
};

const games = Number(values.games);
const worlds = Number(values.worlds);
const rng = createRng(`${values.seed}/worlds`);
const seat0: SeatPlayer = values.expert
  ? {
      level: "expert",
      options: { iterations: Number(values["expert-iterations"]), timeMs: 0, beliefs },
    }
  : { level: "heuristic" };
const players = [
  seat0,
  ...Array.from({ length: PLAYERS - 1 }, (): SeatPlayer => ({ level: "heuristic" })),
];
for (let game = 0; game < games; game++) {
  let turn = 0;
  playMatch(
    { ruleset: "3up3down", players: PLAYERS, seed: `${values.seed}/${game}` },
    players,
    {
      observe(state, seat, view, history) {
        // Every third turn of seat 0 until someone is out: neighbouring turns see nearly
        // the same hands.
        if (state.winner !== null || turn++ % 3 !== 0) return;
        if (seat !== 0 || state.phase !== "play") return;
        const knowledge = buildKnowledge(view, history, beliefs);
        const dealt = Array.from({ length: worlds }, () =>
          determinize(view, knowledge, rng),
        );
        for (let other = 1; other < PLAYERS; other++) {
          const known = knowledge.knownHands[other] ?? [];
          const where = entry(bySituation, situation(state, knowledge, other));
          const kinds = new Map<string, number>();
          for (const card of unknownHand(state.seats[other]?.hand ?? [], known)) {
            const kind = kindOf(card);
            kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
            where.truthCards++;
            if (isClear(card)) where.truth++;
          }
          const inWorlds = new Map<string, number>();
          for (const world of dealt)
            for (const card of unknownHand(world.seats[other]?.hand ?? [], known)) {
              const kind = kindOf(card);
              inWorlds.set(kind, (inWorlds.get(kind) ?? 0) + 1 / worlds);
              where.worldCards += 1 / worlds;
              if (isClear(card)) where.worlds += 1 / worlds;
            }
          for (const kind of new Set([...kinds.keys(), ...inWorlds.keys()])) {
            const t = entry(byKind, kind);
            t.truth += kinds.get(kind) ?? 0;
            t.worlds += inWorlds.get(kind) ?? 0;
          }
        }
      },
    },
  );
}

const share = (n: number, of: number) => (of > 0 ? n / of : 0);
const odds = (p: number) => p / (1 - p);
const fixed = (n: number, digits = 3) => (Number.isFinite(n) ? n.toFixed(digits) : "—");
const totalTruth = [...byKind.values()].reduce((n, t) => n + t.truth, 0);
const totalWorlds = [...byKind.values()].reduce((n, t) => n + t.worlds, 0);
console.log(
  `${games} games, seat 0 ${values.expert ? "an Expert" : "a Card shark"}, ${worlds} worlds a turn, beliefs: ${beliefs}; ${totalTruth} unknown hand cards`,
);
console.log(
  "\n| kind | share held | share in worlds | held / worlds |\n| --- | --- | --- | --- |",
);
for (const kind of ["clear", "clear1", "clear2", "1-3", "4-6", "7-8", "9-10"]) {
  const t = byKind.get(kind) ?? tally();
  const held = share(t.truth, totalTruth);
  const dealt = share(t.worlds, totalWorlds);
  console.log(
    `| ${kind} | ${fixed(held)} | ${fixed(dealt)} | ${fixed(held / dealt, 2)} |`,
  );
}
console.log(
  "\n| situation | cards | Clear held | Clear in worlds | odds ratio |\n| --- | --- | --- | --- | --- |",
);
for (const [key, t] of [...bySituation].sort(([a], [b]) => a.localeCompare(b))) {
  if (t.truthCards === 0) continue;
  const held = share(t.truth, t.truthCards);
  const dealt = share(t.worlds, t.worldCards);
  console.log(
    `| ${key} | ${t.truthCards} | ${fixed(held)} | ${fixed(dealt)} | ${fixed(odds(held) / odds(dealt), 2)} |`,
  );
}
