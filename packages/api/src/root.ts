import { healthRouter } from "./routers/health";
import { createCallerFactory, createTRPCRouter } from "./trpc";

export const appRouter = createTRPCRouter({
  health: healthRouter,
});

export type AppRouter = typeof appRouter;

/** Server-side caller, used by tests and server components. */
export const createCaller = createCallerFactory(appRouter);
