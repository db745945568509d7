// The floor's HTTP answers: exactly the requests the load test makes
// (apps/web/scripts/load-test.mjs), on the app's paths and wire formats, so the load
// test runs unchanged against the floor or the app:
//
//   POST /api/trpc/session.playAsGuest  {json:{name}}            → a guest and its cookie
//   POST /api/trpc/lobby.create         {json:{seats,isPublic,…}} → {id, inviteCode}
//   POST /api/trpc/lobby.start          {json:{gameId}}           → the deal
//   POST /api/trpc/game.move            {json:{gameId,version,move}} → {version, finished}
//   GET  /api/games/:gameId/events      the table's Server-Sent Events (seat or spectator)
//
// Answers are tRPC's: {"result":{"data":{"json":…}}}, or {"error":{"json":{message,
// code, data}}} with its HTTP status. Nothing else is served (404). What the app does
// besides (per-address limits, the origin check, language negotiation, metrics,
// reconnects resumed from Last-Event-ID, turn timers, talk, rematches) is left out on
// purpose: the floor measures what a move costs and nothing more.
import type { IncomingMessage, ServerResponse } from "node:http";

import type pg from "pg";

import type { GameOptions, Move, Ruleset } from "@3u3d/engine";

import { FloorError } from "./errors";
import { SSE_END, SSE_HEADERS, SSE_OPENING, SSE_PING, type Viewer } from "./frames";
import { createSessions } from "./sessions";
import { createStore } from "./store";
import { createTables, type SeatSpec, type Table } from "./tables";

/** A request body larger than this is refused (the load test's are under 1 kB). */
const MAX_BODY_BYTES = 64 * 1024;
/** A stream this far behind (bytes not yet taken by the socket) is dropped. */
const MAX_BUFFERED_BYTES = 512 * 1024;
/** A comment this often keeps proxies from closing a quiet stream (the app's PING_MS). */
const PING_MS = 10_000;

export interface FloorOptions {
  pool: pg.Pool;
  /** Signs guest cookies. */
  secret: string;
  botDelayMs: number;
}

export function createFloor({ pool, secret, botDelayMs }: FloorOptions) {
  const store = createStore(pool);
  const sessions = createSessions(store, secret);
  const tables = createTables({ store, botDelayMs, publish });

  /** Writes the table's new frame to each of its streams; ends them when it is over. */
  function publish(table: Table) {
    for (const viewer of table.viewers) {
      send(table, viewer, tables.frameFor(table, viewer.seat));
      if (table.status === "FINISHED") {
        viewer.res.end(SSE_END);
        table.viewers.delete(viewer);
      }
    }
  }

  function send(table: Table, viewer: Viewer, bytes: Buffer) {
    // A reader that does not keep up is dropped; its EventSource reconnects.
    if (viewer.res.writableLength > MAX_BUFFERED_BYTES) {
      table.viewers.delete(viewer);
      viewer.res.destroy();
      return;
    }
    viewer.res.write(bytes);
  }

  const streams = new Set<ServerResponse>();
  const ping = setInterval(() => {
    for (const res of streams) res.write(SSE_PING);
  }, PING_MS);

  async function events(req: IncomingMessage, res: ServerResponse, gameId: string) {
    const table = tables.get(gameId);
    const playerId = await sessions.playerOf(req.headers.cookie);
    const seat = playerId
      ? (table?.seats.findIndex((s) => s.playerId === playerId) ?? -1)
      : -1;
    const seated = seat >= 0;
    if (!table || (!table.isPublic && !seated)) {
      sendJson(res, 404, {
        error: { code: "NOT_FOUND", message: "There is no such game." },
      });
      return;
    }
    res.writeHead(200, SSE_HEADERS);
    res.write(SSE_OPENING);
    const viewer: Viewer = { seat: seated ? seat : null, res };
    res.write(tables.frameFor(table, viewer.seat));
    if (table.status === "FINISHED") {
      res.end(SSE_END);
      return;
    }
    table.viewers.add(viewer);
    streams.add(res);
    res.on("close", () => {
      table.viewers.delete(viewer);
      streams.delete(res);
    });
  }

  /** One tRPC procedure call: its input, the caller, its answer. */
  async function procedure(req: IncomingMessage, res: ServerResponse, path: string) {
    if (req.method !== "POST")
      throw new FloorError("BAD_REQUEST", "The floor's procedures are mutations (POST).");
    const input = await readInput(req);
    if (path === "session.playAsGuest") {
      const name = typeof input.name === "string" ? input.name.slice(0, 24) : "Guest";
      const { playerId, setCookie } = await sessions.createGuest(name || "Guest");
      return { data: { playerId, name }, setCookie };
    }
    const playerId = await sessions.playerOf(req.headers.cookie);
    if (!playerId) throw new FloorError("UNAUTHORIZED", "Play as a guest first.");
    switch (path) {
      case "lobby.create": {
        const table = await tables.open(playerId, {
          ruleset: (input.ruleset as Ruleset | undefined) ?? "3up3down",
          options: (input.options as GameOptions | undefined) ?? {},
          seats: seatSpecs(input.seats),
          isPublic: input.isPublic === true,
        });
        return { data: { id: table.id, inviteCode: table.inviteCode } };
      }
      case "lobby.start":
        return { data: await tables.start(playerId, text(input.gameId, "gameId")) };
      case "game.move": {
        const version = input.version;
        if (typeof version !== "number" || !Number.isInteger(version) || version < 0)
          throw new FloorError("BAD_REQUEST", "version: a whole number from 0.");
        if (!input.move || typeof input.move !== "object")
          throw new FloorError("BAD_REQUEST", "move: a move object.");
        const gameId = text(input.gameId, "gameId");
        return {
          data: await tables.submit(playerId, gameId, version, input.move as Move),
        };
      }
      default:
        throw new FloorError("NOT_FOUND", `No procedure "${path}" on the floor.`);
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = req.url ?? "/";
    const stream = /^\/api\/games\/([^/?]+)\/events(?:\?|$)/.exec(url);
    if (stream && req.method === "GET") {
      await events(req, res, decodeURIComponent(stream[1] ?? ""));
      return;
    }
    const trpc = /^\/api\/trpc\/([\w.]+)(?:\?|$)/.exec(url);
    if (!trpc) {
      sendJson(res, 404, { error: { code: "NOT_FOUND", message: "Not on the floor." } });
      return;
    }
    const path = trpc[1] ?? "";
    try {
      const { data, setCookie } = await procedure(req, res, path);
      sendJson(
        res,
        200,
        { result: { data: { json: data } } },
        setCookie ? { "set-cookie": setCookie } : {},
      );
    } catch (error) {
      if (!(error instanceof FloorError)) throw error;
      sendJson(res, error.status, error.trpcBody(path));
    }
  }

  return {
    /** The request listener for node:http. */
    listener: (req: IncomingMessage, res: ServerResponse) => {
      handle(req, res).catch((error: unknown) => {
        console.error(`${req.method} ${req.url}:`, error);
        if (!res.headersSent)
          sendJson(res, 500, {
            error: { json: { message: "Internal error.", code: -32603 } },
          });
        else res.destroy();
      });
    },
    close() {
      clearInterval(ping);
      tables.close();
      for (const res of streams) res.end();
    },
  };
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const bytes = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(bytes),
    ...headers,
  });
  res.end(bytes);
}

/** The call's input: tRPC's body, `{"json": input}` (superjson). */
async function readInput(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES)
      throw new FloorError("BAD_REQUEST", "The body is too large.");
    chunks.push(chunk);
  }
  let body: unknown;
  try {
    body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
  } catch {
    throw new FloorError("BAD_REQUEST", "The body is not JSON.");
  }
  const input = (body as { json?: unknown } | null)?.json ?? {};
  if (typeof input !== "object" || input === null || Array.isArray(input))
    throw new FloorError("BAD_REQUEST", 'The body is {"json": {…}}.');
  return input as Record<string, unknown>;
}

function text(value: unknown, name: string): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 64)
    throw new FloorError("BAD_REQUEST", `${name}: an id.`);
  return value;
}

function seatSpecs(value: unknown): SeatSpec[] {
  if (!Array.isArray(value) || value.length < 2 || value.length > 12)
    throw new FloorError("BAD_REQUEST", "seats: 2 to 12 seats.");
  return value.map((s: unknown) => {
    const spec = s as { kind?: unknown; level?: unknown } | null;
    if (spec?.kind === "human") return { kind: "human" };
    if (spec?.kind === "bot" && typeof spec.level === "string")
      return { kind: "bot", level: spec.level };
    throw new FloorError(
      "BAD_REQUEST",
      'seats: each {kind:"human"} or {kind:"bot",level}.',
    );
  });
}
