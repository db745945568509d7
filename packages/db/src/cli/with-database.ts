// Usage: with-database -- <command...>
// Makes sure a migrated PostgreSQL is there (DATABASE_URL, or the embedded server),
// runs the command with DATABASE_URL set, and stops the embedded server when the
// command exits or the process is interrupted.
import { spawn } from "node:child_process";

import { log } from "@3u3d/log";

import { DatabaseConfigError } from "../env";
import { ensureDatabase } from "../server/ensure-database";

async function main() {
  const separator = process.argv.indexOf("--");
  const command =
    separator === -1 ? process.argv.slice(2) : process.argv.slice(separator + 1);
  const [program, ...args] = command;
  if (!program) {
    // A mistyped command line: told to the person who typed it, not to the log.
    console.error("usage: with-database -- <command> [args...]");
    process.exit(2);
  }

  const database = await ensureDatabase();
  // The process's log from here on (JSON in production, pretty text under `next dev`).
  log().info({ database: database.description }, "database ready");
  const port = process.env.PORT ?? "3000";
  log().info(`open http://localhost:${port} once the server below says it is ready`);

  const child = spawn(program, args, {
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: database.url },
  });

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    child.kill(signal);
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));

  child.on("exit", (code, signal) => {
    void database.stop().finally(() => {
      process.exit(code ?? (signal ? 0 : 1));
    });
  });
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
