"use client";

import { createTRPCClient, httpLink } from "@trpc/client";
import superjson from "superjson";

import type { AppRouter } from "@3u3d/api";

let client: ReturnType<typeof createTRPCClient<AppRouter>> | undefined;

/**
 * A tRPC client for what a page says as it closes ("I am gone", "stop looking for a
 * game"): each request is its own fetch with `keepalive`, so the browser still sends
 * it after the page is gone (a batched or ordinary fetch would be cancelled with it).
 */
export function partingClient() {
  return (client ??= createTRPCClient<AppRouter>({
    links: [
      httpLink({
        url: "/api/trpc",
        transformer: superjson,
        fetch: (url, init) => fetch(url, { ...init, keepalive: true }),
      }),
    ],
  }));
}
