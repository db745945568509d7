// The daily puzzle (issue #62): which puzzle a day gets, storing each one checked again
// by the exact search ("checked when stored": a puzzle that fails is refused loudly and
// never served), playing a move statelessly from the line the client sends, and each
// account's days and streak. The rules of a puzzle and of a move are @3u3d/ai's
// (src/puzzle); this file adds days, storage and who may see what.
import { LRUCache } from "lru-cache";

import {
  checkPuzzle,
  playPuzzleLine,
  playerOf,
  solve,
  type Puzzle,
  type PuzzleFile,
  type PuzzleStep,
  type Solution,
} from "@3u3d/ai/puzzle";
import type { Repositories } from "@3u3d/db/repositories";
import { applyMove, legalMoves, viewFor } from "@3u3d/engine";
import type { CardCode, GameState, Move, PlayerView } from "@3u3d/engine";

import { addDays, puzzleNumberOf, streakOf, utcDay } from "./puzzle-days";

/** Solved positions kept in memory (one per puzzle being played: today, yesterday, …). */
const SOLUTIONS_KEPT = 4;
/** How far back a streak is counted: longer ones still count, as at least this. */
const STREAK_DAYS_READ = 400;

/** A position as the page shows it: the player's view plus every card, all open. */
export interface PuzzlePosition {
  view: PlayerView;
  /** Every seat's cards, the player's and the defender's, face-down ones included. */
  open: { hand: CardCode[]; faceUp: CardCode[]; faceDown: CardCode[] }[];
  /** The player's moves here (none when it is over). */
  legal: Move[];
}

export interface PuzzleOptions {
  repositories: Pick<Repositories, "puzzles">;
  file: PuzzleFile;
  /** The clock that says which day it is (tests set their own). */
  now?: () => Date;
  /**
   * Told when an account's solve of the day's puzzle extends its streak, with the new
   * length: the place to award streak achievements.
   */
  onStreak?: (playerId: string, streak: number) => Promise<void>;
}

export type PuzzleDayError = "NO_PUZZLE" | "NOT_YET";

export class PuzzleDayRefused extends Error {
  constructor(readonly reason: PuzzleDayError) {
    super(reason);
  }
}

export function positionOf(state: GameState, player: number): PuzzlePosition {
  return {
    view: viewFor(state, player),
    open: state.seats.map((seat) => ({
      hand: [...seat.hand],
      faceUp: [...seat.faceUp],
      faceDown: [...seat.faceDown],
    })),
    legal:
      state.phase === "play" && state.current === player ? legalMoves(state, player) : [],
  };
}

export function createPuzzles(options: PuzzleOptions) {
  const { repositories, file } = options;
  const now = options.now ?? (() => new Date());
  // lru-cache (well kept, tested, bounded by count): the least recently played go first.
  const solutions = new LRUCache<number, Solution>({ max: SOLUTIONS_KEPT });

  const remember = (number: number, solution: Solution) => {
    solutions.set(number, solution);
    return solution;
  };

  /** First checks in flight, per puzzle: a day's first askers check it once between them. */
  const storing = new Map<number, Promise<Puzzle>>();

  /**
   * The stored puzzle `number`, storing it first (checked: up to a second of solving)
   * if this is its first day. Only what is stored is read here; the solution, which
   * only a move needs, comes from `solutionOf`.
   */
  async function stored(number: number): Promise<Puzzle> {
    const row = await repositories.puzzles.find(number);
    if (row) return row;
    const inFlight = storing.get(number);
    if (inFlight) return inFlight;
    const puzzle = file.puzzles[number];
    if (!puzzle) throw new Error(`puzzle ${number} is not in the puzzle file`);
    const checked = (async () => {
      // Throws PuzzleCheckError (a server error, logged) for a puzzle that fails.
      remember(number, checkPuzzle(puzzle));
      await repositories.puzzles.store(puzzle);
      return puzzle;
    })();
    storing.set(number, checked);
    try {
      return await checked;
    } finally {
      storing.delete(number);
    }
  }

  /** The solved game of a stored puzzle (kept for the last few played here). */
  const solutionOf = (number: number, puzzle: Puzzle): Solution =>
    solutions.get(number) ?? remember(number, solve(puzzle.state));

  const today = () => utcDay(now());

  /** The day's puzzle number, if `day` may be played by this caller. */
  function numberFor(day: string, { pastOnly }: { pastOnly: boolean }): number {
    const current = today();
    if (day > current || (pastOnly && day === current))
      throw new PuzzleDayRefused("NOT_YET");
    const number = puzzleNumberOf(day, file.puzzles.length);
    if (number === null) throw new PuzzleDayRefused("NO_PUZZLE");
    return number;
  }

  async function streak(playerId: string): Promise<number> {
    const day = today();
    const days = await repositories.puzzles.daysOf(playerId, day, STREAK_DAYS_READ);
    return streakOf(
      days.filter((d) => d.solvedAt).map((d) => d.day),
      day,
    );
  }

  return {
    today,

    /** Today's puzzle for anyone (no solution); an account's streak and its day so far. */
    async ofToday(account: string | null) {
      const day = today();
      const number = numberFor(day, { pastOnly: false });
      const puzzle = await stored(number);
      const mine = account
        ? (await repositories.puzzles.daysOf(account, day, 1)).find((d) => d.day === day)
        : undefined;
      return {
        day,
        number,
        position: positionOf(puzzle.state, playerOf(puzzle)),
        solved: Boolean(mine?.solvedAt),
        wrongMoves: mine?.wrongMoves ?? 0,
        streak: account ? await streak(account) : null,
      };
    },

    /**
     * A past day's puzzle with its solution line and the position after each move of
     * it: yesterday's for anyone, older ones (the archive) for accounts.
     */
    async ofPastDay(asked: string, account: string | null) {
      const day = asked === "yesterday" ? addDays(today(), -1) : asked;
      if (!account && day !== addDays(today(), -1)) throw new PuzzleDayRefused("NOT_YET");
      const number = numberFor(day, { pastOnly: true });
      const puzzle = await stored(number);
      const player = playerOf(puzzle);
      const steps: PuzzlePosition[] = [positionOf(puzzle.state, player)];
      let state = puzzle.state;
      for (const move of puzzle.solution) {
        state = applyMove(state, state.current, move);
        steps.push(positionOf(state, player));
      }
      return { day, number, solution: puzzle.solution, steps };
    },

    /**
     * One move in a day's puzzle, judged from the line so far (PuzzleStep). On today's
     * puzzle an account's refuted moves are counted and its first solve extends its
     * streak (returned, and told to onStreak).
     */
    async move(
      day: string,
      line: readonly Move[],
      move: Move,
      account: string | null,
    ): Promise<{
      step: PuzzleStep;
      position: PuzzlePosition;
      retry: PuzzlePosition | null;
      streak: number | null;
    }> {
      const isToday = day === today();
      if (!account && !isToday && day !== addDays(today(), -1))
        throw new PuzzleDayRefused("NOT_YET");
      const number = numberFor(day, { pastOnly: false });
      const puzzle = await stored(number);
      const solution = solutionOf(number, puzzle);
      const player = playerOf(puzzle);
      // Throws IllegalMoveError or PuzzleLineError; the router says why.
      const step = playPuzzleLine(puzzle, solution, line, move);
      let streakNow: number | null = null;
      if (account && isToday) {
        // Not counted once the day is solved (the repository's addWrongMove).
        if (step.result === "wrong")
          await repositories.puzzles.addWrongMove(account, day, number);
        if (step.result === "solved") {
          const first = await repositories.puzzles.markSolved(
            account,
            day,
            number,
            now(),
          );
          streakNow = await streak(account);
          if (first) await options.onStreak?.(account, streakNow);
        }
      }
      return {
        step,
        position: positionOf(step.state, player),
        retry: step.result === "wrong" ? positionOf(step.retry, player) : null,
        streak: streakNow,
      };
    },

    /** An account's past days, newest first, from yesterday back to the first day. */
    async archive(account: string, limit: number) {
      const yesterday = addDays(today(), -1);
      const days = await repositories.puzzles.daysOf(account, yesterday, limit);
      const mine = new Map(days.map((d) => [d.day, d]));
      const list: { day: string; number: number; solved: boolean; wrongMoves: number }[] =
        [];
      for (let day = yesterday; list.length < limit; day = addDays(day, -1)) {
        const number = puzzleNumberOf(day, file.puzzles.length);
        if (number === null) break;
        const record = mine.get(day);
        list.push({
          day,
          number,
          solved: Boolean(record?.solvedAt),
          wrongMoves: record?.wrongMoves ?? 0,
        });
      }
      return { days: list, streak: await streak(account) };
    },
  };
}

export type Puzzles = ReturnType<typeof createPuzzles>;
