import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestDatabase, type TestDatabase } from "@3u3d/db/testing";

import { createCaller, createTRPCContext } from "../src";

describe("health router (real PostgreSQL)", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(async () => {
    await test.drop();
  });

  it("reports the database up with its newest migration", async () => {
    const caller = createCaller(
      createTRPCContext({ db: test.db }, { headers: new Headers() }),
    );
    const status = await caller.health.status();
    expect(status.ok).toBe(true);
    expect(status.migration).toMatch(/^\d{14}_init$/);
  });
});
