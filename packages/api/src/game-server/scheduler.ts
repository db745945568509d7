// The game server's one scheduler: every timed job — a bot's turn, the deadline of a
// person's turn timer, a step of a post-game analysis — is scheduled, withdrawn and
// run here, and routed by its kind to the part that does it. The routing table (kind →
// handler) is filled in by game-server.ts once every part exists: the parts schedule
// jobs through the scheduler and it calls them back by kind, so neither needs the
// other when it is built (no cycle, no lambda reaching for a part not built yet).
//
// A job lives in the turn queue (@3u3d/db/turn-queue: durable, shared by every
// instance, each job taken once; memory-turn-queue.ts in unit tests), or for a while
// only in this instance's memory, on the clock:
// - `runHere`: a job this instance's own commit made is run here after its pause,
//   costing no database statement (only one instance can commit a version, so no other
//   runs it); should it fail, it goes to the queue.
// - `queueAfter`: a job queued only once it has been held `holdMs` (a turn timer: most
//   people move sooner, and then it never costs the queue anything).
// An instance draining hands what it holds to the queue (the others run it at its
// time) and takes no more jobs.
import { systemClock, type Clock, type ClockTimer } from "@3u3d/db/clock";
import type { TurnJob, TurnQueue } from "@3u3d/db/turn-queue";
import { log } from "@3u3d/log";

import { aboutJob, errorLine } from "./job-log";

export type JobKind = TurnJob["kind"];
export type JobOf<K extends JobKind> = TurnJob & { kind: K };
export type AnalysisJob = JobOf<"analysis">;
export type JobHandler<K extends JobKind> = (job: JobOf<K>) => Promise<void>;

export interface SchedulerOptions {
  /**
   * Opens the turn queue jobs wait in: PostgreSQL's, shared by every instance, or one
   * in memory (unit tests). It is handed the scheduler's router.
   */
  queue: (run: (job: TurnJob) => Promise<void>) => TurnQueue;
  /**
   * The time jobs go by (a bot's pause, a deadline); the system clock unless a test
   * hands in a manual one (its turn queue should then be given the same).
   */
  clock?: Clock;
}

export interface Scheduler {
  readonly clock: Clock;
  /** Who runs jobs of `kind` (each kind once, before any job of it can come). */
  route: <K extends JobKind>(kind: K, handler: JobHandler<K>) => void;
  /** Whether jobs may still be held in memory here (false once draining or stopped). */
  holding: () => boolean;
  /** Queues `job` (once per job and `detail`, however often asked) to run at `at`. */
  schedule: (job: TurnJob, detail: string, at: Date) => Promise<void>;
  /** Runs `job` here after `delayMs` (one per kind and game; asked again, once). */
  runHere: (job: TurnJob, detail: string, delayMs: number) => void;
  /** Queues `job` at `at` once it has been held here `holdMs` (replacing the last held). */
  queueAfter: (job: TurnJob, detail: string, at: Date, holdMs: number) => void;
  /** Withdraws a job: from memory if still held, else from the queue. */
  withdraw: (job: TurnJob, detail: string) => Promise<void>;
  /** Whether a job of `kind` for the game is held or running here. */
  holds: (kind: JobKind, gameId: string) => boolean;
  /** Whether a bot turn of the game waits in the queue or runs (on any instance). */
  botTurnQueued: (gameId: string) => Promise<boolean>;
  /**
   * An instance shutting down: takes no more jobs from the queue, hands what it holds
   * to it, and resolves when the jobs under way here are done (at most `graceMs`).
   */
  drain: (graceMs: number) => Promise<void>;
  /** Stops everything (end of a test): jobs under way get `graceMs` (at least 1 s). */
  stop: (graceMs: number) => Promise<void>;
}

/** A job held in memory on this instance. */
interface Held {
  job: TurnJob;
  detail: string;
  /** When it is due (handed to the queue for then, should this instance drain). */
  at: number;
  /** Waiting on the clock; null once started or queued. */
  timer: ClockTimer | null;
  /** Run here (runHere) rather than queued once held long enough (queueAfter). */
  here: boolean;
  running: Promise<void> | null;
}

export function createScheduler(options: SchedulerOptions): Scheduler {
  const clock = options.clock ?? systemClock;
  const routes = new Map<JobKind, JobHandler<JobKind>>();
  /** Held jobs, one per kind and game. */
  const held = new Map<string, Held>();
  let draining = false;
  let stopped = false;
  const keyOf = (kind: JobKind, gameId: string) => `${kind}/${gameId}`;

  /** The router: each job goes to its kind's handler. */
  async function run(job: TurnJob): Promise<void> {
    const handler = routes.get(job.kind);
    if (!handler) throw new Error(`scheduler: no route for ${job.kind} jobs`);
    await handler(job);
  }
  const queue = options.queue(run);

  function release(key: string, entry: Held) {
    if (held.get(key) === entry) held.delete(key);
  }

  /** Hands the held jobs not started yet to the queue (an instance shutting down). */
  async function handOver() {
    const waiting = [...held].filter(([, entry]) => entry.timer !== null);
    for (const [key, entry] of waiting) {
      clock.cancel(entry.timer);
      held.delete(key);
    }
    await Promise.all(
      waiting.map(([, { job, detail, at }]) =>
        queue
          .schedule(job, detail, new Date(at))
          .catch((error: unknown) =>
            log().warn(
              { ...aboutJob(job), error: errorLine(error) },
              "scheduler: job not handed over",
            ),
          ),
      ),
    );
  }

  /** Resolves when the jobs running here are done, or after `ms` (real time). */
  function runningDone(ms: number, unref: boolean) {
    const running = [...held.values()].flatMap((entry) => entry.running ?? []);
    return Promise.race([
      Promise.allSettled(running),
      new Promise((resolve) => {
        const timer = setTimeout(resolve, ms);
        if (unref) timer.unref();
      }),
    ]);
  }

  return {
    clock,
    route(kind, handler) {
      if (routes.has(kind)) throw new Error(`scheduler: ${kind} jobs routed twice`);
      routes.set(kind, handler as unknown as JobHandler<JobKind>);
    },
    holding: () => !draining && !stopped,
    schedule(job, detail, at) {
      // A copy held here to be queued later is queued now instead (a resume asking
      // again); one held to run here still runs here (the queued copy then finds its
      // version passed).
      const key = keyOf(job.kind, job.gameId);
      const entry = held.get(key);
      if (
        entry?.timer &&
        !entry.here &&
        entry.job.version === job.version &&
        entry.detail === detail
      ) {
        clock.cancel(entry.timer);
        held.delete(key);
      }
      return queue.schedule(job, detail, at);
    },
    runHere(job, detail, delayMs) {
      const key = keyOf(job.kind, job.gameId);
      if (held.get(key)?.job.version === job.version) return; // asked twice for one move
      clock.cancel(held.get(key)?.timer); // a newer move's turn replaces a waiting one
      const entry: Held = {
        job,
        detail,
        at: clock.now() + delayMs,
        timer: null,
        here: true,
        running: null,
      };
      entry.timer = clock.after(delayMs, () => {
        entry.timer = null;
        entry.running = run(job)
          .catch((error: unknown) => {
            log().warn(
              { ...aboutJob(job), version: job.version, error: errorLine(error) },
              "scheduler: job failed",
            );
            return queue.schedule(job, detail, new Date(clock.now()));
          })
          .catch((error: unknown) =>
            // Left to the periodic resume.
            log().warn(
              { ...aboutJob(job), error: errorLine(error) },
              "scheduler: job not queued",
            ),
          )
          .finally(() => release(key, entry));
      });
      held.set(key, entry);
    },
    queueAfter(job, detail, at, holdMs) {
      const key = keyOf(job.kind, job.gameId);
      clock.cancel(held.get(key)?.timer);
      const entry: Held = {
        job,
        detail,
        at: at.getTime(),
        timer: null,
        here: false,
        running: null,
      };
      entry.timer = clock.after(holdMs, () => {
        entry.timer = null;
        if (held.get(key) !== entry || stopped) return;
        held.delete(key);
        queue.schedule(job, detail, at).catch((error: unknown) =>
          // Left to the periodic resume.
          log().warn(
            { ...aboutJob(job), error: errorLine(error) },
            "scheduler: job not queued",
          ),
        );
      });
      held.set(key, entry);
    },
    async withdraw(job, detail) {
      const key = keyOf(job.kind, job.gameId);
      const entry = held.get(key);
      if (entry?.timer && entry.job.version === job.version && entry.detail === detail) {
        clock.cancel(entry.timer); // never queued: nothing to withdraw there
        held.delete(key);
        return;
      }
      await queue.cancel(job, detail);
    },
    holds: (kind, gameId) => held.has(keyOf(kind, gameId)),
    botTurnQueued: (gameId) => queue.botTurnPending(gameId),
    async drain(graceMs) {
      draining = true;
      // The queue stops running jobs here first (synchronously), so the jobs handed
      // over below wait for the other instances.
      const drained = queue.drain(graceMs);
      await handOver();
      await Promise.all([drained, runningDone(graceMs, true)]);
    },
    async stop(graceMs) {
      stopped = true;
      for (const entry of held.values()) clock.cancel(entry.timer);
      await runningDone(Math.max(graceMs, 1000), false);
      held.clear();
      await queue.stop(Math.max(graceMs, 1000));
    },
  };
}
