// The hot path answered on plain Node (issue #65): /api/trpc and the two live streams,
// served by the custom server (apps/web/server.mjs) straight from the booted house,
// before Next's handler. Under 200 games a server profile showed Next's route handling
// (~10 %), web streams, abort signals and async hooks per request in front of every
// move; here a request costs what tRPC itself costs: a stand-in for a Request over
// the already-read body (readableRequest), tRPC's resolveResponse, and one write of
// its answer — and a move not even resolveResponse (direct-calls.ts: the procedure
// itself, its answer written with tRPC's own pieces on the same wire). Next keeps
// the pages, and its route handlers (src/app/api) still answer when the app runs
// under `next dev` or `next start`: both paths share the routers, the context
// (createTRPCContext), the answer's headers (trpcResponseMeta) and the streams
// (event-stream.ts, person-stream.ts), so they answer the same.
//
// Who asks is read as Next's route reads it: the Auth.js session from the cookies
// (@3u3d/auth's readSession, the same configuration and checks as `auth()`), else the
// guest cookie; the client's address is the one server.mjs stamped. The origin check
// and the body's cap are the web app's (its src/server), applied by server.mjs before
// it hands the request here.
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";

import { resolveResponse } from "@trpc/server/http";

import { readSession } from "@3u3d/auth";
import { REQUEST_ID_HEADER, requestIdOf, withLogFields } from "@3u3d/log";

import { authDepsOf } from "./auth-deps";
import { answerDirect, isDirect } from "./direct-calls";
import { openGameStream } from "./event-stream";
import { openPersonStream } from "./person-stream";
import { appRouter } from "./root";
import { nodeStreamSink } from "./stream-sink";
import { trpcResponseMeta } from "./trpc-response-meta";
import { createTRPCContext, type ApiDeps } from "./trpc";

export interface NodeTrpcOptions {
  /** The procedure path(s) after /api/trpc/ ("game.move", or a batch "a,b"). */
  path: string;
  /** One HTTP request may carry a few calls (a page's queries), not a hundred. */
  maxBatchSize: number;
  /** The body, already read within its cap (null for a GET). */
  body: Uint8Array<ArrayBuffer> | null;
}

/**
 * A Node request's headers as a web Headers (what the context and the streams read; the
 * Pages Router's `req.headers` too, apps/web's request-caller.ts).
 */
export function webHeaders(incoming: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const key in incoming) {
    const value = incoming[key];
    if (value === undefined || key.startsWith(":")) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(key, item);
    else headers.append(key, value);
  }
  return headers;
}

/**
 * Writes a web Response (a small answer: JSON, an error) to a Node response. Read as
 * text (ours are JSON, UTF-8): Node then sends the head and a string body in one write
 * where a Buffer body took a second one.
 */
export async function sendResponse(res: ServerResponse, response: Response) {
  sendAnswer(res, response.status, response.headers, await response.text());
}

/** Writes an answer of `status` with `headers` and the text `body` in one write. */
function sendAnswer(res: ServerResponse, status: number, headers: Headers, body: string) {
  for (const [key, value] of headers) if (key !== "set-cookie") res.setHeader(key, value);
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("set-cookie", cookies);
  res.setHeader("content-length", Buffer.byteLength(body));
  res.writeHead(status);
  res.end(body);
}

const utf8 = new TextDecoder();

/**
 * What tRPC's resolveResponse reads of a request, without building one (issue #65):
 * the URL, the method, the headers, the signal, and the body through `json()` or
 * `text()` (ours is JSON), read as Request reads it (UTF-8, a byte-order mark
 * dropped). A web Request copied the headers, wrapped the already-read body in a web
 * stream and made a signal of its own, and reading the body back went through that
 * stream: a visible share of each call's cost under load. Whatever else is asked for
 * (form data, the body as a stream) comes from a real Request, built on first use.
 */
export function readableRequest(
  path: string,
  method: string,
  headers: Headers,
  body: Uint8Array<ArrayBuffer> | null,
): Request {
  const url = `http://localhost${path}`;
  const sent = method === "GET" || method === "HEAD" ? null : body;
  let real: Request | undefined;
  const request = () => (real ??= new Request(url, { method, headers, body: sent }));
  const text = () => (sent === null ? "" : utf8.decode(sent));
  const standIn = {
    url,
    method,
    headers,
    // Never aborted, as the Request's own signal was (none was passed to it). One per
    // call: tRPC attaches listeners to it, which a shared signal would keep forever.
    signal: new AbortController().signal,
    text: () => Promise.resolve(text()),
    json: () => Promise.resolve().then(() => JSON.parse(text()) as unknown),
    get body() {
      return request().body;
    },
    formData: () => request().formData(),
    arrayBuffer: () => request().arrayBuffer(),
    blob: () => request().blob(),
  };
  return standIn as unknown as Request;
}

export function nodeRequests(deps: ApiDeps) {
  const authDeps = authDepsOf(deps);
  const sessionOf = (headers: Headers) => readSession(authDeps, headers);
  /**
   * The tRPC context of a request with these headers: the caller is its Auth.js
   * session's player (readSession: the checks `auth()` makes, with the same
   * configuration), else its guest cookie's.
   */
  const context = async (
    headers: Headers,
    extra: { setCookie?: (cookie: string) => void; requestId?: string } = {},
  ) => {
    const session = await sessionOf(headers);
    return createTRPCContext(deps, {
      headers,
      sessionPlayerId: session.playerId,
      sessionSignedInAt: session.signedInAt,
      ...extra,
    });
  };

  return {
    context,
    /** A /api/trpc request: the caller is its session's player, else its guest cookie's. */
    async trpc(
      req: IncomingMessage,
      res: ServerResponse,
      { path, maxBatchSize, body }: NodeTrpcOptions,
    ): Promise<void> {
      const headers = webHeaders(req.headers);
      const resHeaders = new Headers();
      const url = req.url ?? "/";
      const method = req.method ?? "GET";
      // server.mjs made sure of the request's id (and put it in the answer's headers).
      const requestId = requestIdOf(headers.get(REQUEST_ID_HEADER));
      const createContext = () =>
        context(headers, {
          setCookie: (cookie) => resHeaders.append("set-cookie", cookie),
          requestId,
        });
      const responseMeta = (data: Parameters<typeof trpcResponseMeta>[0]) => {
        const meta = trpcResponseMeta(data);
        for (const [key, value] of Object.entries(meta.headers ?? {}))
          resHeaders.set(key, value);
        return resHeaders;
      };
      // A move: answered without resolveResponse, on the same wire (direct-calls.ts).
      const query = url.includes("?") ? url.slice(url.indexOf("?") + 1) : "";
      const call = { path, query, method, headers, body, createContext, responseMeta };
      if (isDirect(call)) {
        const answer = await withLogFields({ reqId: requestId }, () =>
          answerDirect(call),
        );
        return sendAnswer(res, answer.status, answer.headers, answer.body);
      }
      const request = readableRequest(url, method, headers, body);
      const response = await withLogFields({ reqId: requestId }, () =>
        resolveResponse({
          router: appRouter,
          req: request,
          path,
          error: null,
          maxBatchSize,
          createContext,
          responseMeta: (data) => ({ headers: responseMeta(data) }),
        }),
      );
      await sendResponse(res, response);
    },

    /** `GET /api/games/:gameId/events`: a game's live updates, written to `res`. */
    async events(req: IncomingMessage, res: ServerResponse, gameId: string) {
      const headers = webHeaders(req.headers);
      const { signal, done } = closedSignal(res);
      const opened = await openGameStream(deps, {
        gameId,
        request: { url: req.url ?? "/", headers, signal },
        sessionPlayerId: (await sessionOf(headers)).playerId,
      });
      if (opened instanceof Response) {
        done();
        return sendResponse(res, opened);
      }
      opened.pipe(nodeStreamSink(res));
    },

    /** `GET /api/me/events`: the caller's news, written to `res`. */
    async personNews(req: IncomingMessage, res: ServerResponse) {
      const headers = webHeaders(req.headers);
      const { signal, done } = closedSignal(res);
      const opened = await openPersonStream(deps, {
        request: { headers, signal },
        sessionPlayerId: (await sessionOf(headers)).playerId,
      });
      if (opened instanceof Response) {
        done();
        return sendResponse(res, opened);
      }
      opened.pipe(nodeStreamSink(res));
    },
  };
}

export type NodeRequests = ReturnType<typeof nodeRequests>;

/** A signal that aborts when the response's connection closes before it ended. */
function closedSignal(res: ServerResponse) {
  const controller = new AbortController();
  const onClose = () => {
    if (!res.writableEnded) controller.abort();
  };
  res.once("close", onClose);
  return { signal: controller.signal, done: () => res.off("close", onClose) };
}
