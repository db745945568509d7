import { z } from "zod";

import { notYourSeat, serverWords } from "../game-server/errors";
import { inCatalogueOrder } from "../services/achievements";
import { limitByAddress, limitNewTable } from "../services/address-limits";
import {
  gameIdSchema,
  inviteCodeSchema,
  moveSchema,
  reactionSchema,
  talkTextSchema,
} from "../schemas";
import {
  createTRPCRouter,
  guestOfBrowser,
  playerProcedure,
  publicProcedure,
} from "../trpc";

const gameInput = z.strictObject({ gameId: gameIdSchema });
/** Watching an invite-only table takes its invite code (seated players need none). */
const watchInput = z.strictObject({
  gameId: gameIdSchema,
  inviteCode: inviteCodeSchema.nullish(),
});

// A thin list of what a client may ask of a game; the game server decides everything.
// Live updates are not here: they come over the plain event stream (event-stream.ts),
// the one live transport, and a snapshot (`view`) carries the caller's legal moves.
export const gameRouter = createTRPCRouter({
  /** The caller's snapshot of the table (a spectator's when not seated), never more (R-HIDDEN). */
  view: publicProcedure
    .input(watchInput)
    .query(({ ctx, input }) =>
      ctx.master.snapshot(input.gameId, ctx.playerId, ctx.locale, input.inviteCode),
    ),

  /**
   * What an ended game did to ratings: each account's shown rating before and after
   * (null for guests and bots), `rated: false` for a casual game (or one hinted before
   * hints left rated games); null while it runs.
   */
  ratingChanges: publicProcedure
    .input(watchInput)
    .query(({ ctx, input }) =>
      ctx.master.ratingChanges(input.gameId, ctx.playerId, input.inviteCode),
    ),

  /**
   * The achievements the caller earned by this ended game (keys of services/achievements.ts,
   * in the catalogue's order: the first win before the bots beaten); none while it runs,
   * for a spectator, or when it did not count.
   */
  achievements: publicProcedure
    .input(watchInput)
    .query(async ({ ctx, input }) =>
      inCatalogueOrder(
        await ctx.master.achievementsEarned(input.gameId, ctx.playerId, input.inviteCode),
      ),
    ),

  /** The caller's intent; the server decides. `version` is the game version the client saw. */
  move: playerProcedure
    .input(
      z.strictObject({
        gameId: gameIdSchema,
        version: z.number().int().min(0),
        move: moveSchema,
      }),
    )
    .mutation(({ ctx, input }) =>
      ctx.master.submit(input.gameId, ctx.playerId, input.move, input.version),
    ),

  /**
   * A hint for the caller's turn (against bots, where no rating of the caller's is at
   * stake: see hintRefusal): the expert's move from the caller's own view, with its reason.
   */
  hint: playerProcedure
    .input(z.strictObject({ gameId: gameIdSchema, version: z.number().int().min(0) }))
    .mutation(async ({ ctx, input }) => {
      await limitByAddress(ctx.addressLimits.hints, ctx.headers, "hints");
      return ctx.coach.hint(input.gameId, ctx.playerId, input.version);
    }),

  /** Takes back a seat a bot has been playing (after turn timeouts or a resign). */
  takeBack: playerProcedure.input(gameInput).mutation(async ({ ctx, input }) => {
    const seat = await ctx.master.setBotControl(input.gameId, ctx.playerId, false);
    return { seat, botControlled: false };
  }),

  /**
   * Someone who played here as a guest and signed in to an account at the table (its
   * sign-in dialog) brings the guest's seat into the account: the seat of the guest
   * this browser's cookie names moves to the caller, unless they sit here already.
   */
  bringGuestSeat: playerProcedure.input(gameInput).mutation(async ({ ctx, input }) => {
    const guest = await guestOfBrowser(ctx, ctx.headers);
    const seat =
      guest && guest !== ctx.playerId
        ? await ctx.master.moveSeat(input.gameId, guest, ctx.playerId)
        : null;
    if (seat === null) throw notYourSeat(serverWords("noGuestSeat"));
    return { seat };
  }),

  /** Leaves a running game: a bot plays the seat from now on (the game goes on for the others). */
  resign: playerProcedure.input(gameInput).mutation(async ({ ctx, input }) => {
    const seat = await ctx.master.setBotControl(input.gameId, ctx.playerId, true);
    return { seat, handedToBot: true };
  }),

  /** Says something at the table (the people seated there only); every watcher sees it live. */
  say: playerProcedure
    .input(z.strictObject({ gameId: gameIdSchema, text: talkTextSchema }))
    .mutation(async ({ ctx, input }) => {
      await ctx.tables.say(input.gameId, ctx.playerId, {
        kind: "text",
        body: input.text,
      });
      return { said: true };
    }),

  /** One of the fixed quick reactions, said like a message. */
  react: playerProcedure
    .input(z.strictObject({ gameId: gameIdSchema, reaction: reactionSchema }))
    .mutation(async ({ ctx, input }) => {
      await ctx.tables.say(input.gameId, ctx.playerId, {
        kind: "reaction",
        body: input.reaction,
      });
      return { said: true };
    }),

  /**
   * "Play again" at an ended game: its rematch table (a new one for the first to ask,
   * counted like any new table; the same one for everyone after).
   */
  rematch: playerProcedure
    .input(gameInput)
    .mutation(({ ctx, input }) =>
      ctx.tables.rematch(ctx.playerId, input.gameId, (table) =>
        limitNewTable(ctx.addressLimits, ctx.headers, table.seats),
      ),
    ),
});
