import type { CardCode } from "./types";

/**
 * `from` without one copy of each card in `take` (equal codes are interchangeable),
 * or null when `take` is not a sub-multiset of `from`. Never mutates its inputs.
 */
export function removeCards(
  from: readonly CardCode[],
  take: readonly CardCode[],
): CardCode[] | null {
  const rest = from.slice();
  for (const card of take) {
    const at = rest.lastIndexOf(card);
    if (at === -1) return null;
    rest.splice(at, 1);
  }
  return rest;
}

/** Removes one copy of each card from `zone` in place; the caller has checked they are there. */
export function takeCards(zone: CardCode[], cards: readonly CardCode[]): void {
  // Shifting by hand keeps the zone's order like splice, without splice's
  // allocation of the removed elements (this runs on every simulated play).
  for (let c = 0; c < cards.length; c++) {
    const at = zone.lastIndexOf(cards[c]!);
    if (at === -1) continue;
    const last = zone.length - 1;
    for (let i = at; i < last; i++) zone[i] = zone[i + 1]!;
    zone.pop();
  }
}

/** Is `take` a sub-multiset of `from`? Counts in place: no allocation on this hot path. */
export function containsAll(
  from: readonly CardCode[],
  take: readonly CardCode[],
): boolean {
  if (take.length === 1) return from.includes(take[0]!);
  for (let i = 0; i < take.length; i++) {
    const card = take[i]!;
    if (take.indexOf(card) !== i) continue; // counted at its first occurrence
    let needed = 0;
    for (let j = i; j < take.length; j++) if (take[j] === card) needed++;
    let held = 0;
    for (let j = 0; j < from.length; j++) if (from[j] === card) held++;
    if (held < needed) return false;
  }
  return true;
}
