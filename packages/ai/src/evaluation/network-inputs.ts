// What the table network (network.ts) looks at for one seat of a 3UP 3DOWN world: the
// cards it holds rank by rank rather than the linear evaluation's few counts, where it
// sits from the seat to act, and the pile it faces. The network learns from self-play
// which of these matter together (a pair of 10s in hand, a Clear kept for the face-up
// phase), which a sum of counts cannot express.
import { cardInfo, effectiveTop, nextSeat } from "@3u3d/engine";
import type { CardCode, GameState, Seat } from "@3u3d/engine";

/** Numbers 1–10, then Clear, Clear +1, Clear +2. */
const KINDS = 13;
const KIND_INDEX = { clear: 10, clear1: 11, clear2: 12 } as const;

const HAND = 0;
const FACE_UP = HAND + KINDS;
const FACE_DOWN = FACE_UP + KINDS;
const HAND_SIZE = FACE_DOWN + 1;
const HAND_WHEN_DRAWN_OUT = HAND_SIZE + 1;
/** One-hot: to act, next, the one after, further on. */
const DISTANCE = HAND_WHEN_DRAWN_OUT + 1;
const PILE_SIZE = DISTANCE + 4;
const TOP_LEVEL = PILE_SIZE + 1;
const TOP_RUN = TOP_LEVEL + 1;
const OWED = TOP_RUN + 1;
const DRAW_SIZE = OWED + 1;
const SEATS_IN = DRAW_SIZE + 1;

export const NETWORK_INPUTS = SEATS_IN + 1;

function kindIndex(code: CardCode): number {
  const card = cardInfo("3up3down", code);
  if (!card) throw new Error(`unknown 3up3down card "${code}"`);
  return card.kind === "number" ? card.rank - 1 : KIND_INDEX[card.kind];
}

function countKinds(cards: readonly CardCode[], out: Float64Array, at: number) {
  for (const code of cards) {
    const i = at + kindIndex(code);
    out[i] = (out[i] ?? 0) + 0.5;
  }
}

/** How many seats still in come after the seat to act before `seat` (0: it acts). */
function distanceFromCurrent(state: GameState, seat: Seat): number {
  let distance = 0;
  for (let s = state.current; s !== seat && distance < state.seats.length; distance++)
    s = nextSeat(state, s);
  return distance;
}

/** Same-rank cards on top of the pile (two more of that rank would clear it, R-TRIPLE). */
function topRun(pile: readonly CardCode[]): number {
  const top = pile.at(-1);
  if (top === undefined) return 0;
  const rank = cardInfo("3up3down", top)?.rank;
  let run = 0;
  for (
    let i = pile.length - 1;
    i >= 0 && cardInfo("3up3down", pile[i] ?? "")?.rank === rank;
    i--
  )
    run++;
  return run;
}

/**
 * The inputs of one seat still in, written to `out` from `offset` (the fit script packs
 * many seats). Counts are halved and sizes scaled so every input stays near 0–3.
 */
export function seatInputs(
  state: GameState,
  seat: Seat,
  out: Float64Array,
  offset = 0,
): void {
  const me = state.seats[seat];
  if (!me) throw new Error(`no seat ${seat}`);
  out.fill(0, offset, offset + NETWORK_INPUTS);
  countKinds(me.hand, out, offset + HAND);
  countKinds(me.faceUp, out, offset + FACE_UP);
  out[offset + FACE_DOWN] = me.faceDown.length / 3;
  out[offset + HAND_SIZE] = me.hand.length / 5;
  out[offset + HAND_WHEN_DRAWN_OUT] = state.draw.length === 0 ? me.hand.length / 5 : 0;
  out[offset + DISTANCE + Math.min(3, distanceFromCurrent(state, seat))] = 1;
  out[offset + PILE_SIZE] = Math.log1p(state.pile.length) / 2;
  const top = effectiveTop("3up3down", state.pile);
  out[offset + TOP_LEVEL] = top === undefined ? -1 : (top.rank - 5.5) / 4.5;
  out[offset + TOP_RUN] = topRun(state.pile) / 2;
  out[offset + OWED] = state.owed;
  out[offset + DRAW_SIZE] = state.draw.length / 20;
  let seatsIn = 0;
  for (const s of state.seats) if (!s.out) seatsIn++;
  out[offset + SEATS_IN] = seatsIn / 4;
}
