// How valuable a card is to keep: what the heuristic bots sort by.
import { cardInfo } from "@3u3d/engine";
import type { CardCode, Ruleset } from "@3u3d/engine";

/** Higher = more valuable later. Clears (3up3down) and 2/3/10 (palace) beat every plain card. */
export function strength(ruleset: Ruleset, code: CardCode): number {
  const card = cardInfo(ruleset, code);
  if (!card) return 0;
  if (ruleset === "3up3down") {
    if (card.kind === "clear2") return 14;
    if (card.kind === "clear1") return 13;
    if (card.kind === "clear") return 12;
    return card.rank;
  }
  if (card.rank === 10) return 18;
  if (card.rank === 2) return 17;
  if (card.rank === 3) return 16;
  return card.rank; // 4..14, aces high
}

/** Cards a player would rather not spend on an ordinary turn. */
export function isSpecial(ruleset: Ruleset, code: CardCode): boolean {
  const card = cardInfo(ruleset, code);
  if (!card) return false;
  return ruleset === "3up3down"
    ? card.kind !== "number"
    : card.rank === 2 || card.rank === 3 || card.rank === 10;
}
