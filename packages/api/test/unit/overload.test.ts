// Overload is the event loop's delay or the database's wait (overload.ts): a loop held
// up past the limit, or a query waiting past its limit, make the instance overloaded within
// a few windows, and what it refuses is counted and reported.
// Only the busy direction is asserted: a busy machine can only add delay.
import { afterEach, describe, expect, it } from "vitest";

import { createMetrics } from "../../src/metrics";
import {
  createOverload,
  manualOverload,
  type Overload,
  type OverloadReading,
} from "../../src/overload";

describe("overload", () => {
  let overload: Overload | undefined;
  afterEach(() => overload?.stop());

  it("is overloaded once the event loop stayed behind past the limit for three windows", async () => {
    const reported: string[] = [];
    overload = createOverload(
      { maxDelayMs: 50, windowMs: 100 },
      {
        refused: (work) => reported.push(work),
        coalesced: (frames) => reported.push(`coalesced ${frames}`),
      },
    );
    // Hold the loop for 150 ms at a time, over more than three windows of 100 ms (as
    // a flood would), letting timers run in between.
    for (let i = 0; i < 6; i++) {
      const until = Date.now() + 150;
      while (Date.now() < until) {
        // busy, as a thread doing too much is
      }
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    expect(overload.delayMs()).toBeGreaterThan(50);
    expect(overload.overloaded()).toBe(true);
    overload.refused("table");
    overload.coalesced(3);
    expect(overload.counts()).toEqual({
      refused: { guest: 0, table: 1, join: 0, pairing: 0, stream: 0, connection: 0 },
      coalesced: 3,
    });
    expect(reported).toEqual(["table", "coalesced 3"]);
  });

  it("is overloaded while a query waits for the database past the limit for three windows, calm once none does", async () => {
    // The event loop's limit is out of reach: only the database's waits decide here.
    let wait = 80;
    // Told once as it begins and once as it ends, with what it read (boot.ts logs it).
    const changes: [boolean, OverloadReading][] = [];
    overload = createOverload({
      maxDelayMs: 600_000,
      windowMs: 50,
      queueWaitMs: () => wait,
      maxQueueWaitMs: 50,
      onChange: (on, reading) => changes.push([on, reading]),
    });
    expect(overload.overloaded()).toBe(false); // no window has ended yet
    // Windows end on a timer: wait for them, however slowly the machine runs them.
    while (!overload.overloaded())
      await new Promise((resolve) => setTimeout(resolve, 10));
    wait = 0; // the database caught up: one calm window ends it
    while (overload.overloaded()) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(changes.map(([on]) => on)).toEqual([true, false]);
    expect(changes[0]![1].queueWaitsMs).toEqual([80, 80, 80]);
    expect(changes[0]![1].delaysMs).toHaveLength(3);
    expect(changes[1]![1].queueWaitsMs.at(-1)).toBe(0);
  });

  it("does not watch the database's waits with no limit for them", async () => {
    const seen: boolean[] = [];
    let samples = 0;
    overload = createOverload({
      maxDelayMs: 600_000,
      windowMs: 20,
      queueWaitMs: () => {
        samples++;
        return 60_000;
      },
    });
    // Sampled (the wait is read) for well over three windows' worth of samples.
    while (samples < 40) {
      seen.push(overload.overloaded());
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(seen.every((on) => !on)).toBe(true);
  });

  it("counts what it refused and the frames it thinned out in the Prometheus metrics", async () => {
    const metrics = createMetrics();
    overload = createOverload({ maxDelayMs: 50 }, metrics.overload);
    overload.refused("stream");
    overload.refused("stream");
    overload.refused("pairing");
    overload.coalesced(4);
    const { body } = await metrics.scrape();
    expect(body).toContain('threeup_overload_refused_total{work="stream"} 2');
    expect(body).toContain('threeup_overload_refused_total{work="pairing"} 1');
    expect(body).toContain('threeup_overload_refused_total{work="table"} 0');
    expect(body).toContain("threeup_frames_coalesced_total 4");
  });

  it("a watcher's pause ends at once when the watcher leaves", async () => {
    overload = createOverload({ maxDelayMs: 50 });
    const left = new AbortController();
    const paused = overload.watcherPause(left.signal);
    left.abort();
    await expect(paused).resolves.toBeUndefined();
  });

  it("manual: a watcher's pause lasts until the overload is over", async () => {
    const manual = manualOverload();
    manual.set(true);
    let over = false;
    const paused = manual.watcherPause(new AbortController().signal).then(() => {
      over = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(over).toBe(false);
    manual.set(false);
    await paused;
    expect(over).toBe(true);
  });
});
