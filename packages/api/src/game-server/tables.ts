// Tables: everything before and after the game itself — opening a table, sitting
// down and getting up, the deal, "Play again", the list of one's tables and table
// talk. `open` is the one way a table is opened (the lobby's, and through `openWithin`
// quick pairing's, an accepted challenge's and a championship's): it seats the people
// given, deals when asked, and announces the new table itself (every instance reads
// it, its bots and turn timer start), so no caller has to remember to. Decisions that
// race with other people (a free seat, the deal) are judged on the table as its row
// lock holds it (the repository's `reseat` and `deal`), so two people can never take
// one seat. A waiting table always has a person at it: when the
// last one gets up it is closed, and the sweep closes any other (a deleted account's),
// so every open table counts against someone's OPEN_TABLES. An invite-only table is
// "not found" to anyone not at it, before its status or seats are told.
import { createGame, toAct } from "@3u3d/engine";
import type { Seat } from "@3u3d/engine";
import type {
  GameRepository,
  LockedTable,
  SeatedTable,
  TableToOpen,
} from "@3u3d/db/repositories";

import {
  invalid,
  notFound,
  notYourSeat,
  refusalMsg,
  taken,
  tooMany,
  wrongStatus,
} from "./errors";
import type { GameCache } from "./game-cache";
import {
  openTable,
  type NewTable,
  type OpenedTable,
  type OpenOptions,
  type TableSpec,
} from "./new-table";
import { rematchDeadline, rematchTable } from "./rematch";
import {
  deadlineAfter,
  ended,
  isFreeSeat,
  isPersonSeat,
  seatsOf,
  someoneElseSeated,
  talkOpen,
  visibleTo,
} from "./table-policy";
import type { Saying, TableTalk } from "./table-talk";
import { waitInWords } from "../wait-in-words";

/** Tables one person may sit at (in person) while they wait or are played. */
export const OPEN_TABLES = 10;

/** Tables nobody sits at closed per sweep (the rest wait for the next one). */
const SWEEP_BATCH = 100;

/**
 * How many of a person's tables their list of games shows: OPEN_TABLES, plus room for
 * the seats a bot plays for them (those do not count as open).
 */
const LISTED_TABLES = 2 * OPEN_TABLES;

/**
 * One person plays at most OPEN_TABLES tables at once (waiting or being played), so a
 * script cannot start games by the thousand, each with bots thinking for it. Throws
 * TOO_MANY when `playerId` is there already (`already`: a table they sit at, which
 * moving seats within does not count as new).
 */
export async function withinOpenTables(
  games: Pick<GameRepository, "openSeats">,
  playerId: string,
  already = false,
) {
  if (already || (await games.openSeats(playerId)) < OPEN_TABLES) return;
  throw tooMany(refusalMsg("tables.openTables", { count: OPEN_TABLES }));
}

export interface TablesOptions {
  games: GameRepository;
  cache: GameCache;
  talk: TableTalk;
  /** Seats or flags changed: every instance reads the game again, bots are woken. */
  changed: (gameId: string) => Promise<void>;
  /** The table was dealt: a change, and the first turn of the people who act first. */
  dealt: (gameId: string) => Promise<void>;
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
  const { games, cache, talk, changed, dealt, timerMs } = options;

  /** The open-tables limit; moving to another seat at one's own table is not a new table. */
  async function withinLimit(playerId: string, joining?: string) {
    const already = joining ? await cache.load(joining) : null;
    await withinOpenTables(
      games,
      playerId,
      !!already && seatsOf(already, playerId).length > 0,
    );
  }

  /**
   * Takes a free human seat (or the one asked for, moving from the current one). An
   * invite-only table seats newcomers only through its invite code (`invited`).
   */
  function takeSeat(playerId: string, invited: boolean, seat?: number) {
    return (table: LockedTable) => {
      const mine = table.seats.find((s) => s.playerId === playerId);
      if (!table.isPublic && !invited && !mine) throw notFound("table");
      if (ended(table)) throw wrongStatus(refusalMsg("tables.closed"));
      if (table.status !== "LOBBY") throw wrongStatus(refusalMsg("tables.tableStarted"));
      if (mine && (seat === undefined || seat === mine.seat))
        return { changes: [], value: mine.seat };
      const free = table.seats.filter(isFreeSeat);
      const target = seat === undefined ? free[0] : free.find((s) => s.seat === seat);
      if (!target)
        throw taken(
          seat === undefined
            ? refusalMsg("tables.full")
            : refusalMsg("tables.seatNotFree", { seat: seat + 1 }),
        );
      // Taking another seat at the same table frees the one the player had.
      const changes = [
        ...(mine ? [{ seat: mine.seat, playerId: null }] : []),
        { seat: target.seat, playerId },
      ];
      return { changes, value: target.seat };
    };
  }

  /** A new table is there: dealt, its first turn starts; waiting, it is read again. */
  const announce = (gameId: string, opened: TableToOpen) =>
    opened.dealt ? dealt(gameId) : changed(gameId);

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

    /**
     * Gets up from a waiting table. The last person to leave closes it; a host who
     * leaves others seated hands the table to the first of them (who may deal).
     */
    async leave(playerId: string, gameId: string): Promise<{ left: Seat }> {
      const left = await games.reseat(gameId, (table) => {
        const mine = table.seats.find((s) => s.playerId === playerId);
        if (!mine && !table.isPublic) throw notFound("table");
        if (table.status !== "LOBBY")
          throw wrongStatus(refusalMsg("tables.resignInstead"));
        if (!mine) throw notYourSeat(refusalMsg("tables.notSeated"));
        const changes = [{ seat: mine.seat, playerId: null }];
        const next = table.seats.find((s) => isPersonSeat(s) && s.playerId !== playerId);
        return {
          changes,
          value: mine.seat,
          ...(!next && closable(table) && { close: true }),
          ...(next?.playerId &&
            table.hostPlayerId === playerId &&
            !table.championshipId && { host: next.playerId }),
        };
      });
      if (!left) throw notFound("table");
      await changed(gameId);
      return { left: left.value };
    },

    /**
     * Closes waiting tables nobody sits at (a deleted account's, or any that slipped
     * past `leave`), each judged again under its lock; returns how many it closed. Run
     * with every resume (now and then on each instance).
     */
    async sweep(): Promise<number> {
      let closed = 0;
      for (const gameId of await games.tablesNobodySitsAt(SWEEP_BATCH)) {
        const done = await games.reseat(gameId, (table) => {
          const close = table.seats.every((s) => !isPersonSeat(s)) && closable(table);
          return { changes: [], value: close, ...(close && { close: true }) };
        });
        if (done?.value) {
          closed++;
          await changed(gameId);
        }
      }
      return closed;
    },

    /**
     * "Play again" after an ended game, by one of its players: a new table in the
     * lobby like this one (rematch.ts), with the asker as host in their old seat, which
     * everyone at the ended table is offered live. Every ask after the first gets the
     * same table. `beforeCreate` runs only when a table is really created (the
     * router's address limits, given the new table) and may refuse by throwing.
     */
    async rematch(
      playerId: string,
      gameId: string,
      beforeCreate?: (table: NewTable) => Promise<void>,
    ): Promise<{ gameId: string; inviteCode: string }> {
      const game = await cache.load(gameId);
      if (!game || !visibleTo(game, playerId, null)) throw notFound("game");
      const mine = seatsOf(game, playerId);
      if (mine[0] === undefined)
        throw notYourSeat(refusalMsg("tables.rematchPlayersOnly"));
      if (game.championshipId) throw invalid(refusalMsg("tables.rematchInChampionship"));
      if (!ended(game)) throw wrongStatus(refusalMsg("tables.rematchAfterTheEnd"));
      const hostSeat = mine[0];
      const table = await games.rematch(gameId, async () => {
        if (Date.now() > rematchDeadline(game))
          throw wrongStatus(refusalMsg("tables.rematchTooLate"));
        const next = rematchTable(game, hostSeat);
        await beforeCreate?.(next);
        await withinLimit(playerId);
        // A table in the lobby like any other (opened the one way), stored and
        // recorded as this game's rematch under its lock.
        return openTable({ ...next, host: playerId }, { deal: false }).table;
      });
      if (!table) throw notFound("game");
      if (table.created) await changed(gameId);
      return { gameId: table.id, inviteCode: table.inviteCode };
    },

    /** Deals the game (the host only, every human seat taken); bots choose their face-up cards right away. */
    async start(
      playerId: string,
      gameId: string,
    ): Promise<{ gameId: string; version: 0 }> {
      const done = await games.deal(gameId, (table) => {
        const theirs =
          table.hostPlayerId === playerId ||
          table.seats.some((s) => s.playerId === playerId);
        if (!theirs && !table.isPublic) throw notFound("table");
        if (table.hostPlayerId !== playerId)
          throw notYourSeat(refusalMsg("tables.hostStarts"));
        if (table.status !== "LOBBY") throw wrongStatus(refusalMsg("tables.gameStarted"));
        const empty = table.seats.filter(isFreeSeat).length;
        if (empty > 0)
          throw wrongStatus(refusalMsg("tables.waitingFor", { count: empty }));
        const state = createGame({ ...table.config, seed: table.seed });
        return { state, acting: toAct(state) };
      });
      if (!done) throw notFound("table");
      await dealt(gameId);
      return { gameId, version: 0 };
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

    /**
     * Says something at the table: only the people seated there, while it waits, while
     * it is played and after it ends (the moment for "GG"), and not where everyone else
     * is a bot. Rate-limited per person.
     */
    async say(gameId: string, playerId: string, saying: Saying): Promise<void> {
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
    },
  };
}

/**
 * A waiting table that may be closed when nobody sits there: not a championship's
 * (the championship seats its players and deals it).
 */
const closable = (table: LockedTable) =>
  table.status === "LOBBY" && table.championshipId === null;

export type Tables = ReturnType<typeof createTables>;
