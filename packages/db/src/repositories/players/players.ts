// Player rows: a guest's or an account's seat identity, the name shown at tables and
// the language chosen for the site.
// Prisma model API.
import type { DbClient } from "../../client";
import type { PlayersRepository } from "./types";

export function playerRows(
  db: DbClient,
): Pick<
  PlayersRepository,
  "find" | "createGuest" | "setDisplayName" | "rename" | "setLocale"
> {
  return {
    find: (playerId) =>
      db.player.findUnique({
        where: { id: playerId },
        select: {
          id: true,
          displayName: true,
          userId: true,
          createdAt: true,
          locale: true,
        },
      }),

    async createGuest(displayName) {
      const player = await db.player.create({
        data: { displayName },
        select: { id: true },
      });
      return player.id;
    },

    async setDisplayName(playerId, displayName) {
      const changed = await db.player.updateMany({
        where: { id: playerId },
        data: { displayName },
      });
      return changed.count === 1;
    },

    async setLocale(playerId, locale) {
      const changed = await db.player.updateMany({
        where: { id: playerId },
        data: { locale },
      });
      return changed.count === 1;
    },

    async rename(playerId, displayName) {
      await db.$transaction(async (tx) => {
        const player = await tx.player.update({
          where: { id: playerId },
          data: { displayName },
          select: { userId: true },
        });
        if (player.userId)
          await tx.user.update({
            where: { id: player.userId },
            data: { name: displayName },
          });
      });
    },
  };
}
