import { z } from "zod";

import { applyMoveInPlace, replay, TURN_LIMIT, viewFor } from "@3u3d/engine";
import type { Seat } from "@3u3d/engine";

import { notFound, refusalMsg, wrongStatus } from "../game-server/errors";
import { gameIdSchema, handleSchema, playerIdSchema } from "../schemas";
import { mayOpenFinished } from "../services/finished-games";
import { limitByAddress } from "../services/address-limits";
import { historyEnding } from "../services/history-ending";
import { progressOf } from "../services/progress";
import { finishingRanks, ratingSummary } from "../services/ratings";
import { ACHIEVEMENTS } from "../services/achievements";
import { seatNames } from "../game-server/table-policy";
import {
  createTRPCRouter,
  playerProcedure,
  publicProcedure,
  type TrpcContext,
} from "../trpc";

/** Replay steps per request. */
const REPLAY_PAGE = 200;

/**
 * A finished game's full record, for those who may open it (finished-games.ts: anyone
 * else is told there is no such game); refused while the game runs (the seed must stay
 * secret), in those words only to those who may open it then: a stranger learns no
 * more of a running private game than of a missing one.
 */
async function finishedRecord(
  ctx: Pick<TrpcContext, "master" | "repositories" | "playerId" | "locale">,
  gameId: string,
) {
  const record = await ctx.master.finishedRecord(gameId, ctx.locale);
  const access = record ?? (await ctx.master.recordAccess(gameId));
  if (
    !access ||
    !(await mayOpenFinished(ctx.repositories.championships, access, ctx.playerId))
  )
    throw notFound("game");
  if (!record) throw wrongStatus(refusalMsg("tables.replayAfterTheEnd"));
  return record;
}

export const profileRouter = createTRPCRouter({
  /** A player's finished games, newest first. */
  history: publicProcedure
    .input(
      z.strictObject({
        playerId: playerIdSchema.optional(),
        // Deep pages cost the database an offset scan each: a history has at most 1,000.
        page: z.number().int().min(1).max(1000).default(1),
        pageSize: z.number().int().min(1).max(50).default(20),
      }),
    )
    .query(async ({ ctx, input }) => {
      const playerId = input.playerId ?? ctx.playerId;
      if (!playerId) return { total: 0, rows: [] };
      // Only what the reader may open (a stranger does not see private games' ids).
      const { total, games } = await ctx.repositories.history.endedGamesOf(
        playerId,
        { offset: (input.page - 1) * input.pageSize, limit: input.pageSize },
        ctx.playerId,
      );
      return {
        total,
        rows: games.map((g) => {
          const mine = g.seats.find((s) => s.playerId === playerId);
          const seat = mine?.seat ?? 0;
          // Handed to its bot (a resign, or timeouts): a loss, whatever the bot made of it.
          const left = mine?.resigned ?? false;
          const scores = g.result?.scores ?? [];
          const ranks = finishingRanks(g.result?.order ?? [], scores);
          return {
            gameId: g.id,
            ruleset: g.ruleset,
            finishedAt: g.finishedAt,
            championshipId: g.championshipId,
            /** Everyone left before the end: the game stopped where it stood. */
            abandoned: g.abandoned,
            /** The player handed the seat to its bot at some point: a loss, ranked last. */
            left,
            /** How, and whether a bot finished it (history-ending.ts): the words say it. */
            ending: historyEnding(mine),
            seat,
            won: g.result?.winnerSeat === seat && !left,
            // A seat its player left is last, as the progress stats count it.
            place: left ? g.seats.length : (ranks[seat] ?? null),
            penalty: scores[seat] ?? null,
            players: seatNames(
              g.seats.map((s) => ({
                seat: s.seat,
                botLevel: s.botLevel,
                displayName: s.player?.displayName ?? null,
              })),
              ctx.locale,
            ),
            /** Per seat, the player whose public profile a name may link to (accounts only). */
            profiles: g.seats.map((s) => (s.player?.userId ? s.playerId : null)),
          };
        }),
      };
    }),

  /**
   * The account a readable address names (/players/<handle>, case aside), with its
   * current handle: a different one means an old address, which the page redirects.
   */
  byHandle: publicProcedure
    .input(z.strictObject({ handle: handleSchema }))
    .query(async ({ ctx, input }) => {
      const named = await ctx.repositories.players.byHandle(input.handle);
      if (!named) throw notFound("player");
      return named;
    }),

  /** Rating and counters per ruleset: the head of a public profile. */
  stats: publicProcedure
    .input(z.strictObject({ playerId: playerIdSchema }))
    .query(async ({ ctx, input }) => {
      const player = await ctx.repositories.players.find(input.playerId);
      if (!player) throw notFound("player");
      const [ratings, handle] = await Promise.all([
        ctx.repositories.ratings.ratingsOf(input.playerId),
        player.userId ? ctx.repositories.players.handleOf(input.playerId) : null,
      ]);
      return {
        name: player.displayName,
        /** The readable address, /players/<handle> (accounts only). */
        handle,
        /** Guests have no lasting profile: they stay off the leaderboards. */
        account: player.userId !== null,
        since: player.createdAt,
        rulesets: ratings.map((r) => ({
          ruleset: r.ruleset,
          ...ratingSummary(r),
        })),
      };
    }),

  /** Progress per ruleset (services/progress.ts): a profile's stats, bot record and graph. */
  progress: publicProcedure
    .input(z.strictObject({ playerId: playerIdSchema }))
    .query(async ({ ctx, input }) => {
      // Two aggregate queries over a player's games: counted per address like replays.
      await limitByAddress(ctx.addressLimits.replays, ctx.headers, "replays");
      const player = await ctx.repositories.players.find(input.playerId);
      // A guest's progress is their own (as their achievements are): no lasting profile.
      if (!player || (!player.userId && input.playerId !== ctx.playerId))
        throw notFound("player");
      return { rulesets: await progressOf(ctx.repositories, input.playerId) };
    }),

  /**
   * A player's achievements (the caller's own when no player is named): every one in
   * the catalogue's order, with when it was earned (null: not yet). An account's are
   * public; a guest's only to that guest.
   */
  achievements: publicProcedure
    .input(z.strictObject({ playerId: playerIdSchema.optional() }))
    .query(async ({ ctx, input }) => {
      const playerId = input.playerId ?? ctx.playerId;
      if (!playerId) return [];
      if (playerId !== ctx.playerId) {
        const player = await ctx.repositories.players.find(playerId);
        if (!player?.userId) throw notFound("player");
      }
      const held = await ctx.repositories.achievements.of(playerId);
      return ACHIEVEMENTS.map((key) => ({
        key,
        earnedAt: held.find((a) => a.key === key)?.earnedAt ?? null,
      }));
    }),

  /** Every step of a finished game as one seat saw it (or as a spectator: seat null). */
  replay: publicProcedure
    .input(
      z.strictObject({
        gameId: gameIdSchema,
        seat: z.number().int().min(0).max(11).nullable(),
        /** Steps are sent a page at a time: a long game's every view at once cost ~650 ms. */
        from: z
          .number()
          .int()
          .min(0)
          .max(TURN_LIMIT * 4)
          .default(0),
        count: z.number().int().min(1).max(REPLAY_PAGE).default(REPLAY_PAGE),
      }),
    )
    .query(async ({ ctx, input }) => {
      await limitByAddress(ctx.addressLimits.replays, ctx.headers, "replays");
      const { config, moves, seats, abandoned } = await finishedRecord(ctx, input.gameId);
      const seat: Seat | null =
        input.seat !== null && input.seat < config.players ? input.seat : null;
      const total = moves.length + 1; // the deal, then one step per move
      const from = Math.min(input.from, total - 1);
      // The position before the page, rebuilt on one state moved in place (no copies).
      const state = replay(config, moves.slice(0, from));
      const steps = [];
      for (let i = from; i < Math.min(total, from + input.count); i++) {
        const played = i === 0 ? null : (moves[i - 1] ?? null);
        if (played && i > from) applyMoveInPlace(state, played.seat, played.move);
        steps.push({
          seq: i,
          move: played && { seat: played.seat, move: played.move },
          view: viewFor(state, seat),
        });
      }
      return {
        seat,
        // The caller's own seat in that game, if any: only there is the viewer "You".
        yourSeat:
          seats.find((s) => s.playerId !== null && s.playerId === ctx.playerId)?.seat ??
          null,
        total,
        from,
        /** Everyone left before the end: the last step is where the game stopped. */
        abandoned,
        seats: seats.map(({ playerId: _playerId, ...rest }) => rest),
        steps,
      };
    }),

  /**
   * The caller's post-game analysis of an ended game of theirs: progress while it runs,
   * then the key moments (their biggest drops in estimated chance against the expert).
   */
  analysis: playerProcedure
    .input(z.strictObject({ gameId: gameIdSchema }))
    .query(({ ctx, input }) => ctx.coach.analysis(input.gameId, ctx.playerId)),

  /** Starts that analysis (once per game and seat); it runs off the request path. */
  analyse: playerProcedure
    .input(z.strictObject({ gameId: gameIdSchema }))
    .mutation(async ({ ctx, input }) => {
      await limitByAddress(ctx.addressLimits.analyses, ctx.headers, "analyses");
      return ctx.coach.analyse(input.gameId, ctx.playerId);
    }),

  /** The whole game as JSON: config with its seed, every move, the result. */
  export: publicProcedure
    .input(z.strictObject({ gameId: gameIdSchema }))
    .query(async ({ ctx, input }) => {
      await limitByAddress(ctx.addressLimits.replays, ctx.headers, "replays");
      const { id, config, moves, result, abandoned } = await finishedRecord(
        ctx,
        input.gameId,
      );
      return {
        format: "3up3down-game/1",
        gameId: id,
        config,
        moves: moves.map(({ seat, move }) => ({ seat, move })),
        result,
        abandoned,
      };
    }),
});
