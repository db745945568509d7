// The lobby's lists: open tables to join and public games to watch (read-only; the
// tables themselves are opened and dealt by the game server's tables.ts).
import type { BotLevel } from "@3u3d/ai/levels";
import type { GameRepository, ListedTable } from "@3u3d/db/repositories";
import type { Locale } from "@3u3d/i18n";

import { isFreeSeat, seatNames } from "../game-server/table-policy";

/** What every list row says of its table: its rules and the options it plays by. */
const basics = (t: ListedTable) => ({
  id: t.id,
  ruleset: t.ruleset,
  options: t.config.options ?? {},
});

/** Open public tables with a free human seat and someone sitting there, newest first. */
export async function listOpenTables(games: GameRepository, limit: number) {
  const tables = await games.publicTables("LOBBY", limit);
  return tables
    .map((t) => ({
      ...basics(t),
      seatCount: t.seatCount,
      createdAt: t.createdAt,
      seats: t.seats.map((s) => ({
        seat: s.seat,
        // Only a level the table form's schema accepted is ever stored (botLevelSchema).
        bot: s.botLevel as BotLevel | null,
        player: s.displayName,
      })),
      freeSeats: t.seats.filter(isFreeSeat).length,
    }))
    .filter((t) => t.freeSeats > 0);
}

/**
 * How recent a game's last move must be for it to count as "being played now": a game
 * nobody has moved in for longer (its people away, or a day-long timer running) is not
 * shown to spectators.
 */
export const LIVE_WITHIN_SECONDS = 15 * 60;

/** Public games being played right now, the best-rated first: anyone may watch them. */
export async function listLiveTables(
  games: GameRepository,
  limit: number,
  locale: Locale,
) {
  const tables = await games.publicTables("PLAYING", limit, LIVE_WITHIN_SECONDS);
  return tables.map((t) => ({ ...basics(t), players: seatNames(t.seats, locale) }));
}
