// Several instances starting at once on a database whose turn queue was never set up
// (a first deploy): pg-boss installs its schema on start, and two installs at the same
// moment could deadlock, leaving one instance without a queue. Each must come up.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestDatabase, type TestDatabase } from "../src/testing";
import { createTurnQueue, type TurnQueue } from "../src/turn-queue";

describe("the turn queue on a fresh database (real PostgreSQL)", () => {
  let test: TestDatabase;
  const queues: TurnQueue[] = [];
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(queues.map((q) => q.stop(0)));
    await test.drop();
  });

  it("starts on every instance when four start at the same moment", async () => {
    const ran: string[] = [];
    for (let i = 0; i < 4; i++)
      queues.push(
        createTurnQueue(test.db, (job) => {
          ran.push(job.gameId);
          return Promise.resolve();
        }),
      );
    // schedule() waits for its queue's start and fails if the start failed.
    await Promise.all(
      queues.map((queue, i) =>
        queue.schedule({ gameId: `game-${i}`, version: 0, kind: "bot" }, "x", new Date()),
      ),
    );
    await expect
      .poll(() => [...ran].sort(), { timeout: 20_000 })
      .toEqual(["game-0", "game-1", "game-2", "game-3"]);
  });
});
