// The durable queue of turns: "a bot must move in game G at version V" and "the turn
// timer of game G at version V runs out at T", as jobs in PostgreSQL that every
// instance shares. A finished game's analysis runs beside it, a short step per job, in a
// queue of its own with its own (fewer) workers, so analysis steps never take the
// workers bot turns need. pg-boss runs both (see docs/deploy.md for why pg-boss and not
// graphile-worker): a job is taken by exactly one instance (SELECT … FOR UPDATE SKIP
// LOCKED), a job whose instance died mid-way expires and is retried with backoff on
// another, and a job scheduled for later waits in the table, not in one process's
// memory, so a deadline survives the instance that set it.
//
// Scheduling is idempotent: a job's id is derived from what it is about (game,
// version, kind and the detail that makes it distinct), so announcing the same turn
// twice, from one instance or several, makes one job.
import { createHash } from "node:crypto";
import PgBoss from "pg-boss";
import type pg from "pg";

import { sqlPool, type DbClient } from "./client";

/**
 * What a job asks for: a bot's move, or the end of a person's time, at `version`; or a
 * step of a finished game's analysis for `seat`, from its `from`-th decision on.
 */
export type TurnJob =
  | { gameId: string; version: number; kind: "bot" | "deadline" }
  | { gameId: string; version: number; kind: "analysis"; seat: number; from: number };

export interface TurnQueueOptions {
  /** How many turns (bots' moves, deadlines) this instance works on at once. */
  workers: number;
  /** How many analysis steps this instance works on at once (coach work: few). */
  analysisWorkers: number;
  /**
   * A job running this long is taken to have died with its instance: it fails and is
   * retried elsewhere. Longer than any expert thinking plus its wait for a thread.
   */
  expireSeconds: number;
  /** How often idle workers look for due jobs (pg-boss's minimum is 0.5 s). */
  pollSeconds: number;
}

export const DEFAULT_TURN_QUEUE: TurnQueueOptions = {
  workers: 8,
  analysisWorkers: 1,
  expireSeconds: 15,
  pollSeconds: 0.5,
};

export interface TurnQueue {
  /**
   * Schedules `job` to run at `at` (or now), once for `detail`: scheduling the same job
   * and detail again changes nothing.
   */
  schedule(job: TurnJob, detail: string, at: Date): Promise<void>;
  /** Whether a bot job of this game waits or runs anywhere (tests wait for none). */
  botTurnPending(gameId: string): Promise<boolean>;
  /**
   * Takes no more jobs (an instance shutting down) but still schedules; resolves when
   * the jobs under way are done, or after `graceMs` (those left expire and are retried
   * on another instance).
   */
  drain(graceMs: number): Promise<void>;
  /** Stops everything; jobs under way get `graceMs` to finish, then go back for a retry. */
  stop(graceMs: number): Promise<void>;
}

const QUEUE = "game-turn";
const ANALYSIS_QUEUE = "game-analysis";
const queueOf = (job: TurnJob) => (job.kind === "analysis" ? ANALYSIS_QUEUE : QUEUE);
const SCHEMA = "pgboss";

/**
 * pg-boss installs or migrates its schema when it starts, and a queue is created with
 * tables of its own; instances doing either at the same moment on a fresh database
 * deadlock (test/turn-queue-start.test.ts), and the loser's queue stays down until it
 * restarts. A session advisory lock, held on a connection of its own, lets one instance
 * set up at a time; the others then find everything in place.
 */
async function oneAtATime(pool: pg.Pool, setUp: () => Promise<unknown>) {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock(hashtext('3u3d turn queue start'))");
    await setUp();
  } finally {
    await client
      .query("select pg_advisory_unlock(hashtext('3u3d turn queue start'))")
      .catch(() => undefined);
    client.release();
  }
}

export function createTurnQueue(
  db: DbClient,
  run: (job: TurnJob) => Promise<void>,
  options: TurnQueueOptions = DEFAULT_TURN_QUEUE,
): TurnQueue {
  const pool = sqlPool(db);
  const boss = new PgBoss({
    // Our pool, not one of pg-boss's own: one set of connections per instance.
    db: { executeSql: (text, values) => pool.query(text, values) },
    schema: SCHEMA,
    schedule: false, // no cron jobs
    // Expired jobs are looked for every second, so a dead instance's turn is retried
    // within about expireSeconds + 1 s.
    maintenanceIntervalSeconds: 1,
    monitorStateIntervalSeconds: 600,
    archiveCompletedAfterSeconds: 3600,
    deleteAfterDays: 1,
  });
  boss.on("error", (error: Error) => console.error("turn queue:", firstLine(error)));
  const workerIds: string[] = [];
  const underWay = new Set<Promise<void>>();
  let stopped = false;
  let draining = false;

  const started = (async () => {
    await oneAtATime(pool, async () => {
      await boss.start();
      for (const name of [QUEUE, ANALYSIS_QUEUE])
        if (!(await boss.getQueue(name)))
          await boss.createQueue(name, {
            name,
            retryLimit: 20,
            retryDelay: 1,
            retryBackoff: true,
            expireInSeconds: options.expireSeconds,
          });
    });
    const workers = [
      ...Array.from({ length: options.workers }, () => QUEUE),
      ...Array.from({ length: options.analysisWorkers }, () => ANALYSIS_QUEUE),
    ];
    for (const name of workers)
      workerIds.push(
        await boss.work<TurnJob>(
          name,
          { pollingIntervalSeconds: options.pollSeconds, batchSize: 1 },
          async ([job]) => {
            if (!job) return;
            const running = run(job.data).catch((error: unknown) => {
              // Failed turns are retried with backoff; say why, or a stuck game is silent.
              console.error(
                `turn ${job.data.kind} of game ${job.data.gameId} v${job.data.version}:`,
                error instanceof Error ? firstLine(error) : error,
              );
              throw error;
            });
            underWay.add(running);
            try {
              await running;
            } finally {
              underWay.delete(running);
            }
          },
        ),
      );
  })();
  // A failed start is reported by the first schedule; do not crash the process here.
  started.catch(() => undefined);

  /** Wakes this instance's idle workers instead of leaving them to the next poll. */
  function nudge() {
    if (stopped || draining) return;
    for (const id of workerIds) boss.notifyWorker(id);
  }

  return {
    async schedule(job, detail, at) {
      await started;
      await boss.send(queueOf(job), job, {
        id: jobId(`${job.gameId}/${job.version}/${job.kind}/${detail}`),
        startAfter: at,
      });
      // The instance that scheduled a turn usually takes it: at its time, not a poll later.
      const delay = Math.max(0, at.getTime() - Date.now());
      if (delay === 0) nudge();
      else setTimeout(nudge, delay + 5).unref();
    },

    async botTurnPending(gameId) {
      await started;
      const found = await pool.query(
        `select 1 from ${SCHEMA}.job
         where name = $1 and state < 'completed'
           and data->>'gameId' = $2 and data->>'kind' = 'bot'
         limit 1`,
        [QUEUE, gameId],
      );
      return found.rowCount !== 0;
    },

    async drain(graceMs) {
      draining = true;
      await started.catch(() => undefined);
      await Promise.all([boss.offWork(QUEUE), boss.offWork(ANALYSIS_QUEUE)]);
      const waited = new Promise((resolve) => setTimeout(resolve, graceMs).unref());
      await Promise.race([Promise.allSettled([...underWay]), waited]);
    },

    async stop(graceMs) {
      stopped = true;
      await started.catch(() => undefined);
      await boss.stop({ graceful: true, timeout: graceMs, close: false });
    },
  };
}

/** A UUID made from a text (pg-boss job ids are UUIDs): the same text, the same id. */
function jobId(text: string): string {
  const hex = createHash("sha256").update(text).digest("hex");
  // Laid out as a version-5-style UUID (name-based), which any UUID column accepts.
  const variant = ((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const firstLine = (error: Error) => error.message.split("\n")[0];
