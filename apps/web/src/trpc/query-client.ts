import { QueryClient } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import superjson from "superjson";

// The one cache behind every query, on the server (one per request: trpc/server-queries.ts)
// and in the browser (one for the visit: trpc/react.tsx). What the server fetched for
// a page's first paint travels to the browser in superjson, like any tRPC answer.

/** How long an answer counts as fresh: the browser does not ask again for what the page was just rendered with. */
const FRESH_MS = 30_000;

/**
 * A refusal the server worded ("There is no such player.") is its answer: asking
 * again would only delay it. A request that never got an answer (a dropped
 * connection) is tried twice more. On the server every failure is final: the page
 * renders at once without that answer, and the browser asks for it itself.
 */
function retryUnanswered(failures: number, error: unknown): boolean {
  if (typeof window === "undefined") return false;
  const answered = error instanceof TRPCClientError && error.shape !== undefined;
  return !answered && failures < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: FRESH_MS, retry: retryUnanswered },
      dehydrate: { serializeData: superjson.serialize },
      hydrate: { deserializeData: superjson.deserialize },
    },
  });
}
