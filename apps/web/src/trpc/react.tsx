"use client";

import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { createTRPCContext } from "@trpc/tanstack-react-query";
import { useState, type ReactNode } from "react";
import superjson from "superjson";

import type { AppRouter } from "@3u3d/api";

import { MAX_BATCH_SIZE } from "./limits";
import { createQueryClient } from "./query-client";

// The browser's data layer, as in create-t3-turbo: tRPC queries and mutations through
// TanStack Query, so every component reads one cache and a mutation says which answers
// it made stale. Live games come over their own event stream instead
// (use-game-snapshot.ts), which writes its frames into the same cache.

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

let browserQueryClient: QueryClient | undefined;

/** On the server a cache per render (never shared between visitors); in the browser one for the visit. */
function getQueryClient(): QueryClient {
  if (typeof window === "undefined") return createQueryClient();
  return (browserQueryClient ??= createQueryClient());
}

export function TRPCReactProvider({ children }: { children: ReactNode }) {
  const queryClient = getQueryClient();
  const [trpcClient] = useState(() =>
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
    }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
