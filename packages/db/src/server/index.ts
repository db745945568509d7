export {
  ensureDatabase,
  createDatabaseIfMissing,
  APP_DATABASE,
  type ReadyDatabase,
} from "./ensure-database";
export { startEmbeddedPostgres, type EmbeddedServer } from "./embedded-postgres";
export { applyMigrations, runPrisma } from "./migrate";
export { checkConnection, redactUrl } from "./connection-check";
export { repoRoot, dbPackageDir, defaultDataDir } from "./paths";
export { DatabaseConfigError } from "../env";
