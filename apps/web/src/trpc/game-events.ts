"use client";

import superjson from "superjson";
import type { SuperJSONResult } from "superjson";

import type { GameSnapshot } from "@3u3d/api";

// A game's live updates in the browser: the server's plain event stream
// (/api/games/:id/events) read with EventSource. EventSource reconnects by itself after
// a dropped connection and sends the last frame's id, so the server sends exactly the
// moves missed. It gives up for good on an error answer (say a 503 while the database
// restarts, or a 429 from an address with too many streams open): then we open a new one
// after a pause, naming the last id ourselves. Every few minutes the server ends a
// stream with `renew` (packages/api/src/stream-limits.ts): that reconnect is routine
// and is not shown as a lost connection.

export interface GameEventHandlers {
  onFrame: (frame: GameSnapshot) => void;
  /** The stream is (again) connected; `resumed` is true after a lost connection. */
  onOpen: (resumed: boolean) => void;
  /** The connection was lost; a new one is on its way. */
  onLost: () => void;
  /**
   * The server refused the stream (an EventSource cannot read why): asked after each
   * refusal; a message ends the stream for good (say, "Game not found."), null retries.
   */
  onRefused: () => Promise<string | null>;
  /** The stream ended for good, with the reason. */
  onFailed: (message: string) => void;
}

const REOPEN_MS = 2_000;

/** Follows a game until the returned function is called or the game is finished. */
export function followGame(
  gameId: string,
  inviteCode: string | null,
  handlers: GameEventHandlers,
): () => void {
  let source: EventSource | null = null;
  let lastId: string | null = null;
  let lost = false;
  let renewing = false;
  let stopped = false;
  let reopen: ReturnType<typeof setTimeout> | undefined;

  const stop = () => {
    stopped = true;
    clearTimeout(reopen);
    source?.close();
  };

  const open = () => {
    const params = new URLSearchParams();
    if (inviteCode) params.set("code", inviteCode);
    if (lastId !== null) params.set("lastEventId", lastId);
    const query = params.size > 0 ? `?${params.toString()}` : "";
    const es = new EventSource(`/api/games/${encodeURIComponent(gameId)}/events${query}`);
    source = es;
    es.onopen = () => {
      handlers.onOpen(lost);
      lost = false;
    };
    es.onmessage = (message: MessageEvent<string>) => {
      lastId = message.lastEventId || lastId;
      handlers.onFrame(
        superjson.deserialize<GameSnapshot>(JSON.parse(message.data) as SuperJSONResult),
      );
    };
    // The game is finished: nothing more will come.
    es.addEventListener("end", stop);
    // The server is about to close this stream; EventSource reconnects by itself.
    es.addEventListener("renew", () => {
      renewing = true;
    });
    es.onerror = () => {
      if (stopped) return;
      const routine = renewing && es.readyState === EventSource.CONNECTING;
      renewing = false;
      if (routine) return; // if the reconnect fails, its own error reports it
      if (!lost) handlers.onLost();
      lost = true;
      if (es.readyState !== EventSource.CLOSED) return;
      void handlers.onRefused().then((reason) => {
        if (stopped) return;
        if (reason === null) reopen = setTimeout(open, REOPEN_MS);
        else {
          stop();
          handlers.onFailed(reason);
        }
      });
    };
  };

  open();
  return stop;
}
