import "server-only";

import { createDbClient, type DbClient } from "@3u3d/db";
import { endingRules } from "@3u3d/api";
import { createRepositories, type Repositories } from "@3u3d/db/repositories";

import { serverEnv } from "~/env";

// One client (and pool) per server process, and one set of repositories on it. Next's
// dev server re-evaluates modules on every change, so both are parked on globalThis to
// survive reloads.
const globalForDb = globalThis as unknown as {
  db?: DbClient;
  repositories?: Repositories;
};

export function getDb(): DbClient {
  globalForDb.db ??= createDbClient(serverEnv().DATABASE_URL);
  return globalForDb.db;
}

/** Storage, one repository per aggregate: what the game server, routers and auth are given. */
export function getRepositories(): Repositories {
  globalForDb.repositories ??= createRepositories(getDb(), endingRules);
  return globalForDb.repositories;
}
