"use client";

import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink, type TRPCClient } from "@trpc/client";
import { createTRPCContext } from "@trpc/tanstack-react-query";
import type { ReactNode } from "react";
import superjson from "superjson";

import type { AppRouter } from "@3u3d/api";

import { MAX_BATCH_SIZE } from "./limits";
import { createQueryClient } from "./query-client";

// The browser's data layer, as in create-t3-turbo: tRPC queries and mutations through
// TanStack Query, so every component reads one cache and a mutation says which answers
// it made stale. Live games come over their own event stream instead
// (use-game-snapshot.ts), which writes its frames into the same cache.
//
// Not in the root layout (issue #65, first paint): the pages that ask for data wrap
// themselves in TRPCReactProvider (their route's layout.tsx, or the page), and the
// header's parts that need it load after the page is the browser's (site-live.tsx) with
// a provider of their own. Every provider hands out the same cache and the same client
// (one per visit), so an answer one island fetched or made stale is the others' too.

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

let browserQueryClient: QueryClient | undefined;
let browserTRPCClient: TRPCClient<AppRouter> | undefined;

/** On the server a cache per render (never shared between visitors); in the browser one for the visit. */
export function getQueryClient(): QueryClient {
  if (typeof window === "undefined") return createQueryClient();
  return (browserQueryClient ??= createQueryClient());
}

const createClient = () =>
  createTRPCClient<AppRouter>({
    links: [
      // Relative: only the browser sends requests (server components call the
      // routers directly: server.tsx).
      httpBatchLink({
        url: "/api/trpc",
        transformer: superjson,
        maxItems: MAX_BATCH_SIZE,
      }),
    ],
  });

/** The tRPC client: in the browser one for the visit, shared by every provider. */
export function getTRPCClient(): TRPCClient<AppRouter> {
  if (typeof window === "undefined") return createClient();
  return (browserTRPCClient ??= createClient());
}

export function TRPCReactProvider({ children }: { children: ReactNode }) {
  const queryClient = getQueryClient();
  const trpcClient = getTRPCClient();
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
