// What the top of the pile allows (R-ORDER, R-P-ORDER, R-P-TWO/THREE/SEVEN/TEN).
import { info } from "./cards";
import type { CardInfo } from "./cards";
import type { CardCode, GameState, Ruleset } from "./types";

const PALACE_TWO = 2;
const PALACE_THREE = 3;
const PALACE_SEVEN = 7;
const PALACE_TEN = 10;

/** palace: the card that counts, skipping invisible 3s; undefined on an (effectively) empty pile. */
export function effectiveTop(ruleset: Ruleset, pile: readonly CardCode[]): CardInfo | undefined {
  for (let i = pile.length - 1; i >= 0; i--) {
    const card = info(ruleset, pile[i] as CardCode);
    if (ruleset !== "palace" || card.rank !== PALACE_THREE) return card;
  }
  return undefined;
}

/** palace R-P-SEVEN: the rank the next play must stay under, if any. */
export function mustPlayLowerThan(state: GameState): number | null {
  if (state.config.ruleset !== "palace") return null;
  return effectiveTop("palace", state.pile)?.rank === PALACE_SEVEN ? PALACE_SEVEN : null;
}

export type RankCheck = "ok" | "tooLow" | "mustPlayLower";

/** May a card of this kind go on the pile now? */
export function checkRank(state: GameState, card: CardInfo): RankCheck {
  const { ruleset } = state.config;
  if (ruleset === "3up3down") {
    if (card.kind !== "number") return "ok";
    const top = state.pile[state.pile.length - 1];
    if (top === undefined) return "ok";
    return card.rank >= info(ruleset, top).rank ? "ok" : "tooLow";
  }
  if (card.rank === PALACE_TWO || card.rank === PALACE_THREE || card.rank === PALACE_TEN) return "ok";
  const top = effectiveTop(ruleset, state.pile);
  if (!top) return "ok";
  if (top.rank === PALACE_SEVEN) return card.rank < PALACE_SEVEN ? "ok" : "mustPlayLower";
  if (card.rank > top.rank) return "ok";
  return card.rank === top.rank && state.config.options.equalAllowed ? "ok" : "tooLow";
}

export const isPalaceTen = (card: CardInfo) => card.rank === PALACE_TEN;
