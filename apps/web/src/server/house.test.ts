import { describe, expect, it, vi } from "vitest";

import type { BootedHouse } from "@3u3d/api/boot";

import { createHouseKeeper } from "./house";

/** A stand-in for a booted house that records its drain (the real one: packages/api/test/boot.test.ts). */
function fakeHouse() {
  const drained: number[] = [];
  const house = {
    deps: {},
    requests: {},
    drain: (graceMs: number) => {
      drained.push(graceMs);
      return Promise.resolve();
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
});
