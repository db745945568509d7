// watchPoolWait (issue #65): how long the query waiting longest for one of the pool's
// connections has waited — the overload's reading of a database that is behind. On a
// real pool against real PostgreSQL: with its one connection held, a query and a
// transaction (Prisma's, through the same pool) wait and the reading grows with them;
// once the connection is given back they run, and the reading is 0 again.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { closeDbClient, createDbClient, watchPoolWait, type DbClient } from "../src";
import { createTestDatabase, type TestDatabase } from "../src/testing";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the pool's wait for a connection (real PostgreSQL)", () => {
  let test: TestDatabase;
  let db: DbClient;
  beforeAll(async () => {
    test = await createTestDatabase();
    db = createDbClient(test.url, { maxConnections: 1 });
  });
  afterAll(async () => {
    await closeDbClient(db);
    await test.drop();
  });

  it("is how long the oldest waiting query has waited, 0 when none waits", async () => {
    const waited = watchPoolWait(db.pool);
    // Served at once: nothing waits before or after.
    expect((await db.pool.query("select 1 as one")).rows).toEqual([{ one: 1 }]);
    expect(waited()).toBe(0);

    const held = await db.pool.connect();
    const query = db.pool.query("select 2 as two");
    const transaction = db.$transaction(async (tx) => tx.$queryRaw`select 3 as three`, {
      maxWait: 30_000,
    });
    await sleep(60);
    // At least as long as the query has been waiting (it asked before the sleep).
    const during = waited();
    expect(during).toBeGreaterThanOrEqual(50);
    await sleep(20);
    expect(waited()).toBeGreaterThan(during); // still waiting, and longer

    held.release();
    expect((await query).rows).toEqual([{ two: 2 }]);
    expect(await transaction).toEqual([{ three: 3 }]);
    expect(waited()).toBe(0);
  });
});
