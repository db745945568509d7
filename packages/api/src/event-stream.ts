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
// nobody reads cannot hold a slot for ever and a reconnect misses nothing. While this
// instance is overloaded (overload.ts) no new watcher's stream is opened (503; a seated
// player's is, and so is a reconnect), and a watcher's stream reads its next frame only
// after a pause: the frame it then reads is the newest position, with the moves since
// its last one, instead of every position in between.
//
// The stream is written to a sink (stream-sink.ts): a web ReadableStream for Next's
// route handler (`gameEventStream`), or the Node response itself when the custom
// server answers (`openGameStream` + node-requests.ts), which spares each frame the web
// stream's queue and promises. A frame is read from the game only when the sink has
// taken the last one: a reader that falls behind gets the newest position next, not
// a queue of old ones.
import { TRPCError } from "@trpc/server";
import { z } from "zod";

import { clientKey } from "@3u3d/auth";
import { log, REQUEST_ID_HEADER, requestIdOf } from "@3u3d/log";

import { gameIdSchema, inviteCodeSchema } from "./schemas";
import { GameServerError } from "./game-server/errors";
import type { GameSnapshot } from "./game-server/snapshot";
import { snapshotPayload } from "./game-server/snapshot-payload";
import {
  errorResponse,
  overloadedResponse,
  PING_MS,
  refusedResponse,
  SSE_OPENING,
  SSE_PING,
  SSE_RENEW,
  sseEncoder,
} from "./sse";
import { webStreamResponse, type StreamSink } from "./stream-sink";
import { callerPlayerId, readableIssues, type ApiDeps } from "./trpc";
import { requestLocale, speak } from "./words";

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
    // Its shape is known: no walk over every value (game-server/snapshot-payload.ts).
    const data = JSON.stringify(snapshotPayload(frame));
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
  request: Pick<Request, "url" | "headers" | "signal">;
  /** The player of the caller's Auth.js session, if any. */
  sessionPlayerId: string | null;
}

/** An admitted stream, its first frame read: `pipe` writes it all to a sink. */
export interface LiveStream {
  /** Writes the stream to `sink` until it ends; the slot is given back then. */
  pipe(sink: StreamSink): void;
}

/** The response for `GET /api/games/:gameId/events` (Next's route handler). */
export async function gameEventStream(
  deps: ApiDeps,
  request: EventStreamRequest,
): Promise<Response> {
  const opened = await openGameStream(deps, request);
  return opened instanceof Response ? opened : webStreamResponse(opened);
}

/**
 * A game's stream, admitted and its first frame read, or the answer refusing it (bad
 * input, limits, overload, no such game).
 */
export async function openGameStream(
  deps: ApiDeps,
  { gameId, request, sessionPlayerId }: EventStreamRequest,
): Promise<Response | LiveStream> {
  const url = new URL(request.url, "http://localhost");
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
  // A stream that resumes (a renewal, a reconnect) belongs to a game already being
  // watched, and a seated player's first stream is their own game: only new watchers
  // wait out an overload, and moves are never refused. So the seat is read before a
  // refusal (the session, believed for a few seconds, and the game, in memory while it
  // is played): a refused page opens its stream again only after 2 s, and a player's
  // game would wait for them meanwhile.
  let playerId: string | null | undefined;
  if (deps.overload?.overloaded() && input.data.lastEventId == null) {
    playerId = await callerPlayerId(deps, { headers: request.headers, sessionPlayerId });
    if (playerId === null || !(await deps.master.seated(input.data.gameId, playerId))) {
      deps.overload.refused("stream");
      return overloadedResponse(localeOf());
    }
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
    const viewer =
      playerId !== undefined
        ? playerId
        : await callerPlayerId(deps, { headers: request.headers, sessionPlayerId });
    updates = deps.master.updates(
      input.data.gameId,
      viewer,
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
  const overload = deps.overload;

  return {
    pipe(sink) {
      let open = true;
      const close = () => {
        if (!open) return;
        open = false;
        clearInterval(ping);
        clearTimeout(lifetime);
        finish();
        sink.end();
      };
      const ping = setInterval(() => sink.write(SSE_PING), PING_MS);
      // A frame written before the renew has been read up to its id: the reconnect
      // resumes after it.
      const lifetime = setTimeout(() => {
        sink.write(SSE_RENEW);
        close();
      }, deps.streams.lifetimeMs());
      stop.signal.addEventListener("abort", close);
      sink.onClose(() => stop.abort());
      // Gone before the stream was piped: neither event comes again.
      if (stop.signal.aborted) return close();
      sink.write(SSE_OPENING);
      if (first.done) {
        sink.write(END);
        close();
        return;
      }
      sink.write(encodeFrame(first.value));
      const watcher = first.value.seat === null;
      let version = first.value.version;
      void (async () => {
        try {
          for (;;) {
            // The reader has not taken the last frame: the next one is read once it
            // has, and is then the newest position.
            let held = sink.backedUp() ? (await sink.drained(), true) : false;
            if (watcher && overload?.overloaded()) {
              await overload.watcherPause(stop.signal);
              held = true;
            }
            if (!open) return;
            const next = await live.next();
            if (!open) return;
            if (next.done) {
              if (!stop.signal.aborted) sink.write(END);
              break;
            }
            if (held && next.value.version > version + 1)
              overload?.coalesced(next.value.version - version - 1);
            version = next.value.version;
            sink.write(encodeFrame(next.value));
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
  };
}
