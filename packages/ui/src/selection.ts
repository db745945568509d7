import { cardInfo, colorsMatter } from "@3u3d/engine";
import type { CardCode, Move, PlayerView } from "@3u3d/engine";

// Choosing cards at the table from the server's list of legal moves. The list names one
// move per real choice: when colours cannot matter (palace, or 3UP 3DOWN without
// "Four in one colour"), the engine lists one move per rank and count, made of the
// first such cards in the zone, and accepts any cards of that rank in its place
// (engine legal.ts). So the choosing here compares cards by a key, `SameCard`: the
// rank then, the card's code when colours matter.

/** The key that makes two cards the same choice (equal keys are interchangeable). */
export type SameCard = (code: CardCode) => string;

/** Every code its own choice (colours matter, or a caller that does not know the table). */
export const byCode: SameCard = (code) => code;

/** How the table in `view` tells cards apart: by colour with E-COLOR4, else by rank. */
export function sameCardFor(view: Pick<PlayerView, "ruleset" | "options">): SameCard {
  if (colorsMatter(view)) return byCode;
  return (code) => {
    const card = cardInfo(view.ruleset, code);
    return card ? `#${card.group}` : code;
  };
}

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

/** `cards` less one card like each of `taken`; null if one of them is not there. */
function withoutCards(
  cards: readonly CardCode[],
  taken: readonly CardCode[],
  same: SameCard,
): CardCode[] | null {
  const rest = [...cards];
  for (const c of taken) {
    const key = same(c);
    const i = rest.findIndex((r) => same(r) === key);
    if (i === -1) return null;
    rest.splice(i, 1);
  }
  return rest;
}

/**
 * The legal move made of exactly the selected cards, if there is one: the listed move,
 * with the cards the player chose in place of its equivalent ones.
 */
export function moveForSelection(
  legal: readonly Move[],
  selected: readonly CardCode[],
  same: SameCard = byCode,
): Move | null {
  if (selected.length === 0) return null;
  const keys = selected.map(same);
  const move = legal.find((m) => {
    const cards = moveCards(m);
    return cards !== null && sameMultiset(cards.map(same), keys);
  });
  if (!move) return null;
  if (sameMultiset(moveCards(move) ?? [], selected)) return move;
  if (move.type === "play") return { ...move, cards: [...selected] };
  if (move.type === "setup") return { ...move, faceUp: [...selected] };
  return move;
}

/**
 * The cards worth offering, as keys (`same`): each card that some legal move still
 * uses alongside the ones already selected (so a player can never build a selection
 * that is not a move). `offer.has(same(code))` says whether `code` may be added.
 */
export function selectableCards(
  legal: readonly Move[],
  selected: readonly CardCode[],
  same: SameCard = byCode,
): Set<string> {
  const out = new Set<string>();
  for (const move of legal) {
    const cards = moveCards(move);
    if (!cards) continue;
    const rest = withoutCards(cards, selected, same);
    if (rest) for (const c of rest) out.add(same(c));
  }
  return out;
}

/**
 * Where the viewer's plays come from now (R-ZONE): the hand while it holds cards (in
 * setup, the six to choose from), else the face-up cards. Cards alike by `SameCard`
 * in the other zone are not offered: a face-up 4 does not stand in for a hand's 4.
 */
export function playZone(view: PlayerView): "hand" | "faceUp" {
  const mine = view.seat === null ? undefined : view.seats[view.seat];
  return (mine?.hand?.length ?? 0) > 0 ? "hand" : "faceUp";
}

/** Whether the cards chosen so far are still part of some legal move. */
export function partOfAMove(
  legal: readonly Move[],
  selected: readonly CardCode[],
  same: SameCard = byCode,
): boolean {
  return (
    selected.length === 0 ||
    legal.some((move) => {
      const cards = moveCards(move);
      return cards !== null && withoutCards(cards, selected, same) !== null;
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
