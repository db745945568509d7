// What the top of the pile allows (R-ORDER, R-P-ORDER, R-P-TWO/THREE/SEVEN/TEN).
import { info } from "./cards";
import type { CardInfo } from "./cards";
import type { CardCode, GameOptions, GameState, Ruleset } from "./types";

const PALACE_TWO = 2;
const PALACE_THREE = 3;
const PALACE_SEVEN = 7;
const PALACE_TEN = 10;

/** palace: the card that counts, skipping invisible 3s; undefined on an (effectively) empty pile. */
export function effectiveTop(
  ruleset: Ruleset,
  pile: readonly CardCode[],
): CardInfo | undefined {
  for (let i = pile.length - 1; i >= 0; i--) {
    const card = info(ruleset, pile[i]!);
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

/**
 * What the pile accepts, worked out once per decision: numbers from `minRank` up
 * (`strictlyAbove` for palace without equalAllowed), or below `lowerThan` after a 7.
 */
export interface PlayFloor {
  minRank: number;
  lowerThan: number;
}

export function playFloor(state: GameState): PlayFloor {
  return floorOf(state.config.ruleset, state.config.options, state.pile);
}

function floorOf(
  ruleset: Ruleset,
  options: GameOptions,
  pile: readonly CardCode[],
): PlayFloor {
  if (ruleset === "3up3down") {
    const top = pile[pile.length - 1];
    return {
      minRank: top === undefined ? 0 : info(ruleset, top).rank,
      lowerThan: Infinity,
    };
  }
  const top = effectiveTop(ruleset, pile);
  if (!top) return { minRank: 0, lowerThan: Infinity };
  if (top.rank === PALACE_SEVEN) return { minRank: 0, lowerThan: PALACE_SEVEN };
  return {
    minRank: options.equalAllowed ? top.rank : top.rank + 1,
    lowerThan: Infinity,
  };
}

/**
 * Which of these cards could be played on this pile. Public so that a seat can reason
 * about a pick-up it watched: R-MUST means the picker held none of them (bots use it).
 */
export function playableOn(
  ruleset: Ruleset,
  options: GameOptions,
  pile: readonly CardCode[],
  cards: readonly CardCode[],
): Set<CardCode> {
  const floor = floorOf(ruleset, options, pile);
  const playable = new Set<CardCode>();
  for (const code of cards)
    if (rankFits(ruleset, floor, info(ruleset, code)) === "ok") playable.add(code);
  return playable;
}

/** May a card of this kind go on a pile with this floor? */
export function rankFits(ruleset: Ruleset, floor: PlayFloor, card: CardInfo): RankCheck {
  if (ruleset === "3up3down")
    return card.kind !== "number" || card.rank >= floor.minRank ? "ok" : "tooLow";
  if (card.rank === PALACE_TWO || card.rank === PALACE_THREE || card.rank === PALACE_TEN)
    return "ok";
  if (card.rank >= floor.lowerThan) return "mustPlayLower";
  return card.rank >= floor.minRank ? "ok" : "tooLow";
}

/** May a card of this kind go on the pile now? */
export function checkRank(state: GameState, card: CardInfo): RankCheck {
  return rankFits(state.config.ruleset, playFloor(state), card);
}

export const isPalaceTen = (card: CardInfo) => card.rank === PALACE_TEN;
