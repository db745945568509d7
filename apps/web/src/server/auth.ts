import "server-only";

import NextAuth from "next-auth";

import { createAuthConfig } from "@3u3d/auth";

import { getApiDeps } from "./api-deps";

// Auth.js, initialised per request: the secret and limiter live with the API deps, and
// the request's guest cookie lets a first OAuth sign-in keep the guest's games.
export const { handlers, auth } = NextAuth(async (request) => {
  const deps = await getApiDeps();
  return createAuthConfig(
    { db: deps.db, secret: deps.authSecret, limiter: deps.authLimiter },
    request,
  );
});
