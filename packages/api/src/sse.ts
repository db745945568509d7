// What the two live streams share (a table's, event-stream.ts; a person's news,
// person-stream.ts): the Server-Sent Events wire pieces, encoded once, and their
// answers when a stream is refused.
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";

import type { Locale } from "@3u3d/i18n";

import { refusalMsg } from "./game-server/errors";
import { OVERLOAD_RETRY_AFTER_S } from "./overload";
import type { StreamRefusal } from "./stream-limits";
import { speak } from "./words";

/** A comment this often keeps proxies from closing a quiet stream. */
export const PING_MS = 10_000;
/** How long an EventSource waits before reconnecting after the stream drops. */
const RETRY_MS = 1_000;

export const sseEncoder = new TextEncoder();
export const SSE_OPENING = sseEncoder.encode(`retry: ${RETRY_MS}\n\n`);
export const SSE_PING = sseEncoder.encode(": ping\n\n");
/** The stream's lifetime is over: reconnect (the browser does by itself) and carry on. */
export const SSE_RENEW = sseEncoder.encode("event: renew\ndata: \n\n");

/**
 * Headers of a stream: no cache keeps it (a seat's stream carries its hand: private,
 * no-store); no-transform, as compression would hold messages back until a buffer fills.
 */
export const SSE_HEADERS = {
  "content-type": "text/event-stream",
  "cache-control": "private, no-cache, no-store, no-transform",
  "x-accel-buffering": "no",
};

/** A JSON error answer; its message is player words, in the request's language. */
export function errorResponse(error: TRPCError, headers?: HeadersInit): Response {
  return Response.json(
    { error: { code: error.code, message: error.message } },
    { status: getHTTPStatusCodeFromError(error), headers },
  );
}

/** A stream refused by the limits (stream-limits.ts), with when to ask again. */
export function refusedResponse(
  { code, words, retryAfterS }: StreamRefusal,
  locale: Locale,
): Response {
  return errorResponse(new TRPCError({ code, message: speak(locale, words) }), {
    "retry-after": String(retryAfterS),
  });
}

/** A stream asked for while this instance is overloaded (overload.ts). */
export function overloadedResponse(locale: Locale): Response {
  return errorResponse(
    new TRPCError({
      code: "SERVICE_UNAVAILABLE",
      message: speak(locale, refusalMsg("limits.busy")),
    }),
    { "retry-after": String(OVERLOAD_RETRY_AFTER_S) },
  );
}
