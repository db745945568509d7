// What the expert's evaluation looks at in a world its playout stopped in: a few counts
// per seat. The weights that turn them into chances of winning are fitted from self-play
// (scripts/fit-evaluation.ts), so every feature is a plain number with no tuning of its own.
import { cardInfo, effectiveTop, nextSeat } from "@3u3d/engine";
import type { CardCode, GameState, Ruleset, Seat } from "@3u3d/engine";

import { isSpecial } from "../strength";

export const FEATURE_NAMES = [
  "hand cards",
  "hand cards once the draw pile is empty",
  "face-up cards",
  "face-down cards",
  "special cards in hand",
  "special cards face up",
  "rank level of plain hand cards",
  "rank level of plain face-up cards",
  "to act",
  "to act × log(1 + pile size)",
  "to act × rank level of the top card",
  "to act × plays owed",
  "acts next",
] as const;

export const FEATURE_COUNT = FEATURE_NAMES.length;

/** A plain card's rank mapped to −1 (lowest) … 1 (highest). */
function levelOf(ruleset: Ruleset, rank: number): number {
  return ruleset === "3up3down" ? (rank - 5.5) / 4.5 : (rank - 9) / 5;
}

const rankLevel = (ruleset: Ruleset, code: CardCode) =>
  levelOf(ruleset, cardInfo(ruleset, code)?.rank ?? 0);

function plainLevel(ruleset: Ruleset, cards: readonly CardCode[]): number {
  let sum = 0;
  for (const code of cards)
    if (!isSpecial(ruleset, code)) sum += rankLevel(ruleset, code);
  return sum;
}

function specials(ruleset: Ruleset, cards: readonly CardCode[]): number {
  let count = 0;
  for (const code of cards) if (isSpecial(ruleset, code)) count++;
  return count;
}

/** Features of one seat in a play-phase state (the caller skips seats that are out). */
export function seatFeatures(state: GameState, seat: Seat, out: Float64Array): void {
  const { ruleset } = state.config;
  const me = state.seats[seat];
  if (!me) throw new Error(`no seat ${seat}`);
  const toAct = state.current === seat ? 1 : 0;
  const top = effectiveTop(ruleset, state.pile);
  // An empty pile takes anything: as easy as the lowest card on top.
  const topLevel = top === undefined ? -1 : levelOf(ruleset, top.rank);
  out[0] = me.hand.length;
  out[1] = state.draw.length === 0 ? me.hand.length : 0;
  out[2] = me.faceUp.length;
  out[3] = me.faceDown.length;
  out[4] = specials(ruleset, me.hand);
  out[5] = specials(ruleset, me.faceUp);
  out[6] = plainLevel(ruleset, me.hand);
  out[7] = plainLevel(ruleset, me.faceUp);
  out[8] = toAct;
  out[9] = toAct * Math.log1p(state.pile.length);
  out[10] = toAct * topLevel;
  out[11] = toAct * state.owed;
  out[12] = nextSeat(state, state.current) === seat ? 1 : 0;
}
