import { z } from "zod";

import { rulesetSchema } from "../schemas";
import { limitByAddress } from "../services/address-limits";
import { createTRPCRouter, playerProcedure, publicProcedure, sheddable } from "../trpc";
import { validationText } from "../validation-words";

/** How many players quick pairing seats at one table. */
const PAIRED_PLAYERS = { min: 2, max: 6 };

export const pairingRouter = createTRPCRouter({
  /**
   * "Play a person now": waits for the game asked for (replacing any earlier wait) and
   * is seated at once if others already wait for it. Rated needs an account.
   */
  seek: playerProcedure
    .use(sheddable("pairing"))
    .input(
      z.strictObject({
        ruleset: rulesetSchema.default("3up3down"),
        players: z
          .number()
          .int()
          .min(PAIRED_PLAYERS.min, validationText("pairingPlayers", PAIRED_PLAYERS))
          .max(PAIRED_PLAYERS.max, validationText("pairingPlayers", PAIRED_PLAYERS)),
        rated: z.boolean(),
        botFillAfterSeconds: z
          .number()
          .int()
          .min(5, validationText("pairingBotWait"))
          .max(600, validationText("pairingBotWait"))
          .nullable()
          .default(null),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      // A seek may create a table: it counts against the address's tables.
      await limitByAddress(ctx.addressLimits.tables, ctx.headers, "pairing");
      return ctx.pairing.seek(ctx.playerId, input);
    }),

  /** Stops waiting (closing the page does too, once its polls stop). */
  cancel: playerProcedure.mutation(({ ctx }) => ctx.pairing.cancel(ctx.playerId)),

  /**
   * Idle, waiting (with how many look for the same game), or the table the caller was
   * seated at. A waiting page polls it every second or two: that keeps its wait alive.
   */
  status: playerProcedure.query(({ ctx }) => ctx.pairing.status(ctx.playerId)),

  /** How many people wait for each game right now (ruleset, players, rated). */
  pools: publicProcedure.query(({ ctx }) => ctx.pairing.pools()),
});
