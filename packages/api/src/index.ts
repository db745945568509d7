import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";

import type { AppRouter } from "./root";

export { appRouter, createCaller, type AppRouter } from "./root";
export { createTRPCContext, type ApiDeps, type TrpcContext } from "./trpc";
export { gameEventStream } from "./event-stream";
export type { LiveFrame } from "./services/live-frames";
export { createBotRunner, type BotRunner } from "./services/bot-runner";
export { createInProcessBus, type GameEventBus } from "./services/event-bus";
export { createGameStore, type GameStore } from "./services/game-store";
export { createPostgresBus, type PostgresBus } from "./services/pg-bus";
export { gamesToResume } from "./services/resume";

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
