// Achievements (Achievement): the steps a player has reached. Written only inside a
// transaction that owns the reason for them (a game's ending, through the games
// repository; a puzzle streak, through whoever keeps puzzles), with
// `awardAchievements`; read here for profiles. Each is kept once per player: the
// primary key (player, key) makes a second award of one already held do nothing.
// Prisma model API: nothing here runs per move.
import type { DbClient } from "../client";
import type { Prisma } from "../generated/prisma/client";
import type { Award } from "./games/types";

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
 * Returns the ones newly earned.
 */
export async function awardAchievements(
  tx: Prisma.TransactionClient,
  awards: Award[],
  gameId: string | null,
): Promise<Award[]> {
  const earned: Award[] = [];
  for (const { playerId, key } of awards) {
    const stored = await tx.achievement.createMany({
      data: [{ playerId, key, gameId }],
      skipDuplicates: true,
    });
    if (stored.count > 0) earned.push({ playerId, key });
  }
  return earned;
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

    award: (awards) => db.$transaction((tx) => awardAchievements(tx, awards, null)),
  };
}
