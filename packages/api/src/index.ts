import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";

import type { AppRouter } from "./root";

export { appRouter, createCaller, type AppRouter } from "./root";
export { createTRPCContext, type ApiDeps, type TrpcContext } from "./trpc";
export { gameEventStream } from "./event-stream";
export { webHeaders } from "./node-requests";
export { authDepsOf } from "./auth-deps";
export { personNewsStream } from "./person-stream";
export {
  createStreamLimits,
  type StreamLimits,
  type StreamLimitsOptions,
} from "./stream-limits";
export {
  TIMEOUTS_BEFORE_HANDOVER,
  type GameServer,
  type GameServerOptions,
} from "./game-server/game-server";
// The house (the game server with the services that listen to it) is built, started
// and drained by bootHouse, "@3u3d/api/boot": once per process, never on a request.
export type { House, HouseOptions } from "./house";
export { rateGame } from "./services/ratings";
export { endingRules } from "./services/ending-rules";
export {
  ACHIEVEMENTS,
  PUZZLE_STREAK_DAYS,
  puzzleStreakAwards,
  type AchievementKey,
} from "./services/achievements";
export type { Push, PushMessage } from "./services/push";
export { GameServerError } from "./game-server/errors";
export { defaultAddressLimits, type AddressLimits } from "./services/address-limits";
export type { GameSnapshot, TalkLine } from "./game-server/snapshot";
export { createInProcessBus, type GameEventBus } from "./game-server/event-bus";

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
