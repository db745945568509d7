// Usage: with-database -- <command...>
// Makes sure a migrated PostgreSQL is there (DATABASE_URL, or the embedded server),
// runs the command with DATABASE_URL set, and stops the embedded server when the
// command exits or the process is interrupted (run-with-database.ts).
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

// Whoever typed the command reads why it could not start, in one line on stderr (not a
// JSON log line): a configuration mistake in its own words, never the URL's password.
main().catch((error: unknown) => {
  console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
