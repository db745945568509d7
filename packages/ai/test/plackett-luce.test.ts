import { describe, expect, it } from "vitest";

import {
  beatChance,
  fitPlackettLuce,
  type Placing,
} from "../src/tournament/plackett-luce";

/** Every finishing order of `levels`, each as often as Plackett–Luce with `theta` says. */
function expectedGames(theta: number[], levels: number[], games: number): Placing[] {
  const orders = (rest: number[]): number[][] =>
    rest.length === 0
      ? [[]]
      : rest.flatMap((first) =>
          orders(rest.filter((l) => l !== first)).map((tail) => [first, ...tail]),
        );
  const chance = (order: number[]) =>
    order.reduce((p, level, i) => {
      const total = order.slice(i).reduce((s, l) => s + Math.exp(theta[l]!), 0);
      return p * (Math.exp(theta[level]!) / total);
    }, 1);
  return orders(levels).flatMap((order) =>
    Array.from({ length: Math.round(games * chance(order)) }, () =>
      order.map((level) => [level]),
    ),
  );
}

describe("Plackett–Luce fit", () => {
  const truth = [-1.5, -0.5, 0.4, 1.6];

  it("recovers the strengths that made heads-up results (Bradley–Terry)", () => {
    const placings = [0, 1, 2, 3].flatMap((i) =>
      [0, 1, 2, 3]
        .filter((j) => j > i)
        .flatMap((j) => expectedGames(truth, [i, j], 20_000)),
    );
    const fitted = fitPlackettLuce(4, placings);
    fitted.forEach((theta, i) => expect(theta).toBeCloseTo(truth[i]!, 2));
    expect(beatChance(fitted, 3, 2)).toBeCloseTo(beatChance(truth, 3, 2), 2);
  });

  it("recovers the strengths that made four-player finishing orders", () => {
    const fitted = fitPlackettLuce(4, expectedGames(truth, [0, 1, 2, 3], 50_000));
    fitted.forEach((theta, i) => expect(theta).toBeCloseTo(truth[i]!, 2));
  });

  it("ranks by places behind the winner, ties included", () => {
    // 1 always beats 2 outright; 0 wins every game, 1 and 2 tie behind it half the time.
    const placings: Placing[] = [
      ...Array.from({ length: 10 }, () => [[1], [2]]),
      ...Array.from({ length: 10 }, () => [[0], [1, 2]]),
    ];
    const fitted = fitPlackettLuce(3, placings);
    expect(fitted[0]).toBeGreaterThan(fitted[1]!);
    expect(fitted[1]).toBeGreaterThan(fitted[2]!);
  });

  it("stays finite when a level never lost, and ranks by results", () => {
    const fitted = fitPlackettLuce(3, [
      ...Array.from({ length: 10 }, () => [[0], [1]]),
      ...Array.from({ length: 10 }, () => [[0], [2]]),
      ...Array.from({ length: 6 }, () => [[1], [2]]),
      ...Array.from({ length: 4 }, () => [[2], [1]]),
    ]);
    for (const theta of fitted) expect(Number.isFinite(theta)).toBe(true);
    expect(fitted[0]).toBeGreaterThan(fitted[1]!);
    expect(fitted[1]).toBeGreaterThan(fitted[2]!);
  });
});
