import { z } from "zod";

import { replayStates, viewFor } from "@3u3d/engine";
import type { Seat } from "@3u3d/engine";

import { decodeNumbers } from "../game-server/decode";
import { notFound, wrongStatus } from "../game-server/errors";
import type { GameServer } from "../game-server/game-server";
import { gameIdSchema } from "../schemas";
import { finishingRanks, ratingSummary } from "../services/ratings";
import { seatName } from "../services/seat-name";
import { createTRPCRouter, publicProcedure } from "../trpc";

/** A finished game's full record; refused while the game runs (the seed must stay secret). */
async function finishedRecord(server: GameServer, gameId: string) {
  const record = await server.finishedRecord(gameId);
  if (!record) throw wrongStatus("Replays open once the game is over.");
  return record;
}

export const profileRouter = createTRPCRouter({
  /** A player's finished games, newest first. */
  history: publicProcedure
    .input(
      z.strictObject({
        playerId: z.string().min(1).max(40).optional(),
        page: z.number().int().min(1).default(1),
        pageSize: z.number().int().min(1).max(50).default(20),
      }),
    )
    .query(async ({ ctx, input }) => {
      const playerId = input.playerId ?? ctx.playerId;
      if (!playerId) return { total: 0, rows: [] };
      const where = { status: "FINISHED" as const, seats: { some: { playerId } } };
      const [total, games] = await Promise.all([
        ctx.db.game.count({ where }),
        ctx.db.game.findMany({
          where,
          orderBy: { finishedAt: "desc" },
          skip: (input.page - 1) * input.pageSize,
          take: input.pageSize,
          select: {
            id: true,
            ruleset: true,
            finishedAt: true,
            championshipId: true,
            result: true,
            seats: {
              orderBy: { seat: "asc" },
              select: {
                seat: true,
                playerId: true,
                botLevel: true,
                player: { select: { displayName: true } },
              },
            },
          },
        }),
      ]);
      return {
        total,
        rows: games.map((g) => {
          const seat = g.seats.find((s) => s.playerId === playerId)?.seat ?? 0;
          const scores = decodeNumbers(g.result?.scores ?? []);
          const ranks = finishingRanks(decodeNumbers(g.result?.order ?? []), scores);
          return {
            gameId: g.id,
            ruleset: g.ruleset,
            finishedAt: g.finishedAt,
            championshipId: g.championshipId,
            seat,
            won: g.result?.winnerSeat === seat,
            place: ranks[seat] ?? null,
            penalty: scores[seat] ?? null,
            players: g.seats.map((s) => seatName(s.player, s.botLevel, s.seat)),
          };
        }),
      };
    }),

  /** Rating and counters per ruleset. */
  stats: publicProcedure
    .input(z.strictObject({ playerId: z.string().min(1).max(40) }))
    .query(async ({ ctx, input }) => {
      const player = await ctx.db.player.findUnique({
        where: { id: input.playerId },
        select: { displayName: true, ratings: true },
      });
      if (!player) throw notFound("Player");
      return {
        name: player.displayName,
        rulesets: player.ratings.map((r) => ({
          ruleset: r.ruleset,
          ...ratingSummary(r),
        })),
      };
    }),

  /** Every step of a finished game as one seat saw it (or as a spectator: seat null). */
  replay: publicProcedure
    .input(
      z.strictObject({
        gameId: gameIdSchema,
        seat: z.number().int().min(0).max(11).nullable(),
      }),
    )
    .query(async ({ ctx, input }) => {
      const { config, moves } = await finishedRecord(ctx.server, input.gameId);
      const seat: Seat | null =
        input.seat !== null && input.seat < config.players ? input.seat : null;
      const states = replayStates(config, moves);
      return {
        seat,
        steps: states.map((state, i) => ({
          seq: i,
          move: i === 0 ? null : (moves[i - 1] ?? null),
          view: viewFor(state, seat),
        })),
      };
    }),

  /** The whole game as JSON: config with its seed, every move, the result. */
  export: publicProcedure
    .input(z.strictObject({ gameId: gameIdSchema }))
    .query(async ({ ctx, input }) => {
      const { id, config, moves, result } = await finishedRecord(
        ctx.server,
        input.gameId,
      );
      return { format: "3up3down-game/1", gameId: id, config, moves, result };
    }),
});
