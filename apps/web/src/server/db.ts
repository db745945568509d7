import "server-only";

import { createDbClient, type DbClient } from "@3u3d/db";

// One client (and pool) per server process. Next's dev server re-evaluates modules
// on every change, so the instance is parked on globalThis to survive reloads.
const globalForDb = globalThis as unknown as { db?: DbClient };

export function getDb(): DbClient {
  const url = process.env.DATABASE_URL;
  if (!url) {
    throw new Error(
      "DATABASE_URL is not set: start the app with `pnpm start` (it starts the database)",
    );
  }
  globalForDb.db ??= createDbClient(url);
  return globalForDb.db;
}
