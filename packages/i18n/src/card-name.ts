import { cardInfo } from "@3u3d/engine";
import type { CardCode, Ruleset } from "@3u3d/engine";

import { msg, type Msg } from "./msg";

// Cards named as players say them ("ace of spades", "blue 5"), in the catalogue's
// "cards" namespace: a colour or suit by the engine's letter, a palace face by its rank.
// A face card has its own message because some languages join suit and face into one
// word (Dutch "schoppenaas", but "schoppen 7"); and the card to beat has one more
// (`cards.toBeat`) for languages whose article agrees with the card (Spanish "al rey",
// "a la reina", "a la Clear").

/** A rank as players say it: "7", "jack", "ace". */
export function rankName(ruleset: Ruleset, rank: number): Msg | number {
  return ruleset === "palace" && rank >= 11 && rank <= 14
    ? msg(`cards.rank.${rank}`)
    : rank;
}

/** What a card says, in words (for screen readers and logs). */
export function cardName(ruleset: Ruleset, code: CardCode): Msg {
  const card = cardInfo(ruleset, code);
  if (!card) return msg("cards.unknown", { code });
  const color = msg(`cards.color.${card.color}`);
  if (ruleset === "palace")
    return msg(card.rank >= 11 ? "cards.palaceFace" : "cards.palace", {
      rank: rankName(ruleset, card.rank),
      suit: color,
    });
  if (card.kind === "number") return msg("cards.number", { rank: card.rank, color });
  // Its own colour words: Spanish says "la Clear roja" but "el 5 rojo".
  return msg(`cards.${card.kind}`, { color: msg(`cards.clearColor.${card.color}`) });
}

const FACES: Record<number, string> = { 11: "jack", 12: "queen", 13: "king", 14: "ace" };

/**
 * The card to beat, as the object of "beat" or "reach": English "the queen of spades",
 * Spanish "a la reina de picas" / "al rey de picas". `kind` lets a language choose the
 * article by the card's gender: number, clear, jack, queen, king, ace (or unknown).
 */
export function cardToBeat(ruleset: Ruleset, code: CardCode): Msg {
  const card = cardInfo(ruleset, code);
  const kind = !card
    ? "unknown"
    : ruleset === "palace"
      ? (FACES[card.rank] ?? "number")
      : card.kind === "number"
        ? "number"
        : "clear";
  return msg("cards.toBeat", { card: cardName(ruleset, code), kind });
}
