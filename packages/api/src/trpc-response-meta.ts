// The headers of a /api/trpc answer, the same whichever server answers it (Next's
// route handler through requests.ts, or the custom server through node-requests.ts).
import { OVERLOAD_RETRY_AFTER_S } from "./overload";
import type { TrpcContext } from "./trpc";

interface AnswerInfo {
  type: "query" | "mutation" | "subscription" | "unknown";
  ctx?: Pick<TrpcContext, "playerId"> | undefined;
  errors: readonly { code: string }[];
}

/**
 * A mutation's answer is a few hundred bytes (a move's events, say): compressing it
 * costs the server more CPU than it saves on the wire, so no proxy or Next is to
 * transform it. Queries (lists, replays) can be large and stay compressible. An answer
 * to a known player (their games, their account, their data download) is theirs alone:
 * no cache keeps it, the browser's or a shared one (issue #37). Work refused while the
 * server is overloaded (overload.ts) says when to ask again.
 */
export function trpcResponseMeta({ type, ctx, errors }: AnswerInfo): {
  headers?: Record<string, string>;
} {
  const headers: Record<string, string> =
    type === "mutation"
      ? { "cache-control": "no-store, no-transform" }
      : ctx?.playerId
        ? { "cache-control": "private, no-store" }
        : {};
  if (errors.some((error) => error.code === "SERVICE_UNAVAILABLE"))
    headers["retry-after"] = String(OVERLOAD_RETRY_AFTER_S);
  return { headers };
}
