// A game's live updates as a plain Server-Sent Events response (what the browser's
// EventSource reads): the one live transport, reading the game server's `updates`.
//
// Why not a tRPC subscription: the watchers of a table all receive the same frame, but
// tRPC turns each message into a string, then bytes, per subscriber, through a chain
// of web streams and generator helpers; under 200 games and 1,000 watchers that chain
// was the largest item of a server profile (docs/benchmarks.md). Here each frame is
// encoded once, to bytes, and every subscriber's stream enqueues those same bytes.
//
// Wire format (standard SSE): `id: <version>` and `data: <superjson JSON>` per frame,
// a `: ping` comment every 10 s (proxies keep the connection), and `event: end` when
// the game has ended (for its players, once its rematch offer is settled: see
// game-server/rematch.ts). A reconnecting EventSource sends its last id as Last-Event-ID
// and receives exactly the moves after it.
//
// Streams are limited (stream-limits.ts): per client address and per instance (a
// refusal is a JSON 429 or 503 with Retry-After), and each lives a few minutes: it then
// ends with `event: renew` and the EventSource reconnects with its last id, so a stream
// nobody reads cannot hold a slot for ever and a reconnect misses nothing.
import { TRPCError } from "@trpc/server";
import { z } from "zod";

import { clientKey } from "@3u3d/auth";
import { log, REQUEST_ID_HEADER, requestIdOf } from "@3u3d/log";

import { gameIdSchema, inviteCodeSchema } from "./schemas";
import { GameServerError } from "./game-server/errors";
import type { GameSnapshot } from "./game-server/snapshot";
import {
  errorResponse,
  PING_MS,
  refusedResponse,
  SSE_HEADERS,
  SSE_OPENING,
  SSE_PING,
  SSE_RENEW,
  sseEncoder,
} from "./sse";
import { transformer } from "./transformer";
import { callerPlayerId, readableIssues, type ApiDeps } from "./trpc";
import { requestLocale, speak } from "./words";

/** A reader this many frames behind is dropped: it reconnects and catches up at once. */
const MAX_QUEUED_FRAMES = 64;

const inputSchema = z.strictObject({
  gameId: gameIdSchema,
  // Watching an invite-only table takes its code (`?code=`); seated players need none.
  inviteCode: inviteCodeSchema.nullish(),
  lastEventId: z
    .string()
    .regex(/^\d{1,9}$/)
    .nullish(),
});

const END = sseEncoder.encode("event: end\ndata: \n\n");

/** Frames are shared by everyone in the same position; so are their bytes. */
const frameBytes = new WeakMap<GameSnapshot, Uint8Array>();

function encodeFrame(frame: GameSnapshot): Uint8Array {
  let bytes = frameBytes.get(frame);
  if (!bytes) {
    const data = JSON.stringify(transformer.serialize(frame));
    bytes = sseEncoder.encode(`id: ${frame.version}\ndata: ${data}\n\n`);
    frameBytes.set(frame, bytes);
  }
  return bytes;
}

export interface EventStreamRequest {
  /** The game id from the URL. */
  gameId: string;
  /**
   * The request: its headers name the caller, its address (stamped by server.mjs) and
   * its last event; its signal ends the stream.
   */
  request: Request;
  /** The player of the caller's Auth.js session, if any. */
  sessionPlayerId: string | null;
}

/** The response for `GET /api/games/:gameId/events`. */
export async function gameEventStream(
  deps: ApiDeps,
  { gameId, request, sessionPlayerId }: EventStreamRequest,
): Promise<Response> {
  const url = new URL(request.url);
  // A stream is a request with headers too: its words are said in its language, worked
  // out only once a slot is taken or a refusal needs words — admission itself reads
  // nothing but the address (issue #61; the negotiation's cost is bounded anyway).
  const localeOf = () => requestLocale(request.headers);
  const input = inputSchema.safeParse({
    gameId,
    inviteCode: url.searchParams.get("code"),
    // EventSource sends the header on reconnect; a first connection may name it in the query.
    lastEventId:
      request.headers.get("last-event-id") ?? url.searchParams.get("lastEventId"),
  });
  if (!input.success) {
    const message = readableIssues(input.error, localeOf());
    return errorResponse(new TRPCError({ code: "BAD_REQUEST", message }));
  }
  // Before any work for the stream: a refused one costs no database read here.
  const slot = deps.streams.admit(clientKey(request.headers));
  if (!slot.ok) return refusedResponse(slot, localeOf());
  const locale = localeOf();

  const stop = new AbortController();
  const onAbort = () => stop.abort();
  request.signal.addEventListener("abort", onAbort);
  let updates: AsyncGenerator<GameSnapshot, void> | undefined;
  // Every way out — a missing game, an error, the reader gone, the game over, the
  // lifetime over — comes here, and gives the slot back (once).
  const finish = () => {
    stop.abort();
    request.signal.removeEventListener("abort", onAbort);
    void updates?.return();
    slot.release();
  };

  // The first frame is read before answering, so a missing game is a plain 404.
  let first: IteratorResult<GameSnapshot, void>;
  try {
    const playerId = await callerPlayerId(deps, {
      headers: request.headers,
      sessionPlayerId,
    });
    updates = deps.master.updates(
      input.data.gameId,
      playerId,
      locale,
      input.data.lastEventId ? Number(input.data.lastEventId) : null,
      stop.signal,
      input.data.inviteCode,
    );
    first = await updates.next();
  } catch (error) {
    finish();
    if (error instanceof GameServerError && error.kind === "NOT_FOUND")
      return errorResponse(
        new TRPCError({
          code: "NOT_FOUND",
          message: error.words ? speak(locale, error.words) : error.message,
        }),
      );
    throw error;
  }
  const live = updates;

  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true;
      const close = () => {
        if (!open) return;
        open = false;
        clearInterval(ping);
        clearTimeout(lifetime);
        finish();
        try {
          controller.close();
        } catch {
          // Already cancelled by the reader.
        }
      };
      const ping = setInterval(() => controller.enqueue(SSE_PING), PING_MS);
      // A frame enqueued before the renew has been read up to its id: the reconnect
      // resumes after it.
      const lifetime = setTimeout(() => {
        controller.enqueue(SSE_RENEW);
        close();
      }, deps.streams.lifetimeMs());
      stop.signal.addEventListener("abort", close);
      controller.enqueue(SSE_OPENING);
      if (first.done) {
        controller.enqueue(END);
        close();
        return;
      }
      controller.enqueue(encodeFrame(first.value));
      void (async () => {
        try {
          for (;;) {
            const next = await live.next();
            if (!open) return;
            if (next.done) {
              if (!stop.signal.aborted) controller.enqueue(END);
              break;
            }
            controller.enqueue(encodeFrame(next.value));
            if ((controller.desiredSize ?? 0) < -MAX_QUEUED_FRAMES) break;
          }
        } catch (error) {
          // The database went away, say: the client reconnects and resumes from its id.
          log().warn(
            {
              gameId: input.data.gameId,
              reqId: requestIdOf(request.headers.get(REQUEST_ID_HEADER)),
              err: error,
            },
            "event stream broken off",
          );
        }
        close();
      })();
    },
    cancel() {
      stop.abort();
    },
  });

  return new Response(body, { headers: SSE_HEADERS });
}
