import { applyMoveInPlace, createGame, legalMoves, toAct } from "../src";
import type { GameConfig, GameState, Move, Seat } from "../src";
import { nextInt, seedRng } from "../src/rng";

/** Every card a state holds, anywhere, sorted: conserved by every move. */
export function allCards(state: GameState): string[] {
  const cards = [...state.draw, ...state.pile, ...state.removed];
  for (const seat of state.seats) cards.push(...seat.hand, ...seat.faceUp, ...seat.faceDown, ...seat.six);
  return cards.sort();
}

/** Plays a whole game with uniformly random legal moves; returns the final state. */
export function randomGame(config: GameConfig, moveSeed: string, onStep?: (before: GameState, seat: Seat, move: Move) => void) {
  const state = createGame(config);
  const rng = seedRng(moveSeed);
  let steps = 0;
  while (state.phase !== "over") {
    const actors = toAct(state);
    const seat = actors[nextInt(rng, actors.length)] as Seat;
    const moves = legalMoves(state, seat);
    if (moves.length === 0) throw new Error(`seat ${seat} must act but has no legal move`);
    const move = moves[nextInt(rng, moves.length)] as Move;
    onStep?.(state, seat, move);
    applyMoveInPlace(state, seat, move);
    if (++steps > 100_000) throw new Error("game did not finish");
  }
  return { state, steps };
}

/** Setup for tests: every seat lays the first three of its six face up. */
export function setupAll(state: GameState, choices?: Record<number, string[]>): GameState {
  let s = state;
  for (let seat = 0; seat < s.config.players; seat++) {
    const faceUp = choices?.[seat] ?? s.seats[seat]!.six.slice(0, 3);
    applyMoveInPlace(s, seat, { type: "setup", faceUp });
  }
  return s;
}
