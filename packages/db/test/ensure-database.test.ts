// ensureDatabase's two ways to a database and the with-database CLI's one-line errors.
// Each test names its own environment (ensureDatabase's `env`, the CLI's child env)
// and never changes process.env: a test still running after it failed cannot hand
// its DATABASE_URL to the next one.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { describe, expect, inject, it } from "vitest";

import { HANG_GUARD_MS } from "@3u3d/vitest-config";

import { createDbClient, migrationVersion } from "../src";
import {
  createDatabaseIfMissing,
  dbPackageDir,
  ensureDatabase,
  type ReadyDatabase,
} from "../src/server";
import { withDatabase } from "../src/testing";

const latestMigration = () =>
  readdirSync(path.join(dbPackageDir, "prisma/migrations"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .at(-1);

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ value: number }>(sql)).rows;
  } finally {
    await client.end();
  }
}

describe("ensureDatabase", () => {
  it("starts the embedded server when DATABASE_URL is unset, and a restart keeps the data", async () => {
    const env = {}; // no DATABASE_URL: the embedded server
    const dataDir = path.join(
      await mkdtemp(path.join(os.tmpdir(), "3u3d-ensure-")),
      "pg",
    );
    const started: ReadyDatabase[] = [];
    // What is under test is the server, not the schema: `prisma migrate deploy` costs a
    // Prisma CLI start (20 s on a busy machine) each time, and the test below already
    // holds that ensureDatabase migrates. So no migrations here, and a table of its own.
    try {
      const first = await ensureDatabase({ dataDir, env, migrate: false });
      started.push(first);
      expect(first.description).toContain("embedded PostgreSQL");
      await query(
        first.url,
        "create table kept (value int); insert into kept values (42)",
      );
      await first.stop();

      const second = await ensureDatabase({ dataDir, env, migrate: false });
      started.push(second);
      expect(second.description).toContain("embedded PostgreSQL");
      expect(second.url).toMatch(/\/threeup$/); // the app's database, not a new one
      expect(await query(second.url, "select value from kept")).toEqual([{ value: 42 }]);
    } finally {
      // Stopped whatever happened, so no server outlives its test.
      await Promise.all(started.map((ready) => ready.stop()));
      await rm(path.dirname(dataDir), { recursive: true, force: true });
    }
  });

  it("uses the server in DATABASE_URL, starts nothing, and migrates it", async () => {
    // The test run's own embedded server plays "some other PostgreSQL" here.
    const adminUrl = inject("pgAdminUrl");
    const name = `external_${randomBytes(6).toString("hex")}`;
    await createDatabaseIfMissing(adminUrl, name);
    try {
      const env = { DATABASE_URL: withDatabase(adminUrl, name) };
      const ready = await ensureDatabase({ env });
      expect(ready.url).toBe(env.DATABASE_URL);
      expect(ready.description).toMatch(
        /^PostgreSQL at postgresql:\/\/postgres:\*\*\*@127\.0\.0\.1:\d+\/external_/,
      );
      const db = createDbClient(ready.url);
      expect(await migrationVersion(db)).toBe(latestMigration());
      await db.$disconnect();
      await ready.stop(); // a no-op: the server is not ours
    } finally {
      await query(adminUrl, `drop database if exists "${name}" with (force)`);
    }
  });
});

describe("with-database CLI", () => {
  function runCli(databaseUrl: string) {
    return spawnSync(
      process.execPath,
      [path.join(dbPackageDir, "bin/with-database.mjs"), "--", "true"],
      {
        env: { ...process.env, DATABASE_URL: databaseUrl },
        encoding: "utf8",
        // spawnSync blocks this worker, so vitest's own guard cannot stop a hung CLI;
        // the same guard here can. The CLI answers in about 4 s on a busy machine.
        timeout: HANG_GUARD_MS,
      },
    );
  }

  it.each([
    [
      "postgresql://nobody:secret@127.0.0.1:1/nothing",
      /^error: cannot reach PostgreSQL at 127\.0\.0\.1:1: connection refused/,
    ],
    [
      "mysql://localhost/db",
      /^error: DATABASE_URL must start with postgres:\/\/ or postgresql:\/\//,
    ],
    [
      "postgresql://nobody:secret@no-such-host.invalid:5432/db",
      /^error: cannot reach PostgreSQL at no-such-host\.invalid:5432: unknown host/,
    ],
  ])(
    "a broken DATABASE_URL (%s) gives one clear line and exit code 1",
    (url, expected) => {
      const result = runCli(url);
      expect(result.status).toBe(1);
      const lines = result.stderr.trim().split("\n");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(expected);
      expect(result.stderr).not.toContain("secret");
    },
  );

  it("names the problem when the password is wrong", () => {
    const url = new URL(inject("pgAdminUrl"));
    url.password = "wrong-password";
    const result = runCli(url.toString());
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toMatch(
      /^error: PostgreSQL at 127\.0\.0\.1:\d+ rejected user "postgres": wrong user name or password$/,
    );
  });
});
