// Auth.js end to end over its real HTTP handlers (the same config Next.js serves):
// CSRF token, credentials callback, session cookie, session endpoint, sign-out.
import { Auth } from "@auth/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestDatabase, type TestDatabase } from "@3u3d/db/testing";

import {
  createAuthConfig,
  enabledOAuthProviders,
  guestCookieHeader,
  playerForOAuth,
  signGuestToken,
  hasSessionCookie,
  readFormToken,
  readSession,
  signUp,
} from "../src";

import { browser, freshLimiter, origin, secret } from "./auth-browser";

describe("Auth.js sign-in (real PostgreSQL)", () => {
  let test: TestDatabase;
  let playerId: string;
  beforeAll(async () => {
    test = await createTestDatabase();
    ({ playerId } = await signUp(test.repositories.players, {
      username: "ada",
      password: "analytical-engine-1843",
      displayName: "Ada",
      guestPlayerId: null,
    }));
  });
  afterAll(async () => {
    await test.drop();
  });

  it("signs in with user name and password: a JWT session naming the player", async () => {
    const b = browser(test);
    const location = await b.signIn("ADA", "analytical-engine-1843");
    expect(location).not.toMatch(/error/);
    expect([...b.jar.keys()].some((k) => k.endsWith("authjs.session-token"))).toBe(true);
    // The server reads sessions only from requests that carry this cookie.
    const cookieHeader = () => [...b.jar].map(([k, v]) => `${k}=${v}`).join("; ");
    expect(hasSessionCookie(cookieHeader())).toBe(true);
    expect((await b.session())?.playerId).toBe(playerId);
    await b.signOut();
    expect(await b.session()).toBeNull();
    expect(hasSessionCookie(cookieHeader())).toBe(false);
  });

  it("wrong credentials and unknown users get the same generic error, no session", async () => {
    for (const [user, pass] of [
      ["ada", "wrong-password-1234"],
      ["nobody", "analytical-engine-1843"],
      ["x".repeat(100), "y"],
    ] as const) {
      const b = browser(test);
      expect(await b.signIn(user, pass)).toMatch(
        /error=CredentialsSignin&code=wrong_credentials/,
      );
      expect(await b.session()).toBeNull();
    }
  });

  it("rate-limits sign-in attempts per client and per user name", async () => {
    const limiter = freshLimiter(test, 2);
    const b = browser(test, limiter);
    await b.signIn("ada", "guess-one-xxxxx");
    await b.signIn("ada", "guess-two-xxxxx");
    expect(await b.signIn("ada", "analytical-engine-1843")).toMatch(
      /code=too_many_attempts/,
    );
    expect(await b.session()).toBeNull();
  });

  it("a forged session cookie identifies nobody", async () => {
    const b = browser(test);
    b.jar.set("authjs.session-token", "eyJhbGciOiJkaXIifQ.forged.token.value.here");
    expect(await b.session()).toBeNull();
  });

  it("OAuth providers switch on by env; a first OAuth sign-in adopts the guest player", async () => {
    expect(enabledOAuthProviders({})).toEqual([]);
    expect(
      enabledOAuthProviders({
        AUTH_GITHUB_ID: "id",
        AUTH_GITHUB_SECRET: "s",
        AUTH_DISCORD_ID: "only-half",
      }).map((p) => p.id),
    ).toEqual(["github"]);
    const providers = (await (
      await Auth(
        new Request(`${origin}/api/auth/providers`),
        createAuthConfig({
          players: test.repositories.players,
          secret,
          limiter: freshLimiter(test, 10),
          env: { AUTH_GOOGLE_ID: "g", AUTH_GOOGLE_SECRET: "gs" },
        }),
      )
    ).json()) as Record<string, unknown>;
    expect(Object.keys(providers).sort()).toEqual(["credentials", "google"]);

    const guest = await test.db.player.create({ data: { displayName: "Guesty" } });
    const identity = {
      provider: "github",
      providerAccountId: "12345",
      type: "oauth",
      name: "Octo Cat",
      image: null,
      guestPlayerId: guest.id,
    };
    const first = await playerForOAuth(test.repositories.players, identity);
    expect(first.playerId).toBe(guest.id);
    const again = await playerForOAuth(test.repositories.players, {
      ...identity,
      guestPlayerId: null,
    });
    expect(again).toEqual(first);
    // Another browser's guest is not adopted by an existing account.
    const other = await test.db.player.create({ data: { displayName: "Other" } });
    expect(
      (
        await playerForOAuth(test.repositories.players, {
          ...identity,
          guestPlayerId: other.id,
        })
      ).playerId,
    ).toBe(guest.id);
    expect(guestCookieHeader(signGuestToken(secret, guest.id), { secure: true })).toMatch(
      /Secure/,
    );
  });

  it("sign out everywhere: every session issued before ends at its next read", async () => {
    const phone = browser(test);
    const laptop = browser(test);
    await phone.signIn("ada", "analytical-engine-1843");
    await laptop.signIn("ada", "analytical-engine-1843");
    expect((await phone.session())?.playerId).toBe(playerId);
    const { userId } = await test.db.player.findUniqueOrThrow({
      where: { id: playerId },
      select: { userId: true },
    });
    await test.repositories.players.endAllSessions(userId!);
    expect(await phone.session()).toBeNull();
    expect(await laptop.session()).toBeNull();
    // Signing in again gives a session under the new epoch.
    await phone.signIn("ada", "analytical-engine-1843");
    expect((await phone.session())?.playerId).toBe(playerId);
  });

  // The custom server reads sessions without Next (issue #65): the same answer as
  // Auth.js's session endpoint, for a session, for none, and after sign-out-everywhere.
  it("readSession, outside Next, reads the session Auth.js issued, and ends it as Auth.js does", async () => {
    const b = browser(test);
    await b.signIn("ada", "analytical-engine-1843");
    const deps = {
      players: test.repositories.players,
      secret,
      limiter: freshLimiter(test, 10),
    };
    const headers = () =>
      new Headers({
        host: new URL(origin).host,
        cookie: [...b.jar].map(([k, v]) => `${k}=${v}`).join("; "),
      });
    const read = await readSession(deps, headers(), {});
    expect(read.playerId).toBe(playerId);
    expect(read.signedInAt).toEqual(expect.any(Number));
    // No session cookie: nobody, without asking Auth.js.
    expect(await readSession(deps, new Headers({ host: "localhost:3000" }), {})).toEqual({
      playerId: null,
      signedInAt: null,
    });
    // A forged token, and the same cookie read under another secret: nobody.
    const forged = new Headers({
      host: "localhost:3000",
      cookie: "authjs.session-token=eyJhbGciOiJkaXIifQ.forged.token.value.here",
    });
    expect((await readSession(deps, forged, {})).playerId).toBeNull();
    expect(
      (await readSession({ ...deps, secret: "b".repeat(40) }, headers(), {})).playerId,
    ).toBeNull();
    // Over https the session is the __Secure- cookie: the plain one is not read there.
    const https = headers();
    https.set("x-forwarded-proto", "https");
    expect((await readSession(deps, https, {})).playerId).toBeNull();
    const { userId } = await test.db.player.findUniqueOrThrow({
      where: { id: playerId },
      select: { userId: true },
    });
    await test.repositories.players.endAllSessions(userId!);
    expect((await readSession(deps, headers(), {})).playerId).toBeNull();
    expect(await b.session()).toBeNull();
  });

  it("readFormToken gives a sign-out form the token Auth.js takes, with its cookie when missing", async () => {
    const deps = {
      players: test.repositories.players,
      secret,
      limiter: freshLimiter(test, 10),
    };
    const b = browser(test);
    await b.signIn("ada", "analytical-engine-1843");
    const headersOf = (jar: Map<string, string>) =>
      new Headers({
        host: new URL(origin).host,
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
      });
    const signOutWith = (csrfToken: string) =>
      b.request("/api/auth/signout", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ csrfToken, callbackUrl: "/rules" }),
      });

    // A browser whose CSRF cookie holds: its token, and no cookie to set.
    const held = await readFormToken(deps, headersOf(b.jar), {});
    expect(held.setCookies).toEqual([]);

    // A page rendered for a browser with no CSRF cookie sets one with the token.
    b.jar.delete("authjs.csrf-token");
    const fresh = await readFormToken(deps, headersOf(b.jar), {});
    expect(fresh.setCookies).toEqual([expect.stringMatching(/^authjs\.csrf-token=/)]);

    // Another browser's token does not sign this one out (the double submit fails) ...
    const other = browser(test);
    const stranger = await readFormToken(deps, headersOf(other.jar), {});
    const [cookie] = fresh.setCookies;
    const [pair] = cookie!.split(";");
    b.jar.set("authjs.csrf-token", pair!.slice("authjs.csrf-token=".length));
    await signOutWith(stranger.csrfToken);
    expect((await b.session())?.playerId).toBe(playerId);

    // ... its own does, and the form is sent back where it said.
    const out = await signOutWith(fresh.csrfToken);
    expect(out.status).toBe(302);
    expect(out.headers.get("location")).toBe(`${origin}/rules`);
    expect(await b.session()).toBeNull();
  });

  // Offline there is no real provider to sign in with, so linking is tested here, one
  // level below Auth.js: the jwt callback hands playerForOAuth the signed-in account.
  it("an OAuth login links to the signed-in account and then signs in to it", async () => {
    const { userId } = await test.db.player.findUniqueOrThrow({
      where: { id: playerId },
      select: { userId: true },
    });
    const login = {
      provider: "github",
      providerAccountId: "ada-on-github",
      type: "oauth",
      name: "Ada L.",
      image: null,
      guestPlayerId: null,
    };
    const linked = await playerForOAuth(test.repositories.players, {
      ...login,
      linkToUserId: userId,
    });
    expect(linked).toMatchObject({ userId, playerId });
    // Later, the password forgotten, the GitHub login alone reaches the same account.
    expect(await playerForOAuth(test.repositories.players, login)).toMatchObject({
      userId,
      playerId,
    });
    // A login that belongs to someone else cannot be linked to this account.
    const other = await playerForOAuth(test.repositories.players, {
      ...login,
      providerAccountId: "someone-else",
    });
    expect(other.userId).not.toBe(userId);
    await expect(
      playerForOAuth(test.repositories.players, {
        ...login,
        providerAccountId: "someone-else",
        linkToUserId: userId,
      }),
    ).rejects.toMatchObject({
      code: "ALREADY_LINKED",
      words: { id: "refusals.account.loginTaken" },
    });
  });
});
