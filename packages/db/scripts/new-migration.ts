// Usage: pnpm --filter @3u3d/db migration:new <name>
// Writes prisma/migrations/<timestamp>_<name>/migration.sql with the SQL that takes the
// schema of the last migration (prisma/migrations/schema-snapshot.prisma) to the
// current prisma/schema.prisma, then updates the snapshot and src/newest-migration.ts
// (the migration the readiness check waits for).
// Why not `migrate dev`: with the JS engine it needs a shadow database and is broken
// in Prisma 6.19; `migrate diff` between two schema files is exact and needs none.
// The CLI still wants a live connection in this mode, so a throwaway embedded server
// is started for the duration.
import { existsSync } from "node:fs";
import { copyFile, mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import { dbPackageDir, runPrisma, startEmbeddedPostgres } from "../src/server";

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error("usage: migration:new <name>   (lowercase letters, digits and _)");
  process.exit(2);
}

const schema = path.join(dbPackageDir, "prisma/schema.prisma");
const migrationsDir = path.join(dbPackageDir, "prisma/migrations");
const snapshot = path.join(migrationsDir, "schema-snapshot.prisma");

const server = await startEmbeddedPostgres({
  dataDir: path.join(await mkdtemp(path.join(os.tmpdir(), "3u3d-migration-")), "pg"),
  ephemeral: true,
});
try {
  const from = existsSync(snapshot)
    ? ["--from-schema-datamodel", snapshot]
    : ["--from-empty"];
  const diff = await runPrisma(
    ["migrate", "diff", ...from, "--to-schema-datamodel", schema, "--script"],
    server.adminUrl,
  );
  if (diff.code !== 0) throw new Error(diff.text);
  const sql = diff.text.replace(/^Loaded Prisma config.*\n/m, "").trim();
  if (sql === "" || sql === "-- This is an empty migration.") {
    console.log(
      "schema.prisma has no changes since the last migration: nothing written.",
    );
  } else {
    const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
    const dir = path.join(migrationsDir, `${stamp}_${name}`);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, "migration.sql"), `${sql}\n`);
    await copyFile(schema, snapshot);
    const newestFile = path.join(dbPackageDir, "src/newest-migration.ts");
    const newest = await readFile(newestFile, "utf8");
    await writeFile(
      newestFile,
      newest.replace(
        /NEWEST_MIGRATION = "[^"]*"/,
        `NEWEST_MIGRATION = "${stamp}_${name}"`,
      ),
    );
    console.log(`wrote ${path.relative(process.cwd(), dir)}/migration.sql`);
  }
} finally {
  await server.stop();
}
