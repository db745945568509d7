// The leaderboards: accounts only (a guest is one browser, and many share a name), with
// established players (PROVISIONAL_GAMES rated games or more) ranked apart from
// provisional ones, whose ratings have not settled yet.
import { z } from "zod";

import { PROVISIONAL_GAMES, ratingSummary } from "../services/ratings";
import { createTRPCRouter, publicProcedure } from "../trpc";

export const leaderboardRouter = createTRPCRouter({
  list: publicProcedure
    .input(
      z.strictObject({
        ruleset: z.enum(["3up3down", "palace"]).default("3up3down"),
        metric: z.enum(["rating", "wins", "avgPenalty"]).default("rating"),
        /** false: the ranked players; true: those still short of the games needed. */
        provisional: z.boolean().default(false),
        page: z.number().int().min(1).max(10_000).default(1),
        pageSize: z.number().int().min(1).max(100).default(25),
      }),
    )
    .query(async ({ ctx, input }) => {
      const offset = (input.page - 1) * input.pageSize;
      const { total, rows } = await ctx.repositories.ratings.leaderboard({
        ruleset: input.ruleset,
        metric: input.metric,
        games: input.provisional
          ? { from: 1, below: PROVISIONAL_GAMES }
          : { from: PROVISIONAL_GAMES, below: null },
        limit: input.pageSize,
        offset,
      });
      return {
        page: input.page,
        pageSize: input.pageSize,
        total,
        /** Games a player needs before being ranked. */
        minimumGames: PROVISIONAL_GAMES,
        rows: rows.map((r, i) => ({
          place: offset + i + 1,
          playerId: r.playerId,
          name: r.name,
          ...ratingSummary(r),
        })),
      };
    }),
});
