// The requests server.mjs answers itself, before Next (issue #65): /api/trpc, a game's
// live stream (/api/games/:id/events) and a person's (/api/me/events) — every move,
// every frame, every bot's turn delivered. They are answered by the booted house on
// plain Node (packages/api/src/node-requests.ts): none of Next's routing, web streams
// or per-request async context, which cost more than the move itself. Next keeps the
// pages and /api/auth, /api/health, /metrics; its route handlers for these three
// answer when the app runs without server.mjs (`next dev`, `next start`).
//
// What the route handlers check is checked here the same way, with the same code: the
// origin and the body's type (same-site-request.ts), the body's cap
// (limited-request.ts), the batch's size (trpc/limits.ts); the answers carry the
// security headers Next gives every answer (security-headers.ts). The client's
// address was stamped by server.mjs before this runs.
import type { IncomingMessage, ServerResponse } from "node:http";

import type { BootedHouse } from "@3u3d/api/boot";
import { log } from "@3u3d/log";

import { MAX_BATCH_SIZE } from "../trpc/limits";
import { MAX_BODY_BYTES } from "./limited-request";
import { crossSiteProblem } from "./same-site-request";
import { HTTPS_HEADERS, SECURITY_HEADERS } from "./security-headers";

const TRPC_PREFIX = "/api/trpc/";
const PERSON_EVENTS = "/api/me/events";
const GAME_EVENTS = /^\/api\/games\/([^/]+)\/events$/;

type Answer = (
  house: BootedHouse,
  req: IncomingMessage,
  res: ServerResponse,
) => Promise<void>;

/**
 * How to answer the request here, or null: Next answers it. Only the methods the route
 * handlers take (tRPC: GET and POST; streams: GET): any other gets Next's 405.
 */
export function nodeAnswer(req: IncomingMessage): Answer | null {
  const url = req.url ?? "/";
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  const method = req.method ?? "GET";
  if (path.startsWith(TRPC_PREFIX) && (method === "GET" || method === "POST"))
    return (house, req, res) => trpc(house, req, res, path.slice(TRPC_PREFIX.length));
  if (method !== "GET") return null;
  if (path === PERSON_EVENTS)
    return (house, req, res) => house.requests.node.personNews(req, res);
  const game = GAME_EVENTS.exec(path);
  if (game) {
    const gameId = decodeURIComponent(game[1] ?? "");
    return (house, req, res) => house.requests.node.events(req, res, gameId);
  }
  return null;
}

/** Answers the request with `answer`; a failure is a 500 with an id-less message. */
export async function answerOnNode(
  answer: Answer,
  house: BootedHouse,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  for (const { key, value } of SECURITY_HEADERS) res.setHeader(key, value);
  if (req.headers["x-forwarded-proto"] === "https")
    for (const { key, value } of HTTPS_HEADERS) res.setHeader(key, value);
  try {
    await answer(house, req, res);
  } catch (error) {
    // The path without its query: a GET's query is the call's input (invite codes).
    const path = (req.url ?? "?").split("?")[0];
    log().error({ err: error, method: req.method, path }, "request failed");
    if (res.headersSent) res.destroy();
    else sendJson(res, 500, "INTERNAL_SERVER_ERROR", "Something went wrong on our side.");
  }
}

async function trpc(
  house: BootedHouse,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): Promise<void> {
  const header = (name: string) => {
    const value = req.headers[name];
    return typeof value === "string" ? value : (value?.join(", ") ?? null);
  };
  const refused = crossSiteProblem(req.method ?? "GET", header, header("host") ?? "");
  if (refused) return sendJson(res, refused.status, refused.code, refused.message);
  const body = req.method === "POST" ? await readBody(req) : null;
  if (body === TOO_LARGE) {
    res.setHeader("connection", "close");
    return sendJson(res, 413, "PAYLOAD_TOO_LARGE", "The request is too large.");
  }
  await house.requests.node.trpc(req, res, {
    path: path.replace(/\/$/, ""),
    maxBatchSize: MAX_BATCH_SIZE,
    body,
  });
}

const TOO_LARGE = Symbol("too large");

/**
 * The body (≤ MAX_BODY_BYTES), or TOO_LARGE: reading stops there, and the connection
 * is closed after the answer (the rest of the body is never read).
 */
function readBody(
  req: IncomingMessage,
): Promise<Uint8Array<ArrayBuffer> | typeof TOO_LARGE> {
  if (Number(req.headers["content-length"] ?? 0) > MAX_BODY_BYTES)
    return Promise.resolve(TOO_LARGE);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", reject);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size <= MAX_BODY_BYTES) return void chunks.push(chunk);
      done();
      req.pause();
      resolve(TOO_LARGE);
    };
    const onEnd = () => {
      done();
      const joined = Buffer.concat(chunks);
      resolve(new Uint8Array(joined.buffer, joined.byteOffset, joined.byteLength));
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", reject);
  });
}

/** A JSON error answer, as the route handlers give it. */
function sendJson(res: ServerResponse, status: number, code: string, message: string) {
  const body = JSON.stringify({ error: { code, message } });
  res.writeHead(status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(body),
  });
  res.end(body);
}
