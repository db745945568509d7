// What a seat's play from its hand says about the cards it kept, if it plays as the Card
// shark does (src/bots/heuristic.ts): it sheds its lowest playable number, every copy of
// it, and spends a Clear or draws instead only when no number can go. So a shark that
// lays a 7 on a 4 held no 4 (and, unless it was avoiding leaving a pair on top, no 5
// or 6 either). Against Card sharks this is sound until their circle breaking starts
// (after 150 turns a seat, a random move now and then): the knowledge test walks their
// games and never finds a hand that contradicts it. Against anyone else it is a guess,
// which is why the Expert (and so the Tactician) reads plays this way only when asked
// (DecideOptions.beliefs). Dealt into its worlds, the reading made them match the
// sharks' hands (a Clear held 1.4 times as often as the worlds dealt one, then 1.1
// times), and the Expert won no more on 12,000 same deals (docs/benchmarks.md, "Reading
// the Card shark's plays").
// 3UP 3DOWN only: palace's "lower than a 7" and its specials that fit anywhere would
// need readings of their own.
import { playableOn } from "@3u3d/engine";
import type { CardCode, GameOptions, Ruleset } from "@3u3d/engine";

import { runOnTop } from "./pile-run";
import { isSpecial, strength } from "./strength";

/** How a seat's plays are read: by the rules alone, or as the Card shark's. */
export const BELIEFS = ["rules", "card-shark"] as const;
export type Beliefs = (typeof BELIEFS)[number];
export const isBeliefs = (value: string): value is Beliefs =>
  (BELIEFS as readonly string[]).includes(value);

/**
 * The cards a Card shark could not have held besides the ones it played, when it played
 * `played` from its hand on `pile` (or drew by choice: `played` null), or null where
 * nothing is read.
 */
export function ruledOutByPlay(
  ruleset: Ruleset,
  options: GameOptions,
  kinds: readonly CardCode[],
  pile: readonly CardCode[],
  played: readonly CardCode[] | null,
): Set<CardCode> | null {
  if (ruleset !== "3up3down") return null;
  const playableNumbers = [...playableOn(ruleset, options, pile, kinds)].filter(
    (card) => !isSpecial(ruleset, card),
  );
  const first = played?.[0];
  // A Clear, or a draw by choice: no number could go.
  if (!first || isSpecial(ruleset, first)) return new Set(playableNumbers);
  // The shark may pass over a lower number (up to two ranks lower) that would leave a
  // pair on top, and then play one card of a pair it holds rather than both; neither
  // happens when its own play leaves a pair on top.
  const leftPair = runOnTop(ruleset, pile, played) === 2;
  const floor = strength(ruleset, first) - (leftPair ? 0 : 2);
  return new Set(
    playableNumbers.filter((card) => {
      const s = strength(ruleset, card);
      return s < floor || (leftPair && s === strength(ruleset, first));
    }),
  );
}
