// The game cache: this instance's memory of the games being played. Every reader on the hot path (the
// mover, its legal moves, each table view, every subscriber's wake-up, the bots) used
// to read the game, its seats and its moves from the database; now one read per game
// fills an entry and each committed move updates it, so a move costs one SQL statement
// and a wake-up costs nothing but building the seat's view.
//
// The database stays the authority. Moves commit with the version they were computed
// from in the WHERE clause, so an entry that is behind (another instance moved) can
// only cause a refused write, never a wrong one; the event bus tells every instance
// that a game moved on (or, with LOOK_AGAIN, that something else changed), and the
// entry is dropped and read again on next use. The cache listens before it reads: a
// move announced while the read is in flight would otherwise be missed, and the entry
// would stay behind until the game's next change, which may never come (a person
// shown a bot's turn that was already played). Only games being played are kept:
// people come and go in the lobby, and a finished game leaves the cache (see
// `committed`) once its last watchers have had their final frame.
import { LRUCache } from "lru-cache";

import type { GameEvent, GameState } from "@3u3d/engine";
import { LOOK_AGAIN, TALK_CHANGED } from "@3u3d/db/bus-signals";
import type { GameRepository, StoredGame } from "@3u3d/db/repositories";

import type { GameEventBus } from "./event-bus";

export interface CommittedMove {
  version: number;
  state: GameState;
  events: GameEvent[];
  finished: boolean;
  at: Date;
  /** JSON sizes of the new state and of the move's events. */
  stateBytes: number;
  eventBytes: number;
}

export interface GameCache {
  /**
   * The game as this instance knows it, read from the database when not kept or when
   * older than `atLeast` (a version someone has seen elsewhere). null: no such game.
   */
  load(gameId: string, atLeast?: number): Promise<StoredGame | null>;
  /** A move this instance committed: the entry moves on without a read. */
  committed(gameId: string, move: CommittedMove): void;
  /** Forget this instance's copy (after a refused write, or a change to the seats). */
  forget(gameId: string): void;
  /** Seats or flags changed: forget the game here and on every other instance. */
  changed(gameId: string): void;
  /** How many games are kept, and their JSON size in bytes (tests, diagnostics). */
  size(): number;
  bytes(): number;
}

/** How long a game stays after its last move, for the watchers it wakes. */
const FINISHED_GRACE_MS = 10_000;

/**
 * Keep games up to this much JSON (state plus every move's events; in memory they take
 * a few times that); the least recently used go first. A long game is ~1 MB of events,
 * a fresh one ~5 KB, so a budget in games would say nothing about memory. (A game
 * larger than the whole budget is not kept: it is read each time it is needed.)
 */
const DEFAULT_CAPACITY_BYTES = 64 * 1024 * 1024;

/** An entry's weight against the budget (lru-cache wants a positive whole number). */
const sizeOf = (game: StoredGame) => Math.max(1, game.stateBytes + game.eventBytes);

export function createGameCache(
  repository: GameRepository,
  bus: GameEventBus,
  capacityBytes = DEFAULT_CAPACITY_BYTES,
): GameCache {
  const unsubscribes = new Map<string, () => void>();
  // lru-cache (well kept, tested, bounded by size): entries weigh their JSON bytes, the
  // least recently used go once the budget is passed, and a game that goes (dropped or
  // pushed out) stops listening; one replaced by its next version ("set") listens on.
  const entries = new LRUCache<string, StoredGame>({
    maxSize: capacityBytes,
    sizeCalculation: sizeOf,
    dispose: (_game, gameId, reason) => {
      if (reason !== "set") stopListening(gameId);
    },
  });
  const reading = new Map<string, Promise<StoredGame | null>>();
  // Reads overtaken by a commit of ours while in flight: their result is already old.
  const overtaken = new Set<string>();
  // The newest version announced while a game was being read (-1: a change that is not
  // a move): a read older than that is returned but not kept.
  const announcedWhileReading = new Map<string, number>();

  /** Listens for the game's changes on the bus (once), before it is read or kept. */
  function watch(gameId: string) {
    if (unsubscribes.has(gameId)) return;
    unsubscribes.set(
      gameId,
      bus.subscribe(gameId, (version) => {
        // Table talk is kept apart from the game (table-talk.ts).
        if (version === TALK_CHANGED) return;
        if (reading.has(gameId)) {
          const seen = announcedWhileReading.get(gameId);
          announcedWhileReading.set(
            gameId,
            version < 0 || seen === LOOK_AGAIN
              ? LOOK_AGAIN
              : Math.max(seen ?? version, version),
          );
        }
        const entry = entries.peek(gameId); // hearing of a game is not using it
        // An older version is our own notification arriving late: nothing to do.
        if (entry && (version < 0 || version > entry.version)) forget(gameId);
      }),
    );
  }

  function stopListening(gameId: string) {
    // A read in flight still needs to hear what is announced until it lands.
    if (reading.has(gameId)) return;
    unsubscribes.get(gameId)?.();
    unsubscribes.delete(gameId);
  }

  /** Drops the entry (its disposal stops the listening), or just stops listening. */
  function forget(gameId: string) {
    if (!entries.delete(gameId)) stopListening(gameId);
  }

  function keep(game: StoredGame) {
    entries.set(game.id, game); // the most recently used; the least go past the budget
    if (entries.has(game.id)) watch(game.id);
    else forget(game.id); // larger than the whole budget: not kept, not listened to
  }

  async function read(gameId: string): Promise<StoredGame | null> {
    watch(gameId);
    let stored: StoredGame | null;
    try {
      stored = await repository.load(gameId);
    } finally {
      reading.delete(gameId);
    }
    const old = overtaken.delete(gameId);
    const announced = announcedWhileReading.get(gameId);
    announcedWhileReading.delete(gameId);
    const behind =
      stored !== null &&
      announced !== undefined &&
      (announced < 0 || announced > stored.version);
    // Only games being played are kept: lobbies change by the second and nobody plays
    // there; finished games are read once by their last watchers and then by replays.
    if (stored && !old && !behind && stored.status === "PLAYING") keep(stored);
    else if (!entries.has(gameId)) forget(gameId); // stop listening
    return stored;
  }

  return {
    async load(gameId, atLeast) {
      const entry = entries.get(gameId);
      if (entry && (atLeast === undefined || entry.version >= atLeast)) return entry;
      // Many readers of one game wake together: they share a single read.
      let pending = reading.get(gameId);
      if (!pending) {
        pending = read(gameId);
        reading.set(gameId, pending);
      }
      return pending;
    },
    committed(gameId, move) {
      const entry = entries.get(gameId);
      if (!entry) {
        if (reading.has(gameId)) overtaken.add(gameId);
        return;
      }
      if (entry.version !== move.version - 1) {
        forget(gameId); // we missed something: read it again when next needed
        return;
      }
      // A new object: a reader still holding the previous version sees it unchanged.
      // moveEvents is shared and only appended to; readers slice up to their version.
      entry.moveEvents[move.version - 1] = move.events;
      keep({
        ...entry,
        version: move.version,
        state: move.state,
        status: move.finished ? "FINISHED" : entry.status,
        finishedAt: move.finished ? move.at : entry.finishedAt,
        lastMoveAt: move.at,
        stateBytes: move.stateBytes,
        eventBytes: entry.eventBytes + move.eventBytes,
      });
      // Watchers woken by the last move read it from here; then it goes.
      if (move.finished) setTimeout(() => forget(gameId), FINISHED_GRACE_MS).unref?.();
    },
    forget,
    changed(gameId) {
      forget(gameId);
      bus.publish(gameId, LOOK_AGAIN);
    },
    size: () => entries.size,
    bytes: () => entries.calculatedSize,
  };
}

/** The events of the moves after `cursor` up to the entry's version, in order. */
export function eventsAfter(game: StoredGame, cursor: number): GameEvent[] {
  const events: GameEvent[] = [];
  for (let seq = Math.max(cursor, 0); seq < game.version; seq++)
    for (const event of game.moveEvents[seq] ?? []) events.push(event);
  return events;
}
