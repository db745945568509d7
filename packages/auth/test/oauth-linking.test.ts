// An OAuth sign-in links its login to the signed-in account only with the account
// page's link note (link-intent.ts): the right account, the right provider, within ten
// minutes. Without it, signing in with a provider while signed in is a plain sign-in
// that never touches the signed-in account. Offline there is no real provider, so the
// jwt callback is called as Auth.js calls it after a provider's callback.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestDatabase, type TestDatabase } from "@3u3d/db/testing";

import {
  createAuthConfig,
  LINK_COOKIE,
  LINK_INTENT_MS,
  linkIntended,
  signLinkIntent,
  signUp,
} from "../src";
import { browser, freshLimiter, origin, secret } from "./auth-browser";

let test: TestDatabase;
let adaUser: string;
let sessionCookies: string;
beforeAll(async () => {
  test = await createTestDatabase();
  await signUp(test.repositories.players, {
    username: "ada",
    password: "analytical-engine-1843",
    displayName: "Ada",
    guestPlayerId: null,
  });
  adaUser = (await test.db.user.findFirstOrThrow({ where: { username: "ada" } })).id;
  const b = browser(test);
  expect(await b.signIn("ada", "analytical-engine-1843")).not.toMatch(/error/);
  sessionCookies = [...b.jar].map(([k, v]) => `${k}=${v}`).join("; ");
});
afterAll(async () => {
  await test.drop();
});

/** The user a GitHub login ends up in, signed in to Ada's session with `note` (if any). */
async function githubSignIn(providerAccountId: string, note: string | null) {
  const cookie = note ? `${sessionCookies}; ${LINK_COOKIE}=${note}` : sessionCookies;
  const request = new Request(`${origin}/api/auth/callback/github`, {
    headers: { cookie },
  });
  const config = createAuthConfig(
    {
      players: test.repositories.players,
      secret,
      limiter: freshLimiter(test, 10),
      env: {},
    },
    request,
  );
  const token = await config.callbacks!.jwt!({
    token: {},
    user: { id: providerAccountId, name: "Octo" },
    account: {
      type: "oauth",
      provider: "github",
      providerAccountId,
    },
  });
  return token?.sub ?? null;
}

const linkedTo = async (providerAccountId: string) =>
  (
    await test.db.account.findUnique({
      where: { provider_providerAccountId: { provider: "github", providerAccountId } },
      select: { userId: true },
    })
  )?.userId ?? null;

describe("linking an OAuth login takes the account page's note", () => {
  it("signed in without a note: a plain sign-in, nothing linked to the account", async () => {
    const user = await githubSignIn("someone-at-adas-desk", null);
    expect(user).not.toBe(adaUser);
    expect(await linkedTo("someone-at-adas-desk")).toBe(user);
  });

  it("a note for another provider, another account, a forged or a stale one links nothing", async () => {
    const now = Date.now();
    const notes = [
      signLinkIntent(secret, adaUser, "google"),
      signLinkIntent(secret, "some-other-user", "github"),
      signLinkIntent("another-secret".padEnd(40, "x"), adaUser, "github"),
      signLinkIntent(secret, adaUser, "github", now - LINK_INTENT_MS - 1000),
      "l1.garbage",
    ];
    for (const [i, note] of notes.entries())
      expect(await githubSignIn(`not-linked-${i}`, note)).not.toBe(adaUser);
  });

  it("the note of this account for this provider links the login", async () => {
    const user = await githubSignIn(
      "ada-on-github",
      signLinkIntent(secret, adaUser, "github"),
    );
    expect(user).toBe(adaUser);
    expect(await linkedTo("ada-on-github")).toBe(adaUser);
    // Later, without a note or a session, the login alone reaches the account.
    sessionCookies = "";
    expect(await githubSignIn("ada-on-github", null)).toBe(adaUser);
  });

  it("a note lasts ten minutes", () => {
    const at = Date.UTC(2026, 10, 26, 12);
    const note = signLinkIntent(secret, "u1", "github", at);
    expect(linkIntended(secret, note, "u1", "github", at + LINK_INTENT_MS - 1000)).toBe(
      true,
    );
    expect(linkIntended(secret, note, "u1", "github", at + LINK_INTENT_MS + 1000)).toBe(
      false,
    );
  });
});
