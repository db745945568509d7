import type { CardCode, Move, PlayerView } from "@3u3d/engine";

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

/** `cards` less one copy of each of `taken`; null if one of them is not there. */
function withoutCards(cards: readonly CardCode[], taken: readonly CardCode[]) {
  const rest = [...cards];
  for (const c of taken) {
    const i = rest.indexOf(c);
    if (i === -1) return null;
    rest.splice(i, 1);
  }
  return rest;
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
    const rest = withoutCards(cards, selected);
    if (rest) for (const c of rest) out.add(c);
  }
  return out;
}

/** Whether the cards chosen so far are still part of some legal move. */
export function partOfAMove(
  legal: readonly Move[],
  selected: readonly CardCode[],
): boolean {
  return (
    selected.length === 0 ||
    legal.some((move) => {
      const cards = moveCards(move);
      return cards !== null && withoutCards(cards, selected) !== null;
    })
  );
}

/**
 * What a selection belongs to: the phase, the viewer's own hand and face-up cards, and
 * their setup choice once made.
 * Another seat's move leaves it unchanged (in setup everyone chooses at once), so it
 * must not wipe cards the viewer is halfway through choosing.
 */
export function selectionKey(view: PlayerView): string {
  const mine = view.seat === null ? undefined : view.seats[view.seat];
  return JSON.stringify([
    view.phase,
    mine?.hand ?? [],
    mine?.faceUp ?? [],
    view.setupChoice,
  ]);
}
