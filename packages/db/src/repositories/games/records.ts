// The games repository's records on PostgreSQL: what an ended game left behind (its
// replay, its rating changes, the achievements it earned), read when a person opens a
// finished game. Prisma's model API: read once per page, never per move. (Lists of a
// player's ended games are the history repository's, history.ts beside this file.)
import type { DbClient } from "../../client";
import { decodeNumbers } from "../decode";
import type { GameRecords } from "./contract";
import { decodeConfig, decodeMove, decodeRatingChanges } from "./decode";
import { SEAT_WITH_PLAYER, storedSeat } from "./rows";
import { byKey, isEnded } from "./types";

export function createPostgresRecords(db: DbClient): GameRecords {
  return {
    async ratingChanges(gameId) {
      const result = await db.gameResult.findUnique({
        where: { gameId },
        select: {
          ratings: true,
          game: {
            select: {
              seats: {
                orderBy: { seat: "asc" },
                select: { player: { select: { userId: true } } },
              },
            },
          },
        },
      });
      if (!result) return null;
      if (result.ratings === null) return { rated: false, seats: [] };
      const changes = decodeRatingChanges(result.ratings);
      return {
        rated: true,
        seats: result.game.seats.map((s, seat) =>
          s.player?.userId ? (changes[seat] ?? null) : null,
        ),
      };
    },

    async achievementsEarned(gameId) {
      const earned = await db.achievement.findMany({
        where: { gameId },
        select: { playerId: true, key: true },
      });
      return earned.sort(byKey);
    },

    async finishedRecord(gameId) {
      const game = await db.game.findUnique({
        where: { id: gameId },
        select: {
          id: true,
          status: true,
          config: true,
          seed: true,
          isPublic: true,
          championshipId: true,
          result: true,
          moves: {
            orderBy: { seq: "asc" },
            select: { seat: true, move: true, byBot: true },
          },
          seats: SEAT_WITH_PLAYER,
        },
      });
      if (!game || !isEnded(game.status) || !game.result) return null;
      return {
        id: game.id,
        config: { ...decodeConfig(game.config), seed: game.seed },
        moves: game.moves.map((m) => ({
          seat: m.seat,
          move: decodeMove(m.move),
          byBot: m.byBot,
        })),
        seats: game.seats.map(storedSeat),
        result: {
          winner: game.result.winnerSeat,
          stalemate: game.result.stalemate,
          order: decodeNumbers(game.result.order),
          scores: decodeNumbers(game.result.scores),
        },
        abandoned: game.status === "ABANDONED",
        access: {
          isPublic: game.isPublic,
          championshipId: game.championshipId,
        },
      };
    },
  };
}
