import { z } from "zod";

import { Prisma } from "@3u3d/db";

import { PROVISIONAL_GAMES, ratingSummary } from "../services/ratings";
import { createTRPCRouter, publicProcedure } from "../trpc";

interface Row {
  playerId: string;
  name: string;
  mu: number;
  sigma: number;
  games: number;
  wins: number;
  penaltyTotal: number;
}

// Fixed SQL per metric (no user input reaches ORDER BY). Established players
// (enough games) rank above provisional ones in the rating table.
const ORDER: Record<"rating" | "wins" | "avgPenalty", Prisma.Sql> = {
  rating: Prisma.sql`order by (r.games >= ${PROVISIONAL_GAMES}) desc, (r.mu - 3 * r.sigma) desc, r."playerId"`,
  wins: Prisma.sql`order by r.wins desc, r.games asc, r."playerId"`,
  avgPenalty: Prisma.sql`order by (r."penaltyTotal"::float / greatest(r.games, 1)) asc, r.games desc, r."playerId"`,
};

export const leaderboardRouter = createTRPCRouter({
  list: publicProcedure
    .input(
      z.strictObject({
        ruleset: z.enum(["3up3down", "palace"]).default("3up3down"),
        metric: z.enum(["rating", "wins", "avgPenalty"]).default("rating"),
        page: z.number().int().min(1).max(10_000).default(1),
        pageSize: z.number().int().min(1).max(100).default(25),
      }),
    )
    .query(async ({ ctx, input }) => {
      const offset = (input.page - 1) * input.pageSize;
      const rows = await ctx.db.$queryRaw<Row[]>`
        select r."playerId", p."displayName" as name, r.mu, r.sigma, r.games, r.wins, r."penaltyTotal"
        from "Rating" r join "Player" p on p.id = r."playerId"
        where r.ruleset = ${input.ruleset} and r.games > 0
        ${ORDER[input.metric]}
        limit ${input.pageSize} offset ${offset}`;
      const total = await ctx.db.rating.count({
        where: { ruleset: input.ruleset, games: { gt: 0 } },
      });
      return {
        page: input.page,
        pageSize: input.pageSize,
        total,
        rows: rows.map((r, i) => ({
          place: offset + i + 1,
          playerId: r.playerId,
          name: r.name,
          ...ratingSummary(r),
        })),
      };
    }),
});
