// Sign-in limits stop guessers, not people (password-guesses.ts), through the real
// Auth.js handler on a real PostgreSQL: only wrong passwords count, a right one clears
// its own bucket, an account's owner signs in from home while someone else guesses at
// it, and an address full of people signing in is never slowed.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestDatabase, type TestDatabase } from "@3u3d/db/testing";

import { authPolicy, RateLimiter, signUp } from "../src";
import { browser } from "./auth-browser";

const PASSWORD = "correct-horse-battery";
const TOO_MANY = /code=too_many_attempts/;
const WRONG = /code=wrong_credentials/;

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.drop();
});

/**
 * The production policy on buckets of this test's own, and a clock it moves; its
 * browsers stop at the test's `signal` (auth-browser.ts).
 */
function setUp(signal: AbortSignal) {
  let now = Date.UTC(2026, 10, 26, 9, 0, 0);
  const clock = { now: () => now, advance: (ms: number) => (now += ms) };
  const limiter = new RateLimiter(test.repositories.limits, randomUUID(), authPolicy, {
    now: clock.now,
  });
  const from = (address: string) =>
    browser(test, limiter, { address, now: clock.now, signal });
  return { clock, from };
}

async function newAccount(): Promise<string> {
  const username = `u${randomUUID().slice(0, 8)}`;
  await signUp(test.repositories.players, {
    username,
    password: PASSWORD,
    displayName: null,
    guestPlayerId: null,
  });
  return username;
}

describe("sign-in limits count wrong passwords only", () => {
  it("a school behind one address signs in forty times an hour, nobody waits", async ({
    signal,
  }) => {
    const { from } = setUp(signal);
    const names = await Promise.all(Array.from({ length: 8 }, () => newAccount()));
    for (let round = 0; round < 5; round++)
      for (const name of names) {
        const b = from("203.0.113.7");
        expect(await b.signIn(name, PASSWORD)).not.toMatch(/error/);
      }
  });

  it("the right password is accepted at an address where others got theirs wrong", async ({
    signal,
  }) => {
    const { from } = setUp(signal);
    const mine = await newAccount();
    // Twenty classmates mistype their passwords twice each: 40 failures at this address.
    for (let i = 0; i < 20; i++) {
      const theirs = await newAccount();
      for (let k = 0; k < 2; k++)
        expect(await from("203.0.113.8").signIn(theirs, `typo-${k}-xxxx`)).toMatch(WRONG);
    }
    expect(await from("203.0.113.8").signIn(mine, PASSWORD)).not.toMatch(/error/);
  });

  it("ten wrong guesses hold that address; the owner signs in from home", async ({
    signal,
  }) => {
    const { from } = setUp(signal);
    const name = await newAccount();
    for (let i = 0; i < 10; i++)
      expect(await from("198.51.100.1").signIn(name, `guess-${i}-xxxx`)).toMatch(WRONG);
    // Held: even the right password is not tried from there.
    expect(await from("198.51.100.1").signIn(name, PASSWORD)).toMatch(TOO_MANY);
    const home = from("192.0.2.44");
    expect(await home.signIn(name, PASSWORD)).not.toMatch(/error/);
    expect((await home.session())?.playerId).toBeTruthy();
  });

  it("one wrong password every 15 minutes for two days never keeps the owner out", async ({
    signal,
  }) => {
    const { clock, from } = setUp(signal);
    const name = await newAccount();
    for (let i = 0; i < 2 * 24 * 4; i++) {
      await from("198.51.100.2").signIn(name, `trickle-${i}-xxxx`);
      clock.advance(7 * 60_000);
      if (i % 16 === 0)
        expect(await from("192.0.2.45").signIn(name, PASSWORD)).not.toMatch(/error/);
      clock.advance(8 * 60_000);
    }
    expect(await from("192.0.2.45").signIn(name, PASSWORD)).not.toMatch(/error/);
  });

  it("a right password clears its own bucket: ten more typos are free", async ({
    signal,
  }) => {
    const { from } = setUp(signal);
    const name = await newAccount();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 9; i++)
        expect(await from("192.0.2.46").signIn(name, `typo-${i}-xxxx`)).toMatch(WRONG);
      expect(await from("192.0.2.46").signIn(name, PASSWORD)).not.toMatch(/error/);
    }
  });

  it("a guesser on many machines gets 100 tries an hour at one account", async ({
    signal,
  }) => {
    const { clock, from } = setUp(signal);
    const name = await newAccount();
    for (let i = 0; i < 100; i++)
      expect(
        await from(`10.0.${i >> 8}.${i & 255}`).signIn(name, `spread-${i}-x`),
      ).toMatch(WRONG);
    expect(await from("10.1.0.1").signIn(name, "spread-101-x")).toMatch(TOO_MANY);
    // The next hour starts afresh.
    clock.advance(60 * 60_000);
    expect(await from("10.1.0.1").signIn(name, PASSWORD)).not.toMatch(/error/);
  });

  it("one machine trying a password on many names gets 100 tries an hour", async ({
    signal,
  }) => {
    const { from } = setUp(signal);
    for (let i = 0; i < 100; i++)
      expect(await from("198.51.100.3").signIn(`sprayed${i}`, "password123")).toMatch(
        WRONG,
      );
    expect(await from("198.51.100.3").signIn("sprayed100", "password123")).toMatch(
      TOO_MANY,
    );
  });

  it("thirty guesses at once are counted one by one: ten get an answer", async ({
    signal,
  }) => {
    const { from } = setUp(signal);
    const name = await newAccount();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        from("198.51.100.4").signIn(name, `burst-${i}-xxxx`),
      ),
    );
    expect(answers.filter((a) => a.includes("code=wrong_credentials"))).toHaveLength(10);
    expect(answers.filter((a) => a.includes("code=too_many_attempts"))).toHaveLength(20);
  });
});
