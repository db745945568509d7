import { z } from "zod";

import { guestCookieHeader, signGuestToken } from "@3u3d/auth";

import { displayNameSchema } from "../schemas";
import { limitCreation } from "../services/creation-limits";
import { createTRPCRouter, publicProcedure } from "../trpc";

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

  /** Starts playing without an account: a new guest player and its signed cookie. */
  playAsGuest: publicProcedure
    .input(z.strictObject({ name: displayNameSchema }))
    .mutation(async ({ ctx, input }) => {
      if (ctx.playerId) {
        const existing = await ctx.db.player.findUnique({
          where: { id: ctx.playerId },
          select: { id: true },
        });
        if (existing) {
          await ctx.db.player.update({
            where: { id: existing.id },
            data: { displayName: input.name },
          });
          return { playerId: existing.id, name: input.name };
        }
      }
      limitCreation(ctx.creationLimits.guests, ctx.headers, "guests");
      const player = await ctx.db.player.create({
        data: { displayName: input.name },
        select: { id: true },
      });
      const token = signGuestToken(ctx.authSecret, player.id);
      ctx.setCookie?.(
        guestCookieHeader(token, {
          secure: ctx.headers.get("x-forwarded-proto") === "https",
        }),
      );
      // The token travels only in the HttpOnly cookie: scripts on the page never see it.
      return { playerId: player.id, name: input.name };
    }),
});
