// The game server's one scheduler (game-server/scheduler.ts): every kind of timed job
// goes to the handler routed for it, at its time on the game server's clock; a job held
// in memory costs the queue nothing until its hold ends, and is handed to the queue
// when the instance drains. On the in-memory turn queue and a manual clock: exact, in
// no time, however busy the machine.
import { describe, expect, it } from "vitest";

import { createManualClock, type ManualClock } from "@3u3d/db/clock";
import type { TurnJob, TurnQueue } from "@3u3d/db/turn-queue";

import { createMemoryTurnQueue } from "../../src/game-server/memory-turn-queue";
import { createScheduler, type Scheduler } from "../../src/game-server/scheduler";

const T0 = Date.UTC(2026, 0, 1);

/** A scheduler on the memory queue, with what reached the queue and what ran, when. */
function scheduled(clock: ManualClock) {
  const queued: string[] = [];
  const ran: string[] = [];
  const scheduler = createScheduler({
    clock,
    queue: (run) => {
      const queue = createMemoryTurnQueue(run, clock);
      const counting: TurnQueue = {
        ...queue,
        schedule(job, detail, at) {
          queued.push(`${job.kind} ${job.gameId} at +${at.getTime() - T0}`);
          return queue.schedule(job, detail, at);
        },
      };
      return counting;
    },
  });
  const record = (job: TurnJob) => {
    ran.push(`${job.kind} ${job.gameId} at +${clock.now() - T0}`);
    return Promise.resolve();
  };
  return { scheduler, queued, ran, record };
}

function routeAll(scheduler: Scheduler, record: (job: TurnJob) => Promise<void>) {
  scheduler.route("bot", record);
  scheduler.route("deadline", record);
  scheduler.route("analysis", record);
}

describe("the scheduler", () => {
  it("runs each kind of job by its route, at its time", async () => {
    const clock = createManualClock(T0);
    const { scheduler, ran, record } = scheduled(clock);
    const byKind: string[] = [];
    scheduler.route("bot", (job) => {
      byKind.push(`bot ${job.version}`);
      return record(job);
    });
    scheduler.route("deadline", (job) => {
      byKind.push(`deadline ${job.version}`);
      return record(job);
    });
    scheduler.route("analysis", (job) => {
      byKind.push(`analysis ${job.seat}/${job.from}`);
      return record(job);
    });
    await scheduler.schedule(
      { gameId: "a", version: 3, kind: "bot" },
      "bb",
      new Date(T0 + 10),
    );
    await scheduler.schedule(
      { gameId: "b", version: 4, kind: "deadline" },
      "x",
      new Date(T0 + 30),
    );
    await scheduler.schedule(
      { gameId: "c", version: 9, kind: "analysis", seat: 1, from: 8 },
      "1/8",
      new Date(T0 + 20),
    );
    await clock.advance(9);
    expect(ran).toEqual([]);
    await clock.advance(30);
    expect(ran).toEqual(["bot a at +10", "analysis c at +20", "deadline b at +30"]);
    expect(byKind).toEqual(["bot 3", "analysis 1/8", "deadline 4"]);
    // A kind is routed once: a second handler would leave it unclear who runs the job.
    expect(() => scheduler.route("bot", record)).toThrow(/routed twice/);
    await scheduler.stop(0);
  });

  it("runs a job held here after its pause, without the queue", async () => {
    const clock = createManualClock(T0);
    const { scheduler, queued, ran, record } = scheduled(clock);
    routeAll(scheduler, record);
    const job = { gameId: "a", version: 1, kind: "bot" } as const;
    scheduler.runHere(job, "bp", 50);
    scheduler.runHere(job, "bp", 50); // asked twice for one move: run once
    expect(scheduler.holds("bot", "a")).toBe(true);
    await clock.advance(50);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ran).toEqual(["bot a at +50"]);
    expect(queued).toEqual([]);
    expect(scheduler.holds("bot", "a")).toBe(false);
    await scheduler.stop(0);
  });

  it("queues a held job only once its hold ends; withdrawn before, the queue never sees it", async () => {
    const clock = createManualClock(T0);
    const { scheduler, queued, ran, record } = scheduled(clock);
    routeAll(scheduler, record);
    const early = { gameId: "a", version: 1, kind: "deadline" } as const;
    scheduler.queueAfter(early, "d1", new Date(T0 + 30_000), 5_000);
    await clock.advance(4_999);
    await scheduler.withdraw(early, "d1"); // a move came in time
    const late = { gameId: "b", version: 1, kind: "deadline" } as const;
    scheduler.queueAfter(late, "d2", new Date(T0 + 40_000), 5_000);
    await clock.advance(5_000);
    expect(queued).toEqual(["deadline b at +40000"]);
    await clock.advance(40_000);
    expect(ran).toEqual(["deadline b at +40000"]);
    await scheduler.stop(0);
  });

  it("draining hands what it holds to the queue, due when it was due here", async () => {
    const clock = createManualClock(T0);
    const { scheduler, queued, ran, record } = scheduled(clock);
    routeAll(scheduler, record);
    scheduler.runHere({ gameId: "a", version: 2, kind: "bot" }, "bp", 700);
    scheduler.queueAfter(
      { gameId: "b", version: 5, kind: "deadline" },
      "d",
      new Date(T0 + 30_000),
      5_000,
    );
    await scheduler.drain(0);
    expect(scheduler.holding()).toBe(false);
    expect(queued.sort()).toEqual(["bot a at +700", "deadline b at +30000"]);
    // Held no more: the other instances take them from the queue, not this one.
    await clock.advance(60_000);
    expect(ran).toEqual([]);
    await scheduler.stop(0);
  });
});
