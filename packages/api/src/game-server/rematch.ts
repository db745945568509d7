// "Play again": what a rematch table is made of, and how long an ended game offers one.
// The offer lives on the ended table (Game.rematchId, set once by the first to ask);
// the game server opens the table and keeps the seated players' streams open while
// the offer can still appear, so they see it live and join with one click.
import { isBotLevel } from "@3u3d/ai";
import type { Seat } from "@3u3d/engine";

import type { StoredGame } from "@3u3d/db/repositories";

import type { NewTable } from "./new-table";
import { isBotsOwnSeat, seatsOf, someoneElseSeated } from "./table-policy";

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
