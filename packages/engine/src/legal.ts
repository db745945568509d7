// Every distinct legal move for a seat. "Distinct" means different in effect: equal
// codes are interchangeable, and when colors cannot matter (palace, or 3up3down
// without E-COLOR4) cards of one rank are too, so one move per rank and count is
// listed (canonical cards: the first ones in the zone). With E-COLOR4 on, each
// different choice of colors is its own move. applyMove accepts any valid choice.
import { info } from "./cards";
import type { CardInfo } from "./cards";
import { checkRank } from "./pile";
import { activeZone, HAND_TARGET } from "./turn";
import type { CardCode, GameState, Move, Seat, SeatState } from "./types";

export function colorsMatter(state: GameState): boolean {
  return state.config.ruleset === "3up3down" && state.config.options.colorFour;
}

export function toAct(state: GameState): Seat[] {
  if (state.phase === "over") return [];
  if (state.phase === "setup") {
    const seats: Seat[] = [];
    state.seats.forEach((seat, index) => {
      if (!seat.chosen) seats.push(index);
    });
    return seats;
  }
  return [state.current];
}

export function legalMoves(state: GameState, seat: Seat): Move[] {
  if (state.phase === "over") return [];
  const seatState = state.seats[seat];
  if (!seatState) return [];
  if (state.phase === "setup") return seatState.chosen ? [] : setupMoves(state, seatState);
  if (seat !== state.current) return [];

  if (state.colorSwapPending) return colorSwapMoves(seatState);

  const moves: Move[] = [];
  const canRefill = state.owed > 0 && seatState.hand.length < HAND_TARGET && state.draw.length > 0;
  if (canRefill && seatState.hand.length === 0) return [{ type: "refill" }];

  const zone = activeZone(state, seatState);
  if (zone === "faceDown") {
    for (let i = 0; i < seatState.faceDown.length; i++) moves.push({ type: "flip", index: i });
  } else if (zone) {
    pushPlays(state, seatState[zone], moves);
    if (moves.length === 0 && state.pile.length > 0) moves.push({ type: "pickup" });
  }
  if (canRefill) moves.push({ type: "refill" });
  if (state.owed === 0 && state.config.options.drawInsteadOfPlay && state.draw.length > 0) moves.push({ type: "draw" });
  return moves;
}

/** Groups a zone's cards by what may be played together, in order of first appearance. */
function groupCards(state: GameState, cards: readonly CardCode[]): { card: CardInfo; codes: CardCode[] }[] {
  const groups: { card: CardInfo; codes: CardCode[] }[] = [];
  const byGroup = new Map<number, CardCode[]>();
  for (const code of cards) {
    const card = info(state.config.ruleset, code);
    const existing = byGroup.get(card.group);
    if (existing) existing.push(code);
    else {
      const codes = [code];
      byGroup.set(card.group, codes);
      groups.push({ card, codes });
    }
  }
  return groups.sort((a, b) => a.card.group - b.card.group);
}

function pushPlays(state: GameState, zone: readonly CardCode[], moves: Move[]): void {
  const distinctColors = colorsMatter(state);
  for (const { card, codes } of groupCards(state, zone)) {
    if (checkRank(state, card) !== "ok") continue;
    if (card.kind !== "number") {
      // Clear cards go one at a time; their colors differ only for E-COLOR4.
      for (const code of distinctColors ? unique(codes) : [codes[0] as CardCode]) moves.push({ type: "play", cards: [code] });
      continue;
    }
    if (!distinctColors) {
      for (let count = 1; count <= codes.length; count++) moves.push({ type: "play", cards: codes.slice(0, count) });
      continue;
    }
    for (const subset of subMultisets(codes)) moves.push({ type: "play", cards: subset });
  }
}

function unique(codes: readonly CardCode[]): CardCode[] {
  return [...new Set(codes)];
}

/** Every non-empty sub-multiset of `codes`, smallest first, each once. */
export function subMultisets(codes: readonly CardCode[]): CardCode[][] {
  const counts = new Map<CardCode, number>();
  for (const code of codes) counts.set(code, (counts.get(code) ?? 0) + 1);
  const entries = [...counts.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  let results: CardCode[][] = [[]];
  for (const [code, count] of entries) {
    const next: CardCode[][] = [];
    for (const partial of results) {
      for (let k = 0; k <= count; k++) next.push(k === 0 ? partial : [...partial, ...Array<CardCode>(k).fill(code)]);
    }
    results = next;
  }
  return results.filter((r) => r.length > 0).sort((a, b) => a.length - b.length);
}

/** Every distinct way to choose three of the six (by rank when colors cannot matter). */
function setupMoves(state: GameState, seat: SeatState): Move[] {
  const six = seat.six;
  const seen = new Set<string>();
  const moves: Move[] = [];
  const keyOf = (cards: CardCode[]) =>
    colorsMatter(state)
      ? [...cards].sort().join(",")
      : cards.map((c) => info(state.config.ruleset, c).group).sort((a, b) => a - b).join(",");
  for (let a = 0; a < six.length; a++) {
    for (let b = a + 1; b < six.length; b++) {
      for (let c = b + 1; c < six.length; c++) {
        const cards = [six[a], six[b], six[c]] as CardCode[];
        const key = keyOf(cards);
        if (seen.has(key)) continue;
        seen.add(key);
        moves.push({ type: "setup", faceUp: cards });
      }
    }
  }
  return moves;
}

function colorSwapMoves(seat: SeatState): Move[] {
  const moves: Move[] = [{ type: "colorSwapDecline" }];
  for (const hand of unique(seat.hand)) {
    for (const faceUp of unique(seat.faceUp)) moves.push({ type: "colorSwap", hand, faceUp });
  }
  return moves;
}
