// The limiter for sign-in and sign-up attempts. Each bucket (a client address, a user
// name) gets a few free attempts; after those every attempt must wait twice as long as
// the one before, up to a cap. A guesser is slowed to one try per cap, yet the real
// owner waits at most the cap once the guessing stops: refused attempts are not
// counted, so hammering the button never lengthens a wait.
//
// In memory, per server process: with several instances each keeps its own buckets,
// which still bounds guessing to instances × the rate of one.
import { LRUCache } from "lru-cache";

import { usernameSchema } from "./username";

export type Verdict = { ok: true } | { ok: false; retryAfterMs: number };

export interface RateLimiterOptions {
  /** The longest wait between two attempts on one bucket (default 15 minutes). */
  maxDelayMs?: number;
  /** A bucket untouched this long is forgotten: free attempts again (default 24 hours). */
  forgetAfterMs?: number;
  /** Buckets kept at most; the least recently used go first (default 100,000). */
  maxKeys?: number;
  /** The clock (tests move it by hand). */
  now?: () => number;
}

interface Bucket {
  /** Attempts counted since the bucket was last forgotten. */
  attempts: number;
  lastAttemptAt: number;
}

export class RateLimiter {
  // lru-cache rather than a hand-kept Map: it bounds the number of buckets (an
  // attacker spraying names or addresses evicts old buckets instead of growing memory)
  // and forgets idle ones on its own, each in constant time per attempt.
  private readonly buckets: LRUCache<string, Bucket>;
  private readonly maxDelayMs: number;
  private readonly now: () => number;

  constructor(
    private readonly freeAttempts: number,
    private readonly firstDelayMs: number,
    options: RateLimiterOptions = {},
  ) {
    this.maxDelayMs = Math.max(options.maxDelayMs ?? 15 * 60_000, firstDelayMs);
    this.now = options.now ?? Date.now;
    this.buckets = new LRUCache<string, Bucket>({
      max: options.maxKeys ?? 100_000,
      ttl: options.forgetAfterMs ?? 24 * 60 * 60_000,
      perf: { now: this.now },
      ttlResolution: 0, // read the clock on every check instead of caching it for 1 ms
    });
  }

  /** How many buckets are kept (never more than maxKeys). */
  get size(): number {
    return this.buckets.size;
  }

  /** How long `key` must wait before its next attempt counts; 0 if it may go now. */
  retryAfterMs(key: string): number {
    const bucket = this.buckets.get(key);
    if (!bucket || bucket.attempts < this.freeAttempts) return 0;
    const doublings = Math.min(bucket.attempts - this.freeAttempts, 30);
    const delay = Math.min(this.firstDelayMs * 2 ** doublings, this.maxDelayMs);
    return Math.max(0, bucket.lastAttemptAt + delay - this.now());
  }

  /** Counts an attempt (the caller has checked retryAfterMs). */
  record(key: string): void {
    const attempts = (this.buckets.get(key)?.attempts ?? 0) + 1;
    // set() restarts the bucket's time to live: it is forgotten only once left alone.
    this.buckets.set(key, { attempts, lastAttemptAt: this.now() });
  }

  /** Counts an attempt if `key` may make one now; else says how long to wait. */
  attempt(key: string): Verdict {
    const retryAfterMs = this.retryAfterMs(key);
    if (retryAfterMs > 0) return { ok: false, retryAfterMs };
    this.record(key);
    return { ok: true };
  }
}

/**
 * Counts one attempt against the client's address and against the account, both or
 * neither: a refused attempt costs no bucket anything. The account is the user name in
 * its normal form (so " Alice" is alice); a name no account can have gets no bucket,
 * as it cannot be guessed into and would only fill the limiter.
 */
export function limitAttempts(
  limiter: RateLimiter,
  action: string,
  client: string,
  username: string,
): Verdict {
  const account = usernameSchema.safeParse(username);
  const keys = [`${action}:address:${client}`];
  if (account.success) keys.push(`${action}:user:${account.data}`);
  const retryAfterMs = Math.max(...keys.map((key) => limiter.retryAfterMs(key)));
  if (retryAfterMs > 0) return { ok: false, retryAfterMs };
  for (const key of keys) limiter.record(key);
  return { ok: true };
}
