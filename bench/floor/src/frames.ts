// What a stream carries: per version of a table, one frame per seat (and one for every
// spectator), encoded once to bytes and written to each stream of that seat. The wire
// is the app's (packages/api/src/event-stream.ts): standard Server-Sent Events,
// `id: <version>` and `data: <superjson JSON>` (no Dates here, so superjson's JSON is
// `{"json": …}`), and `event: end` once the game is over. A frame holds what a
// client needs to draw the table and play: the position as the seat sees it
// (R-HIDDEN), the moves it may make now, and the last move's events redacted for it.
import type { ServerResponse } from "node:http";

import { legalMoves, redactEvent, toAct, viewFor } from "@3u3d/engine";
import type { Seat } from "@3u3d/engine";

import type { Table } from "./tables";

export interface Viewer {
  /** The viewer's seat; null: a spectator. */
  seat: Seat | null;
  res: ServerResponse;
}

export const SSE_HEADERS = {
  "content-type": "text/event-stream",
  "cache-control": "private, no-cache, no-store, no-transform",
  "x-accel-buffering": "no",
};
export const SSE_OPENING = Buffer.from("retry: 1000\n\n");
export const SSE_PING = Buffer.from(": ping\n\n");
export const SSE_END = Buffer.from("event: end\ndata: \n\n");

/** The frame of the table's current version for `seat`, built and encoded once. */
export function frameFor(table: Table, seat: Seat | null): Buffer {
  const key = seat === null ? "s" : String(seat);
  let bytes = table.frames.get(key);
  if (bytes) return bytes;
  const state = table.state;
  const acting = state && table.status === "PLAYING" ? toAct(state) : [];
  const legalSeat = seat !== null && acting.includes(seat) ? seat : null;
  const frame = {
    gameId: table.id,
    status: table.status,
    version: table.version,
    seat,
    view: state ? viewFor(state, seat) : null,
    legal: {
      version: table.version,
      seat: legalSeat,
      moves: state && legalSeat !== null ? legalMoves(state, legalSeat) : [],
    },
    events: table.lastEvents.map((e) => redactEvent(e, seat)),
  };
  bytes = Buffer.from(
    `id: ${table.version}\ndata: ${JSON.stringify({ json: frame })}\n\n`,
  );
  table.frames.set(key, bytes);
  return bytes;
}
