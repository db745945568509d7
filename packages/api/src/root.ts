import { accountRouter } from "./routers/account";
import { championshipRouter } from "./routers/championship";
import { friendsRouter } from "./routers/friends";
import { gameRouter } from "./routers/game";
import { leaderboardRouter } from "./routers/leaderboard";
import { healthRouter } from "./routers/health";
import { lobbyRouter } from "./routers/lobby";
import { pairingRouter } from "./routers/pairing";
import { presenceRouter } from "./routers/presence";
import { profileRouter } from "./routers/profile";
import { pushRouter } from "./routers/push";
import { puzzleRouter } from "./routers/puzzle";
import { sessionRouter } from "./routers/session";
import { createCallerFactory, createTRPCRouter } from "./trpc";

export const appRouter = createTRPCRouter({
  health: healthRouter,
  session: sessionRouter,
  account: accountRouter,
  lobby: lobbyRouter,
  pairing: pairingRouter,
  presence: presenceRouter,
  game: gameRouter,
  championship: championshipRouter,
  leaderboard: leaderboardRouter,
  profile: profileRouter,
  push: pushRouter,
  friends: friendsRouter,
  puzzle: puzzleRouter,
});

export type AppRouter = typeof appRouter;

/** Server-side caller, used by tests and server components. */
export const createCaller = createCallerFactory(appRouter);
