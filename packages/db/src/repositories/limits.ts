// Rate-limit buckets (RateBucket): one row per limiter name and key, shared by every
// app instance so that a limit holds across all of them. The policy (free attempts,
// growing waits) is the limiter's, in @3u3d/auth; this file only counts, atomically.
//
// Query style: SQL through Prisma's tagged templates ($queryRaw/$executeRaw): the
// insert-if-missing, the row locks and the conditional update have no model-API form.
import type { DbClient } from "../client";

/** A bucket as the limiter judges it. Times are milliseconds since 1970. */
export interface LimitBucket {
  /** The bucket's key, as the limiter named it. */
  key: string;
  attempts: number;
  lastAttemptAt: number;
  /** Past this the bucket is forgotten: no attempts counted. */
  forgetAt: number;
}

export interface LimitsRepository {
  /**
   * One transaction: locks the buckets (made on first sight, so two first attempts
   * cannot both pass unseen), asks `waitMs` how long each must still wait, and if none
   * must, counts one attempt on every one of them. Returns the longest wait: 0 when the
   * attempt was counted, otherwise nothing was.
   */
  attempt(
    keys: readonly string[],
    now: number,
    forgetAfterMs: number,
    waitMs: (bucket: LimitBucket) => number,
  ): Promise<number>;
  /** Takes one counted attempt back from each bucket that has one. */
  refund(keys: readonly string[]): Promise<void>;
  /** Deletes these buckets: whoever filled them starts afresh. */
  forget(keys: readonly string[]): Promise<void>;
  /** Deletes every bucket forgotten before `now` (any limiter's). */
  pruneForgotten(now: number): Promise<void>;
}

interface BucketRow {
  key: string;
  attempts: number;
  lastAttemptAt: bigint;
  forgetAt: bigint;
}

export function createLimitsRepository(db: DbClient): LimitsRepository {
  return {
    attempt(keys, now, forgetAfterMs, waitMs) {
      // Sorted, so two attempts on the same buckets lock them in the same order.
      const ids = [...new Set(keys)].sort();
      return db.$transaction(async (tx) => {
        // forgetAt 0: a new bucket starts out forgotten (no attempts).
        await tx.$executeRaw`
          insert into "RateBucket" (key, attempts, "lastAttemptAt", "forgetAt")
          select unnest(${ids}::text[]), 0, 0, 0
          on conflict do nothing`;
        const rows = await tx.$queryRaw<BucketRow[]>`
          select key, attempts, "lastAttemptAt", "forgetAt" from "RateBucket"
          where key = any(${ids}::text[]) order by key for update`;
        const wait = Math.max(
          0,
          ...rows.map((row) =>
            waitMs({
              key: row.key,
              attempts: row.attempts,
              lastAttemptAt: Number(row.lastAttemptAt),
              forgetAt: Number(row.forgetAt),
            }),
          ),
        );
        if (wait > 0) return wait;
        await tx.$executeRaw`
          update "RateBucket" set
            attempts = case when "forgetAt" <= ${BigInt(now)} then 1 else attempts + 1 end,
            "lastAttemptAt" = ${BigInt(now)},
            "forgetAt" = ${BigInt(now + forgetAfterMs)}
          where key = any(${ids}::text[])`;
        return 0;
      });
    },

    async refund(keys) {
      await db.$executeRaw`
        update "RateBucket" set attempts = attempts - 1
        where key = any(${[...keys]}::text[]) and attempts > 0`;
    },

    async forget(keys) {
      await db.$executeRaw`delete from "RateBucket" where key = any(${[...keys]}::text[])`;
    },

    async pruneForgotten(now) {
      await db.$executeRaw`delete from "RateBucket" where "forgetAt" < ${BigInt(now)}`;
    },
  };
}
