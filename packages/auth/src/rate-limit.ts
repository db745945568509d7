// How often a client may try something that costs us or could be guessed into: sign-in
// and sign-up, creating guests and tables, reading replays, table talk. Each bucket (a
// client address, a user name, a player) gets a few free attempts; after those every
// attempt must wait twice as long as the one before, up to a cap. A guesser is slowed
// to one try per cap, yet the real owner waits at most the cap once the guessing stops:
// refused attempts are not counted, so hammering the button never lengthens a wait.
//
// The buckets are rows in PostgreSQL (RateBucket), so a limit holds across every app
// instance: three instances do not give a guesser three times the attempts. The limits
// repository counts each attempt in one transaction that locks the buckets it touches,
// so parallel requests are counted one after another and never slip past the limit
// together; this file holds the policy (how long a bucket must wait).
import type { LimitBucket, LimitsRepository } from "@3u3d/db/repositories";

import { usernameSchema } from "./username";

export type Verdict = { ok: true } | { ok: false; retryAfterMs: number };

export interface RateLimitPolicy {
  /** Attempts allowed before any waiting. */
  freeAttempts: number;
  /** The first wait after the free attempts; each later one doubles. */
  firstDelayMs: number;
  /** The longest wait between two attempts on one bucket (default 15 minutes). */
  maxDelayMs?: number;
  /**
   * A bucket untouched this long is forgotten: free attempts again (default 24 hours).
   * With a policy per key, the limiter's `forgetAfterMs` option holds for all of them.
   */
  forgetAfterMs?: number;
}

export interface RateLimiterOptions {
  /** The clock (tests move it by hand). Instances are assumed to share the time (NTP). */
  now?: () => number;
}

/** At most one sweep of forgotten buckets per limiter per minute. */
const PRUNE_EVERY_MS = 60_000;

export class RateLimiter {
  private readonly policyOf: (key: string) => RateLimitPolicy;
  private readonly forgetAfterMs: number;
  private readonly now: () => number;
  private lastPruneAt = 0;

  /**
   * `name` keeps this limiter's buckets apart from other limiters' in the shared table
   * ("signin", "guests", …): the same address has a bucket in each. `policy` is one
   * policy for every bucket, or a policy per key (sign-in treats an account, an address
   * and the pair of them differently: password-guesses.ts).
   */
  constructor(
    private readonly limits: LimitsRepository,
    private readonly name: string,
    policy: RateLimitPolicy | ((key: string) => RateLimitPolicy),
    options: RateLimiterOptions & { forgetAfterMs?: number } = {},
  ) {
    this.policyOf = typeof policy === "function" ? policy : () => policy;
    this.forgetAfterMs =
      options.forgetAfterMs ??
      (typeof policy === "function" ? undefined : policy.forgetAfterMs) ??
      24 * 60 * 60_000;
    this.now = options.now ?? Date.now;
  }

  /**
   * Counts one attempt on every key, or on none of them and says how long to wait (the
   * longest wait any of them asks for): a refused attempt costs no bucket anything.
   */
  async attempt(keys: string | readonly string[]): Promise<Verdict> {
    const now = this.now();
    const retryAfterMs = await this.limits.attempt(
      this.ids(keys),
      now,
      this.forgetAfterMs,
      (b) => this.waitMs(b, now),
    );
    const verdict: Verdict =
      retryAfterMs > 0 ? { ok: false, retryAfterMs } : { ok: true };
    await this.pruneNowAndThen(now);
    return verdict;
  }

  /** Takes back one counted attempt from each key (it turned out not to be a guess). */
  async refund(keys: readonly string[]): Promise<void> {
    if (keys.length > 0) await this.limits.refund(this.ids(keys));
  }

  /** Clears these keys' buckets altogether. */
  async forget(keys: readonly string[]): Promise<void> {
    if (keys.length > 0) await this.limits.forget(this.ids(keys));
  }

  private ids(keys: string | readonly string[]): string[] {
    return (typeof keys === "string" ? [keys] : keys).map((key) => `${this.name}:${key}`);
  }

  /** How long a bucket must wait before its next attempt counts; 0 if it may go now. */
  private waitMs(bucket: LimitBucket, now: number): number {
    if (bucket.forgetAt <= now) return 0;
    const policy = this.policyOf(bucket.key.slice(this.name.length + 1));
    const { freeAttempts, firstDelayMs } = policy;
    if (bucket.attempts < freeAttempts) return 0;
    const maxDelayMs = Math.max(policy.maxDelayMs ?? 15 * 60_000, firstDelayMs);
    const doublings = Math.min(bucket.attempts - freeAttempts, 30);
    const delay = Math.min(firstDelayMs * 2 ** doublings, maxDelayMs);
    return Math.max(0, bucket.lastAttemptAt + delay - now);
  }

  /**
   * Deletes forgotten buckets (any limiter's) once a minute: an attacker spraying names
   * or addresses leaves rows that live only until their forgetAt.
   */
  private async pruneNowAndThen(now: number) {
    if (now - this.lastPruneAt < PRUNE_EVERY_MS) return;
    this.lastPruneAt = now;
    await this.limits.pruneForgotten(now);
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
