import { z } from "zod";

import {
  championshipIdSchema,
  optionsSchema,
  rulesetSchema,
  seatSpecSchema,
} from "../schemas";
import { turnTimerSchema } from "../turn-timers";
import { limitNewTable } from "../services/address-limits";
import { createTRPCRouter, playerProcedure, publicProcedure } from "../trpc";
import { validationText } from "../validation-words";

const championshipInput = z.strictObject({ championshipId: championshipIdSchema });

const CHAMPIONSHIP_NAME_MAX = 60;

/**
 * A championship's name, shown to everyone in it: words and everyday punctuation, as
 * display names are checked (no control or invisible characters, no markup).
 */
const championshipNameSchema = z
  .string()
  .trim()
  .min(1, validationText("championshipName"))
  .max(
    CHAMPIONSHIP_NAME_MAX,
    validationText("championshipNameTooLong", { max: CHAMPIONSHIP_NAME_MAX }),
  )
  .regex(/^[\p{L}\p{N} _.,'!?&()#:+-]+$/u, validationText("championshipNameCharacters"));

export const championshipRouter = createTRPCRouter({
  /**
   * A series with the same seats and rules: a number of games or a target score
   * (R-CHAMP). `deal`: its first game is dealt in the same request (bots only).
   */
  create: playerProcedure
    .input(
      z
        .strictObject({
          name: championshipNameSchema,
          ruleset: rulesetSchema.default("3up3down"),
          options: optionsSchema.default({}),
          seats: z.array(seatSpecSchema).min(2).max(12),
          turnTimerSeconds: turnTimerSchema,
          games: z.number().int().min(1).max(50).optional(),
          targetScore: z.number().int().min(10).max(10_000).optional(),
          deal: z.boolean().default(false),
        })
        .refine((c) => (c.games === undefined) !== (c.targetScore === undefined), {
          message: validationText("gamesOrTarget"),
        }),
    )
    .mutation(async ({ ctx, input }) => {
      const { deal, ...championship } = input;
      await limitNewTable(ctx.addressLimits, ctx.headers, championship.seats);
      return ctx.championships.create(ctx.playerId, championship, deal);
    }),

  /**
   * Opens the next game once the last one is over, the dealer one seat left, and deals
   * it at once when the last game's people are all in their seats (`dealt`).
   */
  nextGame: playerProcedure
    .input(championshipInput)
    .mutation(({ ctx, input }) =>
      ctx.championships.next(ctx.playerId, input.championshipId),
    ),

  /** Cumulative penalties, lowest first, with R-CHAMP's tie-breaks. */
  standings: publicProcedure
    .input(championshipInput)
    .query(({ ctx, input }) =>
      ctx.championships.standings(input.championshipId, ctx.playerId, ctx.locale),
    ),

  /** The caller's championships (hosted or played in), newest first. */
  mine: playerProcedure
    .input(
      z
        .strictObject({ limit: z.number().int().min(1).max(50).default(20) })
        .default({ limit: 20 }),
    )
    .query(({ ctx, input }) => ctx.championships.of(ctx.playerId, input.limit)),
});
