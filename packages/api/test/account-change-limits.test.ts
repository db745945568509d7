// Account changes behind a password (deleting the account, a new password) are limited
// per account only, and only wrong passwords count (password-guesses.ts): someone who
// just signed in, at an address where many others sign in, is never refused their own
// right password; guessing at it is held after ten wrong tries.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  authPolicy,
  checkPasswordLimited,
  RateLimiter,
  signInGuessKeys,
  signUp,
  verifyCredentials,
} from "@3u3d/auth";
import type { TestDatabase } from "@3u3d/db/testing";

import { createCaller, createTRPCContext } from "../src";
import { setUpHarness, type Harness } from "./helpers";

const ADDRESS = "203.0.113.50";

describe("account changes: limited per account, wrong passwords only (real PostgreSQL)", () => {
  let test: TestDatabase;
  let h: Harness;
  let limiter: RateLimiter;
  beforeAll(async () => {
    ({ test, h } = await setUpHarness());
    limiter = new RateLimiter(test.repositories.limits, randomUUID(), authPolicy);
  });
  afterAll(() => test.drop());

  /** A caller at the shared address, under the production policy. */
  const as = (playerId: string) =>
    createCaller(() =>
      createTRPCContext(
        { ...h.deps(), authLimiter: limiter },
        { headers: new Headers({ "x-3u3d-client-address": ADDRESS }), playerId },
      ),
    );

  const account = (username: string, password: string) =>
    signUp(test.repositories.players, {
      username,
      password,
      displayName: null,
      guestPlayerId: null,
    });

  /** A sign-in at the shared address, counted as the sign-in page counts it. */
  const signIn = async (username: string, password: string) =>
    checkPasswordLimited(limiter, signInGuessKeys(ADDRESS, username, Date.now()), () =>
      verifyCredentials(test.repositories.players, { username, password }),
    );

  it("deleting right after signing in, at a busy address, takes the right password", async () => {
    // Twenty people sign in from this address (some mistyping once), then the leaver.
    for (let i = 0; i < 20; i++) {
      const name = `office_${i}`;
      await account(name, "office-password-1");
      if (i % 2 === 0)
        expect(await signIn(name, "typo-password-1")).toEqual({ ok: true, result: null });
      expect((await signIn(name, "office-password-1")).ok).toBe(true);
    }
    const leaver = await account("leaver_two", "leaver-password-2");
    expect((await signIn("leaver_two", "leaver-password-2")).ok).toBe(true);
    await expect(
      as(leaver.playerId).account.delete({ confirm: "leaver-password-2" }),
    ).resolves.toEqual({
      deleted: true,
    });
  });

  it("ten wrong passwords hold further changes of that account, and only that one", async () => {
    const target = await account("target_one", "target-password-1");
    const other = await account("other_one", "other-password-1");
    for (let i = 0; i < 10; i++)
      await expect(
        as(target.playerId).account.changePassword({
          current: `wrong-guess-${i}`,
          next: "new-password-123",
        }),
      ).rejects.toMatchObject({
        code: "BAD_REQUEST",
        message: "Your current password is not right.",
      });
    await expect(
      as(target.playerId).account.delete({ confirm: "target-password-1" }),
    ).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS", message: /try again in/ });
    // Another account at the same address is not held, nor are sign-ins.
    await as(other.playerId).account.changePassword({
      current: "other-password-1",
      next: "other-password-2",
    });
    expect((await signIn("target_one", "target-password-1")).ok).toBe(true);
  });

  it("a right password costs nothing: a weak new password is refused, freely, again and again", async () => {
    const picky = await account("picky_one", "picky-password-1");
    for (let i = 0; i < 15; i++)
      await expect(
        as(picky.playerId).account.changePassword({
          current: "picky-password-1",
          next: "short",
        }),
      ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await as(picky.playerId).account.changePassword({
      current: "picky-password-1",
      next: "picky-password-2",
    });
  });
});
