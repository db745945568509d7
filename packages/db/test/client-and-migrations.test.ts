import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { migrationStatus, migrationVersion, NEWEST_MIGRATION } from "../src";
import { dbPackageDir } from "../src/server";
import {
  createTestDatabase,
  createUnmigratedTestDatabase,
  type TestDatabase,
} from "../src/testing";

const migrationsDir = path.join(dbPackageDir, "prisma/migrations");
const migrationNames = readdirSync(migrationsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

describe("database client against a real PostgreSQL", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(async () => {
    await test.drop();
  });

  it("has every migration in prisma/migrations applied, newest last", async () => {
    expect(migrationNames.length).toBeGreaterThan(0);
    expect(await migrationVersion(test.db)).toBe(migrationNames.at(-1));
    const applied = await test.db.$queryRaw<{ migration_name: string }[]>`
      select migration_name from _prisma_migrations order by migration_name`;
    expect(applied.map((row) => row.migration_name)).toEqual(migrationNames);
  });

  it("says the newest migration this code knows is applied", async () => {
    expect(await migrationStatus(test.db, NEWEST_MIGRATION)).toEqual({
      newest: NEWEST_MIGRATION,
      applied: true,
    });
    expect(await migrationStatus(test.db, "29991231000000_from_the_future")).toEqual({
      newest: NEWEST_MIGRATION,
      applied: false,
    });
  });

  it("finds no migration on a database nobody migrated, rather than failing", async () => {
    const empty = await createUnmigratedTestDatabase();
    try {
      expect(await migrationVersion(empty.db)).toBeNull();
      expect(await migrationStatus(empty.db, NEWEST_MIGRATION)).toEqual({
        newest: null,
        applied: false,
      });
    } finally {
      await empty.drop();
    }
  });

  it("writes and reads through the generated client", async () => {
    await test.db.appSetting.create({
      data: { key: "greeting", value: { hello: "table" } },
    });
    const row = await test.db.appSetting.findUniqueOrThrow({
      where: { key: "greeting" },
    });
    expect(row.value).toEqual({ hello: "table" });
  });

  it("gives each test database its own data", async () => {
    const other = await createTestDatabase();
    try {
      expect(await other.db.appSetting.count()).toBe(0);
      expect(await test.db.appSetting.count()).toBe(1);
    } finally {
      await other.drop();
    }
  });
});

describe("migrations on disk", () => {
  it("end with NEWEST_MIGRATION, the one readiness waits for (migration:new updates it)", () => {
    expect(NEWEST_MIGRATION).toBe(migrationNames.at(-1));
  });

  it("match schema.prisma: the snapshot of the last migration is the current schema", () => {
    // A schema edit without `migration:new` would deploy nothing; this catches it.
    const schema = readFileSync(path.join(dbPackageDir, "prisma/schema.prisma"), "utf8");
    const snapshot = readFileSync(
      path.join(migrationsDir, "schema-snapshot.prisma"),
      "utf8",
    );
    expect(snapshot).toBe(schema);
  });
});
