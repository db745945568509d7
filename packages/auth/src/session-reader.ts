// A request's Auth.js session read without Next.js: for the requests the custom server
// answers itself (/api/trpc and the live streams, @3u3d/api's node-requests.ts), where
// next-auth's `auth()` cannot run (it reads Next's request context). It does what
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
  // As next-auth builds it for a route handler: no request (no sign-in happens here).
  const config = createAuthConfig({ ...deps, env }, undefined);
  config.secret ??= env.AUTH_SECRET;
  config.basePath ??= "/api/auth";
  setEnvDefaults(env, config, true);
  // Next stamps every request's X-Forwarded-Proto (http unless it came over TLS or a
  // proxy said otherwise) before `auth()` reads it; the custom server's own requests
  // are not stamped, so the same default is given here. It decides the cookie's name
  // (the __Secure- one over https).
  const url = createActionURL(
    "session",
    headers.get("x-forwarded-proto") ?? "http",
    headers,
    env,
    config,
  );
  // Its Set-Cookie (a refreshed token) is dropped, as `auth()` drops it in a route.
  const response = await Auth(
    new Request(url, { headers: { cookie: cookie ?? "" } }),
    config,
  );
  if (!response.ok) return NO_SESSION;
  const session = (await response.json()) as Session | null;
  return {
    playerId: session?.playerId ?? null,
    signedInAt: session?.signedInAt ?? null,
  };
}
