// The sign-in and sign-up limiter: whose attempts share a bucket, how long a bucket
// makes its owner wait, and that the limiter's memory stays bounded.
import { describe, expect, it } from "vitest";

import { limitAttempts, RateLimiter } from "../src/rate-limit";

/** A clock the test moves by hand. */
function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe("limitAttempts: one bucket per account, whatever the spelling", () => {
  it("a padded or re-cased user name counts against the same account", () => {
    const limiter = new RateLimiter(3, 60_000);
    // Each from its own address, so only the account's bucket can refuse.
    const spellings = ["alice", " alice", "alice\t", "ALICE ", "\nAlice"];
    const verdicts = spellings.map((name, i) =>
      limitAttempts(limiter, "signin", `198.51.100.${i}`, name),
    );
    expect(verdicts.map((v) => v.ok)).toEqual([true, true, true, false, false]);
  });

  it("sign-in and sign-up keep separate buckets", () => {
    const limiter = new RateLimiter(1, 60_000);
    expect(limitAttempts(limiter, "signin", "192.0.2.1", "bob").ok).toBe(true);
    expect(limitAttempts(limiter, "signup", "192.0.2.1", "bob").ok).toBe(true);
  });

  it("a refused attempt is not counted against the other bucket", () => {
    const limiter = new RateLimiter(1, 60_000);
    expect(limitAttempts(limiter, "signin", "192.0.2.1", "carol").ok).toBe(true);
    // Refused by carol's bucket: the fresh address must not pay for it.
    expect(limitAttempts(limiter, "signin", "192.0.2.2", "carol").ok).toBe(false);
    expect(limitAttempts(limiter, "signin", "192.0.2.2", "dave").ok).toBe(true);
  });

  it("different addresses guessing different accounts do not slow each other", () => {
    const limiter = new RateLimiter(3, 60_000);
    for (let i = 0; i < 10; i++) limitAttempts(limiter, "signin", "203.0.113.7", `x${i}yz`);
    expect(limitAttempts(limiter, "signin", "203.0.113.7", "erin").ok).toBe(false);
    expect(limitAttempts(limiter, "signin", "198.51.100.9", "erin").ok).toBe(true);
  });
});

describe("RateLimiter: free attempts, then growing delays", () => {
  it("after the free attempts each wait doubles, up to a cap", () => {
    const t = clock();
    const limiter = new RateLimiter(3, 1000, { maxDelayMs: 8000, now: t.now });
    for (let i = 0; i < 3; i++) expect(limiter.attempt("k")).toEqual({ ok: true });
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      const refused = limiter.attempt("k");
      if (refused.ok) throw new Error("expected a refusal");
      waits.push(refused.retryAfterMs);
      t.advance(refused.retryAfterMs - 1);
      expect(limiter.attempt("k").ok).toBe(false);
      t.advance(1);
      expect(limiter.attempt("k")).toEqual({ ok: true });
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);
  });

  it("refused attempts do not lengthen the wait (the owner is never locked out past the cap)", () => {
    const t = clock();
    const limiter = new RateLimiter(2, 1000, { maxDelayMs: 60_000, now: t.now });
    for (let i = 0; i < 20; i++) {
      limiter.attempt("owner");
      t.advance(100);
    }
    // Thousands of refused guesses later, the wait is what it was.
    const before = limiter.attempt("owner");
    for (let i = 0; i < 5000; i++) limiter.attempt("owner");
    const after = limiter.attempt("owner");
    expect(before.ok).toBe(false);
    expect(after).toEqual(before);
    if (!after.ok) expect(after.retryAfterMs).toBeLessThanOrEqual(60_000);
  });

  it("a bucket left alone long enough is forgotten: free attempts again", () => {
    const t = clock();
    const limiter = new RateLimiter(2, 1000, { forgetAfterMs: 60_000, now: t.now });
    limiter.attempt("k");
    limiter.attempt("k");
    expect(limiter.attempt("k").ok).toBe(false);
    t.advance(59_000);
    expect(limiter.attempt("k").ok).toBe(true); // the first wait (1 s) is long over
    expect(limiter.attempt("k").ok).toBe(false);
    t.advance(60_001);
    expect(limiter.attempt("k").ok).toBe(true);
    expect(limiter.attempt("k").ok).toBe(true);
  });

  it("keeps at most maxKeys buckets, however many names are tried", () => {
    const limiter = new RateLimiter(10, 60_000, { maxKeys: 1000 });
    for (let i = 0; i < 20_000; i++) limiter.attempt(`name-${i}`);
    expect(limiter.size).toBeLessThanOrEqual(1000);
    // The most recent buckets are the ones kept.
    for (let i = 0; i < 10; i++) limiter.attempt("name-19999");
    expect(limiter.attempt("name-19999").ok).toBe(false);
  });
});
