// Tables: everything before and after the game itself — opening a table, sitting
// down and getting up, the deal, "Play again", the list of one's tables and table
// talk. `open` is the one way a table is opened (the lobby's, and through `openWithin`
// quick pairing's, an accepted challenge's and a championship's): it seats the people
// given, deals when asked, and announces the new table itself (every instance reads
// it, its bots and turn timer start), so no caller has to remember to. Decisions that
// race with other people (a free seat, the deal) are judged on the table as its row
// lock holds it (the repository's `reseat` and `deal`, given seating.ts's decisions),
// so two people can never take one seat. A waiting table always has a person at it: when the
// last one gets up it is closed, and the sweep closes any other (a deleted account's),
// so every open table counts against someone's OPEN_TABLES. An invite-only table is
// "not found" to anyone not at it, before its status or seats are told.
import type { Seat } from "@3u3d/engine";
import type { Clock } from "@3u3d/db/clock";
import type { GameRepository, SeatedTable, TableToOpen } from "@3u3d/db/repositories";

import { notFound } from "./errors";
import type { GameCache } from "./game-cache";
import type { Master } from "./master";
import {
  openTable,
  type OpenedTable,
  type OpenOptions,
  type TableSpec,
} from "./new-table";
import { askRematch } from "./rematch";
import {
  closeIfEmpty,
  dealBy,
  getUp,
  LISTED_TABLES,
  SWEEP_BATCH,
  takeSeat,
  withinOpenTables,
} from "./seating";
import { deadlineAfter, seatsOf } from "./table-policy";
import { sayAtTable, type TableTalk } from "./table-talk";

export { OPEN_TABLES, withinOpenTables } from "./seating";

export interface TablesOptions {
  games: GameRepository;
  cache: GameCache;
  talk: TableTalk;
  /**
   * The master: `changed` (seats or flags changed: every instance reads the game
   * again, bots are woken), `dealt` (a change, and the first turn of the people who
   * act first), and `setBotControl` (a seat in play handed to its bot).
   */
  master: Pick<Master, "changed" | "dealt" | "setBotControl">;
  /** The game server's time (whether a rematch may still be asked for). */
  clock: Clock;
  /** How a table's turn timer (seconds) becomes milliseconds (tests shrink it). */
  timerMs: (seconds: number) => number;
}

/** A table the player sits at, with when the turn now running times out (if it can). */
export type TableOfPlayer = SeatedTable & { deadline: Date | null };

/** Opens a table without storing it (new-table.ts's `openTable`), for `openWithin`. */
export type OpenTable = <D extends boolean>(
  spec: TableSpec,
  options: OpenOptions<D>,
) => OpenedTable<D>;

export function createTables(options: TablesOptions) {
  const { games, cache, talk, master, timerMs, clock } = options;
  const { changed, dealt } = master;

  /** The open-tables limit; moving to another seat at one's own table is not a new table. */
  async function withinLimit(playerId: string, joining?: string) {
    const already = joining ? await cache.load(joining) : null;
    await withinOpenTables(
      games,
      playerId,
      !!already && seatsOf(already, playerId).length > 0,
    );
  }

  /** A new table is there: dealt, its first turn starts; waiting, it is read again. */
  const announce = (gameId: string, opened: TableToOpen) =>
    opened.dealt ? dealt(gameId) : changed(gameId);

  /**
   * Gets up from a waiting table. The last person to leave closes it; a host who
   * leaves others seated hands the table to the first of them (who may deal).
   */
  async function leave(playerId: string, gameId: string): Promise<{ left: Seat }> {
    const left = await games.reseat(gameId, getUp(playerId));
    if (!left) throw notFound("table");
    await changed(gameId);
    return { left: left.value };
  }

  return {
    /**
     * Opens a table (the lobby's): the host, or the people `seated`, in their seats
     * (each within OPEN_TABLES), dealt at once when `deal` (refused while a human seat
     * is free, and then nothing is stored), and announced.
     */
    async open(
      spec: TableSpec,
      options: OpenOptions,
    ): Promise<{ id: string; inviteCode: string; dealt: boolean }> {
      const opened = openTable(spec, options);
      for (const person of new Set(options.seated ?? [spec.host]))
        if (person !== null) await withinLimit(person);
      const made = await games.createTable(opened);
      await announce(made.id, opened);
      return { ...made, dealt: opened.dealt !== null };
    },

    /**
     * Opens a table that another repository stores in its own transaction, deciding
     * under its own locks who sits there (quick pairing's group, an accepted
     * challenge's two people, a championship's next game): `store` is handed `open`
     * and stores the table it returns, or throws. A table opened (a `gameId` in what
     * `store` returns, and `open` called) is announced; a store that found its table
     * already there (a second accept) opens none. The open-tables limit is the
     * caller's to check, before.
     */
    async openWithin<R extends object | null>(
      store: (open: OpenTable) => Promise<R>,
    ): Promise<R> {
      // The last table `store` opened: a transaction is tried once, so it is the one stored.
      const opened: TableToOpen[] = [];
      const result = await store((spec, options) => {
        const table = openTable(spec, options);
        opened.push(table);
        return table;
      });
      const gameId = result && "gameId" in result ? result.gameId : null;
      const last = opened.at(-1);
      if (last && typeof gameId === "string") await announce(gameId, last);
      return result;
    },

    /** Sits the player at a table (by id or invite code), at a free or chosen seat. */
    async join(
      playerId: string,
      table: { gameId: string } | { inviteCode: string },
      seat?: number,
    ): Promise<{ gameId: string; seat: Seat }> {
      const invited = "inviteCode" in table;
      const gameId = invited ? await games.tableByInvite(table.inviteCode) : table.gameId;
      if (!gameId) throw notFound("table");
      await withinLimit(playerId, gameId);
      const seated = await games.reseat(gameId, takeSeat(playerId, invited, seat));
      if (!seated) throw notFound("table");
      await changed(gameId);
      return { gameId, seat: seated.value };
    },

    /** The table an invite code opens; null when it opens none. */
    async tableByInvite(inviteCode: string): Promise<{ gameId: string } | null> {
      const gameId = await games.tableByInvite(inviteCode);
      return gameId ? { gameId } : null;
    },

    leave,

    /**
     * Closes waiting tables nobody sits at (a deleted account's, or any that slipped
     * past `leave`), each judged again under its lock; returns how many it closed. Run
     * with every resume (now and then on each instance).
     */
    async sweep(): Promise<number> {
      let closed = 0;
      for (const gameId of await games.tablesNobodySitsAt(SWEEP_BATCH)) {
        const done = await games.reseat(gameId, closeIfEmpty);
        if (done?.value) {
          closed++;
          await changed(gameId);
        }
      }
      return closed;
    },

    /**
     * "Play again" after an ended game, by one of its players (rematch.ts): a new table
     * in the lobby like this one, which everyone at the ended table is offered live.
     */
    rematch: askRematch({ games, cache, changed, clock, withinLimit }),

    /** Deals the game (the host only, every human seat taken); bots choose their face-up cards right away. */
    async start(
      playerId: string,
      gameId: string,
    ): Promise<{ gameId: string; version: 0 }> {
      const done = await games.deal(gameId, dealBy(playerId));
      if (!done) throw notFound("table");
      await dealt(gameId);
      return { gameId, version: 0 };
    },

    /**
     * A person leaves every table for good (their account deleted): each seat in play
     * goes to its bot, each place at a waiting table is given up (best effort: a game
     * that ended meanwhile is fine); then `rename` (the players repository's deletion)
     * hands what they still hold to the former player and names the unfinished games
     * it rewrote, and each is read again on every instance, so a live table's next
     * frame shows the new name, not the deleted one.
     */
    async leaveForGood(
      seats: readonly { gameId: string; playerId: string; playing: boolean }[],
      rename: () => Promise<string[]>,
    ): Promise<void> {
      for (const seat of seats)
        await (
          seat.playing
            ? master.setBotControl(seat.gameId, seat.playerId, true)
            : leave(seat.playerId, seat.gameId)
        ).catch(() => undefined);
      for (const gameId of await rename()) await changed(gameId);
    },

    /**
     * The tables the player sits at, waiting or being played (at most LISTED_TABLES),
     * each with the seats that must act now as stored with the last move, so polling
     * the list never loads a game. No state leaves here.
     */
    async tablesOf(playerId: string): Promise<TableOfPlayer[]> {
      const tables = await games.tablesOf(playerId, LISTED_TABLES);
      return tables.map((table) => ({
        ...table,
        deadline: deadlineAfter(table.turnSince, table.turnTimerSeconds, timerMs),
      }));
    },

    /** Says something at the table (table-talk.ts's rules, rate-limited per person). */
    say: sayAtTable(cache, talk),
  };
}

export type Tables = ReturnType<typeof createTables>;
