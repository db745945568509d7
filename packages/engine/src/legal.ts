// Every distinct legal move for a seat. "Distinct" means different in effect: equal
// codes are interchangeable, and when colors cannot matter (palace, or 3up3down
// without E-COLOR4) cards of one rank are too, so one move per rank and count is
// listed (canonical cards: the first ones in the zone). With E-COLOR4 on, each
// different choice of colors is its own move. applyMove accepts any valid choice.
import { cardTable } from "./cards";
import type { CardInfo } from "./cards";
import { playFloor, rankFits } from "./pile";
import { activeZone, HAND_TARGET } from "./turn";
import type { CardCode, GameState, Move, Ruleset, Seat, SeatState } from "./types";

/**
 * Whether two cards of one rank but different colours are different choices (E-COLOR4).
 * Takes a game's config or a player's view alike: both carry the ruleset and options.
 */
export function colorsMatter(rules: {
  ruleset: Ruleset;
  options: { colorFour: boolean };
}): boolean {
  return rules.ruleset === "3up3down" && rules.options.colorFour;
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
  if (state.phase === "setup")
    return seatState.chosen ? [] : setupMoves(state, seatState);
  if (seat !== state.current) return [];

  if (state.colorSwapPending) return colorSwapMoves(seatState);

  const moves: Move[] = [];
  const canRefill =
    state.owed > 0 && seatState.hand.length < HAND_TARGET && state.draw.length > 0;
  if (canRefill && seatState.hand.length === 0) return [{ type: "refill" }];

  const zone = activeZone(state, seatState);
  if (zone === "faceDown") {
    for (let i = 0; i < seatState.faceDown.length; i++)
      moves.push({ type: "flip", index: i });
  } else if (zone) {
    pushPlays(state, seatState[zone], moves);
    if (moves.length === 0 && state.pile.length > 0) moves.push({ type: "pickup" });
  }
  if (canRefill) moves.push({ type: "refill" });
  if (state.owed === 0 && state.config.options.drawInsteadOfPlay && state.draw.length > 0)
    moves.push({ type: "draw" });
  return moves;
}

// Scratch buckets reused by every call (the engine is synchronous), so grouping a
// zone is one pass that allocates nothing but the moves themselves. Index =
// CardInfo.group (< 128); a group holds at most 14 cards (two decks of 7 colors).
const groupCount = new Int32Array(128);
const groupCard: (CardInfo | undefined)[] = new Array<CardInfo | undefined>(128).fill(
  undefined,
);
// Packed (no holes), so slicing a group's codes stays on V8's fast path.
const groupCodes: CardCode[][] = Array.from({ length: 128 }, () =>
  Array.from({ length: 16 }, () => ""),
);
const touched = new Int32Array(128);

function pushPlays(state: GameState, zone: readonly CardCode[], moves: Move[]): void {
  const table = cardTable(state.config.ruleset);
  let groups = 0;
  for (let i = 0; i < zone.length; i++) {
    const code = zone[i]!;
    const card = table.get(code)!;
    const group = card.group;
    const seen = groupCount[group]!;
    groupCount[group] = seen + 1;
    groupCodes[group]![seen] = code;
    if (seen === 0) {
      groupCard[group] = card;
      // insertion sort: a zone holds a handful of groups
      let at = groups++;
      while (at > 0 && touched[at - 1]! > group) {
        touched[at] = touched[at - 1]!;
        at--;
      }
      touched[at] = group;
    }
  }
  const distinctColors = colorsMatter(state.config);
  const floor = playFloor(state);
  const { ruleset } = state.config;
  for (let t = 0; t < groups; t++) {
    const group = touched[t]!;
    const count = groupCount[group]!;
    groupCount[group] = 0;
    const card = groupCard[group]!;
    if (rankFits(ruleset, floor, card) !== "ok") continue;
    const codes = groupCodes[group]!;
    if (card.kind !== "number") {
      // Clear cards go one at a time; their colors differ only for E-COLOR4.
      if (!distinctColors) moves.push({ type: "play", cards: [card.code] });
      else
        for (const code of unique(codes.slice(0, count)))
          moves.push({ type: "play", cards: [code] });
    } else if (!distinctColors) {
      for (let k = 1; k <= count; k++)
        moves.push({ type: "play", cards: firstCodes(codes, k) });
    } else {
      for (const subset of subMultisets(codes.slice(0, count)))
        moves.push({ type: "play", cards: subset });
    }
  }
}

/** codes.slice(0, k) as array literals, which V8 allocates inline (the common k ≤ 2). */
function firstCodes(codes: readonly CardCode[], k: number): CardCode[] {
  if (k === 1) return [codes[0]!];
  if (k === 2) return [codes[0]!, codes[1]!];
  return codes.slice(0, k);
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
      for (let k = 0; k <= count; k++)
        next.push(k === 0 ? partial : [...partial, ...Array<CardCode>(k).fill(code)]);
    }
    results = next;
  }
  return results.filter((r) => r.length > 0).sort((a, b) => a.length - b.length);
}

/** Every distinct way to choose three of the six (by rank when colors cannot matter). */
function setupMoves(state: GameState, seat: SeatState): Move[] {
  const six = seat.six;
  const seen = new Set<string | number>();
  const moves: Move[] = [];
  const table = cardTable(state.config.ruleset);
  const byColor = colorsMatter(state.config);
  // Without colors, choices with the same three ranks are the same move.
  const keyOf = (cards: CardCode[]): string | number => {
    if (byColor) return [...cards].sort().join(",");
    const [x, y, z] = cards.map((c) => table.get(c)!.group).sort((p, q) => p - q) as [
      number,
      number,
      number,
    ];
    return (x * 128 + y) * 128 + z;
  };
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
    for (const faceUp of unique(seat.faceUp))
      moves.push({ type: "colorSwap", hand, faceUp });
  }
  return moves;
}
