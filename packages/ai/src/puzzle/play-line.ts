// Playing a puzzle without keeping anything between moves: the player's moves so far and
// the next one are replayed from the stored position, the defender answering each from
// the exact search (puzzle.ts, defend). The server decides every step; the client only
// sends which moves it chose.
import { applyMove, IllegalMoveError } from "@3u3d/engine";
import type { GameState, IllegalMoveCode, Move } from "@3u3d/engine";

import { defend, playerOf, type Puzzle, type Reply } from "./puzzle";
import type { Solution } from "./solver";

/** The earlier moves sent are not a line of this puzzle's forced win. */
export class PuzzleLineError extends Error {}

/** The move is against the rules here: the engine's code and the position it was tried in. */
export class IllegalPuzzleMove extends Error {
  constructor(
    readonly code: IllegalMoveCode,
    readonly state: GameState,
  ) {
    super(code);
  }
}

export type PuzzleStep =
  /** The move keeps the forced win: the defender's replies, then the player's turn again. */
  | { result: "right"; replies: Reply[]; state: GameState }
  /** The move went out first: solved. */
  | { result: "solved"; replies: Reply[]; state: GameState }
  /**
   * The move lets the defence escape: the replies that refute it (none when the player
   * still owes a play and simply has no forced win left) and the position they lead to;
   * `retry` is the position before the wrong move.
   */
  | { result: "wrong"; replies: Reply[]; state: GameState; retry: GameState };

/** Applies one of the player's moves, or throws IllegalMoveError. */
const playerMove = (state: GameState, move: Move) =>
  applyMove(state, state.current, move);

/**
 * Replays `line` (the player's earlier moves, each of which must have kept the forced
 * win) and judges `move`. Throws IllegalPuzzleMove for an illegal move and
 * PuzzleLineError for an earlier move that is not a winning one.
 */
export function playPuzzleLine(
  puzzle: Puzzle,
  solution: Solution,
  line: readonly Move[],
  move: Move,
): PuzzleStep {
  const player = playerOf(puzzle);
  let state = puzzle.state;
  for (const earlier of line) {
    if (state.phase === "over" || state.current !== player)
      throw new PuzzleLineError("the puzzle is already over on this line");
    let next: GameState;
    try {
      next = playerMove(state, earlier);
    } catch (error) {
      if (error instanceof IllegalMoveError) throw new PuzzleLineError(error.message);
      throw error;
    }
    if (next.phase === "over" || solution.winIn(next, player) === null)
      throw new PuzzleLineError("an earlier move on this line does not win");
    state = defend(next, solution, player).state;
  }
  if (state.phase === "over") throw new PuzzleLineError("the puzzle is already over");
  let next: GameState;
  try {
    next = playerMove(state, move);
  } catch (error) {
    if (error instanceof IllegalMoveError) throw new IllegalPuzzleMove(error.code, state);
    throw error;
  }
  if (next.phase === "over")
    return next.winner === player
      ? { result: "solved", replies: [], state: next }
      : { result: "wrong", replies: [], state: next, retry: state };
  const won = solution.winIn(next, player) !== null;
  const answered = defend(next, solution, player);
  if (!won) return { result: "wrong", ...answered, retry: state };
  return answered.state.phase === "over"
    ? { result: "solved", ...answered }
    : { result: "right", ...answered };
}
