import { createHmac } from "node:crypto";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestDatabase, type TestDatabase } from "@3u3d/db/testing";

import {
  GUEST_COOKIE,
  guestCookieHeader,
  hasSessionCookie,
  loadAuthSecret,
  GUEST_TOKEN_DAYS,
  readCookie,
  readGuestToken,
  signGuestToken,
  verifyGuestToken,
} from "../src";

const secret = "s".repeat(40);
const id = "clx0abcdef123456789";

describe("guest tokens", () => {
  it("round-trips a player id", () => {
    expect(verifyGuestToken(secret, signGuestToken(secret, id))).toBe(id);
  });

  it("rejects tampering, other secrets and garbage", () => {
    const token = signGuestToken(secret, id);
    // Found good once, so remembered: none of what follows may pass on that memory.
    expect(verifyGuestToken(secret, token)).toBe(id);
    const [v, , sig] = token.split(".");
    const otherId = Buffer.from("clx0zzzzzz123456789").toString("base64url");
    expect(verifyGuestToken(secret, `${v}.${otherId}.${sig}`)).toBeNull();
    expect(verifyGuestToken("t".repeat(40), token)).toBeNull();
    expect(verifyGuestToken(secret, `${token}x`)).toBeNull();
    for (const junk of ["", "a.b.c", "g1..", "x".repeat(500), null, undefined])
      expect(verifyGuestToken(secret, junk)).toBeNull();
  });

  it("expires after a quiet spell, and asks to be re-issued once a day old", () => {
    const day = 24 * 60 * 60 * 1000;
    const issued = Date.parse("2027-01-01T12:00:00Z");
    const token = signGuestToken(secret, id, issued);
    expect(readGuestToken(secret, token, issued + 1000)).toEqual({
      playerId: id,
      renew: false,
    });
    expect(readGuestToken(secret, token, issued + 2 * day)).toEqual({
      playerId: id,
      renew: true,
    });
    expect(verifyGuestToken(secret, token, issued + (GUEST_TOKEN_DAYS - 1) * day)).toBe(
      id,
    );
    expect(
      verifyGuestToken(secret, token, issued + (GUEST_TOKEN_DAYS + 1) * day),
    ).toBeNull();
    // The date is signed: moving it forward breaks the token.
    const [v, encodedId, , sig] = token.split(".");
    const later = Math.floor((issued + 200 * day) / 1000).toString(36);
    expect(verifyGuestToken(secret, `${v}.${encodedId}.${later}.${sig}`)).toBeNull();
  });

  it("still reads the first, undated tokens, and asks to re-issue them", () => {
    const legacy = `g1.${Buffer.from(id).toString("base64url")}.${createHmac(
      "sha256",
      secret,
    )
      .update(`g1:${id}`)
      .digest("base64url")}`;
    expect(readGuestToken(secret, legacy)).toEqual({ playerId: id, renew: true });
  });

  it("reads its cookie back from a Cookie header", () => {
    const token = signGuestToken(secret, id);
    const header = guestCookieHeader(token, { secure: false });
    expect(header).toContain("HttpOnly");
    const cookie = header.split(";")[0]!;
    expect(readCookie(`a=1; ${cookie}; b=2`, GUEST_COOKIE)).toBe(token);
    expect(readCookie(null, GUEST_COOKIE)).toBeNull();
    // Malformed percent-encoding (issue #37): read as no cookie, never thrown.
    expect(readCookie(`${GUEST_COOKIE}=%E0%A4%A`, GUEST_COOKIE)).toBeNull();
    expect(readCookie(`${GUEST_COOKIE}=%`, GUEST_COOKIE)).toBeNull();
  });
});

describe("auth secret (real PostgreSQL)", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(async () => {
    await test.drop();
  });

  it("uses AUTH_SECRET when set, else generates one once and keeps it", async () => {
    expect(await loadAuthSecret(test.repositories.site, "x".repeat(32))).toBe(
      "x".repeat(32),
    );
    await expect(loadAuthSecret(test.repositories.site, "short")).rejects.toThrow(
      /at least 32/,
    );
    const first = await loadAuthSecret(test.repositories.site, undefined);
    expect(first.length).toBeGreaterThanOrEqual(32);
    const [again, concurrent] = await Promise.all([
      loadAuthSecret(test.repositories.site, undefined),
      loadAuthSecret(test.repositories.site, undefined),
    ]);
    expect(again).toBe(first);
    expect(concurrent).toBe(first);
  });

  it("instances starting at once on a new database agree on one secret", async () => {
    await test.db.appSetting.deleteMany({ where: { key: "auth-secret" } });
    const secrets = await Promise.all(
      Array.from({ length: 5 }, () => loadAuthSecret(test.repositories.site, undefined)),
    );
    expect(new Set(secrets).size).toBe(1);
  });
});

describe("session cookie check", () => {
  it("sees Auth.js session tokens (secure, chunked) and nothing else", () => {
    for (const header of [
      "authjs.session-token=abc",
      `${GUEST_COOKIE}=x; authjs.session-token=abc`,
      "__Secure-authjs.session-token=abc",
      "a=1;__Secure-authjs.session-token.0=abc",
    ])
      expect(hasSessionCookie(header)).toBe(true);
    for (const header of [
      null,
      "",
      `${GUEST_COOKIE}=x`,
      "authjs.csrf-token=abc; authjs.callback-url=x",
      "my-authjs.session-token=abc",
      "x=authjs.session-token=abc",
    ])
      expect(hasSessionCookie(header)).toBe(false);
  });
});
