import { cloneState } from "./clone";
import { IllegalMoveError } from "./errors";
import {
  applyColorSwap,
  applyColorSwapDecline,
  applyDraw,
  applyFlip,
  applyPickup,
  applyPlay,
  applyRefill,
} from "./play";
import { applySetup } from "./setup";
import type { GameState, Move, Seat } from "./types";

/**
 * The fast path: validates, then applies the move to `state` itself. A refused move
 * throws IllegalMoveError before anything changes. The AI's simulations use this on
 * their own copies; everything else should call applyMove.
 *
 * `trusted`: the caller promises `move` came from `legalMoves(state, seat)` for this
 * very state (a simulation's playout). Plays then skip re-validation; every other
 * move is checked as usual. A property test holds trusted and checked plays equal.
 */
export function applyMoveInPlace(
  state: GameState,
  seat: Seat,
  move: Move,
  options?: { trusted?: boolean },
): void {
  if (options?.trusted && move.type === "play" && state.phase === "play") {
    applyPlay(state, move.cards, true);
    return;
  }
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.config.players) {
    throw new IllegalMoveError(
      "BAD_SEAT",
      `There is no seat ${String(seat)} at this table.`,
    );
  }
  if (
    typeof move !== "object" ||
    move === null ||
    typeof (move as { type?: unknown }).type !== "string"
  ) {
    throw new IllegalMoveError("BAD_MOVE", "A move needs a type.");
  }
  if (state.phase === "over")
    throw new IllegalMoveError("GAME_OVER", "The game is over.");
  if (state.phase === "setup") {
    if (move.type !== "setup")
      throw new IllegalMoveError("WRONG_PHASE", "First choose your three face-up cards.");
    applySetup(state, seat, move.faceUp);
    return;
  }
  if (move.type === "setup")
    throw new IllegalMoveError("WRONG_PHASE", "Setup is over: the game has started.");
  if (seat !== state.current)
    throw new IllegalMoveError("NOT_YOUR_TURN", "It is not your turn.");
  switch (move.type) {
    case "play":
      return applyPlay(state, move.cards);
    case "flip":
      return applyFlip(state, move.index);
    case "pickup":
      return applyPickup(state);
    case "refill":
      return applyRefill(state);
    case "draw":
      return applyDraw(state);
    case "colorSwap":
      return applyColorSwap(state, move.hand, move.faceUp);
    case "colorSwapDecline":
      return applyColorSwapDecline(state);
    default:
      throw new IllegalMoveError(
        "BAD_MOVE",
        `Unknown move "${String((move as { type: unknown }).type)}".`,
      );
  }
}

/** Pure: returns the next state and never touches the one given. */
export function applyMove(state: GameState, seat: Seat, move: Move): GameState {
  const next = cloneState(state);
  applyMoveInPlace(next, seat, move);
  return next;
}
