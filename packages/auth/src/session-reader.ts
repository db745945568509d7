// A request's Auth.js session read without Next.js: for the requests the custom server
// answers itself (/api/trpc and the live streams, @3u3d/api's node-requests.ts), where
// next-auth's `auth()` cannot run (it reads Next's request context); and, the same way,
// the CSRF token of a sign-out form a page without script renders (readFormToken). It does what
// `auth()` does in a route handler (next-auth/lib/index.js, getSession): the same
// configuration (createAuthConfig, env defaults), Auth.js's own session action on a
// request carrying only the cookies, its answer read as the session, anything but a
// 200 read as none. So a session is valid here exactly when it is in Next's routes: the
// same JWT decryption, the same epoch check ("sign out everywhere").
import { Auth, createActionURL, setEnvDefaults } from "@auth/core";
import type { Session } from "@auth/core/types";

import { createAuthConfig, type AuthDeps } from "./auth-config";
import { hasSessionCookie } from "./session-cookie";

export interface RequestSession {
  /** The signed-in account's player. */
  playerId: string | null;
  /** When that session signed in (ms), if it says. */
  signedInAt: number | null;
}

const NO_SESSION: RequestSession = { playerId: null, signedInAt: null };

/**
 * The session of a request with these headers. Guests and spectators carry no session
 * cookie: nothing is read for them.
 */
export async function readSession(
  deps: AuthDeps,
  headers: Headers,
  env: Record<string, string | undefined> = process.env,
): Promise<RequestSession> {
  const cookie = headers.get("cookie");
  if (!hasSessionCookie(cookie)) return NO_SESSION;
  // Its Set-Cookie (a refreshed token) is dropped, as `auth()` drops it in a route.
  const response = await askAuth("session", deps, headers, env);
  if (!response.ok) return NO_SESSION;
  const session = (await response.json()) as Session | null;
  return {
    playerId: session?.playerId ?? null,
    signedInAt: session?.signedInAt ?? null,
  };
}

/** A CSRF token for a form Auth.js takes (signing out), and the cookie that pairs with it. */
export interface FormToken {
  csrfToken: string;
  /** Set-Cookie values to send with the page: empty when the request's cookie holds. */
  setCookies: string[];
}

/**
 * The CSRF token a form posted to Auth.js (POST /api/auth/signout) must carry, for a
 * page rendered on the server without Auth.js's browser client (the rules page, served
 * with no script): what `GET /api/auth/csrf` answers, from Auth.js's own csrf action
 * with this request's cookies. Auth.js checks it against its cookie (a double submit),
 * which it sets when the request had none: `setCookies` go with the page.
 */
export async function readFormToken(
  deps: AuthDeps,
  headers: Headers,
  env: Record<string, string | undefined> = process.env,
): Promise<FormToken> {
  const response = await askAuth("csrf", deps, headers, env);
  const body = (await response.json().catch(() => null)) as {
    csrfToken?: unknown;
  } | null;
  if (!response.ok || typeof body?.csrfToken !== "string")
    throw new Error(`Auth.js gave no CSRF token (HTTP ${response.status}).`);
  return { csrfToken: body.csrfToken, setCookies: response.headers.getSetCookie() };
}

/** Auth.js's own `action` on a request carrying only these headers' cookies. */
async function askAuth(
  action: "session" | "csrf",
  deps: AuthDeps,
  headers: Headers,
  env: Record<string, string | undefined>,
): Promise<Response> {
  // As next-auth builds it for a route handler: no request (no sign-in happens here).
  const config = createAuthConfig({ ...deps, env }, undefined);
  config.secret ??= env.AUTH_SECRET;
  config.basePath ??= "/api/auth";
  setEnvDefaults(env, config, true);
  // Next stamps every request's X-Forwarded-Proto (http unless it came over TLS or a
  // proxy said otherwise) before `auth()` reads it; the custom server's own requests
  // are not stamped, so the same default is given here. It decides the cookies' names
  // (the __Secure- and __Host- ones over https).
  const url = createActionURL(
    action,
    headers.get("x-forwarded-proto") ?? "http",
    headers,
    env,
    config,
  );
  return Auth(
    new Request(url, { headers: { cookie: headers.get("cookie") ?? "" } }),
    config,
  );
}
