// A hint as plain data: the move the coach suggests for a seat, and why, as a reason the
// rules name (each kind cites its rule id). The engine never makes a hint — the coach in
// @3u3d/ai does — but the type lives here because two packages speak it that must not
// import each other: the bots produce it, the table (@3u3d/ui hintWords) says it.
import type { CardCode, Move } from "./types";

export interface Hint {
  move: Move;
  why: HintWhy;
}

export type HintWhy =
  /** R-SETUP: strong cards face up, or the weakest ones when choosing for the left seat. */
  | { kind: "setup"; forLeft: boolean }
  /** E-COLOR4: a stronger card onto the table, or no swap worth making. */
  | { kind: "swap" }
  | { kind: "keepCards" }
  /** R-BONUS: draw up to three before an owed play. */
  | { kind: "refill" }
  /** Only face-down cards are left (R-ZONE). */
  | { kind: "flip" }
  /** Nothing goes on the pile (R-MUST, R-PICKUP). */
  | { kind: "pickup" }
  /** E-DRAW: draw instead of spending a special card on a small pile. */
  | { kind: "draw" }
  /** The play makes `count` of `rank` on top: three clear it (R-TRIPLE), four burn it (R-P-FOUR). */
  | { kind: "run"; rank: number; count: number }
  /** A Clear (R-CLEAR) takes a pile of `pile` cards, with `bonus` extra plays. */
  | { kind: "clear"; pile: number; bonus: number }
  /** palace: a 10 burns the pile (R-P-TEN), a 2 resets it (R-P-TWO), a 3 is see-through (R-P-THREE). */
  | { kind: "burn"; pile: number }
  | { kind: "reset" }
  | { kind: "seeThrough" }
  /** Several cards of one rank at once (R-MULTI). */
  | { kind: "shed"; rank: number; count: number }
  /** A plain card, so the special card held stays for later. */
  | { kind: "keepSpecial"; special: CardCode }
  /** Not the lowest rank, which would leave a pair of it for the next player's triple. */
  | { kind: "avoidPair"; rank: number; avoided: number }
  /** The lowest rank that goes, keeping the higher ones. */
  | { kind: "lowest"; rank: number }
  /** The search's pick where no simpler reason says it. */
  | { kind: "best" };
