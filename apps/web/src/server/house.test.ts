import { describe, expect, it, vi } from "vitest";

import type { BootedHouse } from "@3u3d/api/boot";

import { createHouseKeeper } from "./house";

/**
 * A stand-in for a booted house that records its drain and answers ready (the real
 * one: packages/api/test/boot.test.ts and readiness.test.ts). `drainDone`, when given,
 * holds its drain open until it resolves.
 */
function fakeHouse(drainDone: Promise<void> = Promise.resolve()) {
  const drained: number[] = [];
  const house = {
    deps: {},
    requests: {
      ready: () =>
        Promise.resolve({ ready: true, database: "up", migration: "m", needed: "m" }),
    },
    drain: (graceMs: number) => {
      drained.push(graceMs);
      return drainDone;
    },
    stop: () => Promise.resolve(),
  } as unknown as BootedHouse;
  return { house, drained };
}

const quiet = () => undefined;

describe("the house keeper (one booted house per process)", () => {
  it("refuses to hand out a house nobody booted, with words that say where it is booted", async () => {
    const keeper = createHouseKeeper(10, quiet);
    await expect(keeper.house()).rejects.toThrow(/instrumentation\.ts boots it at start/);
  });

  it("boots once: a second start does not build a second house", async () => {
    const keeper = createHouseKeeper(10, quiet);
    const { house } = fakeHouse();
    const boot = vi.fn(() => Promise.resolve(house));
    await keeper.start(boot);
    await keeper.start(boot);
    expect(boot).toHaveBeenCalledTimes(1);
    expect(await keeper.house()).toBe(house);
  });

  it("tries a failed boot again by itself, not on a request, until it succeeds", async () => {
    vi.useFakeTimers();
    try {
      const log = vi.fn();
      const keeper = createHouseKeeper(5_000, log);
      const { house } = fakeHouse();
      const boot = vi
        .fn<() => Promise<BootedHouse>>()
        .mockRejectedValueOnce(new Error("database down"))
        .mockResolvedValueOnce(house);
      await keeper.start(boot);
      expect(log).toHaveBeenCalledOnce();
      // Until the retry, a request is told the boot failed; asking does not boot.
      await expect(keeper.house()).rejects.toThrow("database down");
      await expect(keeper.house()).rejects.toThrow("database down");
      expect(boot).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(5_000);
      expect(boot).toHaveBeenCalledTimes(2);
      expect(await keeper.house()).toBe(house);
    } finally {
      vi.useRealTimers();
    }
  });

  it("drains the booted house with the grace it is given", async () => {
    const keeper = createHouseKeeper(10, quiet);
    const { house, drained } = fakeHouse();
    await keeper.start(() => Promise.resolve(house));
    await keeper.drain(3000);
    expect(drained).toEqual([3000]);
  });

  it("stops retrying a failed boot once draining", async () => {
    vi.useFakeTimers();
    try {
      const keeper = createHouseKeeper(5_000, quiet);
      const boot = vi.fn(() => Promise.reject(new Error("database down")));
      await keeper.start(boot);
      await keeper.drain(3000);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(boot).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("is not ready while the house boots, nor after a failed boot, and says which", async () => {
    const keeper = createHouseKeeper(60_000, quiet);
    let fail!: (error: Error) => void;
    const started = keeper.start(
      () => new Promise<BootedHouse>((_, reject) => (fail = reject)),
    );
    expect(await keeper.ready()).toMatchObject({ ready: false, reason: "starting" });
    fail(new Error("connect ECONNREFUSED 127.0.0.1:5432\nmore lines"));
    await started;
    expect(await keeper.ready()).toMatchObject({
      ready: false,
      reason: "boot-failed",
      detail: "the game server did not start: connect ECONNREFUSED 127.0.0.1:5432",
    });
    await keeper.drain(0);
  });

  it("asks the booted house, and says 'draining' the moment a drain begins, before it ends", async () => {
    const keeper = createHouseKeeper(10, quiet);
    let finish!: () => void;
    const { house } = fakeHouse(new Promise<void>((resolve) => (finish = resolve)));
    await keeper.start(() => Promise.resolve(house));
    expect(await keeper.ready()).toMatchObject({ ready: true });
    let drained = false;
    const drain = keeper.drain(3000).then(() => (drained = true));
    expect(await keeper.ready()).toMatchObject({ ready: false, reason: "draining" });
    expect(drained).toBe(false);
    finish();
    await drain;
  });
});
