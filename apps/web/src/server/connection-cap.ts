// Connections past HTTP_MAX_CONNECTIONS get an answer, not a reset (issue #65). Node's
// own cap (server.maxConnections) closes a new socket the moment it is accepted: the
// client has usually sent its request already, so it reads a reset (ECONNRESET), and
// can tell neither a full server from a broken one nor when to come back. Here the
// cap is counted by server.mjs instead: a connection that arrives past it is marked,
// its first request is read (the headers only) and answered 503 with Retry-After in
// the reader's words, and the connection is closed after the answer. The refusal is
// counted (threeup_overload_refused_total{work="connection"}). Connections opened
// under the cap are never refused here: a player's keep-alive connection carries their
// moves whatever arrives after it. Nor are two requests on a connection past it (then
// closed after their answer): a move, as overload never refuses one (a player's browser
// opens a new connection after a long think), and the liveness probe, which would
// otherwise call a busy instance dead.
//
// Node's own cap stays, HARD_HEADROOM above ours, as the last guard of memory and
// file descriptors against clients that open connections faster than they read the
// answers: those are dropped before a byte is read, and counted too.
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";

import { OVERLOAD_RETRY_AFTER_S } from "@3u3d/api/overload";
import { messagesFor } from "@3u3d/i18n";

import { readerLocale } from "./malformed-path";

/** Node drops connections this far past the cap (a tenth of it, at least 100). */
export const hardHeadroom = (max: number) => Math.max(100, Math.ceil(max / 10));

export interface ConnectionCap {
  /** Whether `socket` arrived past the cap (its requests are refused, then it closes). */
  refuses(socket: Socket): boolean;
  /** Connections open now. */
  open(): number;
}

/**
 * Counts `server`'s connections and marks those that arrive while `max` are open;
 * `onRefused` runs once for each one refused (marked or dropped by Node's hard cap).
 */
export function capConnections(
  server: Server,
  max: number,
  onRefused: () => void,
): ConnectionCap {
  const refused = new WeakSet<Socket>();
  let open = 0;
  server.on("connection", (socket: Socket) => {
    if (open >= max) {
      refused.add(socket);
      onRefused();
    }
    open++;
    socket.once("close", () => open--);
  });
  server.maxConnections = max + hardHeadroom(max);
  server.on("drop", onRefused);
  return { refuses: (socket) => refused.has(socket), open: () => open };
}

/** Whether `req` is answered even on a connection past the cap: a move, or /api/health/live. */
export function answeredPastTheCap(req: IncomingMessage): boolean {
  const path = (req.url ?? "").split("?", 1)[0];
  return (
    path === "/api/health/live" ||
    (req.method === "POST" && path === "/api/trpc/game.move")
  );
}

/**
 * The answer to a request on a refused connection: 503, Retry-After, the reason in
 * the reader's words as JSON (the shape of the API's other early refusals: a stream's,
 * a body too large), and the connection closed once it is sent.
 */
export function refuseBusy(req: IncomingMessage, res: ServerResponse): void {
  const message = messagesFor(readerLocale(req)).refusals.limits.busy;
  const body = JSON.stringify({ error: { code: "SERVICE_UNAVAILABLE", message } });
  res.shouldKeepAlive = false;
  res.writeHead(503, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(body),
    "cache-control": "no-store",
    // The overload's: a refused connection is the same busy server, asked again alike.
    "retry-after": String(OVERLOAD_RETRY_AFTER_S),
    connection: "close",
  });
  res.end(body);
}
