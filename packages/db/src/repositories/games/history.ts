// Finished games as profiles, match histories and account exports list them: a read
// model of the games aggregate (Game, GameSeat, GameResult), kept with it (the games
// repository's records part, records.ts, opens one ended game; this lists a player's).
// Nothing here writes. Prisma model API: read per page, never per move.
import type { Prisma } from "../../generated/prisma/client";

import type { DbClient } from "../../client";
import { decodeNumbers } from "../decode";
import { ENDED_STATUSES } from "./types";

export interface EndedGame {
  id: string;
  ruleset: string;
  finishedAt: Date | null;
  /** Everyone left before the end: the game stopped where it stood. */
  abandoned: boolean;
  championshipId: string | null;
  /** null: the game was abandoned before a result was written. */
  result: { winnerSeat: number | null; order: number[]; scores: number[] } | null;
  seats: {
    seat: number;
    playerId: string | null;
    botLevel: string | null;
    /** The person handed the seat to its bot (a resign, or timeouts): a loss for them. */
    resigned: boolean;
    /** How the seat first went to its bot ("resigned", "timedOut"), or null. */
    handedOver: string | null;
    /** A bot played the seat at the end (the person had not taken it back). */
    botControlled: boolean;
    /** The person in the seat (null: a bot, or nobody). */
    player: { displayName: string; userId: string | null } | null;
  }[];
}

/** One ended game of one player, as an account's export lists it. */
export interface PlayedGame {
  gameId: string;
  ruleset: string;
  startedAt: Date | null;
  finishedAt: Date | null;
  championshipId: string | null;
  seat: number;
  winnerSeat: number | null;
  scores: number[];
}

export interface HistoryRepository {
  /**
   * A page of the player's ended games that `reader` may open (all of them for the
   * player themself), newest first, and how many there are in all.
   */
  endedGamesOf(
    playerId: string,
    page: { offset: number; limit: number },
    reader: string | null,
  ): Promise<{ total: number; games: EndedGame[] }>;
  /** Every ended game the player sat in, oldest first. */
  playedGamesOf(playerId: string): Promise<PlayedGame[]>;
}

/**
 * The ended games `reader` may open besides their own seats' (the rule of packages/api's
 * finished-games.ts): public tables, tables they sat at, and their championships' games.
 */
function openTo(reader: string | null): Prisma.GameWhereInput[] {
  if (reader === null) return [{ isPublic: true }];
  return [
    { isPublic: true },
    { seats: { some: { playerId: reader } } },
    {
      championship: {
        is: {
          OR: [
            { hostPlayerId: reader },
            { games: { some: { seats: { some: { playerId: reader } } } } },
          ],
        },
      },
    },
  ];
}

export function createHistoryRepository(db: DbClient): HistoryRepository {
  return {
    async endedGamesOf(playerId, page, reader) {
      const where = {
        status: { in: [...ENDED_STATUSES] },
        seats: { some: { playerId } },
        ...(reader === playerId ? {} : { OR: openTo(reader) }),
      };
      const [total, games] = await Promise.all([
        db.game.count({ where }),
        db.game.findMany({
          where,
          orderBy: { finishedAt: "desc" },
          skip: page.offset,
          take: page.limit,
          select: {
            id: true,
            ruleset: true,
            finishedAt: true,
            status: true,
            championshipId: true,
            result: { select: { winnerSeat: true, order: true, scores: true } },
            seats: {
              orderBy: { seat: "asc" },
              select: {
                seat: true,
                playerId: true,
                botLevel: true,
                resigned: true,
                handedOver: true,
                botControlled: true,
                player: { select: { displayName: true, userId: true } },
              },
            },
          },
        }),
      ]);
      return {
        total,
        games: games.map(({ status, result, ...game }) => ({
          ...game,
          abandoned: status === "ABANDONED",
          result: result && {
            winnerSeat: result.winnerSeat,
            order: decodeNumbers(result.order),
            scores: decodeNumbers(result.scores),
          },
        })),
      };
    },

    async playedGamesOf(playerId) {
      const seats = await db.gameSeat.findMany({
        where: { playerId, game: { status: { in: [...ENDED_STATUSES] } } },
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
      });
      return seats.map(({ seat, game }) => ({
        gameId: game.id,
        ruleset: game.ruleset,
        startedAt: game.startedAt,
        finishedAt: game.finishedAt,
        championshipId: game.championshipId,
        seat,
        winnerSeat: game.result?.winnerSeat ?? null,
        scores: decodeNumbers(game.result?.scores ?? []),
      }));
    },
  };
}
