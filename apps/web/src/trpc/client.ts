"use client";

import { createTRPCClient, httpBatchLink } from "@trpc/client";
import superjson from "superjson";

import type { AppRouter } from "@3u3d/api";

import { MAX_BATCH_SIZE } from "./limits";

// The browser's tRPC client: queries and mutations batched over HTTP. Live game
// updates come over the plain event stream instead (game-events.ts).
export const api = createTRPCClient<AppRouter>({
  links: [
    httpBatchLink({ url: "/api/trpc", transformer: superjson, maxItems: MAX_BATCH_SIZE }),
  ],
});
