// The daily puzzle (Puzzle, PuzzleDay): puzzles as stored once checked, and each
// account's days with them. Which puzzle a day gets, the check and the streak's rule
// are the API's (services/puzzles.ts); this file only reads and writes. Prisma model API.
import { z } from "zod";

import type { GameState, Move } from "@3u3d/engine";

import type { DbClient } from "../client";
import { decoder } from "./decode";
import { decodeMove, decodeState } from "./games/decode";

export interface StoredPuzzle {
  number: number;
  state: GameState;
  solution: Move[];
  source: { seed: string; game: number; move: number };
}

export interface PuzzleDayRecord {
  /** The UTC date, YYYY-MM-DD. */
  day: string;
  puzzleNumber: number;
  wrongMoves: number;
  solvedAt: Date | null;
}

export interface PuzzlesRepository {
  find(number: number): Promise<StoredPuzzle | null>;
  /** Stores a puzzle the caller has checked; one already stored under its number stays. */
  store(puzzle: StoredPuzzle): Promise<void>;
  /** Counts a refuted move on the player's day (the row made if it is the first). */
  /** One more refuted move on the player's day, unless the day is solved already. */
  addWrongMove(playerId: string, day: string, puzzleNumber: number): Promise<void>;
  /** Marks the player's day solved; true only the first time (a replay changes nothing). */
  markSolved(
    playerId: string,
    day: string,
    puzzleNumber: number,
    at: Date,
  ): Promise<boolean>;
  /** The player's days on or before `until`, newest first, at most `limit`. */
  daysOf(playerId: string, until: string, limit: number): Promise<PuzzleDayRecord[]>;
}

const decodeSolution = (value: unknown) =>
  decoder<unknown[]>("Puzzle.solution", z.array(z.unknown()))(value).map(decodeMove);
const decodeSource = decoder<StoredPuzzle["source"]>(
  "Puzzle.source",
  z.object({ seed: z.string(), game: z.number(), move: z.number() }),
);

/** A YYYY-MM-DD date as the DATE column takes it (midnight UTC). */
const dateOf = (day: string) => new Date(`${day}T00:00:00.000Z`);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

export function createPuzzlesRepository(db: DbClient): PuzzlesRepository {
  return {
    async find(number) {
      const row = await db.puzzle.findUnique({ where: { number } });
      if (!row) return null;
      return {
        number: row.number,
        state: decodeState(row.state),
        solution: decodeSolution(row.solution),
        source: decodeSource(row.source),
      };
    },

    async store(puzzle) {
      const data = {
        state: puzzle.state as object,
        solution: puzzle.solution as object[],
        source: puzzle.source,
      };
      await db.puzzle.upsert({
        where: { number: puzzle.number },
        create: { number: puzzle.number, ...data },
        update: {},
      });
    },

    async addWrongMove(playerId, day, puzzleNumber) {
      // Counted only before the day is solved: playing it again changes nothing.
      await db.$executeRaw`
        insert into "PuzzleDay" ("playerId", day, "puzzleNumber", "wrongMoves")
        values (${playerId}, ${day}::date, ${puzzleNumber}, 1)
        on conflict ("playerId", day) do update
          set "wrongMoves" = "PuzzleDay"."wrongMoves" + 1
          where "PuzzleDay"."solvedAt" is null`;
    },

    async markSolved(playerId, day, puzzleNumber, at) {
      const key = { playerId, day: dateOf(day) };
      await db.puzzleDay.upsert({
        where: { playerId_day: key },
        create: { ...key, puzzleNumber },
        update: {},
      });
      // Only the first solve counts: the row's solvedAt is set once, atomically.
      const { count } = await db.puzzleDay.updateMany({
        where: { ...key, solvedAt: null },
        data: { solvedAt: at },
      });
      return count === 1;
    },

    async daysOf(playerId, until, limit) {
      const rows = await db.puzzleDay.findMany({
        where: { playerId, day: { lte: dateOf(until) } },
        orderBy: { day: "desc" },
        take: limit,
      });
      return rows.map((row) => ({
        day: dayOf(row.day),
        puzzleNumber: row.puzzleNumber,
        wrongMoves: row.wrongMoves,
        solvedAt: row.solvedAt,
      }));
    },
  };
}
