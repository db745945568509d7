// The leaderboards: accounts only (a guest is one browser, and many share a name), with
// established players (PROVISIONAL_GAMES rated games or more) ranked apart from
// provisional ones, whose ratings have not settled yet.
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

// Fixed SQL per metric (no user input reaches ORDER BY). The shown rating is a linear
// function of mu (services/ratings.ts), so ranking by mu ranks by the number shown.
const ORDER: Record<"rating" | "wins" | "avgPenalty", Prisma.Sql> = {
  rating: Prisma.sql`order by r.mu desc, r.games desc, r."playerId"`,
  wins: Prisma.sql`order by r.wins desc, r.games asc, r."playerId"`,
  avgPenalty: Prisma.sql`order by (r."penaltyTotal"::float / greatest(r.games, 1)) asc, r.games desc, r."playerId"`,
};

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
      const games = input.provisional
        ? Prisma.sql`r.games > 0 and r.games < ${PROVISIONAL_GAMES}`
        : Prisma.sql`r.games >= ${PROVISIONAL_GAMES}`;
      const where = Prisma.sql`where r.ruleset = ${input.ruleset} and p."userId" is not null and ${games}`;
      const [rows, counted] = await Promise.all([
        ctx.db.$queryRaw<Row[]>`
          select r."playerId", p."displayName" as name, r.mu, r.sigma, r.games, r.wins, r."penaltyTotal"
          from "Rating" r join "Player" p on p.id = r."playerId"
          ${where}
          ${ORDER[input.metric]}
          limit ${input.pageSize} offset ${offset}`,
        ctx.db.$queryRaw<{ total: number }[]>`
          select count(*)::int as total
          from "Rating" r join "Player" p on p.id = r."playerId"
          ${where}`,
      ]);
      return {
        page: input.page,
        pageSize: input.pageSize,
        total: counted[0]?.total ?? 0,
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
