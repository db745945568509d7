export {
  closeDbClient,
  createDbClient,
  migrationStatus,
  migrationVersion,
  sqlPool,
  type DbClient,
  type MigrationStatus,
} from "./client";
export { NEWEST_MIGRATION } from "./newest-migration";
export { watchPoolWait } from "./pool-wait";
export { readDbEnv, DatabaseConfigError } from "./env";
export * from "./generated/prisma/client";
