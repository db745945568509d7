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
    const h = harness(test.db);
    const status = await h.as(null).health.status();
    await h.server.dispose();
    expect(status.ok).toBe(true);
    expect(status.migration).toMatch(/^\d{14}_\w+$/);
  });
});
