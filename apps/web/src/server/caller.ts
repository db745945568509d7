import "server-only";

import { headers } from "next/headers";

import { createCaller, createTRPCContext } from "@3u3d/api";
import { hasSessionCookie } from "@3u3d/auth";

import { getApiDeps } from "./api-deps";
import { auth } from "./auth";

/**
 * The tRPC routers called from a server component, as the request's own player (its
 * Auth.js session, else its guest cookie): the same procedures, checks and answers the
 * browser gets over /api/trpc, so a page can render its first screen with the data in
 * it instead of fetching after its JavaScript runs. Reading the request's cookies makes
 * the page dynamic (rendered per request).
 */
export async function serverCaller() {
  const requestHeaders = new Headers(await headers());
  const sessionPlayerId = hasSessionCookie(requestHeaders.get("cookie"))
    ? ((await auth())?.playerId ?? null)
    : null;
  return createCaller(
    await createTRPCContext(await getApiDeps(), {
      headers: requestHeaders,
      sessionPlayerId,
      // A server component cannot set cookies: a guest token due for renewal is
      // renewed by the browser's next request to /api/trpc.
    }),
  );
}
