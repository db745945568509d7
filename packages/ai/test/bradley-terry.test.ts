import { describe, expect, it } from "vitest";

import { beatChance, fitBradleyTerry } from "../src/tournament/bradley-terry";

describe("Bradley–Terry fit", () => {
  it("recovers the strengths that made the results", () => {
    const truth = [-1.5, -0.5, 0.4, 1.6];
    const games = 100_000;
    const wins = truth.map((_, i) =>
      truth.map((_, j) => (i === j ? 0 : games * beatChance(truth, i, j))),
    );
    const fitted = fitBradleyTerry(wins);
    fitted.forEach((theta, i) => expect(theta).toBeCloseTo(truth[i]!, 3));
  });

  it("stays finite when a level never lost, and ranks by results", () => {
    const fitted = fitBradleyTerry([
      [0, 10, 10],
      [0, 0, 6],
      [0, 4, 0],
    ]);
    for (const theta of fitted) expect(Number.isFinite(theta)).toBe(true);
    expect(fitted[0]).toBeGreaterThan(fitted[1]!);
    expect(fitted[1]).toBeGreaterThan(fitted[2]!);
  });
});
