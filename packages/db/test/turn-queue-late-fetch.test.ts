// pg-boss's stop waits for the jobs under way, not for a fetch its workers already sent:
// a fetch held up in PostgreSQL (a busy database, a lock) may bring back, after stop, a
// job that fell due meanwhile. An instance that is going must not run it: its game
// server is being taken down, and another instance's caches would never hear of the
// move (day-long-timer.test.ts saw a stopped instance play a timed-out turn). The job
// expires and is retried on an instance still running.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestDatabase, type TestDatabase } from "../src/testing";
import { createTurnQueue, DEFAULT_TURN_QUEUE, type TurnJob } from "../src/turn-queue";

describe("a turn queue's late fetch after stop (real PostgreSQL)", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(async () => {
    await test.drop();
  });

  it("hands a job a fetch brings back after stop to the others, and runs nothing", async () => {
    const ran: TurnJob[] = [];
    const queue = createTurnQueue(
      test.db,
      (job) => {
        ran.push(job);
        return Promise.resolve();
      },
      { ...DEFAULT_TURN_QUEUE, workers: 1, analysisWorkers: 0 },
    );
    // A turn timer an hour away: nobody runs it yet.
    const job: TurnJob = { gameId: "g", version: 3, kind: "deadline" };
    await queue.schedule(job, "timer", new Date(Date.now() + 3_600_000));

    // Hold the job table so the worker's next fetch waits in PostgreSQL.
    const holder = new pg.Client({ connectionString: test.url });
    await holder.connect();
    try {
      await holder.query("begin");
      await holder.query("lock table pgboss.job in access exclusive mode");
      const fetchWaits = async () =>
        (
          await holder.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity
             where wait_event_type = 'Lock' and query ilike '%pgboss.job%'
               and pid <> pg_backend_pid()`,
          )
        ).rows[0]!.n > 0;
      await expect.poll(fetchWaits, { timeout: 20_000, interval: 50 }).toBe(true);

      await queue.stop(10);
      // Meanwhile the hour passes; then the fetch goes on and finds the job due.
      await holder.query(
        "update pgboss.job set start_after = now() - interval '1 second' where name = 'game-turn'",
      );
      await holder.query("commit");
    } finally {
      await holder.end();
    }

    // The fetch took the job (it is no longer waiting); it is not run here but left as
    // it is, to expire and be retried on an instance still running (a stopped queue
    // sends nothing more: turn-queue-stop.test.ts).
    const state = async () =>
      (
        await test.db.pool.query<{ state: string }>(
          "select state::text as state from pgboss.job where name = 'game-turn'",
        )
      ).rows[0]?.state;
    await expect.poll(state, { timeout: 20_000, interval: 50 }).toBe("active");
    // The handler is called as soon as the fetch's answer is read; give it that long.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(ran).toEqual([]);
  });
});
