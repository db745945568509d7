"use client";

import {
  createTRPCClient,
  httpBatchLink,
  httpSubscriptionLink,
  splitLink,
} from "@trpc/client";
import superjson from "superjson";

import type { AppRouter } from "@3u3d/api";

// The browser's tRPC client: queries and mutations batched over HTTP, live game
// updates over Server-Sent Events (which reconnect and resume by themselves).
export const api = createTRPCClient<AppRouter>({
  links: [
    splitLink({
      condition: (op) => op.type === "subscription",
      true: httpSubscriptionLink({ url: "/api/trpc", transformer: superjson }),
      false: httpBatchLink({ url: "/api/trpc", transformer: superjson }),
    }),
  ],
});
