import { z } from "zod";

import { gameIdSchema, optionsSchema, seatSpecSchema } from "../schemas";
import {
  createTable,
  joinTable,
  leaveTable,
  listLiveTables,
  listOpenTables,
  startTable,
} from "../services/tables";
import { createTRPCRouter, playerProcedure, publicProcedure } from "../trpc";

export const lobbyRouter = createTRPCRouter({
  create: playerProcedure
    .input(
      z.strictObject({
        ruleset: z.enum(["3up3down", "palace"]).default("3up3down"),
        options: optionsSchema.default({}),
        seats: z.array(seatSpecSchema).min(2).max(12),
        isPublic: z.boolean().default(false),
        turnTimerSeconds: z.number().int().min(10).max(600).nullable().default(null),
      }),
    )
    .mutation(({ ctx, input }) => createTable(ctx.db, ctx.playerId, input)),

  open: publicProcedure
    .input(
      z
        .strictObject({ limit: z.number().int().min(1).max(50).default(20) })
        .default({ limit: 20 }),
    )
    .query(({ ctx, input }) => listOpenTables(ctx.db, input.limit)),

  /** Public games in progress, for spectators. */
  live: publicProcedure
    .input(
      z
        .strictObject({ limit: z.number().int().min(1).max(50).default(20) })
        .default({ limit: 20 }),
    )
    .query(({ ctx, input }) => listLiveTables(ctx.db, input.limit)),

  join: playerProcedure
    .input(
      z.union([
        z.strictObject({
          gameId: gameIdSchema,
          seat: z.number().int().min(0).max(11).optional(),
        }),
        z.strictObject({
          inviteCode: z.string().trim().toUpperCase().length(8),
          seat: z.number().int().min(0).max(11).optional(),
        }),
      ]),
    )
    .mutation(({ ctx, input }) => joinTable(ctx.db, ctx.playerId, input, input.seat)),

  /** Sits at a particular free seat before the game starts (moving if already seated). */
  takeSeat: playerProcedure
    .input(
      z.strictObject({ gameId: gameIdSchema, seat: z.number().int().min(0).max(11) }),
    )
    .mutation(({ ctx, input }) =>
      joinTable(ctx.db, ctx.playerId, { gameId: input.gameId }, input.seat),
    ),

  leave: playerProcedure
    .input(z.strictObject({ gameId: gameIdSchema }))
    .mutation(({ ctx, input }) => leaveTable(ctx.db, ctx.playerId, input.gameId)),

  start: playerProcedure
    .input(z.strictObject({ gameId: gameIdSchema }))
    .mutation(async ({ ctx, input }) => {
      const started = await startTable(ctx.db, ctx.playerId, input.gameId);
      ctx.bots.kick(input.gameId); // bots choose their face-up cards right away
      return started;
    }),
});
