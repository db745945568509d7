// The turn queue in memory, for the game server's unit tests: the same contract as
// PostgreSQL's (@3u3d/db/turn-queue) on one instance — a job runs once per id however often
// it is scheduled, at its time, on a timer — without a database. A failed job is
// retried once, as the durable queue would retry it on another instance. A job is due
// by `clock` (the game server's: a test's manual clock runs it when moved there).
import { systemClock, type Clock, type ClockTimer } from "@3u3d/db/clock";
import type { TurnJob, TurnQueue } from "@3u3d/db/turn-queue";
import { log } from "@3u3d/log";

export function createMemoryTurnQueue(
  run: (job: TurnJob) => Promise<void>,
  clock: Clock = systemClock,
): TurnQueue {
  const scheduled = new Set<string>();
  const timers = new Map<string, ClockTimer>();
  /** When each job in `timers` is due (its backlog once due and not started). */
  const dueAt = new Map<string, number>();
  const running = new Map<string, { job: TurnJob; done: Promise<void> }>();
  let taking = true;

  const idOf = (job: TurnJob, detail: string) =>
    `${job.kind}/${job.gameId}/${job.version}/${detail}`;

  function start(id: string, job: TurnJob) {
    timers.delete(id);
    dueAt.delete(id);
    if (!taking) return;
    const done = run(job)
      .catch(() => run(job))
      .catch((error: unknown) =>
        log().error(
          { err: error, gameId: job.gameId, kind: job.kind },
          "turn failed twice",
        ),
      )
      .finally(() => running.delete(id));
    running.set(id, { job, done });
  }

  return {
    schedule(job, detail, at) {
      const id = idOf(job, detail);
      if (scheduled.has(id)) return Promise.resolve();
      scheduled.add(id);
      dueAt.set(id, at.getTime());
      timers.set(
        id,
        clock.after(at.getTime() - clock.now(), () => start(id, job)),
      );
      return Promise.resolve();
    },
    cancel(job, detail) {
      const id = idOf(job, detail);
      clock.cancel(timers.get(id));
      timers.delete(id);
      dueAt.delete(id);
      return Promise.resolve();
    },
    backlog() {
      const now = clock.now();
      const due = [...dueAt].filter(
        ([id, at]) => at <= now && !id.startsWith("analysis/"),
      );
      return Promise.resolve(due.length);
    },
    botTurnPending(gameId) {
      const waiting = [...timers.keys(), ...running.keys()];
      return Promise.resolve(waiting.some((id) => id.startsWith(`bot/${gameId}/`)));
    },
    async drain(graceMs) {
      taking = false;
      await Promise.race([
        Promise.allSettled([...running.values()].map((r) => r.done)),
        new Promise((resolve) => setTimeout(resolve, graceMs)),
      ]);
    },
    async stop(graceMs) {
      taking = false;
      for (const timer of timers.values()) clock.cancel(timer);
      timers.clear();
      dueAt.clear();
      await Promise.race([
        Promise.allSettled([...running.values()].map((r) => r.done)),
        new Promise((resolve) => setTimeout(resolve, graceMs)),
      ]);
    },
  };
}
