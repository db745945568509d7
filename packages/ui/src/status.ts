import type { Move, PlayerView } from "@3u3d/engine";
import { cardToBeat } from "@3u3d/i18n/card-name";
import { msg, type Msg } from "@3u3d/i18n/msg";

import type { Names } from "./event-label";
import { moveCards } from "./selection";

// The status line answers one question: whose turn is it, and what may I do now. When
// the only move is to pick up, it says why. Words in the catalogue's "status" namespace.

export const SETUP_PROMPT = msg("status.setup");

/**
 * Why nothing can be played, as the whole status line: palace's "lower than 7", or the
 * card to beat — in palace (without equal cards allowed) a card must be strictly
 * higher (R-P-ORDER), so a 9 does not "reach" a 9 there, it fails to beat it.
 */
function pickupStatus(view: PlayerView): Msg {
  if (view.mustPlayLowerThan !== null)
    return msg("status.pickUpNothingLower", { rank: view.mustPlayLowerThan });
  if (view.effectiveTop) {
    const strict = view.ruleset === "palace" && !view.options.equalAllowed;
    const card = cardToBeat(view.ruleset, view.effectiveTop);
    return msg(strict ? "status.pickUpNothingBeats" : "status.pickUpNothingReaches", {
      card,
    });
  }
  return msg("status.pickUpNothingPlayable");
}

export function tableStatus(view: PlayerView, legal: readonly Move[], names: Names): Msg {
  const me = view.seat;
  if (view.phase === "over") return msg("status.gameOver");
  if (view.phase === "setup")
    return me !== null && !view.seats[me]?.ready && legal.length > 0
      ? SETUP_PROMPT
      : msg("status.setupWaiting");
  if (legal.length === 0) {
    // Our own turn whose moves are still on their way (the screen catching up, a move
    // just sent) is still our turn: "Your turn", never "You to play".
    return view.current === names.me
      ? msg("status.yourTurn", { owed: 0 })
      : msg("status.toPlay", { name: names.nameOf(view.current) });
  }
  if (view.colorSwapPending) return msg("status.colorSwap");
  const owed = view.owedPlays;
  if (legal.some((m) => m.type === "flip")) return msg("status.flip", { owed });
  if (legal.some((m) => m.type === "pickup")) return pickupStatus(view);
  if (!legal.some((m) => moveCards(m) !== null) && legal.some((m) => m.type === "refill"))
    return msg("status.refillFirst", { owed });
  return msg("status.yourTurn", { owed });
}
