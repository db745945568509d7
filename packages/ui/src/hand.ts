import { cardInfo } from "@3u3d/engine";
import type { CardCode, Ruleset } from "@3u3d/engine";

import { SUITS } from "./card-symbols";

// The hand as a player holds it, and the one-tap choice of a whole rank.

const COLOR_ORDER = Object.keys(SUITS);

/**
 * Positions of `cards` in the order to show them: by rank, low to high (Clears rank
 * above every number, so they come last), then by colour, so equal numbers sit
 * together. Positions, not cards: a move names the card, the selection its place.
 */
export function handOrder(ruleset: Ruleset, cards: readonly CardCode[]): number[] {
  const key = (code: CardCode) => {
    const card = cardInfo(ruleset, code);
    return card
      ? card.rank * 1000 + card.group * 10 + COLOR_ORDER.indexOf(card.color)
      : 0;
  };
  const keys = cards.map(key);
  return cards.map((_, i) => i).sort((a, b) => (keys[a] ?? 0) - (keys[b] ?? 0) || a - b);
}

export interface Picked {
  zone: string;
  index: number;
  code: CardCode;
}

/**
 * A tap on a card. On a chosen card it takes that one card off; on another it adds it
 * and, outside setup, every other card of its rank in the same zone that still makes a
 * legal move with it (R-MULTI: one tap plays a pair or a triple). `canAdd` says whether
 * a card may join the selection so far.
 */
export function tapCard(
  ruleset: Ruleset,
  selected: readonly Picked[],
  tapped: Picked,
  zoneCards: readonly CardCode[],
  canAdd: (selection: readonly CardCode[], code: CardCode) => boolean,
  wholeRank: boolean,
): Picked[] {
  if (selected.some((s) => s.zone === tapped.zone && s.index === tapped.index))
    return selected.filter((s) => !(s.zone === tapped.zone && s.index === tapped.index));
  const codes = selected.map((s) => s.code);
  if (!canAdd(codes, tapped.code)) return [...selected];
  const out = [...selected, tapped];
  if (!wholeRank) return out;
  const group = cardInfo(ruleset, tapped.code)?.group;
  zoneCards.forEach((code, index) => {
    if (index === tapped.index || cardInfo(ruleset, code)?.group !== group) return;
    if (out.some((s) => s.zone === tapped.zone && s.index === index)) return;
    if (
      canAdd(
        out.map((s) => s.code),
        code,
      )
    )
      out.push({ zone: tapped.zone, index, code });
  });
  return out;
}

/** The places in `zoneCards` of the cards `codes` (each place used once): a move's cards as a selection. */
export function picksOf(
  zone: string,
  zoneCards: readonly CardCode[],
  codes: readonly CardCode[],
): Picked[] {
  const picks: Picked[] = [];
  for (const code of codes) {
    const index = zoneCards.findIndex(
      (c, i) => c === code && !picks.some((p) => p.index === i),
    );
    if (index !== -1) picks.push({ zone, index, code });
  }
  return picks;
}

/** `cards` without one copy of each of `taken` (two decks hold equal codes). */
export function withoutCards(
  cards: readonly CardCode[],
  taken: readonly CardCode[],
): CardCode[] {
  const left = [...cards];
  for (const code of taken) {
    const at = left.indexOf(code);
    if (at >= 0) left.splice(at, 1);
  }
  return left;
}
