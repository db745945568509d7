import "server-only";

import { createBotRunner, createInProcessBus, type ApiDeps } from "@3u3d/api";

import { getDb } from "./db";

// One bot runner per server process, like the database client.
const globalForApi = globalThis as unknown as { apiDeps?: ApiDeps };

export function getApiDeps(): ApiDeps {
  if (!globalForApi.apiDeps) {
    const db = getDb();
    const bus = createInProcessBus();
    const bots = createBotRunner({
      db,
      delayMs: 600,
      onMove: (gameId, version) => bus.publish(gameId, version),
    });
    globalForApi.apiDeps = { db, bots, bus };
  }
  return globalForApi.apiDeps;
}
