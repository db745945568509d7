import { z } from "zod";

import { clearCookieHeader } from "@3u3d/auth";
import { LOCALES } from "@3u3d/i18n";

import { refusal, refusalMsg } from "../refusal";
import { displayNameSchema } from "../schemas";
import { limitByAddress } from "../services/address-limits";
import { suggestGuestName } from "../services/guest-names";
import {
  createTRPCRouter,
  playerProcedure,
  sheddable,
  publicProcedure,
  setGuestCookie,
} from "../trpc";

export const sessionRouter = createTRPCRouter({
  /**
   * Who the caller is: a player (guest or account) or nobody yet; with the language
   * they chose, which the web app uses for a browser that has not chosen one itself.
   */
  me: publicProcedure.query(async ({ ctx }) => {
    if (!ctx.playerId) return null;
    const player = await ctx.repositories.players.find(ctx.playerId);
    return player
      ? {
          playerId: player.id,
          name: player.displayName,
          guest: player.userId === null,
          locale: player.locale,
        }
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
    // A new guest is the start of new play (and a write): refused while overloaded.
    .use(sheddable("guest"))
    .input(z.strictObject({ name: displayNameSchema.optional() }))
    .mutation(async ({ ctx, input }) => {
      const name = input.name ?? suggestGuestName();
      const { players } = ctx.repositories;
      if (ctx.playerId && (await players.setDisplayName(ctx.playerId, name)))
        return { playerId: ctx.playerId, name };
      await limitByAddress(ctx.addressLimits.guests, ctx.headers, "guests");
      const playerId = await players.createGuest(name);
      setGuestCookie(ctx.authSecret, ctx.headers, ctx.setCookie, playerId);
      // The token travels only in the HttpOnly cookie: scripts on the page never see it.
      return { playerId, name };
    }),

  /**
   * "Forget me on this device", for a guest on a shared computer: the browser's guest
   * cookie is deleted, so the next person at it starts afresh. The guest stops waiting
   * for a game and leaves the online count. Their games stay where they are (a running
   * one plays on with its turn timer); without an account nobody can come back to them.
   */
  forgetGuest: playerProcedure.mutation(async ({ ctx }) => {
    const player = await ctx.repositories.players.find(ctx.playerId);
    if (player?.userId !== null)
      throw refusal("BAD_REQUEST", refusalMsg("site.signedInNotGuest"));
    await ctx.pairing.cancel(ctx.playerId);
    await ctx.presence.playerGone(ctx.playerId);
    ctx.setCookie?.(clearCookieHeader());
    return { forgotten: true };
  }),

  /**
   * Keeps the site's language on the player (guest or account), so another browser the
   * player signs in from speaks it too. The browser that chose it remembers it itself
   * (a cookie the switcher sets): this is the account's copy.
   */
  setLocale: playerProcedure
    .input(z.strictObject({ locale: z.enum(LOCALES) }))
    .mutation(async ({ ctx, input }) => {
      await ctx.repositories.players.setLocale(ctx.playerId, input.locale);
      return { locale: input.locale };
    }),

  /**
   * Changes the name shown at the table, a guest's or an account's. Histories and
   * lists read names, so they show the new one at once; a table this instance already
   * holds in memory keeps the old one until its seats change or it is loaded again.
   */
  rename: playerProcedure
    .input(z.strictObject({ name: displayNameSchema }))
    .mutation(async ({ ctx, input }) => {
      await ctx.repositories.players.rename(ctx.playerId, input.name);
      return { name: input.name };
    }),
});
