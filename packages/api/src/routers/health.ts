import { createTRPCRouter, publicProcedure } from "../trpc";

export const healthRouter = createTRPCRouter({
  /** Is the database reachable, and which migration is it on? */
  status: publicProcedure.query(async ({ ctx }) => {
    const version = await ctx.repositories.site.migrationVersion();
    return { ok: true as const, migration: version };
  }),
});
