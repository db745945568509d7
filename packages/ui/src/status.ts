import type { Move, PlayerView } from "@3u3d/engine";

import { cardLabel } from "./card";
import { moveCards } from "./selection";

// The status line answers one question: whose turn is it, and what may I do now. When
// the only move is to pick up, it says why.

export const SETUP_PROMPT =
  "Pick the three cards to lay face up on your face-down cards.";
export const FLIP_PROMPT = "Turn one of your face-down cards.";

const plays = (n: number) => `${n} more play${n === 1 ? "" : "s"} owed`;

/** Why nothing can be played: the card to beat, or palace's "lower than 7". */
export function pickupReason(view: PlayerView): string {
  if (view.mustPlayLowerThan !== null)
    return `Nothing lower than ${view.mustPlayLowerThan}: pick up the pile.`;
  if (view.effectiveTop)
    return `No card reaches ${cardLabel(view.ruleset, view.effectiveTop)}: pick up the pile.`;
  return "Nothing can be played: pick up the pile.";
}

export function tableStatus(
  view: PlayerView,
  legal: readonly Move[],
  nameOf: (seat: number) => string,
): string {
  const me = view.seat;
  if (view.phase === "over") return "Game over";
  if (view.phase === "setup")
    return me !== null && !view.seats[me]?.ready && legal.length > 0
      ? SETUP_PROMPT
      : "Waiting for everyone to lay their face-up cards.";
  if (legal.length === 0) {
    // Our own turn whose moves are still on their way (the screen catching up, a move
    // just sent) is still our turn: "Your turn", never "You to play".
    const who = nameOf(view.current);
    return who === "You" ? "Your turn" : `${who} to play`;
  }
  if (view.colorSwapPending)
    return "Your turn: four in one colour. Swap a hand card for a face-up card, or keep yours.";
  const owed = view.owedPlays > 0 ? ` (${plays(view.owedPlays)})` : "";
  if (legal.some((m) => m.type === "flip")) return `Your turn${owed}: ${FLIP_PROMPT}`;
  if (legal.some((m) => m.type === "pickup")) return `Your turn: ${pickupReason(view)}`;
  if (!legal.some((m) => moveCards(m) !== null) && legal.some((m) => m.type === "refill"))
    return `Your turn${owed}: draw up to three cards first.`;
  return `Your turn${owed}`;
}
