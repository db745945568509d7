// Whether a request can carry an Auth.js session at all. Reading the session runs
// Auth.js's whole request pipeline (its config, cookies, JWT decryption), which showed
// in the server profile under load for requests that have no session to read: guests
// and spectators. Without one of these cookies `auth()` can only answer null.
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?authjs\.session-token(?:\.\d+)?=/;

/** True when the Cookie header holds an Auth.js session token (possibly chunked). */
export function hasSessionCookie(cookieHeader: string | null): boolean {
  return cookieHeader !== null && SESSION_COOKIE.test(cookieHeader);
}
