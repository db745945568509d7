import "server-only";

import {
  createTRPCOptionsProxy,
  type TRPCQueryOptions,
} from "@trpc/tanstack-react-query";
import { headers } from "next/headers";
import { cache } from "react";

import { createTRPCContext, type AppRouter } from "@3u3d/api";
import { hasSessionCookie } from "@3u3d/auth";

import { bootedHouse } from "~/server/house";
import { auth } from "~/server/auth";

import { createQueryClient } from "./query-client";

// Server components fetch a page's first-paint data with the same query options the
// browser uses, into a cache of the request's own; HydrateClient hands that cache to
// the page's client components, which then render with the data instead of fetching
// after their JavaScript runs. The calls go straight to the routers, as the request's
// own player (its Auth.js session, else its guest cookie): the same procedures, checks
// and answers the browser gets over /api/trpc. Reading the cookies makes the page
// dynamic (rendered per request). The routers are the booted house's own copy
// (packages/api/src/requests.ts): this bundle's would not know the house's errors.
//
// HydrateClient is in server.tsx, which re-exports this file: the root layout's
// language lookup, i18n/request.ts, reads whoIsAsking from here, so no client component
// — TanStack's HydrationBoundary — is among the root layout's imports, and a page that
// renders none does not load it; issue #65.

const createContext = cache(async () => {
  const requestHeaders = new Headers(await headers());
  const sessionPlayerId = hasSessionCookie(requestHeaders.get("cookie"))
    ? ((await auth())?.playerId ?? null)
    : null;
  const house = await bootedHouse();
  houseRouter = house.requests.router;
  return createTRPCContext(house.deps, {
    headers: requestHeaders,
    sessionPlayerId,
    // A server component cannot set cookies: a guest token due for renewal is
    // renewed by the browser's next request to /api/trpc.
  });
});

const getQueryClient = cache(createQueryClient);

/** The house's routers, known once a context was made (the proxy reads it after). */
let houseRouter: AppRouter | null = null;

export const trpc = createTRPCOptionsProxy<AppRouter>({
  // Read by each call once its context is resolved, which is when it is known.
  get router(): AppRouter {
    if (!houseRouter) throw new Error("trpc/server: no house booted");
    return houseRouter;
  },
  ctx: createContext,
  queryClient: getQueryClient,
});

/**
 * Fetches a query into the request's cache. It never throws: a query the server could
 * not answer (the database restarting, a game the caller may not see) is left out, and
 * the browser asks for it itself, so the page always renders.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any router's query options
export function prefetch<T extends ReturnType<TRPCQueryOptions<any>>>(
  queryOptions: T,
): Promise<void> {
  return getQueryClient().prefetchQuery(queryOptions);
}

/**
 * The request's query cache, for a server component that renders an answer itself
 * (no client JavaScript): its fetchQuery asks the router once per request.
 */
export const requestQueryClient = getQueryClient;

/**
 * Who is asking, for a page whose prefetches depend on it; cached for HydrateClient like
 * a prefetch. Null for nobody yet, and when the server cannot say.
 */
export function whoIsAsking() {
  return getQueryClient()
    .fetchQuery(trpc.session.me.queryOptions())
    .catch(() => null);
}

/** Whether a player has this id (the head of their profile is there). */
export function playerExists(playerId: string) {
  return getQueryClient()
    .fetchQuery(trpc.profile.stats.queryOptions({ playerId }))
    .then(
      () => true,
      () => false,
    );
}

/**
 * The account a readable profile address names, with its current handle (cached for
 * HydrateClient like a prefetch); null for nobody, and when the server cannot say.
 */
export function playerByHandle(handle: string) {
  return getQueryClient()
    .fetchQuery(trpc.profile.byHandle.queryOptions({ handle }))
    .catch(() => null);
}
