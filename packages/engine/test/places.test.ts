import { describe, expect, it } from "vitest";

import { finishingPlaces, placesOfGame, seatPlaces } from "../src";

describe("finishing places (R-SCORE)", () => {
  it("puts the seats that went out first, in order, then the rest by fewer points", () => {
    expect(finishingPlaces([2], [14, 3, 0, 25])).toEqual([[2], [1], [0], [3]]);
    expect(finishingPlaces([3, 0], [0, 9, 4, 0])).toEqual([[3], [0], [2], [1]]);
  });

  it("groups equal points as a tie for one place", () => {
    expect(finishingPlaces([1], [7, 0, 7, 2])).toEqual([[1], [3], [0, 2]]);
    expect(finishingPlaces([0], [0, 5, 5, 5])).toEqual([[0], [1, 2, 3]]);
  });

  it("gives each seat its place, tied seats the mean of the places they fill", () => {
    expect(seatPlaces([2], [14, 3, 0, 25])).toEqual([3, 2, 1, 4]);
    expect(seatPlaces([1], [7, 0, 7, 2])).toEqual([3.5, 1, 3.5, 2]);
    expect(seatPlaces([0], [0, 5, 5, 5])).toEqual([1, 3, 3, 3]);
  });

  it("gives a stalemate no places (R-LIMIT), a finished game its seats' places", () => {
    expect(placesOfGame({ winner: null, order: [], scores: [12, 30, 8] })).toBeNull();
    expect(placesOfGame({ winner: 2, order: [2], scores: [14, 3, 0, 25] })).toEqual([
      3, 2, 1, 4,
    ]);
  });
});
