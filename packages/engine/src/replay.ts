import { applyMoveInPlace } from "./apply";
import { cloneState } from "./clone";
import { createGame } from "./setup";
import type { GameConfig, GameState, Move, Seat } from "./types";

export interface RecordedMove {
  seat: Seat;
  move: Move;
}

/** Rebuilds the state after `moves` from the config (seed included). */
export function replay(config: GameConfig, moves: readonly RecordedMove[]): GameState {
  const state = createGame(config);
  for (const { seat, move } of moves) applyMoveInPlace(state, seat, move);
  return state;
}

/** Every state of a game: index 0 is the deal, index i the state after move i. */
export function replayStates(
  config: GameConfig,
  moves: readonly RecordedMove[],
): GameState[] {
  const state = createGame(config);
  const states = [cloneState(state)];
  for (const { seat, move } of moves) {
    applyMoveInPlace(state, seat, move);
    states.push(cloneState(state));
  }
  return states;
}
