// The daily puzzle's engine side (`@3u3d/ai/puzzle`): the exact search, what makes a
// puzzle, how a move in one is judged, and the puzzle file.
export { isSolvable, positionKey } from "./position-key";
export {
  DEFAULT_STATE_LIMIT,
  PositionTooLargeError,
  solve,
  type Solution,
} from "./solver";
export {
  MAX_PLIES,
  MIN_PLIES,
  PuzzleCheckError,
  checkPuzzle,
  defend,
  defenderMove,
  firstMoves,
  playerOf,
  principalLine,
  puzzleLine,
  winningMove,
  type Puzzle,
  type Reply,
} from "./puzzle";
export {
  IllegalPuzzleMove,
  playPuzzleLine,
  PuzzleLineError,
  type PuzzleStep,
} from "./play-line";
export type { PuzzleFile } from "./puzzle-file";
export { DAILY_PUZZLES } from "./daily";
