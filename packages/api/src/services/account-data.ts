// What an account may take with it and how it leaves. Deleting an account removes the
// user, its logins, its ratings and what it said at tables, but not the games it
// played: other people's histories and replays keep them, with the seat under an
// anonymous name.
import type { DbClient } from "@3u3d/db";

import type { GameServer } from "../game-server/game-server";
import { decodeNumbers, ENDED_STATUSES } from "@3u3d/db/repositories";
import { ratingSummary } from "./ratings";

/** The name a deleted account's seats show from then on. */
export const FORMER_PLAYER_NAME = "Former player";

/** Everything stored about the account, as one JSON document (the account page's download). */
export async function exportAccountData(db: DbClient, userId: string) {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      username: true,
      name: true,
      email: true,
      createdAt: true,
      accounts: { select: { provider: true } },
      players: {
        select: {
          id: true,
          displayName: true,
          createdAt: true,
          ratings: true,
          talk: {
            orderBy: { id: "asc" },
            select: { gameId: true, kind: true, body: true, createdAt: true },
          },
          seats: {
            where: { game: { status: { in: [...ENDED_STATUSES] } } },
            orderBy: { game: { finishedAt: "asc" } },
            select: {
              seat: true,
              game: {
                select: {
                  id: true,
                  ruleset: true,
                  startedAt: true,
                  finishedAt: true,
                  championshipId: true,
                  result: { select: { winnerSeat: true, scores: true } },
                },
              },
            },
          },
        },
      },
    },
  });
  return {
    format: "3up3down-account/1",
    exportedAt: new Date(),
    account: {
      username: user.username,
      name: user.name,
      email: user.email,
      createdAt: user.createdAt,
      linkedLogins: user.accounts.map((a) => a.provider),
    },
    players: user.players.map((p) => ({
      playerId: p.id,
      name: p.displayName,
      createdAt: p.createdAt,
      ratings: p.ratings.map((r) => ({ ruleset: r.ruleset, ...ratingSummary(r) })),
      games: p.seats.map(({ seat, game }) => ({
        gameId: game.id,
        ruleset: game.ruleset,
        startedAt: game.startedAt,
        finishedAt: game.finishedAt,
        championshipId: game.championshipId,
        seat,
        won: game.result?.winnerSeat === seat,
        penalty: decodeNumbers(game.result?.scores ?? [])[seat] ?? null,
      })),
      /** What the player said at tables (texts, and reactions by their id). */
      talk: p.talk,
    })),
  };
}

/**
 * Deletes the account. Games being played go on with a bot in the seat (or end, when
 * nobody else is left), open tables are left; then every seat the account held moves to one new anonymous player (whom no
 * cookie or session names, so nobody can act as it) and the user, its players and
 * their ratings are removed.
 */
export async function deleteAccount(
  db: DbClient,
  server: GameServer,
  userId: string,
): Promise<void> {
  const players = await db.player.findMany({ where: { userId }, select: { id: true } });
  const ids = players.map((p) => p.id);
  const active = await db.gameSeat.findMany({
    where: { playerId: { in: ids }, game: { status: { in: ["LOBBY", "PLAYING"] } } },
    select: { gameId: true, playerId: true, game: { select: { status: true } } },
  });
  for (const seat of active) {
    const playerId = seat.playerId as string;
    // Best effort: a game that ended (or a seat already handed over) meanwhile is fine.
    await (
      seat.game.status === "PLAYING"
        ? server.setBotControl(seat.gameId, playerId, true)
        : server.leave(playerId, seat.gameId)
    ).catch(() => undefined);
  }
  await db.$transaction(async (tx) => {
    const former = await tx.player.create({
      data: { displayName: FORMER_PLAYER_NAME },
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
    // Ratings go with their players (onDelete: Cascade), logins with the user.
    await tx.player.deleteMany({ where: { id: { in: ids } } });
    await tx.user.delete({ where: { id: userId } });
  });
}
