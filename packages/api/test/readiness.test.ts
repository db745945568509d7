import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { closeDbClient, createDbClient, NEWEST_MIGRATION } from "@3u3d/db";
import { createRepositories } from "@3u3d/db/repositories";
import {
  createTestDatabase,
  createUnmigratedTestDatabase,
  type TestDatabase,
} from "@3u3d/db/testing";

import { bootHouse } from "../src/boot";
import { checkReadiness } from "../src/readiness";
import { endingRules } from "../src/services/ending-rules";
import { testBootOptions } from "./helpers";

// What /api/health/ready answers once the house is booted (apps/web adds "starting"
// and "boot-failed" before it is): each way of not being ready made real — a drain
// begun, a database nobody migrated, one a migration behind, one that does not answer.
describe("readiness (real PostgreSQL)", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(async () => {
    await test.drop();
  });

  it("is ready once booted, and says 'draining' from the moment a drain begins, before the drain ends", async () => {
    const house = await bootHouse(testBootOptions(test));
    try {
      expect(await house.requests.ready()).toEqual({
        ready: true,
        database: "up",
        migration: NEWEST_MIGRATION,
        needed: NEWEST_MIGRATION,
      });
      let drained = false;
      const drain = house.drain(1_000).then(() => (drained = true));
      // Not a tick later: the proxy is told before the instance stops taking turns.
      const during = await house.requests.ready();
      expect(drained).toBe(false);
      expect(during).toMatchObject({ ready: false, reason: "draining" });
      await drain;
      expect(await house.requests.ready()).toMatchObject({ reason: "draining" });
    } finally {
      await house.stop();
    }
  });

  it("is not ready on a database nobody migrated, and says what is missing", async () => {
    const empty = await createUnmigratedTestDatabase();
    try {
      const readiness = await checkReadiness({
        site: empty.repositories.site,
        draining: () => false,
      });
      expect(readiness).toMatchObject({
        ready: false,
        reason: "migrations-missing",
        database: "up",
        migration: null,
      });
      if (readiness.ready) throw new Error("unreachable");
      expect(readiness.detail).toContain(NEWEST_MIGRATION);
    } finally {
      await empty.drop();
    }
  });

  it("is not ready on a database one migration behind this code, and is once it has it", async () => {
    const behind = await createTestDatabase();
    try {
      const site = behind.repositories.site;
      const saved = await behind.db.$queryRaw<{ id: string }[]>`
        select id from _prisma_migrations where migration_name = ${NEWEST_MIGRATION}`;
      await behind.db.$executeRaw`
        update _prisma_migrations set migration_name = 'hidden', finished_at = null
        where migration_name = ${NEWEST_MIGRATION}`;
      const readiness = await checkReadiness({ site, draining: () => false });
      expect(readiness).toMatchObject({ ready: false, reason: "migrations-missing" });
      expect(readiness.migration).not.toBe(NEWEST_MIGRATION);
      expect(readiness.migration).toMatch(/^\d{14}_\w+$/);

      await behind.db.$executeRaw`
        update _prisma_migrations set migration_name = ${NEWEST_MIGRATION}, finished_at = now()
        where id = ${saved[0]!.id}`;
      expect(await checkReadiness({ site, draining: () => false })).toMatchObject({
        ready: true,
      });
    } finally {
      await behind.drop();
    }
  });

  it("is not ready when the database does not answer, and says why", async () => {
    // Port 1: nothing listens there; the connection is refused at once.
    const db = createDbClient("postgresql://nobody@127.0.0.1:1/nothing");
    try {
      const readiness = await checkReadiness({
        site: createRepositories(db, endingRules).site,
        draining: () => false,
      });
      expect(readiness).toMatchObject({
        ready: false,
        reason: "database-down",
        database: "down",
      });
    } finally {
      await closeDbClient(db).catch(() => undefined);
    }
  });
});
