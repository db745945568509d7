import { describe, expect, it } from "vitest";

import { meanWithCi, wilson } from "../src/tournament/stats";

describe("the tournament's statistics", () => {
  it("gives a mean with its 95 % interval from the sample's spread", () => {
    const { mean, low, high } = meanWithCi([1, 2, 3, 4]);
    expect(mean).toBe(2.5);
    // Sample standard deviation √(5/3); margin 1.96 · sd / √4.
    expect(high - mean).toBeCloseTo((1.96 * Math.sqrt(5 / 3)) / 2, 12);
    expect(mean - low).toBeCloseTo(high - mean, 12);
    expect(meanWithCi([0, 0, 0])).toEqual({ mean: 0, low: 0, high: 0 });
    expect(meanWithCi([]).mean).toBeNaN();
  });

  it("keeps a Wilson interval inside 0–1 and around the observed rate", () => {
    const { low, high } = wilson(30, 100);
    expect(low).toBeGreaterThan(0.2);
    expect(high).toBeLessThan(0.4);
    expect(wilson(0, 10).low).toBe(0);
    expect(wilson(10, 10).high).toBe(1);
  });
});
