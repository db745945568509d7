// Usage: with-database -- <command...>
// Makes sure a migrated PostgreSQL is there (DATABASE_URL, or the embedded server),
// runs the command with DATABASE_URL set, and stops the embedded server when the
// command exits or the process is interrupted (run-with-database.ts).
import { DatabaseConfigError } from "../env";
import { runWithDatabase } from "./run-with-database";

async function main() {
  const separator = process.argv.indexOf("--");
  const command =
    separator === -1 ? process.argv.slice(2) : process.argv.slice(separator + 1);
  if (command.length === 0) {
    console.error("usage: with-database -- <command> [args...]");
    process.exit(2);
  }
  await runWithDatabase(command);
}

main().catch((error: unknown) => {
  if (error instanceof DatabaseConfigError) {
    console.error(`error: ${error.message}`);
  } else {
    console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exit(1);
});
