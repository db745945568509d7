// How often a client may try something that costs us or could be guessed into: sign-in
// and sign-up, creating guests and tables, reading replays, table talk. Each bucket (a
// client address, a user name, a player) gets a few free attempts; after those every
// attempt must wait twice as long as the one before, up to a cap. A guesser is slowed
// to one try per cap, yet the real owner waits at most the cap once the guessing stops:
// refused attempts are not counted, so hammering the button never lengthens a wait.
//
// The buckets are rows in PostgreSQL (RateBucket), so a limit holds across every app
// instance: three instances do not give a guesser three times the attempts. One
// transaction per attempt locks the buckets it touches, so parallel requests are
// counted one after another and never slip past the limit together.
import type { DbClient } from "@3u3d/db";

import { usernameSchema } from "./username";

export type Verdict = { ok: true } | { ok: false; retryAfterMs: number };

export interface RateLimitPolicy {
  /** Attempts allowed before any waiting. */
  freeAttempts: number;
  /** The first wait after the free attempts; each later one doubles. */
  firstDelayMs: number;
  /** The longest wait between two attempts on one bucket (default 15 minutes). */
  maxDelayMs?: number;
  /** A bucket untouched this long is forgotten: free attempts again (default 24 hours). */
  forgetAfterMs?: number;
}

export interface RateLimiterOptions {
  /** The clock (tests move it by hand). Instances are assumed to share the time (NTP). */
  now?: () => number;
}

interface BucketRow {
  attempts: number;
  lastAttemptAt: bigint;
  forgetAt: bigint;
}

/** At most one sweep of forgotten buckets per limiter per minute. */
const PRUNE_EVERY_MS = 60_000;

export class RateLimiter {
  private readonly maxDelayMs: number;
  private readonly forgetAfterMs: number;
  private readonly now: () => number;
  private lastPruneAt = 0;

  /**
   * `name` keeps this limiter's buckets apart from other limiters' in the shared table
   * ("signin", "guests", …): the same address has a bucket in each.
   */
  constructor(
    private readonly db: DbClient,
    private readonly name: string,
    private readonly policy: RateLimitPolicy,
    options: RateLimiterOptions = {},
  ) {
    this.maxDelayMs = Math.max(policy.maxDelayMs ?? 15 * 60_000, policy.firstDelayMs);
    this.forgetAfterMs = policy.forgetAfterMs ?? 24 * 60 * 60_000;
    this.now = options.now ?? Date.now;
  }

  /**
   * Counts one attempt on every key, or on none of them and says how long to wait (the
   * longest wait any of them asks for): a refused attempt costs no bucket anything.
   */
  async attempt(keys: string | readonly string[]): Promise<Verdict> {
    const now = this.now();
    // Sorted, so two attempts on the same buckets lock them in the same order.
    const ids = [...new Set(typeof keys === "string" ? [keys] : keys)]
      .map((key) => `${this.name}:${key}`)
      .sort();
    const verdict = await this.db.$transaction(async (tx) => {
      // A bucket seen for the first time needs a row to lock, or two first attempts
      // would both pass unseen. forgetAt 0: it starts out forgotten (no attempts).
      await tx.$executeRaw`
        insert into "RateBucket" (key, attempts, "lastAttemptAt", "forgetAt")
        select unnest(${ids}::text[]), 0, 0, 0
        on conflict do nothing`;
      const buckets = await tx.$queryRaw<BucketRow[]>`
        select attempts, "lastAttemptAt", "forgetAt" from "RateBucket"
        where key = any(${ids}::text[]) order by key for update`;
      const retryAfterMs = Math.max(0, ...buckets.map((b) => this.waitMs(b, now)));
      if (retryAfterMs > 0) return { ok: false as const, retryAfterMs };
      await tx.$executeRaw`
        update "RateBucket" set
          attempts = case when "forgetAt" <= ${BigInt(now)} then 1 else attempts + 1 end,
          "lastAttemptAt" = ${BigInt(now)},
          "forgetAt" = ${BigInt(now + this.forgetAfterMs)}
        where key = any(${ids}::text[])`;
      return { ok: true as const };
    });
    await this.pruneNowAndThen(now);
    return verdict;
  }

  /** How long a bucket must wait before its next attempt counts; 0 if it may go now. */
  private waitMs(bucket: BucketRow, now: number): number {
    if (Number(bucket.forgetAt) <= now) return 0;
    const { freeAttempts, firstDelayMs } = this.policy;
    if (bucket.attempts < freeAttempts) return 0;
    const doublings = Math.min(bucket.attempts - freeAttempts, 30);
    const delay = Math.min(firstDelayMs * 2 ** doublings, this.maxDelayMs);
    return Math.max(0, Number(bucket.lastAttemptAt) + delay - now);
  }

  /**
   * Deletes forgotten buckets (any limiter's) once a minute: an attacker spraying names
   * or addresses leaves rows that live only until their forgetAt.
   */
  private async pruneNowAndThen(now: number) {
    if (now - this.lastPruneAt < PRUNE_EVERY_MS) return;
    this.lastPruneAt = now;
    await this.db.$executeRaw`delete from "RateBucket" where "forgetAt" < ${BigInt(now)}`;
  }
}

/**
 * Counts one attempt against the client's address and against the account, both or
 * neither. The account is the user name in its normal form (so " Alice" is alice); a
 * name no account can have gets no bucket, as it cannot be guessed into and would only
 * fill the table. `action` ("signin", "signup") keeps the two apart.
 */
export function limitAttempts(
  limiter: RateLimiter,
  action: string,
  client: string,
  username: string,
): Promise<Verdict> {
  const account = usernameSchema.safeParse(username);
  const keys = [`${action}:address:${client}`];
  if (account.success) keys.push(`${action}:user:${account.data}`);
  return limiter.attempt(keys);
}
