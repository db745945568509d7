import { z } from "zod";

import {
  gameIdSchema,
  inviteCodeSchema,
  optionsSchema,
  rulesetSchema,
  seatSpecSchema,
} from "../schemas";
import { casualTableAgainstBots } from "../game-server/new-table";
import { turnTimerSchema } from "../turn-timers";
import { limitNewTable, lookUpInviteCode } from "../services/address-limits";
import { listLiveTables, listOpenTables } from "../services/lobby-lists";
import { yourGames } from "../services/your-games";
import { createTRPCRouter, playerProcedure, publicProcedure, sheddable } from "../trpc";

const listInput = z
  .strictObject({ limit: z.number().int().min(1).max(50).default(20) })
  .default({ limit: 20 });
const seatInput = z.number().int().min(0).max(11);

export const lobbyRouter = createTRPCRouter({
  /**
   * Opens a table with the caller as host. `deal`: dealt in the same request (a table
   * of bots, or "Play now"), refused while a human seat is free; otherwise it waits in
   * the lobby for its people and the host's `start`.
   */
  create: playerProcedure
    .use(sheddable("table"))
    .input(
      z.strictObject({
        ruleset: rulesetSchema.default("3up3down"),
        options: optionsSchema.default({}),
        seats: z.array(seatSpecSchema).min(2).max(12),
        isPublic: z.boolean().default(false),
        turnTimerSeconds: turnTimerSchema,
        deal: z.boolean().default(false),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const { deal, ...table } = input;
      await limitNewTable(ctx.addressLimits, ctx.headers, table.seats);
      const host = await ctx.repositories.players.find(ctx.playerId);
      return ctx.tables.open(
        {
          ...table,
          host: ctx.playerId,
          casualAgainstBots: casualTableAgainstBots(table.seats, !host?.userId),
        },
        { deal },
      );
    }),

  open: publicProcedure
    .input(listInput)
    .query(({ ctx, input }) => listOpenTables(ctx.repositories.games, input.limit)),

  /** Public games in progress, for spectators. */
  live: publicProcedure
    .input(listInput)
    .query(({ ctx, input }) =>
      listLiveTables(ctx.repositories.games, input.limit, ctx.locale),
    ),

  /**
   * The caller's tables (waiting or being played, their turn first) and championships
   * in progress. A visitor who has not played yet gets empty lists, not an error.
   */
  mine: publicProcedure.query(({ ctx }) =>
    ctx.playerId
      ? yourGames(ctx.tables, ctx.championships, ctx.playerId, ctx.locale)
      : { tables: [], championships: [] },
  ),

  join: playerProcedure
    .use(sheddable("join"))
    .input(
      z.union([
        z.strictObject({ gameId: gameIdSchema, seat: seatInput.optional() }),
        z.strictObject({
          inviteCode: inviteCodeSchema,
          seat: seatInput.optional(),
        }),
      ]),
    )
    .mutation(({ ctx, input }) =>
      "inviteCode" in input
        ? lookUpInviteCode(ctx.addressLimits.invites, ctx.headers, () =>
            ctx.tables.join(ctx.playerId, input, input.seat),
          )
        : ctx.tables.join(ctx.playerId, input, input.seat),
    ),

  /** Sits at a particular free seat before the game starts (moving if already seated). */
  takeSeat: playerProcedure
    .input(z.strictObject({ gameId: gameIdSchema, seat: seatInput }))
    .mutation(({ ctx, input }) =>
      ctx.tables.join(ctx.playerId, { gameId: input.gameId }, input.seat),
    ),

  /**
   * The table an invite code opens, or null: an invite link is checked before its
   * page asks for a name, and watched with when the table has started or is full.
   * It says no more than the code itself gives: which table, if any — and only while
   * its game waits or runs. Codes that open nothing are limited per address.
   */
  byInvite: publicProcedure
    .input(z.strictObject({ inviteCode: inviteCodeSchema }))
    .query(({ ctx, input }) =>
      lookUpInviteCode(ctx.addressLimits.invites, ctx.headers, () =>
        ctx.tables.tableByInvite(input.inviteCode),
      ),
    ),

  leave: playerProcedure
    .input(z.strictObject({ gameId: gameIdSchema }))
    .mutation(({ ctx, input }) => ctx.tables.leave(ctx.playerId, input.gameId)),

  start: playerProcedure
    .input(z.strictObject({ gameId: gameIdSchema }))
    .mutation(({ ctx, input }) => ctx.tables.start(ctx.playerId, input.gameId)),
});
