// Real-time fan-out. The bus carries only "game X reached version N" (or a signal,
// @3u3d/db/bus-signals: LOOK_AGAIN when its seats or status changed, TALK_CHANGED when
// someone said something at the table); every watcher
// then gets the snapshot for its own seat, so a notification can never leak a card.
// One interface, two transports: in-process (default) and PostgreSQL LISTEN/NOTIFY for
// several server instances (@3u3d/db/notify-bus, handed this in-process bus to fan
// out to each instance's own subscribers).
import { EventEmitter } from "node:events";

import { LOOK_AGAIN } from "@3u3d/db/bus-signals";

export interface GameEventBus {
  publish(gameId: string, version: number): void;
  /** Calls `listener` on every published version of this game; returns the unsubscribe. */
  subscribe(gameId: string, listener: (version: number) => void): () => void;
}

export function createInProcessBus(): GameEventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0); // one listener per open table view
  return {
    publish: (gameId, version) => emitter.emit(gameId, version),
    subscribe(gameId, listener) {
      emitter.on(gameId, listener);
      return () => emitter.off(gameId, listener);
    },
  };
}

/**
 * Resolves when the game is published past `version`, or when `signal` aborts.
 * Subscribing before the caller re-reads the database closes the gap in between.
 */
export function changes(
  bus: GameEventBus,
  gameId: string,
  signal: AbortSignal | undefined,
) {
  let pending = false;
  // The newest version announced since the last next() (LOOK_AGAIN: version unknown).
  let newest = LOOK_AGAIN;
  let wake: (() => void) | null = null;
  const unsubscribe = bus.subscribe(gameId, (version) => {
    // A change that is not a move (a signal: seats, talk) must not be swallowed by a
    // move announced in the same window: then the caller is told to look again.
    newest = !pending
      ? version
      : newest < 0 || version < 0
        ? LOOK_AGAIN
        : Math.max(newest, version);
    pending = true;
    wake?.();
  });
  const onAbort = () => wake?.();
  signal?.addEventListener("abort", onAbort);
  return {
    /** Waits for a change: the version announced (a signal when none), or null once aborted. */
    async next(): Promise<number | null> {
      if (!pending && !signal?.aborted)
        await new Promise<void>((resolve) => (wake = resolve));
      wake = null;
      pending = false;
      return signal?.aborted ? null : newest;
    },
    close() {
      unsubscribe();
      signal?.removeEventListener("abort", onAbort);
    },
  };
}
