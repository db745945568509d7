import { spawn } from "node:child_process";
import path from "node:path";

import { dbPackageDir } from "./paths";

/**
 * Applies every pending migration in prisma/migrations (`prisma migrate deploy`).
 * Runs the CLI as a child process: it is the supported way and keeps the
 * schema engine (WASM) out of the server's memory.
 */
export async function applyMigrations(databaseUrl: string): Promise<void> {
  const output = await runPrisma(["migrate", "deploy"], databaseUrl);
  if (output.code !== 0) {
    const tail = output.text.trim().split("\n").slice(-6).join("\n");
    throw new Error(`prisma migrate deploy failed:\n${tail}`);
  }
}

export function runPrisma(
  args: string[],
  databaseUrl: string,
): Promise<{ code: number; text: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(dbPackageDir, "scripts/prisma.mjs"), ...args],
      {
        cwd: dbPackageDir,
        env: { ...process.env, DATABASE_URL: databaseUrl },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let text = "";
    child.stdout.on("data", (chunk: Buffer) => (text += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (text += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code: code ?? 1, text }));
  });
}
