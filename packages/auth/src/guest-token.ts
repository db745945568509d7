// Guest identity: a signed cookie that names a Player row. HMAC-SHA256 over the
// player id with the server secret; constant-time comparison on verify. A tampered or
// foreign token simply identifies nobody.
import { createHmac, timingSafeEqual } from "node:crypto";

export const GUEST_COOKIE = "threeup_guest";
const VERSION = "g1";

function mac(secret: string, playerId: string): string {
  return createHmac("sha256", secret)
    .update(`${VERSION}:${playerId}`)
    .digest("base64url");
}

export function signGuestToken(secret: string, playerId: string): string {
  return `${VERSION}.${Buffer.from(playerId).toString("base64url")}.${mac(secret, playerId)}`;
}

/** The player id inside a valid token, else null. */
export function verifyGuestToken(
  secret: string,
  token: string | undefined | null,
): string | null {
  if (!token || token.length > 200) return null;
  const [version, encodedId, signature] = token.split(".");
  if (version !== VERSION || !encodedId || !signature) return null;
  const playerId = Buffer.from(encodedId, "base64url").toString("utf8");
  if (!/^[a-z0-9]{10,40}$/.test(playerId)) return null;
  const expected = Buffer.from(mac(secret, playerId));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return playerId;
}

/** Reads one cookie from a Cookie header. */
export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return null;
}

export function guestCookieHeader(token: string, options: { secure: boolean }): string {
  const maxAge = 60 * 60 * 24 * 365;
  return `${GUEST_COOKIE}=${encodeURIComponent(token)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${options.secure ? "; Secure" : ""}`;
}

/** Tells the browser to forget the player cookie (signing out). */
export function clearCookieHeader(): string {
  return `${GUEST_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;
}
