// A person's news as Server-Sent Events (`GET /api/me/events`): one stream per open
// page, beside the table's own (event-stream.ts), saying which of the person's answers
// changed (person-news.ts) so the page asks that one again. It replaces the polling of
// challenges, your games and the pairing wait.
//
// Wire format: `data: <kind>` per piece of news (challenges, games, pairing, or all: ask everything again — sent first, so a page that reconnects catches up on
// what it missed while away), a `: ping` comment every 10 s, and `event: renew` when
// the stream's lifetime is over (the EventSource reconnects). It counts against the
// same stream limits as a table's (stream-limits.ts), and is refused to nobody in
// particular: a caller with no player (no cookie, no session) is answered 401. While
// this instance is overloaded (overload.ts) no new one is opened (503): a page's news
// waits, its game does not. Written to a sink (stream-sink.ts): a web stream for Next's
// route, the Node response itself for the custom server (node-requests.ts).
import { TRPCError } from "@trpc/server";

import { clientKey } from "@3u3d/auth";

import type { News } from "./person-news";
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
import { webStreamResponse, type Pipeable } from "./stream-sink";
import { callerPlayerId, type ApiDeps } from "./trpc";
import { refusalMsg } from "./game-server/errors";
import { requestLocale, speak } from "./words";

/** Each kind of news, encoded once. */
const NEWS_BYTES = new Map<News, Uint8Array>();
const newsBytes = (news: News) => {
  let bytes = NEWS_BYTES.get(news);
  if (!bytes) NEWS_BYTES.set(news, (bytes = sseEncoder.encode(`data: ${news}\n\n`)));
  return bytes;
};

export interface PersonStreamRequest {
  /** Its headers name the caller and its address; its signal ends the stream. */
  request: Pick<Request, "headers" | "signal">;
  /** The player of the caller's Auth.js session, if any. */
  sessionPlayerId: string | null;
}

type PersonStreamDeps = Pick<
  ApiDeps,
  "news" | "streams" | "repositories" | "authSecret" | "overload"
>;

/** The response for `GET /api/me/events` (Next's route handler). */
export async function personNewsStream(
  deps: PersonStreamDeps,
  request: PersonStreamRequest,
): Promise<Response> {
  const opened = await openPersonStream(deps, request);
  return opened instanceof Response ? opened : webStreamResponse(opened);
}

/** The caller's news stream, admitted, or the answer refusing it. */
export async function openPersonStream(
  deps: PersonStreamDeps,
  { request, sessionPlayerId }: PersonStreamRequest,
): Promise<Response | Pipeable> {
  const locale = () => requestLocale(request.headers);
  if (deps.overload?.overloaded()) {
    deps.overload.refused("stream");
    return overloadedResponse(locale());
  }
  // Before any work for the stream: a refused one costs no database read here.
  const slot = deps.streams.admit(clientKey(request.headers));
  if (!slot.ok) return refusedResponse(slot, locale());
  let playerId: string | null;
  try {
    playerId = await callerPlayerId(deps, { headers: request.headers, sessionPlayerId });
  } catch (error) {
    slot.release();
    throw error;
  }
  if (!playerId) {
    slot.release();
    return errorResponse(
      new TRPCError({
        code: "UNAUTHORIZED",
        message: speak(locale(), refusalMsg("site.signInOrGuest")),
      }),
    );
  }
  const listener = playerId;

  return {
    pipe(sink) {
      let open = true;
      const unlisten = deps.news.listen(listener, (news) => {
        if (open) sink.write(newsBytes(news));
      });
      const ping = setInterval(() => sink.write(SSE_PING), PING_MS);
      const lifetime = setTimeout(() => {
        sink.write(SSE_RENEW);
        stop();
      }, deps.streams.lifetimeMs());
      const stop = () => {
        if (!open) return;
        open = false;
        unlisten();
        clearInterval(ping);
        clearTimeout(lifetime);
        request.signal.removeEventListener("abort", stop);
        slot.release();
        sink.end();
      };
      request.signal.addEventListener("abort", stop);
      sink.onClose(stop);
      // Gone while we read who it was: neither event comes again, so let go now (not
      // at the lifetime, holding a slot for minutes).
      if (request.signal.aborted) return stop();
      sink.write(SSE_OPENING);
      // Listening before this: nothing told from now on is missed.
      sink.write(newsBytes("all"));
    },
  };
}
