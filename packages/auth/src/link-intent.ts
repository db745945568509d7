// Linking a GitHub, Google or Discord login to an account happens only on purpose: the
// account page checks the password (account.startLink), then sets this cookie, a signed
// note saying "this account means to link this provider" that lasts ten minutes. The
// OAuth sign-in that follows links the login only when the note matches the signed-in
// account and the provider (auth-config.ts). Without it, signing in with a provider is a
// plain sign-in: it never attaches a login to whoever happens to be signed in (someone
// at a borrowed, signed-in computer could otherwise link their own login and keep a way
// in after the owner changes the password).
//
// HMAC-SHA256 with the server secret, constant-time comparison, as the guest cookie.
import { createHmac, timingSafeEqual } from "node:crypto";

export const LINK_COOKIE = "threeup_link";
const VERSION = "l1";
export const LINK_INTENT_MS = 10 * 60_000;

function mac(secret: string, payload: string): string {
  return createHmac("sha256", secret).update(payload).digest("base64url");
}

export function signLinkIntent(
  secret: string,
  userId: string,
  provider: string,
  now: number = Date.now(),
): string {
  const expires = Math.floor((now + LINK_INTENT_MS) / 1000).toString(36);
  const payload = `${VERSION}:${userId}:${provider}:${expires}`;
  return `${VERSION}.${userId}.${provider}.${expires}.${mac(secret, payload)}`;
}

/** Whether `token` is a live note that `userId` means to link `provider`. */
export function linkIntended(
  secret: string,
  token: string | null,
  userId: string,
  provider: string,
  now: number = Date.now(),
): boolean {
  if (!token || token.length > 300) return false;
  const [version, tokenUser, tokenProvider, expires, signature, ...rest] =
    token.split(".");
  if (version !== VERSION || rest.length > 0 || !expires || !signature) return false;
  if (tokenUser !== userId || tokenProvider !== provider) return false;
  if (!/^[0-9a-z]{1,10}$/.test(expires) || parseInt(expires, 36) * 1000 < now)
    return false;
  const expected = Buffer.from(
    mac(secret, `${VERSION}:${userId}:${provider}:${expires}`),
  );
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The cookie, sent only to Auth.js (where the provider's callback lands). */
export function linkIntentCookieHeader(token: string, options: { secure: boolean }) {
  const maxAge = LINK_INTENT_MS / 1000;
  return `${LINK_COOKIE}=${encodeURIComponent(token)}; Path=/api/auth; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${options.secure ? "; Secure" : ""}`;
}
