// The limiter for sign-in, sign-up and everything else a client may ask too often: whose
// attempts share a bucket, how long a bucket makes its owner wait, that every app
// instance counts in the same buckets (PostgreSQL), that parallel attempts cannot slip
// past a limit together, and that forgotten buckets are pruned.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestDatabase, type TestDatabase } from "@3u3d/db/testing";

import { limitAttempts, RateLimiter, type RateLimitPolicy } from "../src/rate-limit";

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.drop();
});

/** A clock the test moves by hand. */
function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

/** A limiter with buckets of its own (a fresh name), on the test's database. */
function limiter(policy: RateLimitPolicy, now?: () => number, name = randomUUID()) {
  return new RateLimiter(test.repositories.limits, name, policy, { now });
}

const ok = async (verdict: Promise<{ ok: boolean }>) => (await verdict).ok;

describe("limitAttempts: one bucket per account, whatever the spelling", () => {
  it("a padded or re-cased user name counts against the same account", async () => {
    const l = limiter({ freeAttempts: 3, firstDelayMs: 60_000 });
    // Each from its own address, so only the account's bucket can refuse.
    const spellings = ["alice", " alice", "alice\t", "ALICE ", "\nAlice"];
    const verdicts: boolean[] = [];
    for (const [i, name] of spellings.entries())
      verdicts.push(await ok(limitAttempts(l, "signin", `198.51.100.${i}`, name)));
    expect(verdicts).toEqual([true, true, true, false, false]);
  });

  it("sign-in and sign-up keep separate buckets", async () => {
    const l = limiter({ freeAttempts: 1, firstDelayMs: 60_000 });
    expect(await ok(limitAttempts(l, "signin", "192.0.2.1", "bob"))).toBe(true);
    expect(await ok(limitAttempts(l, "signup", "192.0.2.1", "bob"))).toBe(true);
  });

  it("a refused attempt is not counted against the other bucket", async () => {
    const l = limiter({ freeAttempts: 1, firstDelayMs: 60_000 });
    expect(await ok(limitAttempts(l, "signin", "192.0.2.1", "carol"))).toBe(true);
    // Refused by carol's bucket: the fresh address must not pay for it.
    expect(await ok(limitAttempts(l, "signin", "192.0.2.2", "carol"))).toBe(false);
    expect(await ok(limitAttempts(l, "signin", "192.0.2.2", "dave"))).toBe(true);
  });

  it("different addresses guessing different accounts do not slow each other", async () => {
    const l = limiter({ freeAttempts: 3, firstDelayMs: 60_000 });
    for (let i = 0; i < 10; i++)
      await limitAttempts(l, "signin", "203.0.113.7", `x${i}yz`);
    expect(await ok(limitAttempts(l, "signin", "203.0.113.7", "erin"))).toBe(false);
    expect(await ok(limitAttempts(l, "signin", "198.51.100.9", "erin"))).toBe(true);
  });
});

describe("RateLimiter: free attempts, then growing delays", () => {
  it("after the free attempts each wait doubles, up to a cap", async () => {
    const t = clock();
    const l = limiter({ freeAttempts: 3, firstDelayMs: 1000, maxDelayMs: 8000 }, t.now);
    for (let i = 0; i < 3; i++) expect(await l.attempt("k")).toEqual({ ok: true });
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      const refused = await l.attempt("k");
      if (refused.ok) throw new Error("expected a refusal");
      waits.push(refused.retryAfterMs);
      t.advance(refused.retryAfterMs - 1);
      expect(await ok(l.attempt("k"))).toBe(false);
      t.advance(1);
      expect(await l.attempt("k")).toEqual({ ok: true });
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);
  });

  it("refused attempts do not lengthen the wait (the owner is never locked out past the cap)", async () => {
    const t = clock();
    const l = limiter({ freeAttempts: 2, firstDelayMs: 1000, maxDelayMs: 60_000 }, t.now);
    for (let i = 0; i < 20; i++) {
      await l.attempt("owner");
      t.advance(100);
    }
    // Hundreds of refused guesses later, the wait is what it was.
    const before = await l.attempt("owner");
    for (let i = 0; i < 300; i++) await l.attempt("owner");
    const after = await l.attempt("owner");
    expect(before.ok).toBe(false);
    expect(after).toEqual(before);
    if (!after.ok) expect(after.retryAfterMs).toBeLessThanOrEqual(60_000);
  });

  it("a bucket left alone long enough is forgotten: free attempts again", async () => {
    const t = clock();
    const l = limiter(
      { freeAttempts: 2, firstDelayMs: 1000, forgetAfterMs: 60_000 },
      t.now,
    );
    await l.attempt("k");
    await l.attempt("k");
    expect(await ok(l.attempt("k"))).toBe(false);
    t.advance(59_000);
    expect(await ok(l.attempt("k"))).toBe(true); // the first wait (1 s) is long over
    expect(await ok(l.attempt("k"))).toBe(false);
    t.advance(60_001);
    expect(await ok(l.attempt("k"))).toBe(true);
    expect(await ok(l.attempt("k"))).toBe(true);
  });
});

describe("RateLimiter: one truth for every instance", () => {
  it("two instances (two limiters, one database) count in the same buckets", async () => {
    const name = randomUUID();
    const policy = { freeAttempts: 4, firstDelayMs: 60_000 };
    const [a, b] = [limiter(policy, undefined, name), limiter(policy, undefined, name)];
    const verdicts: boolean[] = [];
    for (let i = 0; i < 6; i++)
      verdicts.push(await ok((i % 2 ? a : b).attempt("mallory")));
    expect(verdicts).toEqual([true, true, true, true, false, false]);
  });

  it("thirty attempts at once on a fresh bucket: exactly the free ones pass", async () => {
    const l = limiter({ freeAttempts: 5, firstDelayMs: 60_000 });
    const verdicts = await Promise.all(
      Array.from({ length: 30 }, () => ok(l.attempt(["address", "account"]))),
    );
    expect(verdicts.filter(Boolean)).toHaveLength(5);
  });

  it("forgotten buckets are deleted, so sprayed names do not pile up", async () => {
    const t = clock(Date.now());
    const name = randomUUID();
    const l = limiter(
      { freeAttempts: 1, firstDelayMs: 1000, forgetAfterMs: 1000 },
      t.now,
      name,
    );
    for (let i = 0; i < 50; i++) await l.attempt(`sprayed-${i}`);
    const rows = () =>
      test.db.rateBucket.count({ where: { key: { startsWith: `${name}:` } } });
    expect(await rows()).toBe(50);
    t.advance(120_000); // past every forgetAt and the once-a-minute sweep
    await l.attempt("one-more");
    expect(await rows()).toBe(1);
  });
});
