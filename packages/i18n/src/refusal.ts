import { cardInfo } from "@3u3d/engine";
import type { IllegalMoveCode, Move, PlayerView } from "@3u3d/engine";

import { cardToBeat } from "./card-name";
import { msg, type Msg } from "./msg";

// A refused move in a player's words (the catalogue's "refusals" namespace), from the
// engine's stable code plus what the mover could see. The engine's codes are coarse on
// purpose (one per rule broken); the sentence a player needs is sometimes finer, so it
// is told apart here, never by changing what the engine decides:
// - TOO_LOW: in palace an equal card fails because palace wants a strictly higher one
//   (R-P-ORDER), and under a see-through 3 the card to beat is the one beneath it
//   (R-P-THREE) — "lower than the top of the pile" is wrong in both;
// - MIXED_RANKS: palace cards have ranks, not numbers (R-P-DECK), and two different
//   Clear cards are not a mix of numbers but two Clears, which go one at a time (R-CLEAR).
// Codes that several rules share (WRONG_ZONE, CARD_NOT_IN_ZONE…) are told apart the same way.

/** The words for a refusal of `move` by the engine's `code`, seen from the mover's `view`. */
export function refusalWords(code: IllegalMoveCode, view: PlayerView, move: Move): Msg {
  const id = (name: string) => msg(`refusals.${name}`);
  const me = view.seat === null ? undefined : view.seats[view.seat];
  const hand = me?.hand ?? [];
  switch (code) {
    case "TOO_LOW":
      return tooLow(view, move);
    case "MIXED_RANKS": {
      const cards = move.type === "play" ? move.cards : [];
      if (view.ruleset === "palace") return id("mixedRanks");
      const clears = cards.some((c) => cardInfo(view.ruleset, c)?.kind !== "number");
      return id(clears ? "clearOneAtATime" : "mixedNumbers");
    }
    case "WRONG_ZONE":
      if (move.type === "flip") return id("faceDownLast");
      if (move.type === "pickup") return id("flipFirst");
      return id(
        (me?.faceDownCount ?? 0) > 0 &&
          hand.length === 0 &&
          (me?.faceUp.length ?? 0) === 0
          ? "onlyFaceDown"
          : "noCards",
      );
    case "CARD_NOT_IN_ZONE":
      if (move.type === "colorSwap")
        return id(hand.includes(move.hand) ? "swapFaceUp" : "swapHand");
      return id(hand.length > 0 ? "handOnly" : "faceUpNow");
    case "CANNOT_REFILL":
      return id(
        hand.length >= 3 || view.drawPileCount === 0 ? "nothingToDraw" : "refillLater",
      );
    case "DRAW_NOT_ALLOWED":
      return id(
        !view.options.drawInsteadOfPlay
          ? "drawNotARule"
          : view.owedPlays > 0
            ? "drawOwed"
            : "drawPileEmpty",
      );
    case "WRONG_PHASE":
      return id(view.phase === "setup" ? "setupFirst" : "setupOver");
    case "BAD_MOVE":
    case "BAD_SEAT":
    case "BAD_INDEX":
      return id("badMove");
    default:
      return id(CODE_WORDS[code]);
  }
}

/** One sentence per code for the codes only one rule gives. */
const CODE_WORDS: Record<IllegalMoveCode, string> = {
  BAD_MOVE: "badMove",
  BAD_SEAT: "badMove",
  BAD_INDEX: "badMove",
  GAME_OVER: "gameOver",
  WRONG_PHASE: "setupOver",
  NOT_YOUR_TURN: "notYourTurn",
  ALREADY_CHOSEN: "alreadyChosen",
  BAD_SETUP: "badSetup",
  CARD_NOT_IN_ZONE: "handOnly",
  EMPTY_PLAY: "emptyPlay",
  MIXED_RANKS: "mixedNumbers",
  CLEAR_ONE_AT_A_TIME: "clearOneAtATime",
  TOO_LOW: "tooLow",
  MUST_PLAY_LOWER: "mustPlayLower",
  WRONG_ZONE: "noCards",
  MUST_PLAY: "mustPlay",
  MUST_REFILL: "mustRefill",
  NOTHING_TO_PICK_UP: "nothingToPickUp",
  CANNOT_REFILL: "nothingToDraw",
  DRAW_NOT_ALLOWED: "drawNotARule",
  COLOR_SWAP_PENDING: "colorSwapPending",
  NO_COLOR_SWAP: "noColorSwap",
};

/** R-ORDER / R-P-ORDER / R-P-THREE: why this card does not go on the pile. */
function tooLow(view: PlayerView, move: Move): Msg {
  const played = move.type === "play" ? move.cards[0] : undefined;
  const card = played === undefined ? undefined : cardInfo(view.ruleset, played);
  const target = view.effectiveTop;
  const top = target ? cardInfo(view.ruleset, target) : undefined;
  if (!card || !top || !target) return msg("refusals.tooLow");
  const under = cardToBeat(view.ruleset, target);
  // R-P-THREE: a 3 on top is see-through, so the card beneath is the one to beat.
  if (view.pile.at(-1) !== target) return msg("refusals.underThree", { card: under });
  // R-P-ORDER: an equal card is not enough in palace (unless the table allows it).
  if (card.rank === top.rank) return msg("refusals.equalNotEnough", { card: under });
  return msg("refusals.lowerThan", { card: under });
}
