import { cardInfo } from "@3u3d/engine";
import type { CardCode, HintWhy, Ruleset } from "@3u3d/engine";
import { msg, type Msg } from "@3u3d/i18n/msg";

import { aRank } from "./card-reason";

// A hint's reason (worked out by the coach in @3u3d/ai; its type is the engine's) in a player's words, in the
// catalogue's "status" namespace (status.hints). Ranks said in the plural ("7s", "jacks") and with an
// article ("a 7", "an 8") come from the "cards" namespace, chosen by rank.

/** "7s", "jacks": the plural a player says for a rank, with how many ("three 7s"). */
const ranks = (ruleset: Ruleset, rank: number, count: number): Msg =>
  msg(`cards.ranks.${ruleset}`, { rank: String(rank), count });

/** What the card is called when kept for later: "Clear +1", "10". */
function specialName(ruleset: Ruleset, code: CardCode): Msg | string {
  const card = cardInfo(ruleset, code);
  if (!card) return code;
  if (ruleset === "palace") return String(card.rank);
  return msg(`cards.kind.${card.kind}`);
}

export function hintWords(ruleset: Ruleset, why: HintWhy): Msg {
  switch (why.kind) {
    case "setup":
      return msg(why.forLeft ? "status.hints.setupForLeft" : "status.hints.setup");
    case "run":
      return msg(
        ruleset === "palace" ? "status.hints.runBurns" : "status.hints.runClears",
        {
          count: why.count,
          ranks: ranks(ruleset, why.rank, why.count),
        },
      );
    case "clear":
      return msg("status.hints.clear", {
        bonus: why.bonus,
        pile: why.pile,
        name: msg(
          `cards.kind.${why.bonus === 2 ? "clear2" : why.bonus === 1 ? "clear1" : "clear"}`,
        ),
      });
    case "burn":
      return msg("status.hints.burn", { pile: why.pile });
    case "shed":
      return msg("status.hints.shed", {
        count: why.count,
        ranks: ranks(ruleset, why.rank, why.count),
      });
    case "keepSpecial":
      return msg("status.hints.keepSpecial", { card: specialName(ruleset, why.special) });
    case "avoidPair":
      return msg("status.hints.avoidPair", {
        rank: aRank({ ruleset }, why.rank),
        avoided: aRank({ ruleset }, why.avoided),
        pair: ranks(ruleset, why.avoided, 2),
      });
    default:
      // swap, keepCards, refill, flip, pickup, draw, reset, seeThrough, lowest, best:
      // one sentence each, nothing to fill in.
      return msg(`status.hints.${why.kind}`);
  }
}
