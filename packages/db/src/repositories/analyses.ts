// Post-game analyses (GameAnalysis): one row per game and seat, built a step at a time
// by jobs in the turn queue; `done` of `total` decisions judged so far, the reviews in
// game order. Every step is guarded by the `done` it started from, so a retried step
// never counts twice. Prisma model API.
import type { DbClient } from "../client";
import { decodeReviews, type StoredReview } from "./decode";

export type { StoredReview } from "./decode";

export interface AnalysisRecord {
  total: number;
  done: number;
  reviews: StoredReview[];
}

export interface AnalysesRepository {
  find(gameId: string, seat: number): Promise<AnalysisRecord | null>;
  /** Starts an analysis of `total` decisions; false when one was already started. */
  start(gameId: string, seat: number, total: number): Promise<boolean>;
  /**
   * Appends a step's reviews and moves `done` from `from` to `from + reviewed`, only if
   * `done` is still `from`; false when another run of the step got there first.
   */
  addStep(
    gameId: string,
    seat: number,
    from: number,
    reviewed: number,
    reviews: readonly StoredReview[],
  ): Promise<boolean>;
}

export function createAnalysesRepository(db: DbClient): AnalysesRepository {
  return {
    async find(gameId, seat) {
      const row = await db.gameAnalysis.findUnique({
        where: { gameId_seat: { gameId, seat } },
        select: { total: true, done: true, reviews: true },
      });
      return row && { ...row, reviews: decodeReviews(row.reviews) };
    },

    async start(gameId, seat, total) {
      const created = await db.gameAnalysis.createMany({
        data: [{ gameId, seat, total }],
        skipDuplicates: true, // two tabs asking at once: one analysis
      });
      return created.count === 1;
    },

    async addStep(gameId, seat, from, reviewed, reviews) {
      // Reviews change only with `done`, so those read at `done = from` are still the
      // stored ones when the guarded write below finds `done = from`.
      const row = await db.gameAnalysis.findUnique({
        where: { gameId_seat: { gameId, seat } },
        select: { done: true, reviews: true },
      });
      if (row?.done !== from) return false;
      const moved = await db.gameAnalysis.updateMany({
        where: { gameId, seat, done: from },
        data: {
          reviews: [...decodeReviews(row.reviews), ...reviews] as object[],
          done: from + reviewed,
        },
      });
      return moved.count === 1;
    },
  };
}
