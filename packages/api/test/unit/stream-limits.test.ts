// The stream counter on its own: caps per address and per instance, slots given back
// exactly once, and lifetimes spread over their last quarter. The event stream's use of
// it (a real stream, over real PostgreSQL) is tested in ../event-stream.test.ts.
import { describe, expect, it } from "vitest";

import { createStreamLimits } from "../../src/stream-limits";

describe("stream limits", () => {
  it("refuses the address at its cap with 429 and everyone at the instance's cap with 503", () => {
    const limits = createStreamLimits({
      perAddress: 2,
      perInstance: 3,
      lifetimeMs: 1_000,
    });
    const a1 = limits.admit("a");
    const a2 = limits.admit("a");
    expect(a1.ok && a2.ok).toBe(true);
    const a3 = limits.admit("a");
    expect(a3).toMatchObject({ ok: false, code: "TOO_MANY_REQUESTS", retryAfterS: 30 });
    expect(limits.admit("b").ok).toBe(true);
    const c = limits.admit("c");
    expect(c).toMatchObject({ ok: false, code: "SERVICE_UNAVAILABLE" });
    if (c.ok) return;
    expect(c.retryAfterS).toBeGreaterThanOrEqual(10);
    expect(c.retryAfterS).toBeLessThanOrEqual(30);
    expect(limits.open()).toBe(3);
    expect(limits.open("a")).toBe(2);
  });

  it("gives a slot back once, however often release is called", () => {
    const limits = createStreamLimits({
      perAddress: 2,
      perInstance: 10,
      lifetimeMs: 1_000,
    });
    const first = limits.admit("a");
    const second = limits.admit("a");
    if (!first.ok || !second.ok) throw new Error("admitted");
    for (let i = 0; i < 5; i++) first.release();
    expect(limits.open("a")).toBe(1);
    expect(limits.open()).toBe(1);
    expect(limits.admit("a").ok).toBe(true);
    expect(limits.admit("a").ok).toBe(false); // the double release made no extra room
    second.release();
    expect(limits.open("a")).toBe(1);
  });

  it("keeps counts exact over 10,000 admissions and releases in random order", () => {
    const limits = createStreamLimits({
      perAddress: 50,
      perInstance: 400,
      lifetimeMs: 1_000,
    });
    const held: { address: string; release: () => void }[] = [];
    const expected = new Map<string, number>();
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 10_000; i++) {
      if (held.length > 0 && random() < 0.45) {
        const [slot] = held.splice(Math.floor(random() * held.length), 1);
        slot!.release();
        slot!.release();
        expected.set(slot!.address, expected.get(slot!.address)! - 1);
        continue;
      }
      const address = `10.0.0.${Math.floor(random() * 12)}`;
      const admission = limits.admit(address);
      const mine = expected.get(address) ?? 0;
      expect(admission.ok).toBe(mine < 50 && held.length < 400);
      if (!admission.ok) continue;
      held.push({ address, release: admission.release });
      expected.set(address, mine + 1);
    }
    expect(limits.open()).toBe(held.length);
    for (const [address, count] of expected) expect(limits.open(address)).toBe(count);
    for (const slot of held) slot.release();
    expect(limits.open()).toBe(0);
  });

  it("spreads lifetimes between three quarters of the configured one and all of it", () => {
    const limits = createStreamLimits({
      perAddress: 1,
      perInstance: 1,
      lifetimeMs: 600_000,
    });
    const lifetimes = Array.from({ length: 1_000 }, () => limits.lifetimeMs());
    expect(Math.min(...lifetimes)).toBeGreaterThanOrEqual(450_000);
    expect(Math.max(...lifetimes)).toBeLessThanOrEqual(600_000);
    // Spread, not a constant: streams opened together come back apart.
    expect(Math.max(...lifetimes) - Math.min(...lifetimes)).toBeGreaterThan(100_000);
  });
});
