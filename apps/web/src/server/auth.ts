import "server-only";

import NextAuth from "next-auth";

import { authDepsOf } from "@3u3d/api";
import { createAuthConfig, hasSessionCookie } from "@3u3d/auth";

import { bootedHouse } from "./house";

// Auth.js, initialised per request: the secret and limiter live with the booted house, and
// the request's guest cookie lets a first OAuth sign-in keep the guest's games.
export const { handlers, auth } = NextAuth(async (request) => {
  const { deps } = await bootedHouse();
  return createAuthConfig(authDepsOf(deps), request);
});

export interface RequestSession {
  /** The signed-in account's player. */
  playerId: string | null;
  /** When that session signed in (ms), if it says. */
  signedInAt: number | null;
}

/**
 * The request's Auth.js session, if it has one. Guests and spectators carry no session
 * cookie: skip reading a session that cannot be there.
 */
export async function requestSession(request: Request): Promise<RequestSession> {
  if (!hasSessionCookie(request.headers.get("cookie")))
    return { playerId: null, signedInAt: null };
  const session = await auth();
  return { playerId: session?.playerId ?? null, signedInAt: session?.signedInAt ?? null };
}

/** The player of the request's Auth.js session, if it has one. */
export async function sessionPlayerId(request: Request): Promise<string | null> {
  return (await requestSession(request)).playerId;
}
