// "Play again": what a rematch table is made of, how long an ended game offers one,
// and asking for it (askRematch, the tables' `rematch`).
// The offer lives on the ended table (Game.rematchId, set once by the first to ask);
// the game server opens the table and keeps the seated players' streams open while
// the offer can still appear, so they see it live and join with one click.
import { isBotLevel } from "@3u3d/ai";
import type { Seat } from "@3u3d/engine";

import type { Clock } from "@3u3d/db/clock";
import type { GameRepository, StoredGame } from "@3u3d/db/repositories";

import { invalid, notFound, notYourSeat, refusalMsg, wrongStatus } from "./errors";
import type { GameCache } from "./game-cache";
import { openTable, type NewTable } from "./new-table";
import {
  ended,
  isBotsOwnSeat,
  seatsOf,
  someoneElseSeated,
  visibleTo,
} from "./table-policy";

/**
 * How long after its end a game may still be asked for a rematch. The seated players'
 * live streams stay open that long (at most) for the offer, so it also bounds what an
 * ended table costs the server.
 */
export const REMATCH_WINDOW_MS = 10 * 60_000;

/**
 * The same table again: ruleset, options, seat count, visibility, turn timer and the
 * bots in their seats at their levels; the asker (its host) in their old seat, the
 * other human seats open for the others to take back.
 */
export function rematchTable(game: StoredGame, hostSeat: Seat): NewTable {
  return {
    ruleset: game.ruleset,
    options: game.config.options ?? {},
    seats: game.seats.map((s) =>
      isBotsOwnSeat(s) && s.botLevel
        ? { kind: "bot", level: isBotLevel(s.botLevel) ? s.botLevel : "heuristic" }
        : { kind: "human" },
    ),
    isPublic: game.isPublic,
    turnTimerSeconds: game.turnTimerSeconds,
    // A guest's casual game against bots (new-table.ts) is played again as one.
    casualAgainstBots:
      !game.rated && game.seats.filter((s) => !isBotsOwnSeat(s)).length === 1,
    hostSeat,
  };
}

/**
 * How much longer `playerId`'s live stream of an ended game should wait for a rematch
 * offer (0: stop now). Only seated players can be offered one, by another person at
 * the table, and only while nobody has asked yet (the offer is set once), within the
 * window, outside championships.
 */
export function rematchWaitMs(game: StoredGame, playerId: string | null, now: number) {
  if (game.rematch || game.championshipId || seatsOf(game, playerId).length === 0)
    return 0;
  // Alone with bots, nobody else can make the offer: the player's own click is enough.
  if (playerId === null || !someoneElseSeated(game, playerId)) return 0;
  return Math.max(0, rematchDeadline(game) - now);
}

/** Until when the ended game may be asked for a rematch. */
export function rematchDeadline(game: StoredGame): number {
  return (game.finishedAt?.getTime() ?? 0) + REMATCH_WINDOW_MS;
}

export interface RematchOptions {
  games: Pick<GameRepository, "rematch">;
  cache: Pick<GameCache, "load">;
  /** The ended game changed (its offer is set): every instance reads it again. */
  changed: (gameId: string) => Promise<void>;
  /** The game server's time (whether the window is still open). */
  clock: Clock;
  /** Throws TOO_MANY when the asker sits at OPEN_TABLES already (seating.ts). */
  withinLimit: (playerId: string) => Promise<void>;
}

/**
 * "Play again" after an ended game, by one of its players: a new table in the lobby
 * like this one (rematchTable), with the asker as host in their old seat, which
 * everyone at the ended table is offered live. Every ask after the first gets the same
 * table. `beforeCreate` runs only when a table is really created (the router's address
 * limits, given the new table) and may refuse by throwing.
 */
export function askRematch(options: RematchOptions) {
  const { games, cache, clock } = options;
  return async function rematch(
    playerId: string,
    gameId: string,
    beforeCreate?: (table: NewTable) => Promise<void>,
  ): Promise<{ gameId: string; inviteCode: string }> {
    const game = await cache.load(gameId);
    if (!game || !visibleTo(game, playerId, null)) throw notFound("game");
    const mine = seatsOf(game, playerId);
    if (mine[0] === undefined) throw notYourSeat(refusalMsg("tables.rematchPlayersOnly"));
    if (game.championshipId) throw invalid(refusalMsg("tables.rematchInChampionship"));
    if (!ended(game)) throw wrongStatus(refusalMsg("tables.rematchAfterTheEnd"));
    const hostSeat = mine[0];
    const table = await games.rematch(gameId, async () => {
      if (clock.now() > rematchDeadline(game))
        throw wrongStatus(refusalMsg("tables.rematchTooLate"));
      const next = rematchTable(game, hostSeat);
      await beforeCreate?.(next);
      await options.withinLimit(playerId);
      // A table in the lobby like any other (opened the one way), stored and
      // recorded as this game's rematch under its lock.
      return openTable({ ...next, host: playerId }, { deal: false }).table;
    });
    if (!table) throw notFound("game");
    if (table.created) await options.changed(gameId);
    return { gameId: table.id, inviteCode: table.inviteCode };
  };
}
