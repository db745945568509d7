import "server-only";

import NextAuth from "next-auth";

import { createAuthConfig, hasSessionCookie } from "@3u3d/auth";

import { getApiDeps } from "./api-deps";

// Auth.js, initialised per request: the secret and limiter live with the API deps, and
// the request's guest cookie lets a first OAuth sign-in keep the guest's games.
export const { handlers, auth } = NextAuth(async (request) => {
  const deps = await getApiDeps();
  return createAuthConfig(
    {
      players: deps.repositories.players,
      secret: deps.authSecret,
      limiter: deps.authLimiter,
    },
    request,
  );
});

/**
 * The player of the request's Auth.js session, if it has one. Guests and spectators
 * carry no session cookie: skip reading a session that cannot be there.
 */
export async function sessionPlayerId(request: Request): Promise<string | null> {
  if (!hasSessionCookie(request.headers.get("cookie"))) return null;
  return (await auth())?.playerId ?? null;
}
