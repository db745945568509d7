import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { inject } from "vitest";

import { createDbClient, migrationVersion } from "../src";
import { createDatabaseIfMissing, dbPackageDir, ensureDatabase } from "../src/server";
import { withDatabase } from "../src/testing";

const latestMigration = () =>
  readdirSync(path.join(dbPackageDir, "prisma/migrations"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .at(-1);

const savedUrl = process.env.DATABASE_URL;
afterEach(() => {
  if (savedUrl === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = savedUrl;
});

describe("ensureDatabase", () => {
  it("starts the embedded server when DATABASE_URL is unset, and a restart keeps the data", async () => {
    delete process.env.DATABASE_URL;
    const dataDir = path.join(
      await mkdtemp(path.join(os.tmpdir(), "3u3d-ensure-")),
      "pg",
    );
    try {
      const first = await ensureDatabase({ dataDir });
      expect(first.description).toContain("embedded PostgreSQL");
      const db1 = createDbClient(first.url);
      await db1.appSetting.create({ data: { key: "survives", value: 42 } });
      await db1.$disconnect();
      await first.stop();

      const second = await ensureDatabase({ dataDir });
      const db2 = createDbClient(second.url);
      const row = await db2.appSetting.findUnique({ where: { key: "survives" } });
      await db2.$disconnect();
      await second.stop();
      expect(row?.value).toBe(42);
    } finally {
      await rm(path.dirname(dataDir), { recursive: true, force: true });
    }
  });

  it("uses the server in DATABASE_URL, starts nothing, and migrates it", async () => {
    // The test run's own embedded server plays "some other PostgreSQL" here.
    const adminUrl = inject("pgAdminUrl");
    const name = `external_${Date.now()}`;
    await createDatabaseIfMissing(adminUrl, name);
    process.env.DATABASE_URL = withDatabase(adminUrl, name);

    const ready = await ensureDatabase();
    expect(ready.url).toBe(process.env.DATABASE_URL);
    expect(ready.description).toMatch(
      /^PostgreSQL at postgresql:\/\/postgres:\*\*\*@127\.0\.0\.1:\d+\/external_/,
    );
    const db = createDbClient(ready.url);
    expect(await migrationVersion(db)).toBe(latestMigration());
    await db.$disconnect();
    await ready.stop(); // a no-op: the server is not ours
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
        timeout: 30_000,
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
