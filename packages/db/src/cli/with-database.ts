// Usage: with-database -- <command...>
// Makes sure a migrated PostgreSQL is there (DATABASE_URL, or the embedded server),
// runs the command with DATABASE_URL set, and stops the embedded server when the
// command exits or the process is interrupted.
import { spawn } from "node:child_process";

import { DatabaseConfigError } from "../env";
import { ensureDatabase } from "../server/ensure-database";

async function main() {
  const separator = process.argv.indexOf("--");
  const command =
    separator === -1 ? process.argv.slice(2) : process.argv.slice(separator + 1);
  const [program, ...args] = command;
  if (!program) {
    console.error("usage: with-database -- <command> [args...]");
    process.exit(2);
  }

  const database = await ensureDatabase();
  console.log(`[3up3down] database: ${database.description}`);
  const port = process.env.PORT ?? "3000";
  console.log(
    `[3up3down] open http://localhost:${port} once the server below says it is ready`,
  );

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
  if (error instanceof DatabaseConfigError) {
    console.error(`error: ${error.message}`);
  } else {
    console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exit(1);
});
