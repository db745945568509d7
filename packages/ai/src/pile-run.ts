// How many cards of one number lie on top of the pile: the Card shark's rule against
// leaving a pair for the next player's triple (bots/heuristic.ts), and the reading of
// its plays (play-reading.ts), count alike.
import { cardInfo } from "@3u3d/engine";
import type { CardCode, Ruleset } from "@3u3d/engine";

const rankOf = (ruleset: Ruleset, code: CardCode) => cardInfo(ruleset, code)?.rank ?? 0;

/** How many cards of their rank lie on top of `pile` once `cards` (one rank) are laid on it. */
export function runOnTop(
  ruleset: Ruleset,
  pile: readonly CardCode[],
  cards: readonly CardCode[],
): number {
  const rank = rankOf(ruleset, cards[0] as CardCode);
  let run = cards.length;
  for (
    let i = pile.length - 1;
    i >= 0 && rankOf(ruleset, pile[i] as CardCode) === rank;
    i--
  )
    run++;
  return run;
}
