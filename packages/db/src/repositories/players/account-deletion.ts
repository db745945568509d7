// An account's end: the seats it still holds, then one transaction that hands every
// seat, table and championship of its players to one anonymous player and deletes the
// players and the user. The write spans the players, games and championships
// aggregates, so this one method owns its transaction; it names the unfinished games
// it rewrote, which the game server reads again (services/account-data.ts). Prisma
// model API.
import type { DbClient } from "../../client";
import type { PlayersRepository } from "./types";

export function accountDeletion(
  db: DbClient,
): Pick<PlayersRepository, "unfinishedSeatsOf" | "deleteAccount"> {
  return {
    async unfinishedSeatsOf(userId) {
      const seats = await db.gameSeat.findMany({
        where: { player: { userId }, game: { status: { in: ["LOBBY", "PLAYING"] } } },
        select: { gameId: true, playerId: true, game: { select: { status: true } } },
      });
      return seats.map((s) => ({
        gameId: s.gameId,
        playerId: s.playerId as string,
        playing: s.game.status === "PLAYING",
      }));
    },

    async deleteAccount(userId, formerName) {
      return db.$transaction(async (tx) => {
        const ids = (
          await tx.player.findMany({ where: { userId }, select: { id: true } })
        ).map((p) => p.id);
        const unfinished = await tx.game.findMany({
          where: {
            status: { in: ["LOBBY", "PLAYING"] },
            OR: [
              { seats: { some: { playerId: { in: ids } } } },
              { hostPlayerId: { in: ids } },
            ],
          },
          select: { id: true },
        });
        // Nobody's cookie or session names this player, so nobody can act as it.
        const former = await tx.player.create({
          data: { displayName: formerName },
          select: { id: true },
        });
        await tx.gameSeat.updateMany({
          where: { playerId: { in: ids } },
          data: { playerId: former.id },
        });
        await tx.game.updateMany({
          where: { hostPlayerId: { in: ids } },
          data: { hostPlayerId: former.id },
        });
        await tx.championship.updateMany({
          where: { hostPlayerId: { in: ids } },
          data: { hostPlayerId: former.id },
        });
        // Ratings and talk go with their players (onDelete: Cascade), logins with the user.
        await tx.player.deleteMany({ where: { id: { in: ids } } });
        await tx.user.delete({ where: { id: userId } });
        return unfinished.map((g) => g.id);
      });
    },
  };
}
