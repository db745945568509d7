import { z } from "zod";

import {
  challengeIdSchema,
  gameIdSchema,
  optionsSchema,
  playerIdSchema,
  playerSearchSchema,
  rulesetSchema,
} from "../schemas";
import { limitByAddress } from "../services/address-limits";
import { turnTimerSchema } from "../turn-timers";
import { createTRPCRouter, playerProcedure, publicProcedure } from "../trpc";

// Friends (services/friends.ts, services/challenges.ts): every procedure but
// `relation` and `search` needs an account, which the service checks with words for a
// guest.
const player = z.strictObject({ playerId: playerIdSchema });
const challenge = z.strictObject({ challengeId: challengeIdSchema });
const seatAt = z.strictObject({
  gameId: gameIdSchema,
  seat: z.number().int().min(0).max(11),
});

export const friendsRouter = createTRPCRouter({
  follow: playerProcedure
    .input(player)
    .mutation(({ ctx, input }) => ctx.friends.follow(ctx.playerId, input.playerId)),
  unfollow: playerProcedure
    .input(player)
    .mutation(({ ctx, input }) => ctx.friends.unfollow(ctx.playerId, input.playerId)),

  /** Follows (or stops following) the person at a seat of a table the caller sits at. */
  followSeat: playerProcedure
    .input(seatAt)
    .mutation(({ ctx, input }) =>
      ctx.friends.followSeat(ctx.playerId, input.gameId, input.seat),
    ),
  unfollowSeat: playerProcedure
    .input(seatAt)
    .mutation(({ ctx, input }) =>
      ctx.friends.unfollowSeat(ctx.playerId, input.gameId, input.seat),
    ),

  /** Blocks a player: no challenges, no pairing together, their table talk hidden from you. */
  block: playerProcedure
    .input(player)
    .mutation(({ ctx, input }) => ctx.friends.block(ctx.playerId, input.playerId)),
  unblock: playerProcedure
    .input(player)
    .mutation(({ ctx, input }) => ctx.friends.unblock(ctx.playerId, input.playerId)),

  /** Whom the caller follows (online, playing, where to watch) and whom they blocked. */
  list: playerProcedure.query(({ ctx }) => ctx.friends.list(ctx.playerId)),

  /** How the caller stands with a player (a profile's buttons); anyone may ask. */
  relation: publicProcedure
    .input(player)
    .query(({ ctx, input }) => ctx.friends.relation(ctx.playerId, input.playerId)),

  /**
   * Accounts by the start of their shown name, accents and case aside (or by their
   * handle): up to 10, with whom the caller follows. Anyone may search (a profile is
   * public); each search counts for the caller's address.
   */
  search: publicProcedure
    .input(z.strictObject({ name: playerSearchSchema }))
    .query(async ({ ctx, input }) => {
      if (input.name === "") return [];
      await limitByAddress(ctx.addressLimits.searches, ctx.headers, "searches");
      return ctx.friends.search(ctx.playerId, input.name);
    }),

  /** The accounts the caller played with lately and does not follow yet (newest first). */
  recent: playerProcedure.query(({ ctx }) => ctx.friends.recent(ctx.playerId)),

  /** The accounts at a table the caller sits at, and whom of them they follow. */
  atTable: playerProcedure
    .input(z.strictObject({ gameId: gameIdSchema }))
    .query(({ ctx, input }) => ctx.friends.atTable(ctx.playerId, input.gameId)),

  /** Challenges a player to a table of two with these rules, options and turn timer. */
  challenge: playerProcedure
    .input(
      z.strictObject({
        playerId: playerIdSchema,
        ruleset: rulesetSchema.default("3up3down"),
        options: optionsSchema.default({}),
        turnTimerSeconds: turnTimerSchema,
      }),
    )
    .mutation(({ ctx, input }) => {
      const { playerId, ...table } = input;
      return ctx.friends.challenge(ctx.playerId, playerId, table);
    }),
  cancel: playerProcedure
    .input(challenge)
    .mutation(({ ctx, input }) => ctx.friends.cancel(ctx.playerId, input.challengeId)),
  decline: playerProcedure
    .input(challenge)
    .mutation(({ ctx, input }) => ctx.friends.decline(ctx.playerId, input.challengeId)),
  /** Accepts a challenge: one table with both seated, dealt; returns its id. */
  accept: playerProcedure
    .input(challenge)
    .mutation(({ ctx, input }) => ctx.friends.accept(ctx.playerId, input.challengeId)),

  /** Pending challenges to the caller (polled every few seconds by accounts' pages). */
  incoming: playerProcedure.query(({ ctx }) => ctx.friends.incoming(ctx.playerId)),
  /** The caller's challenges pending or lately answered (the challenger's page polls it). */
  outgoing: playerProcedure.query(({ ctx }) => ctx.friends.outgoing(ctx.playerId)),
});
