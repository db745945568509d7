// The event bus across server instances: PostgreSQL LISTEN/NOTIFY on the database we
// already run. Every instance LISTENs on one channel with a dedicated connection;
// publish() is a NOTIFY that PostgreSQL delivers to all of them (itself included),
// and each instance fans it out to its local subscribers.
import pg from "pg";

import type { GameEventBus } from "./event-bus";
import { createInProcessBus } from "./event-bus";

const CHANNEL = "threeup_game_events";

export interface PostgresBus extends GameEventBus {
  /** Resolves once LISTEN is active. */
  ready: Promise<void>;
  close(): Promise<void>;
}

export function createPostgresBus(
  databaseUrl: string,
  onError: (error: Error) => void = () => undefined,
): PostgresBus {
  const local = createInProcessBus();
  const listener = new pg.Client({ connectionString: databaseUrl });
  const publisher = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  let closed = false;

  listener.on("notification", (message) => {
    if (message.channel !== CHANNEL || !message.payload) return;
    const separator = message.payload.lastIndexOf(":");
    const gameId = message.payload.slice(0, separator);
    const version = Number(message.payload.slice(separator + 1));
    if (gameId && Number.isInteger(version)) local.publish(gameId, version);
  });
  listener.on("error", (error) => onError(error));
  publisher.on("error", (error) => onError(error));

  const ready = (async () => {
    await listener.connect();
    await listener.query(`LISTEN ${CHANNEL}`);
  })();

  return {
    ready,
    publish(gameId, version) {
      // The payload is only "<gameId>:<version>": no game content crosses the bus.
      publisher
        .query("select pg_notify($1, $2)", [CHANNEL, `${gameId}:${version}`])
        .catch((error: unknown) => {
          if (!closed) onError(error as Error);
        });
    },
    subscribe: (gameId, listenerFn) => local.subscribe(gameId, listenerFn),
    async close() {
      closed = true;
      await Promise.allSettled([listener.end(), publisher.end()]);
    },
  };
}
