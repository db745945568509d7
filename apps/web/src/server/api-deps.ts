import "server-only";

import {
  createBotRunner,
  createInProcessBus,
  createPostgresBus,
  type ApiDeps,
} from "@3u3d/api";

import { serverEnv } from "~/env";

import { getDb } from "./db";

// One bot runner and one event bus per server process, like the database client.
const globalForApi = globalThis as unknown as { apiDeps?: ApiDeps };

export function getApiDeps(): ApiDeps {
  if (!globalForApi.apiDeps) {
    const env = serverEnv();
    const db = getDb();
    const bus =
      env.EVENT_BUS === "postgres"
        ? createPostgresBus(env.DATABASE_URL, (error) =>
            console.error(`event bus: ${error.message}`),
          )
        : createInProcessBus();
    const bots = createBotRunner({
      db,
      delayMs: env.BOT_DELAY_MS,
      onMove: (gameId, version) => bus.publish(gameId, version),
    });
    globalForApi.apiDeps = { db, bots, bus };
  }
  return globalForApi.apiDeps;
}
