import { z } from "zod";

import { clientKey } from "@3u3d/auth";

import { browserIdSchema } from "../schemas";
import type { Visitor } from "../services/presence";
import { createTRPCRouter, publicProcedure, type TrpcContext } from "../trpc";

/** A page's id and its browser's device id: UUIDs the page makes (crypto.randomUUID). */
const pageInput = z.strictObject({ page: browserIdSchema, device: browserIdSchema });

/** The caller as presence counts them: their player, or their browser's device id. */
function visitorOf(
  ctx: Pick<TrpcContext, "playerId" | "addressLimits" | "headers">,
  device: string,
): Visitor {
  if (ctx.playerId) return { playerId: ctx.playerId };
  return {
    device,
    admit: async () =>
      (await ctx.addressLimits.anonymousPages.attempt(clientKey(ctx.headers))).ok,
  };
}

export const presenceRouter = createTRPCRouter({
  /** A page is open: sent when it opens and every 30 s while it is (anyone, guest or not). */
  here: publicProcedure
    .input(pageInput)
    .mutation(({ ctx, input }) =>
      ctx.presence.here(input.page, visitorOf(ctx, input.device)),
    ),

  /** The page is closing. */
  gone: publicProcedure
    .input(pageInput)
    .mutation(({ ctx, input }) =>
      ctx.presence.gone(input.page, visitorOf(ctx, input.device)),
    ),

  /** People online, games being played, people looking for a game per ruleset. */
  counts: publicProcedure.query(({ ctx }) => ctx.presence.counts()),
});
