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
//
// The instance that schedules a turn runs it itself, at its time, by claiming its job
// by id (one UPDATE, the same change pg-boss's fetch makes) and deleting it when done;
// only if that instance is gone does another one's worker find the job by polling. A
// bot turn's job is due FALLBACK_MS after the turn for that reason: workers then look
// for it only once its own instance has failed to take it. Before (issue #38) every
// turn woke every worker, each ran pg-boss's fetch (SELECT … FOR UPDATE SKIP LOCKED
// over the whole queue), and that fetch was 89 % of PostgreSQL's time under load.
// A turn timer that was overtaken by a move is cancelled (its job deleted), so the
// queue holds one future deadline per game rather than one per move.
import { createHash } from "node:crypto";
import PgBoss from "pg-boss";
import type pg from "pg";

import { log } from "@3u3d/log";

import type { DbClient } from "./client";
import { systemClock, type Clock, type ClockTimer } from "./clock";

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
  /** How often the first worker of each queue looks for due jobs (pg-boss's minimum is 0.5 s). */
  pollSeconds: number;
  /**
   * How often the other workers look on their own. Each poll is a statement, and the
   * workers find nothing almost always (this instance runs its own turns): nine
   * workers at 0.5 s were 18 statements a second on an idle instance (issue #65). A
   * worker that finds a job wakes the others at once, so a burst (a dead instance's
   * timers) is still shared by all of them within a poll of the first.
   */
  idlePollSeconds: number;
  /**
   * How long after its time a bot turn's job becomes due for the workers: the
   * instance that scheduled it claims it at its time, so the workers take it only
   * when that instance died (or stalled this long).
   */
  fallbackMs: number;
}

export const DEFAULT_TURN_QUEUE: TurnQueueOptions = {
  // Workers take the turns no instance ran itself: a dead instance's, and timers. They
  // come in bursts (every timer of a dead instance's tables at once), so eight; each
  // polls, but the fetch is cheap now that the table holds only waiting jobs. With two,
  // a burst of 20 timers after a kill came up to 2.4 s late (scale-out.spec.ts).
  workers: 8,
  analysisWorkers: 1,
  expireSeconds: 15,
  pollSeconds: 0.5,
  idlePollSeconds: 10,
  fallbackMs: 1_000,
};

export interface TurnQueue {
  /**
   * Schedules `job` to run at `at` (or now), once for `detail`: scheduling the same job
   * and detail again changes nothing.
   */
  schedule(job: TurnJob, detail: string, at: Date): Promise<void>;
  /**
   * Withdraws a scheduled job that nobody has started (a turn timer a move overtook);
   * one already running is left to finish.
   */
  cancel(job: TurnJob, detail: string): Promise<void>;
  /** Whether a bot job of this game waits or runs anywhere (tests wait for none). */
  botTurnPending(gameId: string): Promise<boolean>;
  /**
   * Bot turns and deadlines whose time has come that no instance has started, on every
   * instance (metrics: a backlog that grows means the workers do not keep up).
   */
  backlog(): Promise<number>;
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

/**
 * `clock`: when a job scheduled here is due (a test's manual clock runs a deadline at
 * its exact time). The database's own clock still decides when a job is due for the
 * other instances' workers (pg-boss's start_after), which only matters if this one dies.
 */
export function createTurnQueue(
  db: DbClient,
  run: (job: TurnJob) => Promise<void>,
  options: TurnQueueOptions = DEFAULT_TURN_QUEUE,
  clock: Clock = systemClock,
): TurnQueue {
  const pool = db.pool;
  /**
   * Set when stop() is done: the owner may end the pool then. A job that outlives the
   * grace still ends later, and pg-boss marks it done or failed without awaiting the
   * promise; on an ended pool that rejected with nobody listening. After stop the job
   * is left as it is (its expiry retries it on a running instance) and nothing is sent.
   */
  let closed = false;
  const boss = new PgBoss({
    // Our pool, not one of pg-boss's own: one set of connections per instance.
    db: {
      executeSql: (text, values) =>
        closed ? Promise.resolve(NOTHING_SENT) : pool.query(text, values),
    },
    schema: SCHEMA,
    schedule: false, // no cron jobs
    // Expired jobs are looked for every second, so a dead instance's turn is retried
    // within about expireSeconds + 1 s.
    maintenanceIntervalSeconds: 1,
    monitorStateIntervalSeconds: 600,
    archiveCompletedAfterSeconds: 3600,
    deleteAfterDays: 1,
  });
  boss.on("error", (error: Error) =>
    log().error({ error: firstLine(error) }, "turn queue failed"),
  );
  const workerIds: string[] = [];
  const underWay = new Set<Promise<void>>();
  /** Turns this instance will claim and run itself, by job id. */
  const ownTurns = new Map<string, ClockTimer>();
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
    for (const [index, name] of workers.entries())
      workerIds.push(
        await boss.work<TurnJob>(
          name,
          {
            pollingIntervalSeconds:
              workers.indexOf(name) === index
                ? options.pollSeconds
                : Math.max(options.pollSeconds, options.idlePollSeconds),
            batchSize: 1,
          },
          async ([job]) => {
            if (!job) return;
            // Where there is one job there may be more: the slower pollers look now.
            nudge();
            // pg-boss's stop waits for jobs under way, not for a fetch already sent: one
            // may still bring back a job that fell due meanwhile. This instance is going
            // (its game server too), so the job is refused here: while draining it goes
            // back for a retry at once; after stop nothing more is sent, and the job is
            // retried elsewhere when it expires (turn-queue-late-fetch.test.ts).
            if (stopped || draining)
              throw new Error(
                "turn queue: this instance is stopping; left to the others",
              );
            const running = run(job.data).catch((error: unknown) => {
              // Failed turns are retried with backoff; say why, or a stuck game is silent.
              const { kind, gameId, version } = job.data;
              log().warn(
                { kind, gameId, version, error: errorText(error) },
                "turn failed (retried)",
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

  /** Runs a turn here at `at`: claims its job (unless a worker elsewhere has), runs it, deletes it. */
  function runHere(id: string, job: TurnJob, at: Date) {
    if (ownTurns.has(id)) return;
    const arm = () => {
      // A timer may fire a millisecond early by the wall clock: never run a turn early.
      const delay = at.getTime() - clock.now();
      if (delay > 0) {
        ownTurns.set(id, clock.after(delay, arm));
        return;
      }
      ownTurns.delete(id);
      if (stopped || draining) return; // the job is due for the other instances' workers
      const running = claimAndRun(id, job);
      underWay.add(running);
      void running.finally(() => underWay.delete(running));
    };
    ownTurns.set(id, clock.after(at.getTime() - clock.now(), arm));
  }

  /** Stops running turns here: their jobs stay due for the other instances' workers. */
  function forgetOwnTurns() {
    for (const timer of ownTurns.values()) clock.cancel(timer);
    ownTurns.clear();
  }

  async function claimAndRun(id: string, job: TurnJob) {
    try {
      const claimed = await pool.query(CLAIM_JOB, [QUEUE, id]);
      if (claimed.rowCount === 0) return; // taken (or withdrawn) already
    } catch (error) {
      // Left in the queue: a worker takes it once it is due.
      log().warn(
        { kind: job.kind, gameId: job.gameId, error: errorText(error) },
        "turn not claimed",
      );
      return;
    }
    try {
      await run(job);
    } catch (error) {
      const { kind, gameId, version } = job;
      log().warn(
        { kind, gameId, version, error: errorText(error) },
        "turn failed (retried)",
      );
      // Retried with backoff by whichever instance's worker takes it next.
      await boss.fail(QUEUE, id, { message: errorText(error) }).catch(() => undefined);
      return;
    }
    // Done: nothing to keep (a completed job would stay in the table pg-boss's fetch reads).
    await boss
      .deleteJob(QUEUE, id)
      .catch((error: unknown) =>
        log().warn(
          { gameId: job.gameId, error: errorText(error) },
          "turn job not deleted",
        ),
      );
  }

  return {
    async schedule(job, detail, at) {
      // Stopped (the pool may be gone): a turn left unscheduled is found by another
      // instance's periodic resume, as after a crash between a commit and its queueing.
      if (closed) return;
      await started;
      const id = jobId(`${job.gameId}/${job.version}/${job.kind}/${detail}`);
      const here = job.kind !== "analysis" && !stopped && !draining;
      await boss.send(queueOf(job), job, {
        id,
        // A bot turn run here is due for other instances' workers only if this one fails.
        startAfter:
          here && job.kind === "bot" ? new Date(at.getTime() + options.fallbackMs) : at,
      });
      if (here) {
        runHere(id, job, at);
        return;
      }
      // Analysis runs on the workers: wake them at its time, not a poll later.
      const delay = Math.max(0, at.getTime() - clock.now());
      if (delay === 0) nudge();
      else clock.after(delay + 5, nudge, { unref: true });
    },

    async cancel(job, detail) {
      const id = jobId(`${job.gameId}/${job.version}/${job.kind}/${detail}`);
      clock.cancel(ownTurns.get(id));
      ownTurns.delete(id);
      if (closed) return; // an expired timer is overtaken by the version anyway
      await started;
      await pool.query(WITHDRAW_JOB, [queueOf(job), id]);
    },

    async backlog() {
      if (closed) throw new Error("turn queue: stopped");
      await started;
      // pg-boss keeps each queue's jobs in a partition of their own, and only waiting
      // ones stay there long (completed jobs are archived): a count over few rows.
      const found = await pool.query<{ n: number }>(
        `select count(*)::int as n from ${SCHEMA}.job
         where name = $1 and state < 'active' and start_after <= now()`,
        [QUEUE],
      );
      return found.rows[0]?.n ?? 0;
    },
    async botTurnPending(gameId) {
      if (closed) throw new Error("turn queue: stopped");
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
      forgetOwnTurns();
      await started.catch(() => undefined);
      await Promise.all([boss.offWork(QUEUE), boss.offWork(ANALYSIS_QUEUE)]);
      const waited = new Promise((resolve) => setTimeout(resolve, graceMs).unref());
      await Promise.race([Promise.allSettled([...underWay]), waited]);
    },

    async stop(graceMs) {
      stopped = true;
      forgetOwnTurns();
      const waited = new Promise((resolve) => setTimeout(resolve, graceMs).unref());
      await Promise.race([Promise.allSettled([...underWay]), waited]);
      await started.catch(() => undefined);
      try {
        await boss.stop({ graceful: true, timeout: graceMs, close: false });
      } finally {
        closed = true;
      }
    },
  };
}

/**
 * What pg-boss gets for a statement not sent (after stop). Its completion and failure
 * read an absent result as "no job changed"; an empty row list they would index.
 */
const NOTHING_SENT = undefined as unknown as pg.QueryResult;

/**
 * Takes a job by id as pg-boss's own fetch takes one (created or retry → active, with
 * its start time and retry count), so pg-boss's expiry retries it elsewhere if this
 * instance dies while running it.
 */
const CLAIM_JOB = `
  update ${SCHEMA}.job set
    state = 'active',
    started_on = now(),
    retry_count = case when started_on is not null then retry_count + 1 else retry_count end
  where name = $1 and id = $2 and state < 'active'`;

/** Deletes a job nobody has started. */
const WITHDRAW_JOB = `delete from ${SCHEMA}.job where name = $1 and id = $2 and state < 'active'`;

/** A UUID made from a text (pg-boss job ids are UUIDs): the same text, the same id. */
function jobId(text: string): string {
  const hex = createHash("sha256").update(text).digest("hex");
  // Laid out as a version-5-style UUID (name-based), which any UUID column accepts.
  const variant = ((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const firstLine = (error: Error) => error.message.split("\n")[0];
const errorText = (error: unknown) =>
  error instanceof Error ? firstLine(error) : String(error);
