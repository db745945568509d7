#!/usr/bin/env node
// Runs the Prisma CLI. Commands that need no database (generate, migrate diff,
// validate) still read env("DATABASE_URL") from the schema, and when it is missing
// the CLI silently falls back to downloading native engines, which fails offline.
// A placeholder URL keeps it on the JS engine; it is never connected to.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const prismaCli = createRequire(import.meta.url).resolve("prisma/build/index.js");
const env = { ...process.env };
env.DATABASE_URL ||= "postgresql://placeholder@localhost:5432/placeholder";
env.PRISMA_HIDE_UPDATE_MESSAGE = "1";
env.CHECKPOINT_DISABLE = "1";

const result = spawnSync(process.execPath, [prismaCli, ...process.argv.slice(2)], {
  cwd: packageDir,
  env,
  stdio: "inherit",
});
process.exit(result.status ?? 1);
