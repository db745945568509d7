import type { CardCode, Move } from "@3u3d/engine";

/** The cards a card-choosing move uses (plays and the setup choice). */
export function moveCards(move: Move): CardCode[] | null {
  if (move.type === "play") return move.cards;
  if (move.type === "setup") return move.faceUp;
  return null;
}

function sameMultiset(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const sorted = [...a].sort();
  return [...b].sort().every((c, i) => c === sorted[i]);
}

/** The legal move made of exactly the selected cards, if there is one. */
export function moveForSelection(legal: readonly Move[], selected: readonly CardCode[]) {
  if (selected.length === 0) return null;
  return (
    legal.find((m) => {
      const cards = moveCards(m);
      return cards !== null && sameMultiset(cards, selected);
    }) ?? null
  );
}

/**
 * Cards worth offering: each card that some legal move still uses alongside the ones
 * already selected (so a player can never build a selection that is not a move).
 */
export function selectableCards(
  legal: readonly Move[],
  selected: readonly CardCode[],
): Set<CardCode> {
  const out = new Set<CardCode>();
  for (const move of legal) {
    const cards = moveCards(move);
    if (!cards) continue;
    const rest = [...cards];
    if (
      !selected.every((c) => {
        const i = rest.indexOf(c);
        if (i === -1) return false;
        rest.splice(i, 1);
        return true;
      })
    )
      continue;
    for (const c of rest) out.add(c);
  }
  return out;
}
