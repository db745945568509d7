// Turn bookkeeping shared by every move: zones, refills, passing the turn, going out,
// the end of the game (R-ZONE, R-REFILL, R-NEXT, R-OUT, R-LIMIT).
import { TURN_LIMIT } from "./config";
import { pushEvent } from "./log";
import type { GameState, Seat, SeatState, Zone } from "./types";

export const HAND_TARGET = 3;

/**
 * R-ZONE: the hand while it has cards (or while the draw pile can still fill it);
 * then the face-up cards; then the face-down cards. null: the seat holds nothing.
 */
export function activeZone(state: GameState, seat: SeatState): Zone | null {
  if (seat.hand.length > 0 || state.draw.length > 0) return "hand";
  if (seat.faceUp.length > 0) return "faceUp";
  if (seat.faceDown.length > 0) return "faceDown";
  return null;
}

export function holdsNoCards(seat: SeatState): boolean {
  return seat.hand.length === 0 && seat.faceUp.length === 0 && seat.faceDown.length === 0;
}

/** Draws until the hand holds three (R-REFILL); returns how many were drawn. */
export function refillHand(
  state: GameState,
  seatIndex: Seat,
  reason: "refill" | "choice",
  limit = HAND_TARGET,
): number {
  const seat = state.seats[seatIndex]!;
  const drawn: string[] = [];
  while (seat.hand.length < limit && state.draw.length > 0) {
    const card = state.draw.pop()!;
    seat.hand.push(card);
    drawn.push(card);
  }
  if (drawn.length > 0)
    pushEvent(state, {
      type: "draw",
      seat: seatIndex,
      count: drawn.length,
      reason,
      cards: drawn,
    });
  return drawn.length;
}

/** R-NEXT: the next seat still in the game, in the current direction. */
export function nextSeat(state: GameState, from: Seat): Seat {
  const n = state.config.players;
  let seat = from;
  for (let i = 0; i < n; i++) {
    seat = (((seat + state.direction) % n) + n) % n;
    if (!state.seats[seat]!.out) return seat;
  }
  return from;
}

/** Ends the current seat's turn: refill, count the turn, pass play on. */
export function endTurn(state: GameState): void {
  const seat = state.current;
  if (!state.seats[seat]!.out) refillHand(state, seat, "refill");
  state.owed = 0;
  state.colorSwapPending = false;
  state.turn += 1;
  if (state.turn >= TURN_LIMIT) {
    state.stalemate = true;
    finish(state);
    return;
  }
  state.current = nextSeat(state, seat);
}

/** After a play: the same seat goes on while it owes plays, else the turn ends. */
export function continueOrEndTurn(state: GameState): void {
  if (state.owed > 0) return;
  endTurn(state);
}

/**
 * R-OUT: records a seat that holds no more cards. Returns true when that ended the
 * game (first out without E-CONTINUE, or one seat left with cards).
 */
export function markOut(state: GameState, seatIndex: Seat): boolean {
  const seat = state.seats[seatIndex]!;
  seat.out = true;
  state.order.push(seatIndex);
  state.winner ??= seatIndex;
  pushEvent(state, { type: "out", seat: seatIndex, place: state.order.length });
  const stillIn = state.seats.filter((s) => !s.out).length;
  if (!state.config.options.continueAfterWinner || stillIn <= 1) {
    finish(state);
    return true;
  }
  return false;
}

export function finish(state: GameState): void {
  state.phase = "over";
  state.owed = 0;
  state.colorSwapPending = false;
  pushEvent(state, { type: "over", winner: state.winner, stalemate: state.stalemate });
}
