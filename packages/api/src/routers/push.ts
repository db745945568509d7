import { z } from "zod";

import { pushEndpointSchema, pushSubscriptionSchema } from "../push-subscription";
import { refusal, refusalMsg } from "../refusal";
import { limitByAddress } from "../services/address-limits";
import { createTRPCRouter, publicProcedure } from "../trpc";

/**
 * Push is for accounts: a guest's player lives in one browser's cookie, so there is
 * nobody to reach once it is closed. Guests are told how to get it.
 */
const accountCaller = publicProcedure.use(async ({ ctx, next }) => {
  const player = ctx.playerId ? await ctx.repositories.players.find(ctx.playerId) : null;
  if (!ctx.playerId || !player?.userId)
    throw refusal("FORBIDDEN", refusalMsg("site.pushAccountsOnly"));
  return next({ ctx: { ...ctx, playerId: ctx.playerId } });
});

export const pushRouter = createTRPCRouter({
  /** The key a browser subscribes with (the site's VAPID public key, base64url). */
  publicKey: publicProcedure.query(async ({ ctx }) => ({
    publicKey: await ctx.push.publicKey(),
  })),

  /** Notifications on this device: stores the browser's subscription for the caller. */
  subscribe: accountCaller
    .input(pushSubscriptionSchema)
    .mutation(async ({ ctx, input }) => {
      await limitByAddress(ctx.addressLimits.push, ctx.headers, "push");
      await ctx.push.subscribe(ctx.playerId, input);
      return { subscribed: true };
    }),

  /** Notifications off on this device (or signing out): forgets its subscription. */
  unsubscribe: accountCaller
    .input(z.strictObject({ endpoint: pushEndpointSchema }))
    .mutation(async ({ ctx, input }) => {
      await limitByAddress(ctx.addressLimits.push, ctx.headers, "push");
      return { removed: await ctx.push.unsubscribe(ctx.playerId, input.endpoint) };
    }),
});
