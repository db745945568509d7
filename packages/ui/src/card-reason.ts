import { cardInfo } from "@3u3d/engine";
import type { CardCode, Move, PlayerView } from "@3u3d/engine";
import { msg, type Msg } from "@3u3d/i18n/msg";

import { byCode, moveCards, playZone, selectableCards, type SameCard } from "./selection";

// Why a greyed card cannot be chosen, in a few words ("Needs a 6 or higher."). The
// server decides what is legal and sends the list; this only explains why a card is
// not in it, from that list and what the viewer can see (the pile, their own cards).
// The rules named here are docs/rules.md's.

// Words in the catalogue's "status" namespace (status.cardReason).
export const NOT_YOUR_TURN = msg("status.cardReason.notYourTurn");
export const WAITING_FOR_OTHERS = msg("status.cardReason.waitingForOthers");
export const THREE_CHOSEN = msg("status.cardReason.threeChosen");
export const HAND_FIRST = msg("status.cardReason.handFirst");
export const DRAW_PILE_FIRST = msg("status.cardReason.drawPileFirst");
export const DRAW_FIRST = msg("status.cardReason.drawFirst");
export const CLEARS_ALONE = msg("status.cardReason.clearsAlone");
export const COLOR_SWAP = msg("status.cardReason.colorSwap");
export const NOT_NOW = msg("status.cardReason.notNow");

/** R-MULTI: one number (3UP 3DOWN) or one rank (palace) at a time. */
const noMixing = (view: PlayerView) =>
  msg(
    view.ruleset === "palace"
      ? "status.cardReason.noMixingRanks"
      : "status.cardReason.noMixingNumbers",
  );

/** "a 9", "an 8", "an ace", "a jack": a rank as it is said, article and all. */
export const aRank = (view: Pick<PlayerView, "ruleset">, rank: number): Msg =>
  msg(`cards.aRank.${view.ruleset}`, { rank: String(rank) });

/** R-ORDER / R-P-ORDER / R-P-SEVEN: what the pile asks for, when this card falls short. */
function pileReason(view: PlayerView): Msg {
  if (view.ruleset === "3up3down") {
    const top = view.pile.at(-1);
    const card = top === undefined ? undefined : cardInfo(view.ruleset, top);
    return card
      ? msg("status.cardReason.needsAtLeast", { rank: aRank(view, card.rank) })
      : NOT_NOW;
  }
  if (view.mustPlayLowerThan !== null)
    return msg("status.cardReason.afterSeven", { rank: view.mustPlayLowerThan });
  const top = view.effectiveTop ? cardInfo(view.ruleset, view.effectiveTop) : undefined;
  if (!top) return NOT_NOW;
  const rank = aRank(view, top.rank);
  if (view.options.equalAllowed)
    return msg("status.cardReason.needsAtLeastOrSpecial", { rank });
  if (top.rank >= 14) return msg("status.cardReason.onlySpecialsOn", { rank });
  return msg("status.cardReason.needsHigherOrSpecial", { rank });
}

export interface CardAsked {
  /** Where the card lies: the hand (in setup, the six to choose from) or face up. */
  zone: "hand" | "faceUp";
  code: CardCode;
}

/**
 * Why `card` cannot join the selection now, or null when it can (a card already
 * chosen can always be taken back: ask only about the others). `legal` is the
 * viewer's list from the server, empty when they are not to act; `same` says which
 * cards are interchangeable (selection.ts).
 */
export function cardReason(
  view: PlayerView,
  legal: readonly Move[],
  selected: readonly CardCode[],
  card: CardAsked,
  same: SameCard = byCode,
): Msg | null {
  if (
    card.zone === playZone(view) &&
    selectableCards(legal, selected, same).has(same(card.code))
  )
    return null;
  const me = view.seat === null ? undefined : view.seats[view.seat];
  if (view.phase === "setup") {
    if (legal.length === 0) return me?.ready ? WAITING_FOR_OTHERS : NOT_YOUR_TURN;
    // R-SETUP: three of the six, any three.
    return selected.length >= 3 ? THREE_CHOSEN : NOT_NOW;
  }
  if (view.phase !== "play") return null;
  if (legal.length === 0) return NOT_YOUR_TURN;
  if (view.colorSwapPending) return COLOR_SWAP;
  const plays = legal.filter((m) => moveCards(m) !== null);
  // R-BONUS: an empty hand draws before an owed play.
  if (plays.length === 0 && legal.some((m) => m.type === "refill")) return DRAW_FIRST;
  // R-ZONE: the hand first, then (once the draw pile is gone) the face-up cards.
  if (card.zone === "faceUp" && (me?.hand?.length ?? 0) > 0) return HAND_FIRST;
  if (card.zone === "faceUp" && view.drawPileCount > 0) return DRAW_PILE_FIRST;
  // No play uses a card like this one: the pile is the reason.
  const key = same(card.code);
  if (!plays.some((m) => moveCards(m)?.some((c) => same(c) === key)))
    return pileReason(view);
  // Some play does, just not with the cards chosen so far.
  const info = cardInfo(view.ruleset, card.code);
  const first = selected[0];
  const chosen = first === undefined ? undefined : cardInfo(view.ruleset, first);
  if (info && chosen) {
    // R-CLEAR: Clears go one at a time; R-MULTI: several cards of one rank.
    if (info.kind !== "number" || chosen.kind !== "number") return CLEARS_ALONE;
    if (chosen.group !== info.group) return noMixing(view);
  }
  return NOT_NOW;
}
