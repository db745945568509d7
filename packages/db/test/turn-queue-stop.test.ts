// A stopped turn queue touches the database no more. An instance shutting down stops its
// queue and then closes its pool, but a job still running past the grace ends later,
// and pg-boss then marks it done or failed without waiting on the promise: on a closed
// pool that was an unhandled rejection ("Cannot use a pool after calling end on the
// pool"), which in tests failed a whole run after coach-lane.test.ts. The job is left
// as it is instead; its expiry retries it on an instance still running.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestDatabase, type TestDatabase } from "../src/testing";
import { createTurnQueue } from "../src/turn-queue";

describe("a turn queue after stop (real PostgreSQL)", () => {
  let test: TestDatabase;
  const unhandled: unknown[] = [];
  const record = (reason: unknown) => unhandled.push(reason);
  beforeAll(async () => {
    test = await createTestDatabase();
    process.on("unhandledRejection", record);
  });
  let dropped = false;
  afterAll(async () => {
    process.off("unhandledRejection", record);
    if (!dropped) await test.drop(); // the test failed before it dropped it
  });

  it("lets a job that outlives the grace end after the pool closed, quietly", async () => {
    let started = false;
    let finish!: (error: Error) => void;
    const queue = createTurnQueue(test.db, () => {
      started = true;
      return new Promise<void>((_, reject) => (finish = reject));
    });
    // Analysis runs on pg-boss's workers, whose ending pg-boss handles without awaiting.
    await queue.schedule(
      { gameId: "g", version: 0, kind: "analysis", seat: 0, from: 0 },
      "step",
      new Date(),
    );
    await expect.poll(() => started, { timeout: 20_000 }).toBe(true);

    await queue.stop(10);
    await test.drop(); // the pool is ended
    dropped = true;
    finish(new Error("the database went away"));
    // A turn that ends late may still schedule or cancel its next one: nothing is sent.
    const next = { gameId: "g", version: 1, kind: "bot" } as const;
    await expect(queue.schedule(next, "late", new Date())).resolves.toBeUndefined();
    await expect(queue.cancel(next, "late")).resolves.toBeUndefined();
    // Long enough for pg-boss to record the failure, and for a rejection to surface.
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(unhandled).toEqual([]);
  });
});
