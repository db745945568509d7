import { tracked } from "@trpc/server";
import { z } from "zod";

import { redactEvent, toAct, viewFor } from "@3u3d/engine";
import type { GameEvent, Seat } from "@3u3d/engine";

import { gameIdSchema, moveSchema } from "../schemas";
import { conflict, forbidden, notFound } from "../services/errors";
import { legalNow, turnDeadline } from "../services/live-frames";
import { liveUpdates, seatsOf } from "../services/live-updates";
import { seatName } from "../services/seat-name";
import { submitMove } from "../services/moves";
import {
  createTRPCRouter,
  playerProcedure,
  publicProcedure,
  type TrpcContext,
} from "../trpc";

/** Hands the caller's seat in a running game to its bot, or back to the caller. */
async function setBotControl(
  ctx: TrpcContext & { playerId: string },
  gameId: string,
  botControlled: boolean,
): Promise<Seat> {
  const game = await ctx.games.load(gameId);
  if (!game) throw notFound("Game");
  if (game.status !== "PLAYING") throw conflict("This game is not being played.");
  const seat = seatsOf(game.seats, ctx.playerId)[0];
  if (seat === undefined) throw forbidden("You are not playing at this table.");
  await ctx.db.gameSeat.update({
    where: { gameId_seat: { gameId, seat } },
    // Taking a seat back also forgets its timeouts: the count is of turns in a row.
    data: botControlled ? { botControlled } : { botControlled, timeouts: 0 },
  });
  ctx.games.changed(gameId); // every instance reads the seats again
  ctx.bots.kick(gameId); // the bot moves now, or the human's turn timer restarts
  return seat;
}

export const gameRouter = createTRPCRouter({
  /** The caller's view (a spectator's when not seated), never more (R-HIDDEN). */
  view: publicProcedure
    .input(z.strictObject({ gameId: gameIdSchema }))
    .query(async ({ ctx, input }) => {
      const game = await ctx.games.load(input.gameId);
      if (!game) throw notFound("Game");
      const seat = seatsOf(game.seats, ctx.playerId)[0] ?? null;
      return {
        gameId: game.id,
        status: game.status,
        version: game.version,
        ruleset: game.ruleset,
        isHost: ctx.playerId !== null && game.hostPlayerId === ctx.playerId,
        // The invite is for the people at the table to pass on, not for spectators.
        inviteCode: seat !== null ? game.inviteCode : null,
        isPublic: game.isPublic,
        championshipId: game.championshipId,
        turnTimerSeconds: game.turnTimerSeconds,
        turnDeadline: turnDeadline(game),
        seat,
        seats: game.seats.map((s) => ({
          seat: s.seat,
          name: seatName(
            s.displayName === null ? null : { displayName: s.displayName },
            s.botLevel,
          ),
          bot: s.botLevel,
          botControlled: s.botControlled,
          taken: s.playerId !== null || s.botLevel !== null,
        })),
        view: game.state ? viewFor(game.state, seat) : null,
      };
    }),

  /** What the caller may do now (empty when it is not their turn). */
  legalMoves: playerProcedure
    .input(z.strictObject({ gameId: gameIdSchema }))
    .query(async ({ ctx, input }) => {
      const game = await ctx.games.load(input.gameId);
      if (!game) throw notFound("Game");
      return legalNow(game, seatsOf(game.seats, ctx.playerId));
    }),

  /** The caller's intent; the server decides. `version` is the game version the client saw. */
  move: playerProcedure
    .input(
      z.strictObject({
        gameId: gameIdSchema,
        version: z.number().int().min(0),
        move: moveSchema,
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const game = await ctx.games.load(input.gameId, input.version);
      if (!game) throw notFound("Game");
      const mine = seatsOf(game.seats, ctx.playerId);
      if (mine.length === 0) throw forbidden("You are not playing at this table.");
      if (!game.state) throw conflict("The game has not started.");
      const acting = toAct(game.state);
      const seat = mine.find((s) => acting.includes(s)) ?? mine[0];
      if (seat === undefined) throw forbidden("You are not playing at this table.");
      if (game.seats[seat]?.botControlled)
        throw forbidden("A bot is playing this seat for you: take it back first.");
      const applied = await submitMove(ctx, {
        gameId: input.gameId,
        seat,
        move: input.move,
        expectedVersion: input.version,
      });
      ctx.bus.publish(input.gameId, applied.version);
      ctx.bots.kick(input.gameId);
      return {
        version: applied.version,
        finished: applied.finished,
        events: applied.events.map((e: GameEvent) => redactEvent(e, seat)),
      };
    }),

  /** Takes a seat back from the bot that played it after turn timeouts (or a resign). */
  takeBack: playerProcedure
    .input(z.strictObject({ gameId: gameIdSchema }))
    .mutation(async ({ ctx, input }) => {
      const seat = await setBotControl(ctx, input.gameId, false);
      return { seat, botControlled: false };
    }),

  /** Leaves a running game: a bot plays the seat from now on (the game goes on for the others). */
  resign: playerProcedure
    .input(z.strictObject({ gameId: gameIdSchema }))
    .mutation(async ({ ctx, input }) => {
      const seat = await setBotControl(ctx, input.gameId, true);
      return { seat, handedToBot: true };
    }),

  /**
   * Live updates as Server-Sent Events. Each message is tracked by the game version it
   * brings the client to; a reconnecting client sends its last id and receives exactly
   * the moves after it (events redacted for its seat) and the view at the newest one.
   */
  subscribe: publicProcedure
    .input(
      z.strictObject({
        gameId: gameIdSchema,
        lastEventId: z.string().regex(/^\d+$/).nullish(),
      }),
    )
    .subscription(async function* ({ ctx, input, signal }) {
      const updates = liveUpdates(
        ctx,
        {
          gameId: input.gameId,
          playerId: ctx.playerId,
          lastVersion: input.lastEventId ? Number(input.lastEventId) : null,
        },
        signal,
      );
      for await (const frame of updates) yield tracked(String(frame.version), frame);
    }),
});
