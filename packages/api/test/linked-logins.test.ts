// The account page's linked logins (routers/account.ts): linking starts with the
// password (or a sign-in in the last ten minutes for an account without one) and leaves
// a ten-minute note for the OAuth sign-in; unlinking keeps the account's last way in.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { LINK_COOKIE, linkIntended, playerForOAuth, signUp } from "@3u3d/auth";
import type { TestDatabase } from "@3u3d/db/testing";

import { createCaller, createTRPCContext } from "../src";
import { setUpHarness, TEST_SECRET, type Harness } from "./helpers";

describe("linked logins (real PostgreSQL)", () => {
  let test: TestDatabase;
  let h: Harness;
  beforeAll(async () => ({ test, h } = await setUpHarness()));
  afterAll(() => test.drop());
  // GitHub sign-in is on for these tests (the server's env names its id and secret).
  beforeEach(() => {
    process.env.AUTH_GITHUB_ID = "test-id";
    process.env.AUTH_GITHUB_SECRET = "test-secret";
  });
  afterEach(() => {
    delete process.env.AUTH_GITHUB_ID;
    delete process.env.AUTH_GITHUB_SECRET;
  });

  /** A caller as `playerId`, its session signed in at `signedInAt`; collects cookies. */
  const as = (playerId: string, signedInAt: number | null = null) => {
    const cookies: string[] = [];
    const caller = createCaller(() =>
      createTRPCContext(h.deps(), {
        headers: new Headers(),
        playerId,
        sessionSignedInAt: signedInAt,
        setCookie: (c) => cookies.push(c),
      }),
    );
    return { caller, cookies };
  };
  /** The account a provider's login signs in to (linked to `linkTo` when given). */
  const oauthLogin = (provider: string, providerAccountId: string, linkTo?: string) =>
    playerForOAuth(test.repositories.players, {
      provider,
      providerAccountId,
      type: "oauth",
      name: "Octo",
      image: null,
      guestPlayerId: null,
      linkToUserId: linkTo ?? null,
    });
  const noteIn = (cookies: string[]) =>
    decodeURIComponent(
      cookies
        .find((c) => c.startsWith(`${LINK_COOKIE}=`))
        ?.split(";")[0]
        ?.split("=")[1] ?? "",
    );

  it("linking asks for the password, then leaves a note for this account and provider", async () => {
    const ada = await signUp(test.repositories.players, {
      username: "ada_links",
      password: "analytical-engine-1843",
      displayName: null,
      guestPlayerId: null,
    });
    const wrong = as(ada.playerId);
    await expect(
      wrong.caller.account.startLink({ provider: "github", password: "not-it-at-all" }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "That is not your password.",
    });
    expect(wrong.cookies).toEqual([]);
    // A provider this server has not set up cannot be linked.
    await expect(
      as(ada.playerId).caller.account.startLink({
        provider: "google",
        password: "analytical-engine-1843",
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });

    const right = as(ada.playerId);
    await right.caller.account.startLink({
      provider: "github",
      password: "analytical-engine-1843",
    });
    expect(right.cookies[0]).toMatch(
      /Path=\/api\/auth; HttpOnly; SameSite=Lax; Max-Age=600/,
    );
    expect(linkIntended(TEST_SECRET, noteIn(right.cookies), ada.userId, "github")).toBe(
      true,
    );
    expect(linkIntended(TEST_SECRET, noteIn(right.cookies), ada.userId, "google")).toBe(
      false,
    );
  });

  it("an account without a password links only from a fresh sign-in", async () => {
    const octo = await oauthLogin("github", "octo-1");
    process.env.AUTH_GOOGLE_ID = "g";
    process.env.AUTH_GOOGLE_SECRET = "gs";
    try {
      await expect(
        as(octo.playerId, Date.now() - 11 * 60_000).caller.account.startLink({
          provider: "google",
        }),
      ).rejects.toMatchObject({ code: "FORBIDDEN", message: /sign in again/ });
      await expect(
        as(octo.playerId, null).caller.account.startLink({ provider: "google" }),
      ).rejects.toMatchObject({ code: "FORBIDDEN" });
      const fresh = as(octo.playerId, Date.now() - 60_000);
      await fresh.caller.account.startLink({ provider: "google" });
      expect(
        linkIntended(TEST_SECRET, noteIn(fresh.cookies), octo.userId, "google"),
      ).toBe(true);
      // An already linked provider is not linked twice.
      await expect(
        as(octo.playerId, Date.now()).caller.account.startLink({ provider: "github" }),
      ).rejects.toMatchObject({ code: "CONFLICT" });
    } finally {
      delete process.env.AUTH_GOOGLE_ID;
      delete process.env.AUTH_GOOGLE_SECRET;
    }
  });

  it("unlinking keeps the last way in", async () => {
    const octo = await oauthLogin("github", "octo-2");
    const me = as(octo.playerId).caller;
    await expect(me.account.unlink({ provider: "github" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "It is your only way to sign in: link another login first.",
    });
    await oauthLogin("discord", "octo-2-discord", octo.userId);
    expect(await me.account.unlink({ provider: "github" })).toEqual({
      unlinked: "github",
    });
    expect((await me.account.mine()).linked).toEqual(["discord"]);
    await expect(me.account.unlink({ provider: "github" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    // The unlinked GitHub login is nobody's way into this account any more.
    const again = await oauthLogin("github", "octo-2");
    expect(again.userId).not.toBe(octo.userId);
  });
});
