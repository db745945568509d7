import pg from "pg";

import { readDbEnv } from "../env";
import { checkConnection, redactUrl } from "./connection-check";
import { startEmbeddedPostgres } from "./embedded-postgres";
import { applyMigrations } from "./migrate";
import { defaultDataDir } from "./paths";

export const APP_DATABASE = "threeup";

export interface ReadyDatabase {
  url: string;
  /** A sentence for the log: which server, where its data is (never a password). */
  description: string;
  stop(): Promise<void>;
}

/**
 * The one way the app gets its database: `DATABASE_URL` when set (nothing is
 * started), otherwise the embedded server with data under .data/postgres.
 * Either way the schema is migrated before the URL is handed out. `env` is where
 * DATABASE_URL and EMBEDDED_PG_* are read (process.env by default), so a test names
 * its own instead of changing the process's for every test after it.
 */
export async function ensureDatabase(
  options: { dataDir?: string; migrate?: boolean; env?: NodeJS.ProcessEnv } = {},
): Promise<ReadyDatabase> {
  const env = readDbEnv(options.env);
  let ready: ReadyDatabase;
  if (env.DATABASE_URL) {
    await checkConnection(env.DATABASE_URL);
    ready = {
      url: env.DATABASE_URL,
      description: `PostgreSQL at ${redactUrl(env.DATABASE_URL)}`,
      stop: () => Promise.resolve(),
    };
  } else {
    const dataDir = options.dataDir ?? env.EMBEDDED_PG_DIR ?? defaultDataDir;
    const server = await startEmbeddedPostgres({ dataDir, port: env.EMBEDDED_PG_PORT });
    try {
      await createDatabaseIfMissing(server.adminUrl, APP_DATABASE);
    } catch (error) {
      await server.stop();
      throw error;
    }
    ready = {
      url: server.urlFor(APP_DATABASE),
      description: `embedded PostgreSQL on port ${server.port}, data in ${dataDir}`,
      stop: () => server.stop(),
    };
  }
  if (options.migrate !== false) {
    try {
      await applyMigrations(ready.url);
    } catch (error) {
      await ready.stop();
      throw error;
    }
  }
  return ready;
}

export async function createDatabaseIfMissing(
  adminUrl: string,
  name: string,
): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const existing = await client.query("select 1 from pg_database where datname = $1", [
      name,
    ]);
    if (existing.rowCount === 0)
      await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}
