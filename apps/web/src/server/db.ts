import "server-only";

import { createDbClient, type DbClient } from "@3u3d/db";

import { serverEnv } from "~/env";

// One client (and pool) per server process. Next's dev server re-evaluates modules
// on every change, so the instance is parked on globalThis to survive reloads.
const globalForDb = globalThis as unknown as { db?: DbClient };

export function getDb(): DbClient {
  globalForDb.db ??= createDbClient(serverEnv().DATABASE_URL);
  return globalForDb.db;
}
