// The daily puzzle's lines as a test plays them.
import { playerOf, type Puzzle } from "@3u3d/ai/puzzle";
import { applyMove, type Move } from "@3u3d/engine";

/** The player's moves of a puzzle's winning line (the defender's are the server's). */
export function playerMoves(puzzle: Puzzle): Move[] {
  const player = playerOf(puzzle);
  let state = puzzle.state;
  const mine: Move[] = [];
  for (const move of puzzle.solution) {
    if (state.current === player) mine.push(move);
    state = applyMove(state, state.current, move);
  }
  return mine;
}
