import { PrismaPg } from "@prisma/adapter-pg";

import { PrismaClient } from "./generated/prisma/client";

export type DbClient = PrismaClient;

/**
 * The single factory for database clients. Prisma runs its query compiler in JS and
 * talks to Postgres through node-postgres (no native engine to download).
 */
export function createDbClient(
  databaseUrl: string,
  options: { maxConnections?: number } = {},
): DbClient {
  const adapter = new PrismaPg({
    connectionString: databaseUrl,
    max: options.maxConnections ?? 10,
  });
  return new PrismaClient({ adapter });
}

/** The newest applied migration, e.g. "20261122000000_init"; null on an empty database. */
export async function migrationVersion(db: DbClient): Promise<string | null> {
  const rows = await db.$queryRaw<{ migration_name: string }[]>`
    select migration_name from _prisma_migrations
    where finished_at is not null and rolled_back_at is null
    order by migration_name desc limit 1`;
  return rows[0]?.migration_name ?? null;
}
