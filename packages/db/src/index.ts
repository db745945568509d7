export {
  closeDbClient,
  createDbClient,
  migrationVersion,
  sqlPool,
  type DbClient,
} from "./client";
export { readDbEnv, DatabaseConfigError } from "./env";
export * from "./generated/prisma/client";
