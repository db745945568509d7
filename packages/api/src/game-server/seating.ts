// Seating: the decisions made on a waiting table while its row lock holds it (the
// repository's `reseat` and `deal` run them), so two people can never take one seat
// and a table is dealt once: sitting down, getting up, closing an empty table,
// dealing. And the limit on how many tables one person may sit at.
import { createGame, toAct } from "@3u3d/engine";
import type { GameRepository, LockedTable } from "@3u3d/db/repositories";

import { notFound, notYourSeat, refusalMsg, taken, tooMany, wrongStatus } from "./errors";
import { ended, isFreeSeat, isPersonSeat } from "./table-policy";

/** Tables one person may sit at (in person) while they wait or are played. */
export const OPEN_TABLES = 10;

/** Tables nobody sits at closed per sweep (the rest wait for the next one). */
export const SWEEP_BATCH = 100;

/**
 * How many of a person's tables their list of games shows: OPEN_TABLES, plus room for
 * the seats a bot plays for them (those do not count as open).
 */
export const LISTED_TABLES = 2 * OPEN_TABLES;

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

/**
 * Takes a free human seat (or the one asked for, moving from the current one). An
 * invite-only table seats newcomers only through its invite code (`invited`).
 */
export function takeSeat(playerId: string, invited: boolean, seat?: number) {
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

/**
 * Gets `playerId` up from a waiting table. The last person to leave closes it; a host
 * who leaves others seated hands the table to the first of them (who may deal).
 */
export function getUp(playerId: string) {
  return (table: LockedTable) => {
    const mine = table.seats.find((s) => s.playerId === playerId);
    if (!mine && !table.isPublic) throw notFound("table");
    if (table.status !== "LOBBY") throw wrongStatus(refusalMsg("tables.resignInstead"));
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
  };
}

/** Closes a waiting table nobody sits at (the sweep); its value: whether it closed. */
export function closeIfEmpty(table: LockedTable) {
  const close = table.seats.every((s) => !isPersonSeat(s)) && closable(table);
  return { changes: [], value: close, ...(close && { close: true }) };
}

/** Deals the table for `playerId` (the host only, every human seat taken). */
export function dealBy(playerId: string) {
  return (table: LockedTable) => {
    const theirs =
      table.hostPlayerId === playerId || table.seats.some((s) => s.playerId === playerId);
    if (!theirs && !table.isPublic) throw notFound("table");
    if (table.hostPlayerId !== playerId)
      throw notYourSeat(refusalMsg("tables.hostStarts"));
    if (table.status !== "LOBBY") throw wrongStatus(refusalMsg("tables.gameStarted"));
    const empty = table.seats.filter(isFreeSeat).length;
    if (empty > 0) throw wrongStatus(refusalMsg("tables.waitingFor", { count: empty }));
    const state = createGame({ ...table.config, seed: table.seed });
    return { state, acting: toAct(state) };
  };
}

/**
 * A waiting table that may be closed when nobody sits there: not a championship's
 * (the championship seats its players and deals it).
 */
function closable(table: LockedTable) {
  return table.status === "LOBBY" && table.championshipId === null;
}
