// Table talk: the short messages and reactions of the people at a table. Kept apart
// from the game's moves (the games repository): talk never changes the game's version, so a
// new message is announced on the bus as TALK_CHANGED and every watcher gets a fresh
// snapshot with the table's latest messages (snapshot.ts), like a change of seats but
// without re-reading the game.
//
// Each instance keeps the latest messages of the tables it serves in memory, so the
// watchers woken by one message share one small query; an entry is dropped when the bus
// announces a message (or any other change) from any instance, and read again on next use.
// The lines themselves are stored by the talk repository (@3u3d/db/repositories).
// Who may say something, and when, is judged here too (sayAtTable, the tables' `say`).
import { LRUCache } from "lru-cache";

import { RateLimiter } from "@3u3d/auth";
import { TALK_CHANGED } from "@3u3d/db/bus-signals";
import type { Repositories, TalkLine } from "@3u3d/db/repositories";

import { TALK_SHOWN, type ReactionId } from "../talk";
import { waitInWords } from "../wait-in-words";
import { invalid, notYourSeat, refusalMsg, tooMany } from "./errors";
import type { GameEventBus } from "./event-bus";
import type { GameCache } from "./game-cache";
import { seatsOf, someoneElseSeated, talkOpen } from "./table-policy";

/** Tables whose messages an instance keeps; the least recently used go first. */
const KEPT_TABLES = 2000;

/** A line said at a table, as stored. */
export type StoredMessage = TalkLine;

export type Saying =
  { kind: "text"; body: string } | { kind: "reaction"; body: ReactionId };

/** Lines stored per table (the snapshot shows fewer). */
const KEPT_PER_TABLE = 200;

export function createTableTalk(
  repositories: Pick<Repositories, "talk" | "limits">,
  bus: GameEventBus,
) {
  // lru-cache (well kept, tested, bounded by count): whenever an entry goes — dropped
  // below, or the least recently used past KEPT_TABLES — it stops listening to the bus.
  const kept = new LRUCache<
    string,
    { messages: Promise<StoredMessage[]>; unsubscribe: () => void }
  >({ max: KEPT_TABLES, dispose: (entry) => entry.unsubscribe() });
  // A few messages in a burst, then a pause that doubles; quiet for 30 s, free again.
  const limiter = new RateLimiter(repositories.limits, "talk", {
    freeAttempts: 6,
    firstDelayMs: 1_000,
    maxDelayMs: 10_000,
    forgetAfterMs: 30_000,
  });

  const drop = (gameId: string) => kept.delete(gameId);

  const read = (gameId: string) => repositories.talk.latest(gameId, TALK_SHOWN);

  return {
    /** The table's latest messages, oldest first. */
    latest(gameId: string): Promise<StoredMessage[]> {
      const entry = kept.get(gameId); // now the most recently used
      if (entry) return entry.messages;
      const messages = read(gameId);
      // Any change announced while the read runs drops the entry: the read may be old.
      const unsubscribe = bus.subscribe(gameId, (version) => {
        if (version < 0) drop(gameId);
      });
      kept.set(gameId, { messages, unsubscribe });
      messages.catch(() => drop(gameId));
      return messages;
    },

    /** How long the player must wait before saying anything more (0: now), counting this one if 0. */
    async attempt(playerId: string): Promise<number> {
      const verdict = await limiter.attempt(playerId);
      return verdict.ok ? 0 : verdict.retryAfterMs;
    },

    /** Stores what was said and tells every watcher. */
    async add(gameId: string, playerId: string, seat: number, saying: Saying) {
      // A table keeps its latest KEPT_PER_TABLE lines: a lobby never ends, and only
      // the latest are ever shown, so older ones would only grow the table.
      await repositories.talk.add(
        gameId,
        { playerId, seat, kind: saying.kind, body: saying.body },
        KEPT_PER_TABLE,
      );
      drop(gameId);
      bus.publish(gameId, TALK_CHANGED);
    },
  };
}

export type TableTalk = ReturnType<typeof createTableTalk>;

/**
 * Says something at the table: only the people seated there, while it waits, while it
 * is played and after it ends (the moment for "GG"), and not where everyone else is a
 * bot. Rate-limited per person.
 */
export function sayAtTable(cache: Pick<GameCache, "load">, talk: TableTalk) {
  return async function say(
    gameId: string,
    playerId: string,
    saying: Saying,
  ): Promise<void> {
    const game = await cache.load(gameId);
    const seat = game ? seatsOf(game, playerId)[0] : undefined;
    if (!game || seat === undefined)
      throw notYourSeat(refusalMsg("tables.talkSeatedOnly"));
    if (!talkOpen(game)) throw invalid(refusalMsg("tables.talkNotWithBots"));
    if (!someoneElseSeated(game, playerId))
      throw invalid(refusalMsg("tables.talkNobodyYet"));
    const waitMs = await talk.attempt(playerId);
    if (waitMs > 0)
      throw tooMany(refusalMsg("tables.talkTooFast", { wait: waitInWords(waitMs) }));
    await talk.add(gameId, playerId, seat, saying);
  };
}
