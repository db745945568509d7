import { z } from "zod";

import { displayNameSchema } from "../schemas";
import { limitByAddress } from "../services/address-limits";
import { suggestGuestName } from "../services/guest-names";
import {
  createTRPCRouter,
  playerProcedure,
  publicProcedure,
  setGuestCookie,
} from "../trpc";

export const sessionRouter = createTRPCRouter({
  /** Who the caller is: a player (guest or account) or nobody yet. */
  me: publicProcedure.query(async ({ ctx }) => {
    if (!ctx.playerId) return null;
    const player = await ctx.db.player.findUnique({
      where: { id: ctx.playerId },
      select: { id: true, displayName: true, userId: true },
    });
    return player
      ? { playerId: player.id, name: player.displayName, guest: player.userId === null }
      : null;
  }),

  /** A name to offer a new guest (an adjective and an animal), which they may change. */
  suggestName: publicProcedure.query(() => ({ name: suggestGuestName() })),

  /**
   * Starts playing without an account: a new guest player and its signed cookie. Without
   * a name (a guest who followed an invite straight to a seat) the server suggests one,
   * so nobody is just "Guest".
   */
  playAsGuest: publicProcedure
    .input(z.strictObject({ name: displayNameSchema.optional() }))
    .mutation(async ({ ctx, input }) => {
      const name = input.name ?? suggestGuestName();
      if (ctx.playerId) {
        const existing = await ctx.db.player.findUnique({
          where: { id: ctx.playerId },
          select: { id: true },
        });
        if (existing) {
          await ctx.db.player.update({
            where: { id: existing.id },
            data: { displayName: name },
          });
          return { playerId: existing.id, name };
        }
      }
      await limitByAddress(ctx.addressLimits.guests, ctx.headers, "new guests");
      const player = await ctx.db.player.create({
        data: { displayName: name },
        select: { id: true },
      });
      setGuestCookie(ctx.authSecret, ctx.headers, ctx.setCookie, player.id);
      // The token travels only in the HttpOnly cookie: scripts on the page never see it.
      return { playerId: player.id, name };
    }),

  /**
   * Changes the name shown at the table, a guest's or an account's. Histories and
   * lists read names, so they show the new one at once; a table this instance already
   * holds in memory keeps the old one until its seats change or it is loaded again.
   */
  rename: playerProcedure
    .input(z.strictObject({ name: displayNameSchema }))
    .mutation(async ({ ctx, input }) => {
      const player = await ctx.db.player.update({
        where: { id: ctx.playerId },
        data: { displayName: input.name },
        select: { userId: true },
      });
      if (player.userId)
        await ctx.db.user.update({
          where: { id: player.userId },
          data: { name: input.name },
        });
      return { name: input.name };
    }),
});
