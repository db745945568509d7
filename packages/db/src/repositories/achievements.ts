// Achievements (Achievement): the steps a player has reached. Written only inside a
// transaction that owns the reason for them (a game's ending, through the games
// repository; a puzzle streak, through whoever keeps puzzles), with
// `awardAchievements`; read here for profiles. Each is kept once per player: the
// primary key (player, key) makes a second award of one already held do nothing.
// The read is the Prisma model API; the award is one plain SQL statement, because a
// game's ending runs it on its own transaction on the pool, where there is no ORM
// (games/ending.ts).
import type { DbClient } from "../client";
import type { Award } from "./games/types";
import { inTransaction, type Sql } from "./sql-transaction";

/** An achievement a player holds, and the game that earned it (null: none, e.g. a streak). */
export interface HeldAchievement {
  key: string;
  gameId: string | null;
  earnedAt: Date;
}

export interface AchievementsRepository {
  /** The player's achievements, first earned first. */
  of(playerId: string): Promise<HeldAchievement[]>;
  /**
   * Stores achievements earned outside a game's ending (a puzzle streak) in a
   * transaction of their own; one already held stays. Returns the ones newly earned.
   */
  award(awards: Award[]): Promise<Award[]>;
}

/**
 * Stores achievements on the caller's transaction (`gameId`: the game that earned them,
 * null for one earned outside a game); one the player already holds stays as it was.
 * Returns the ones newly earned, in the order given.
 */
export async function awardAchievements(
  sql: Sql,
  awards: Award[],
  gameId: string | null,
): Promise<Award[]> {
  if (awards.length === 0) return [];
  const stored = await sql.query<Award>(
    `insert into "Achievement" ("playerId", key, "gameId", "earnedAt")
    select a."playerId", a.key, $3::text, now() at time zone 'utc'
    from unnest($1::text[], $2::text[]) as a("playerId", key)
    on conflict ("playerId", key) do nothing
    returning "playerId", key`,
    [awards.map((a) => a.playerId), awards.map((a) => a.key), gameId],
  );
  const earned = new Set(stored.rows.map((a) => `${a.playerId}/${a.key}`));
  // The same award twice in one list is earned once, at its first place.
  return awards.filter((a) => earned.delete(`${a.playerId}/${a.key}`));
}

export function createAchievementsRepository(db: DbClient): AchievementsRepository {
  return {
    async of(playerId) {
      return db.achievement.findMany({
        where: { playerId },
        orderBy: [{ earnedAt: "asc" }, { key: "asc" }],
        select: { key: true, gameId: true, earnedAt: true },
      });
    },

    award: (awards) =>
      inTransaction(db.pool, (sql) => awardAchievements(sql, awards, null)),
  };
}
