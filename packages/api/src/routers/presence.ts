import { createTRPCRouter, playerProcedure, publicProcedure } from "../trpc";

export const presenceRouter = createTRPCRouter({
  /** A page of the caller's is open: sent when it opens and every 30 s while it is. */
  here: playerProcedure.mutation(({ ctx }) => ctx.presence.here(ctx.playerId)),

  /** The caller's page is closing. */
  gone: playerProcedure.mutation(({ ctx }) => ctx.presence.gone(ctx.playerId)),

  /** People online, games being played, people looking for a game per ruleset. */
  counts: publicProcedure.query(({ ctx }) => ctx.presence.counts()),
});
