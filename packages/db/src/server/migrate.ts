import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

import { dbPackageDir } from "./paths";

/** The Prisma CLI as the db package finds it (also in a bundle, where this file is compiled elsewhere). */
const prismaCli = () =>
  createRequire(path.join(dbPackageDir, "package.json")).resolve("prisma/build/index.js");

/** What `migrate deploy` prints once every migration is in (or none was pending). */
const DEPLOYED =
  /All migrations have been successfully applied|No pending migrations to apply/;

/**
 * Applies every pending migration in prisma/migrations (`prisma migrate deploy`).
 * Runs the CLI as a child process: it is the supported way and keeps the
 * schema engine (WASM) out of the server's memory.
 *
 * Once the CLI says all is applied it is stopped: its schema engine keeps a 10 s timer
 * running after the last migration, so the CLI would sit idle that long before
 * exiting (every start and every test run waited it out). Each migration was committed
 * in its own transaction before that line is printed, and the engine's lock ends with
 * its connection, so nothing is cut short.
 */
export async function applyMigrations(databaseUrl: string): Promise<void> {
  const output = await runPrisma(["migrate", "deploy"], databaseUrl, DEPLOYED);
  if (output.code !== 0 && !output.done) {
    const tail = output.text.trim().split("\n").slice(-6).join("\n");
    throw new Error(`prisma migrate deploy failed:\n${tail}`);
  }
}

/**
 * Runs the Prisma CLI (scripts/prisma.mjs's settings) on `databaseUrl`. With `doneWhen`,
 * the CLI is stopped as soon as its output matches, and `done` says so.
 */
export function runPrisma(
  args: string[],
  databaseUrl: string,
  doneWhen?: RegExp,
): Promise<{ code: number; text: string; done: boolean }> {
  return new Promise((resolve, reject) => {
    // The CLI itself, not scripts/prisma.mjs: a wrapper's child would outlive a stop.
    const child = spawn(process.execPath, [prismaCli(), ...args], {
      cwd: dbPackageDir,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PRISMA_HIDE_UPDATE_MESSAGE: "1",
        CHECKPOINT_DISABLE: "1",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let text = "";
    let done = false;
    const read = (chunk: Buffer) => {
      text += chunk.toString();
      if (doneWhen && !done && doneWhen.test(text)) {
        done = true;
        child.kill("SIGTERM");
      }
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.on("error", reject);
    child.on("close", (code) => resolve({ code: code ?? 1, text, done }));
  });
}
