import "server-only";

import { createBotRunner, type ApiDeps } from "@3u3d/api";

import { getDb } from "./db";

// One bot runner per server process, like the database client.
const globalForApi = globalThis as unknown as { apiDeps?: ApiDeps };

export function getApiDeps(): ApiDeps {
  if (!globalForApi.apiDeps) {
    const db = getDb();
    globalForApi.apiDeps = { db, bots: createBotRunner({ db, delayMs: 600 }) };
  }
  return globalForApi.apiDeps;
}
