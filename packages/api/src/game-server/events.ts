// What the master announces on this instance once a change is stored, for the parts
// of the house that act on it: the turns (turns.ts: a bot's move or a deadline to
// schedule), championships (a game of theirs ended), push notifications (a person's
// turn began). Listeners
// subscribe at start-up (game-server.ts, house.ts); the master knows none of them, so
// nothing it calls can call back into it.
//
// Other instances learn of changes from the event bus (event-bus.ts), which carries
// only versions; these events are this instance's, in process, typed.

import { log } from "@3u3d/log";

export interface GameServerEvents {
  /** A move was stored: the game is at `version` now (`finished`: it was the last). */
  committed: { gameId: string; version: number; finished: boolean };
  /** Seats, flags or the status changed without a move (a join, a resign, a deal…). */
  changed: { gameId: string };
  /** The game is over, played out or abandoned; its result and ratings are stored. */
  ended: {
    gameId: string;
    championshipId: string | null;
    /** The people seated (bots left out), each once. */
    playerIds: string[];
  };
  /**
   * Whose turn it is changed: people must act who did not have to before (after a move,
   * those whose turn it became; after the deal, everyone who acts first), or no longer
   * must. Announced once per move or deal (by the instance that stored it), never again
   * on a restart or a seat change.
   */
  turn: {
    gameId: string;
    version: number;
    /** The people now to act (bots and seats a bot plays for them left out), each once. */
    playerIds: string[];
    /** The people whose turn it was and is no longer, each once. */
    donePlayerIds: string[];
    turnTimerSeconds: number | null;
  };
}

export type GameServerEventName = keyof GameServerEvents;

type Listener<E extends GameServerEventName> = (
  detail: GameServerEvents[E],
) => void | Promise<void>;

export interface GameServerEventHub {
  /**
   * Tells every listener; resolves once they are done, so whoever made the change
   * answers after its consequences (a championship marked over) are stored. A
   * listener's failure is logged, never thrown back at the mover.
   */
  emit<E extends GameServerEventName>(
    event: E,
    detail: GameServerEvents[E],
  ): Promise<void>;
  /** Listens to `event`; returns the unsubscribe. */
  on<E extends GameServerEventName>(event: E, listener: Listener<E>): () => void;
}

export function createEventHub(
  onError: (error: unknown) => void = (error) =>
    log().error({ err: error }, "game event listener failed"),
): GameServerEventHub {
  // Each event's set holds listeners of that event only (`on` puts them there).
  const listeners = new Map<GameServerEventName, Set<Listener<GameServerEventName>>>();
  return {
    async emit(event, detail) {
      const called = [...(listeners.get(event) ?? [])].map(async (listener) => {
        try {
          await listener(detail);
        } catch (error) {
          onError(error);
        }
      });
      await Promise.all(called);
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      set.add(listener as Listener<GameServerEventName>);
      return () => set.delete(listener as Listener<GameServerEventName>);
    },
  };
}
