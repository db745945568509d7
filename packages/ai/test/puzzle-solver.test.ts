// The daily puzzle's exact search, held against a naive exhaustive search (no memory,
// no position keys, every line followed), and every stored puzzle checked again.
import { applyMove, legalMoves } from "@3u3d/engine";
import type { GameState, Move } from "@3u3d/engine";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import daily from "../puzzles/daily.json" with { type: "json" };
import {
  checkPuzzle,
  firstMoves,
  MAX_PLIES,
  playerOf,
  positionKey,
  solve,
  type PuzzleFile,
} from "../src/puzzle";
import { harvest } from "../src/puzzle/harvest";
import { positionOf, tinyPositions, winsWithin } from "./puzzle-positions";

const file = daily as unknown as PuzzleFile;
/** How far the naive search looks when the solver says there is no forced win. */
const NAIVE_PLIES = 7;

describe("the puzzle solver", () => {
  it("agrees with a naive exhaustive search on generated positions", () => {
    fc.assert(
      fc.property(tinyPositions(7), (state) => {
        const solution = solve(state);
        for (const side of [0, 1]) {
          const plies = solution.winIn(state, side);
          if (plies === null) expect(winsWithin(state, side, NAIVE_PLIES)).toBe(false);
          else {
            expect(winsWithin(state, side, plies)).toBe(true);
            expect(plies === 0 || !winsWithin(state, side, plies - 1)).toBe(true);
          }
        }
      }),
      { numRuns: 300, seed: 62 },
    );
  });

  it("sees a cycle of pick-ups as no win for either side", () => {
    // Found among generated positions: the 9 goes round, picked up by whoever cannot
    // beat it, and neither side can break the circle without losing.
    const state = positionOf({
      seats: [
        { hand: [], faceUp: ["7p", "1p"], faceDown: ["4y"] },
        { hand: ["9y"], faceUp: ["1r", "2g", "1b"], faceDown: [] },
      ],
      pile: [],
      current: 1,
    });
    const solution = solve(state);
    expect(solution.winIn(state, 0)).toBeNull();
    expect(solution.winIn(state, 1)).toBeNull();
    expect(winsWithin(state, 0, NAIVE_PLIES)).toBe(false);
    expect(winsWithin(state, 1, NAIVE_PLIES)).toBe(false);
  });
});

describe("the stored daily puzzles", () => {
  it(`are ${file.puzzles.length}, numbered in order`, () => {
    expect(file.puzzles.length).toBeGreaterThan(0);
    file.puzzles.forEach((puzzle, index) => expect(puzzle.number).toBe(index));
  });

  it("each pass the check made when stored, and the naive search confirms the line", () => {
    for (const puzzle of file.puzzles) {
      const solution = checkPuzzle(puzzle);
      const player = playerOf(puzzle);
      let state: GameState = puzzle.state;
      let plies = puzzle.solution.length;
      // Every position on the line: a forced win within the moves left.
      for (const move of puzzle.solution) {
        expect(winsWithin(state, player, plies)).toBe(true);
        state = applyMove(state, state.current, move);
        plies--;
      }
      expect(state.winner).toBe(player);
      // Every other first move: no win within the puzzle's length.
      const first = puzzle.solution[0] as Move;
      const right = positionKey(applyMove(puzzle.state, player, first));
      const moves = firstMoves(puzzle.state, solution);
      expect(moves.filter((m) => m.wins)).toHaveLength(1);
      for (const { move, wins } of moves) {
        const next = applyMove(puzzle.state, player, move);
        expect(wins).toBe(positionKey(next) === right);
        if (!wins) expect(winsWithin(next, player, MAX_PLIES - 1)).toBe(false);
      }
      expect(legalMoves(puzzle.state, player).length).toBeGreaterThan(1);
    }
  });

  it("come from the generator: the same seed gives the file's first puzzle", () => {
    const { puzzles } = harvest(file.seed, 1);
    expect(puzzles).toEqual(file.puzzles.slice(0, 1));
  });
});
