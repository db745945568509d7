// The event bus across server instances: PostgreSQL LISTEN/NOTIFY on the database we
// already run. Every instance LISTENs on one channel with a dedicated connection;
// publish() is a NOTIFY that PostgreSQL delivers to all of them (itself included),
// and each instance fans it out to its local subscribers (the API's in-process bus,
// which it is handed). It has the game server's bus interface (GameEventBus in
// packages/api), so the server cannot tell one from the other.
import pg from "pg";

import { LOOK_AGAIN } from "./bus-signals";

/** "game X reached version N" (or a signal of bus-signals.ts), fanned out per game. */
export interface VersionBus {
  publish(gameId: string, version: number): void;
  /** Calls `listener` on every published version of this game; returns the unsubscribe. */
  subscribe(gameId: string, listener: (version: number) => void): () => void;
}

const CHANNEL = "threeup_game_events";

export interface PostgresBus extends VersionBus {
  /**
   * Resolves once LISTEN is first active (a failed first try is retried with backoff).
   * Serve nothing before: a game read earlier would miss the moves announced meanwhile.
   */
  ready: Promise<void>;
  close(): Promise<void>;
}

export function createPostgresBus(
  databaseUrl: string,
  /** This instance's own fan-out to its subscribers. */
  local: VersionBus,
  onError: (error: Error) => void = () => undefined,
): PostgresBus {
  const publisher = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  publisher.on("error", (error) => onError(error));
  // Games with local subscribers, so they can all look again after a reconnect.
  const watched = new Map<string, number>();
  let closed = false;
  let listener: pg.Client | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== CHANNEL || !message.payload) return;
    const separator = message.payload.lastIndexOf(":");
    const gameId = message.payload.slice(0, separator);
    const version = Number(message.payload.slice(separator + 1));
    if (gameId && Number.isInteger(version)) local.publish(gameId, version);
  };

  async function listen(attempt: number): Promise<void> {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on("notification", onNotification);
    // A lost connection (database restart, network) is re-established with backoff.
    const lost = (error?: Error) => {
      if (error) onError(error);
      if (listener !== client || closed) return;
      listener = null;
      client.removeAllListeners("end");
      void client.end().catch(() => undefined);
      scheduleListen(1);
    };
    client.on("error", lost);
    client.on("end", () => lost());
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      void client.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await client.end();
      return;
    }
    listener = client;
    markReady();
    // Notifications sent while we were away are lost: every watched game looks again
    // (subscribers re-read the database and send only what is new).
    if (attempt > 0)
      for (const gameId of watched.keys()) local.publish(gameId, LOOK_AGAIN);
  }

  function scheduleListen(attempt: number) {
    if (closed || retry) return;
    retry = setTimeout(
      () => {
        retry = null;
        listen(attempt).catch((error: unknown) => {
          onError(error as Error);
          scheduleListen(attempt + 1);
        });
      },
      Math.min(5000, 100 * 2 ** attempt),
    );
    retry.unref?.();
  }

  listen(0).catch((error: unknown) => {
    onError(error as Error);
    scheduleListen(1);
  });

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
    subscribe(gameId, listenerFn) {
      watched.set(gameId, (watched.get(gameId) ?? 0) + 1);
      const unsubscribe = local.subscribe(gameId, listenerFn);
      return () => {
        unsubscribe();
        const left = (watched.get(gameId) ?? 1) - 1;
        if (left > 0) watched.set(gameId, left);
        else watched.delete(gameId);
      };
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await Promise.allSettled([listener?.end(), publisher.end()]);
    },
  };
}
