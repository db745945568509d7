// The bundle's entry (copied to dist/bundle/server.mjs by apps/web/scripts/bundle.mjs):
//
//   node server.mjs [-p PORT] [-H HOSTNAME]
//
// With DATABASE_URL it migrates that database; without it, it starts the embedded
// PostgreSQL with its data in .data/postgres next to this file (or EMBEDDED_PG_DIR).
// Then it runs the app (apps/web/server.mjs, Next's standalone server behind ours) as
// its child, hands it SIGTERM to drain, and stops the embedded database once the app
// has exited: `with-database -- node apps/web/server.mjs`, in one command.
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
process.env.EMBEDDED_PG_DIR ||= path.join(here, ".data", "postgres");

// packages/db runs its TypeScript through tsx (its production dependency), as in the
// repository: the database code here is the code `pnpm start` runs.
const { runWithDatabase } = await import("./packages/db/bin/run-with-database.mjs");

try {
  await runWithDatabase([
    process.execPath,
    path.join(here, "apps/web/server.mjs"),
    ...process.argv.slice(2),
  ]);
} catch (error) {
  // One line, as the with-database CLI says it (no stack for a missing database).
  console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
