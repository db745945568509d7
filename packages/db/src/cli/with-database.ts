// Usage: with-database -- <command...>
// Makes sure a migrated PostgreSQL is there (DATABASE_URL, or the embedded server),
// runs the command with DATABASE_URL set, and stops the embedded server when the
// command exits or the process is interrupted (run-with-database.ts).
import { log } from "@3u3d/log";

import { DatabaseConfigError } from "../env";
import { runWithDatabase } from "./run-with-database";

async function main() {
  const separator = process.argv.indexOf("--");
  const command =
    separator === -1 ? process.argv.slice(2) : process.argv.slice(separator + 1);
  if (command.length === 0) {
    // A mistyped command line: told to the person who typed it, not to the log.
    console.error("usage: with-database -- <command> [args...]");
    process.exit(2);
  }
  await runWithDatabase(command);
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  // A configuration mistake is told in its own words; anything else with its stack.
  log().fatal(
    error instanceof DatabaseConfigError ? { error: message } : { err: error },
    "no database",
  );
  process.exit(1);
});
