import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestDatabase, type TestDatabase } from "@3u3d/db/testing";

import { harness } from "./helpers";

describe("health router (real PostgreSQL)", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(async () => {
    await test.drop();
  });

  it("reports the database up with its newest migration", async () => {
    const caller = harness(test.db).as(null);
    const status = await caller.health.status();
    expect(status.ok).toBe(true);
    expect(status.migration).toMatch(/^\d{14}_\w+$/);
  });
});
