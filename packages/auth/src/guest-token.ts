// Guest identity: a signed cookie that names a Player row and when it was issued.
// HMAC-SHA256 over both with the server secret; constant-time comparison on verify. A
// tampered, foreign or expired token simply identifies nobody.
//
// A token lasts GUEST_TOKEN_DAYS from its issue and is re-issued (with a fresh date)
// at most once a day while the guest keeps playing, so a guest who plays is never
// logged out, while a token copied off a machine stops working after a quiet spell.
import { createHmac, timingSafeEqual } from "node:crypto";

export const GUEST_COOKIE = "threeup_guest";
const VERSION = "g2";
/** The first tokens carried no date: they count as issued when dates began. */
const LEGACY_VERSION = "g1";
const LEGACY_ISSUED_AT = Date.parse("2026-11-24T00:00:00Z");

const DAY_MS = 24 * 60 * 60 * 1000;
export const GUEST_TOKEN_DAYS = 90;
/** A token older than this is re-issued on its next use. */
const RENEW_AFTER_MS = DAY_MS;

function mac(secret: string, payload: string): string {
  return createHmac("sha256", secret).update(payload).digest("base64url");
}

export function signGuestToken(
  secret: string,
  playerId: string,
  now: number = Date.now(),
): string {
  const issued = Math.floor(now / 1000).toString(36);
  const signature = mac(secret, `${VERSION}:${playerId}:${issued}`);
  return `${VERSION}.${Buffer.from(playerId).toString("base64url")}.${issued}.${signature}`;
}

export interface GuestToken {
  playerId: string;
  /** It is old enough to be re-issued with today's date. */
  renew: boolean;
}

/** The guest a valid, unexpired token names, else null. */
export function readGuestToken(
  secret: string,
  token: string | undefined | null,
  now: number = Date.now(),
): GuestToken | null {
  if (!token || token.length > 200) return null;
  const parts = token.split(".");
  const [version, encodedId] = parts;
  if (!encodedId) return null;
  const playerId = Buffer.from(encodedId, "base64url").toString("utf8");
  if (!/^[a-z0-9]{10,40}$/.test(playerId)) return null;
  let issuedAt: number;
  let payload: string;
  if (version === VERSION && parts.length === 4) {
    const issued = parts[2] ?? "";
    if (!/^[0-9a-z]{1,10}$/.test(issued)) return null;
    issuedAt = parseInt(issued, 36) * 1000;
    payload = `${VERSION}:${playerId}:${issued}`;
  } else if (version === LEGACY_VERSION && parts.length === 3) {
    issuedAt = LEGACY_ISSUED_AT;
    payload = `${LEGACY_VERSION}:${playerId}`;
  } else return null;
  if (!signedBy(secret, payload, parts.at(-1) ?? "", token)) return null;
  if (now - issuedAt > GUEST_TOKEN_DAYS * DAY_MS) return null;
  return {
    playerId,
    renew: version === LEGACY_VERSION || now - issuedAt > RENEW_AFTER_MS,
  };
}

/**
 * Tokens whose signature was found good, per secret: a guest sends the same token with
 * every request (each move), and its HMAC was a visible item of the move path's
 * profile (issue #65). Only a signature that matched is remembered, under the whole
 * token, so a token differing in any character is checked afresh; its age is checked
 * on every use. A bound, not an LRU: past it, start over.
 */
const goodTokens = new Map<string, Set<string>>();
const TOKENS_REMEMBERED = 20_000;

function signedBy(secret: string, payload: string, signature: string, token: string) {
  let good = goodTokens.get(secret);
  if (good?.has(token)) return true;
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  if (!good) goodTokens.set(secret, (good = new Set()));
  if (good.size >= TOKENS_REMEMBERED) good.clear();
  good.add(token);
  return true;
}

/** The player id inside a valid, unexpired token, else null. */
export function verifyGuestToken(
  secret: string,
  token: string | undefined | null,
  now: number = Date.now(),
): string | null {
  return readGuestToken(secret, token, now)?.playerId ?? null;
}

/** Reads one cookie from a Cookie header. */
export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== name) continue;
    // A value that is not valid percent-encoding is no cookie of ours: nobody, not a
    // failed request (a malformed cookie made every request a 500: issue #37).
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      return null;
    }
  }
  return null;
}

export function guestCookieHeader(token: string, options: { secure: boolean }): string {
  const maxAge = (GUEST_TOKEN_DAYS * DAY_MS) / 1000;
  return `${GUEST_COOKIE}=${encodeURIComponent(token)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${options.secure ? "; Secure" : ""}`;
}

/** Tells the browser to forget the player cookie (signing out). */
export function clearCookieHeader(): string {
  return `${GUEST_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;
}
