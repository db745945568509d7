import { z } from "zod";

import { championshipOver, championshipStandings, dealerForGame } from "@3u3d/engine";
import type { GameOptions, Ruleset } from "@3u3d/engine";
import type { Prisma } from "@3u3d/db";

import { gameIdSchema, optionsSchema, seatSpecSchema } from "../schemas";
import { conflict, forbidden, notFound } from "../services/errors";
import { inTransaction } from "../services/game-record";
import { seatName } from "../services/seat-name";
import { createTable, type SeatSpec } from "../services/tables";
import { createTRPCRouter, playerProcedure, publicProcedure } from "../trpc";

async function finishedGames(db: Prisma.TransactionClient, championshipId: string) {
  const games = await db.game.findMany({
    where: { championshipId },
    orderBy: { championshipIndex: "asc" },
    select: {
      id: true,
      championshipIndex: true,
      status: true,
      result: { select: { winnerSeat: true, scores: true } },
    },
  });
  return games;
}

export const championshipRouter = createTRPCRouter({
  /** A series with the same seats and rules: a number of games or a target score (R-CHAMP). */
  create: playerProcedure
    .input(
      z
        .strictObject({
          name: z.string().trim().min(1).max(60),
          ruleset: z.enum(["3up3down", "palace"]).default("3up3down"),
          options: optionsSchema.default({}),
          seats: z.array(seatSpecSchema).min(2).max(12),
          games: z.number().int().min(1).max(50).optional(),
          targetScore: z.number().int().min(10).max(10_000).optional(),
        })
        .refine((c) => (c.games === undefined) !== (c.targetScore === undefined), {
          message: "Choose either a number of games or a target score.",
        }),
    )
    .mutation(async ({ ctx, input }) =>
      inTransaction(ctx.db, async (tx) => {
        const champ = await tx.championship.create({
          data: {
            name: input.name,
            ruleset: input.ruleset,
            config: {
              options: input.options,
              seats: input.seats,
            },
            targetGames: input.games ?? null,
            targetScore: input.targetScore ?? null,
            hostPlayerId: ctx.playerId,
            seats: {
              create: input.seats.map((s, seat) => ({
                seat,
                botLevel: s.kind === "bot" ? s.level : null,
              })),
            },
          },
        });
        const table = await createTable(
          tx,
          ctx.playerId,
          {
            ruleset: input.ruleset,
            options: input.options,
            seats: input.seats,
            isPublic: false,
            turnTimerSeconds: null,
          },
          {
            championshipId: champ.id,
            championshipIndex: 0,
            dealer: dealerForGame({ players: input.seats.length }, 0),
          },
        );
        return {
          championshipId: champ.id,
          gameId: table.id,
          inviteCode: table.inviteCode,
        };
      }),
    ),

  /** Deals the next game once the last one is over; the dealer moves one seat left. */
  nextGame: playerProcedure
    .input(z.strictObject({ championshipId: gameIdSchema }))
    .mutation(async ({ ctx, input }) =>
      inTransaction(ctx.db, async (tx) => {
        await tx.$queryRaw`select id from "Championship" where id = ${input.championshipId} for update`;
        const champ = await tx.championship.findUnique({
          where: { id: input.championshipId },
        });
        if (!champ) throw notFound("Championship");
        if (champ.hostPlayerId !== ctx.playerId)
          throw forbidden("Only the host deals the next game.");
        const games = await finishedGames(tx, champ.id);
        const last = games.at(-1);
        if (last?.status !== "FINISHED" || !last.result)
          throw conflict("Finish the current game first.");
        const config = champ.config as unknown as {
          options: GameOptions;
          seats: SeatSpec[];
        };
        const rules = {
          players: config.seats.length,
          games: champ.targetGames ?? undefined,
          targetScore: champ.targetScore ?? undefined,
        };
        const played = games.map((g) => ({
          winner: g.result?.winnerSeat ?? null,
          scores: (g.result?.scores ?? []) as number[],
        }));
        if (champ.finished || championshipOver(rules, played)) {
          await tx.championship.update({
            where: { id: champ.id },
            data: { finished: true },
          });
          throw conflict("The championship is over.");
        }
        const previousSeats = await tx.gameSeat.findMany({
          where: { gameId: last.id },
          orderBy: { seat: "asc" },
        });
        const index = (last.championshipIndex ?? 0) + 1;
        const table = await createTable(
          tx,
          ctx.playerId,
          {
            ruleset: champ.ruleset as Ruleset,
            options: config.options,
            seats: config.seats,
            isPublic: false,
            turnTimerSeconds: null,
          },
          {
            championshipId: champ.id,
            championshipIndex: index,
            dealer: dealerForGame(rules, index),
            seatPlayers: previousSeats.map((s) => (s.botLevel ? null : s.playerId)),
          },
        );
        return { gameId: table.id, index };
      }),
    ),

  /** Cumulative penalties, lowest first, with R-CHAMP's tie-breaks. */
  standings: publicProcedure
    .input(z.strictObject({ championshipId: gameIdSchema }))
    .query(async ({ ctx, input }) => {
      const champ = await ctx.db.championship.findUnique({
        where: { id: input.championshipId },
      });
      if (!champ) throw notFound("Championship");
      const config = champ.config as unknown as { seats: SeatSpec[] };
      const games = await finishedGames(ctx.db, champ.id);
      const played = games
        .filter((g) => g.result)
        .map((g) => ({
          winner: g.result?.winnerSeat ?? null,
          scores: (g.result?.scores ?? []) as number[],
        }));
      const latest = games.at(-1);
      const seats = latest
        ? await ctx.db.gameSeat.findMany({
            where: { gameId: latest.id },
            select: {
              seat: true,
              botLevel: true,
              player: { select: { displayName: true } },
            },
          })
        : [];
      const names = new Map(seats.map((s) => [s.seat, seatName(s.player, s.botLevel)]));
      const rules = {
        players: config.seats.length,
        games: champ.targetGames ?? undefined,
        targetScore: champ.targetScore ?? undefined,
      };
      return {
        name: champ.name,
        ruleset: champ.ruleset,
        isHost: ctx.playerId !== null && champ.hostPlayerId === ctx.playerId,
        gamesPlayed: played.length,
        over: championshipOver(rules, played),
        rules: { games: champ.targetGames, targetScore: champ.targetScore },
        rows: championshipStandings(config.seats.length, played).map((row) => ({
          ...row,
          name: names.get(row.seat) ?? `Seat ${row.seat + 1}`,
        })),
        games: games.map((g) => ({
          gameId: g.id,
          index: g.championshipIndex,
          status: g.status,
          scores: (g.result?.scores ?? null) as number[] | null,
        })),
      };
    }),

  /** The caller's championships (hosted or played in), newest first. */
  mine: playerProcedure
    .input(
      z
        .strictObject({ limit: z.number().int().min(1).max(50).default(20) })
        .default({ limit: 20 }),
    )
    .query(async ({ ctx, input }) => {
      const champs = await ctx.db.championship.findMany({
        where: {
          OR: [
            { hostPlayerId: ctx.playerId },
            { games: { some: { seats: { some: { playerId: ctx.playerId } } } } },
          ],
        },
        orderBy: { createdAt: "desc" },
        take: input.limit,
        select: {
          id: true,
          name: true,
          ruleset: true,
          finished: true,
          targetGames: true,
          targetScore: true,
          createdAt: true,
          _count: { select: { games: true } },
        },
      });
      return champs.map(({ _count, ...c }) => ({ ...c, games: _count.games }));
    }),
});
