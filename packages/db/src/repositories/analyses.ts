// Post-game analyses (GameAnalysis): one row per game and seat, built a step at a time
// by jobs in the turn queue; `done` of `total` decisions judged so far, the reviews in
// game order. Every step is guarded by the `done` it started from, so a retried step
// never counts twice.
//
// Query style: SQL through Prisma's tagged templates ($queryRaw/$executeRaw). A step
// appends to the stored JSON in the database (jsonb ||) and its reviews go in as the
// JSON text they were written as: read back and rewritten through the model API, the
// estimated chances came back a last digit off (the analysis test compares them exactly).
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
      const rows = await db.$queryRaw<
        { total: number; done: number; reviews: unknown }[]
      >`
        select total, done, reviews from "GameAnalysis"
        where "gameId" = ${gameId} and seat = ${seat}`;
      const row = rows[0];
      return row ? { ...row, reviews: decodeReviews(row.reviews) } : null;
    },

    async start(gameId, seat, total) {
      // Two tabs asking at once: one analysis.
      const created = await db.$executeRaw`
        insert into "GameAnalysis" ("gameId", seat, total, "updatedAt")
        values (${gameId}, ${seat}, ${total}, now())
        on conflict do nothing`;
      return created === 1;
    },

    async addStep(gameId, seat, from, reviewed, reviews) {
      const moved = await db.$executeRaw`
        update "GameAnalysis"
        set reviews = reviews || ${JSON.stringify(reviews)}::jsonb,
          done = ${from + reviewed}, "updatedAt" = now()
        where "gameId" = ${gameId} and seat = ${seat} and done = ${from}`;
      return moved === 1;
    },
  };
}
