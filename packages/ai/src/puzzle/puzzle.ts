// What makes a position a puzzle, and how one is played against the exact search: the
// player's side (the seat to move) forces a win with exactly one first move (by effect:
// moves that lead to the same position are one move), within MAX_PLIES moves of either
// side; every other first move lets the defence escape. The defender answers a right
// move with its longest resistance and a wrong one with the reply that refutes it.
import { applyMove, cloneState } from "@3u3d/engine";
import type { CardCode, GameState, Move, Seat } from "@3u3d/engine";

import { positionKey } from "./position-key";
import { solve, successors, type Solution } from "./solver";

/** A forced win within this many moves of either side (three of the player's at most). */
export const MAX_PLIES = 5;
/** And at least this many: the player moves twice with a defence in between. */
export const MIN_PLIES = 3;

export interface Puzzle {
  /** 0-based place in the puzzle file; the day's puzzle is chosen by it (the API's services/puzzle-days.ts). */
  number: number;
  /** Where it came from: the self-play game and the move before which it was taken. */
  source: { seed: string; game: number; move: number };
  /** The position; the seat to move is the player's (turn count and log cleared). */
  state: GameState;
  /** The winning line, the player's and the defender's moves in turn, to the player going out. */
  solution: Move[];
}

export class PuzzleCheckError extends Error {}

/** The seat that plays the puzzle. */
export const playerOf = (puzzle: Pick<Puzzle, "state">): Seat => puzzle.state.current;

/** The first moves grouped by effect, each with whether it forces the win. */
export function firstMoves(
  state: GameState,
  solution: Solution,
): { move: Move; wins: boolean }[] {
  const seat = state.current;
  const seen = new Set<string>();
  const moves: { move: Move; wins: boolean }[] = [];
  for (const { move, next } of successors(state)) {
    const key = positionKey(next);
    if (seen.has(key)) continue;
    seen.add(key);
    moves.push({ move, wins: solution.winIn(next, seat) !== null });
  }
  return moves;
}

/**
 * The defender's move: where the player has no forced win left, the reply that wins
 * for the defender soonest, else any that escapes; where every reply loses, the one
 * that holds out longest. Ties go to the engine's order, so the answer is always the same.
 */
export function defenderMove(state: GameState, solution: Solution, player: Seat): Move {
  const defender = state.current;
  let best: { move: Move; score: number } | null = null;
  for (const { move, next } of successors(state)) {
    const playerWins = solution.winIn(next, player);
    const defenderWins = solution.winIn(next, defender);
    // Escapes rank above every losing reply; among escapes a quicker win ranks higher.
    const score =
      playerWins !== null
        ? playerWins
        : defenderWins !== null
          ? 2_000_000 - defenderWins
          : 1_000_000;
    if (!best || score > best.score) best = { move, score };
  }
  if (!best) throw new Error("the defender has no move");
  return best.move;
}

/** The player's quickest winning move, or null where there is no forced win. */
export function winningMove(state: GameState, solution: Solution): Move | null {
  const seat = state.current;
  let best: { move: Move; plies: number } | null = null;
  for (const { move, next } of successors(state)) {
    const plies = solution.winIn(next, seat);
    if (plies !== null && (!best || plies < best.plies)) best = { move, plies };
  }
  return best?.move ?? null;
}

/** A defender's move, with the card it turned over when it was a face-down one. */
export interface Reply {
  move: Move;
  turned: CardCode | null;
}

/** Plays the defender's moves until it is the player's turn again or the game is over. */
export function defend(
  state: GameState,
  solution: Solution,
  player: Seat,
): { replies: Reply[]; state: GameState } {
  const replies: Reply[] = [];
  let current = state;
  while (current.phase !== "over" && current.current !== player) {
    const move = defenderMove(current, solution, player);
    const turned =
      move.type === "flip"
        ? (current.seats[current.current]?.faceDown[move.index] ?? null)
        : null;
    replies.push({ move, turned });
    current = applyMove(current, current.current, move);
  }
  return { replies, state: current };
}

/** The winning line from a won position: quickest for the player, longest defence. */
export function principalLine(state: GameState, solution: Solution): Move[] {
  const player = state.current;
  const line: Move[] = [];
  let current = state;
  while (current.phase !== "over") {
    const move =
      current.current === player
        ? winningMove(current, solution)
        : defenderMove(current, solution, player);
    if (!move) throw new Error("no forced win on this line");
    line.push(move);
    current = applyMove(current, current.current, move);
  }
  return line;
}

/**
 * Whether this position is a puzzle, and its line if so: a forced win within
 * MIN_PLIES..MAX_PLIES, at least two first moves and exactly one of them winning.
 */
export function puzzleLine(state: GameState, solution: Solution): Move[] | null {
  const plies = solution.winIn(state, state.current);
  if (plies === null || plies < MIN_PLIES || plies > MAX_PLIES) return null;
  const moves = firstMoves(state, solution);
  if (moves.length < 2 || moves.filter((m) => m.wins).length !== 1) return null;
  return principalLine(state, solution);
}

/** A position as a puzzle stores it: the turn count and the log start afresh. */
export function puzzlePosition(state: GameState): GameState {
  const position = cloneState(state);
  position.turn = 0;
  position.log = [];
  return position;
}

/**
 * "Checked when stored": solves the puzzle's position again and throws a
 * PuzzleCheckError unless it is a puzzle and its stored line is a forced win, every
 * player move in it winning and the game ending with the player out first.
 */
export function checkPuzzle(puzzle: Puzzle): Solution {
  const fail = (why: string): never => {
    throw new PuzzleCheckError(`puzzle ${puzzle.number}: ${why}`);
  };
  const { state } = puzzle;
  const player = playerOf(puzzle);
  const solution = solve(state);
  const plies = solution.winIn(state, player);
  if (plies === null) return fail("the player has no forced win");
  if (plies < MIN_PLIES || plies > MAX_PLIES) fail(`the win takes ${plies} moves`);
  const winners = firstMoves(state, solution).filter((m) => m.wins).length;
  if (winners !== 1) fail(`${winners} first moves win, not exactly one`);
  let current = state;
  for (const [index, move] of puzzle.solution.entries()) {
    if (current.phase === "over") fail(`the line goes on after the game ended`);
    const seat = current.current;
    try {
      current = applyMove(current, seat, move);
    } catch (error) {
      fail(`move ${index + 1} of the line is illegal: ${(error as Error).message}`);
    }
    if (current.phase !== "over" && solution.winIn(current, player) === null)
      fail(`after move ${index + 1} of the line the player has no forced win`);
  }
  if (current.phase !== "over" || current.winner !== player)
    fail("the line does not end with the player out first");
  return solution;
}
