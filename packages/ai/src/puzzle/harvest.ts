// Puzzles from self-play: seeded heads-up games between Card sharks (the heuristic
// bot, deterministic for a seed), and from each game the first end position the exact
// search makes a puzzle of. Same seed and count ⇒ the same puzzles, in the same order.
import { cloneState } from "@3u3d/engine";
import type { GameState } from "@3u3d/engine";

import { playMatch } from "../tournament/play-match";
import { isSolvable, positionKey } from "./position-key";
import { puzzleLine, puzzlePosition, type Puzzle } from "./puzzle";
import { PositionTooLargeError, solve } from "./solver";

/** End positions with more cards than this on the table are not tried (search size). */
export const MAX_CARDS = 11;
/** Positions per candidate beyond which it is skipped as too large to solve quickly. */
export const HARVEST_STATE_LIMIT = 20_000;

const cardsIn = (state: GameState) =>
  state.pile.length +
  state.seats.reduce(
    (n, s) => n + s.hand.length + s.faceUp.length + s.faceDown.length,
    0,
  );

/** The end positions of one game worth trying, in the order they were played. */
export function candidates(
  seed: string,
  game: number,
): { move: number; state: GameState }[] {
  const found: { move: number; state: GameState }[] = [];
  let move = 0;
  playMatch(
    { ruleset: "3up3down", players: 2, seed: `${seed}/${game}` },
    [{ level: "heuristic" }, { level: "heuristic" }],
    {
      observe: (state) => {
        if (isSolvable(state) && state.owed === 0 && cardsIn(state) <= MAX_CARDS)
          found.push({ move, state: cloneState(state) });
        move++;
      },
    },
  );
  return found;
}

export interface HarvestReport {
  games: number;
  tried: number;
  tooLarge: number;
}

/** Plays games from `seed` until `count` puzzles are found; one puzzle per game at most. */
export function harvest(
  seed: string,
  count: number,
  onPuzzle?: (puzzle: Puzzle, report: HarvestReport) => void,
): { puzzles: Puzzle[]; report: HarvestReport } {
  const puzzles: Puzzle[] = [];
  const keys = new Set<string>();
  const report: HarvestReport = { games: 0, tried: 0, tooLarge: 0 };
  for (let game = 0; puzzles.length < count; game++) {
    report.games++;
    for (const { move, state } of candidates(seed, game)) {
      const key = positionKey(state);
      if (keys.has(key)) continue;
      report.tried++;
      let line;
      try {
        line = puzzleLine(state, solve(state, HARVEST_STATE_LIMIT));
      } catch (error) {
        if (!(error instanceof PositionTooLargeError)) throw error;
        report.tooLarge++;
        continue;
      }
      if (!line) continue;
      keys.add(key);
      const puzzle: Puzzle = {
        number: puzzles.length,
        source: { seed, game, move },
        state: puzzlePosition(state),
        solution: line,
      };
      puzzles.push(puzzle);
      onPuzzle?.(puzzle, report);
      break;
    }
  }
  return { puzzles, report };
}
