import { describe, expect, it } from "vitest";

import type { Move } from "@3u3d/engine";

import { handOrder, selectableCards, tapCard, withoutCards, type Picked } from "../src";

const play = (...cards: string[]): Move => ({ type: "play", cards });

describe("the hand as a player holds it", () => {
  it("sorts by rank, equal numbers together, Clears last (picked-up cards are not appended)", () => {
    const hand = ["4r", "Cb", "5o", "3g", "3b", "C1o", "7r", "9y", "10p", "3r"];
    expect(handOrder("3up3down", hand).map((i) => hand[i])).toEqual([
      "3r",
      "3g",
      "3b",
      "4r",
      "5o",
      "7r",
      "9y",
      "10p",
      "Cb",
      "C1o",
    ]);
  });

  it("sorts palace cards by rank, aces high", () => {
    const hand = ["AS", "2H", "10C", "JD"];
    expect(handOrder("palace", hand).map((i) => hand[i])).toEqual([
      "2H",
      "10C",
      "JD",
      "AS",
    ]);
  });

  it("R-MULTI: one tap takes every card of the rank; a second tap takes one off", () => {
    const hand = ["5r", "9g", "5b", "5o"];
    const legal = [
      play("5r"),
      play("5b"),
      play("5o"),
      play("5r", "5b"),
      play("5r", "5o"),
      play("5b", "5o"),
      play("5r", "5b", "5o"),
      play("9g"),
    ];
    const canAdd = (sel: readonly string[], c: string) =>
      selectableCards(legal, sel).has(c);
    const tap = (selected: Picked[], index: number, wholeRank = true) =>
      tapCard(
        "3up3down",
        selected,
        { zone: "hand", index, code: hand[index]! },
        hand,
        canAdd,
        wholeRank,
      );
    const all = tap([], 0);
    expect(all.map((p) => p.code).sort()).toEqual(["5b", "5o", "5r"]);
    const two = tap(all, 2);
    expect(two.map((p) => p.code).sort()).toEqual(["5o", "5r"]);
    // In setup every tap is one card.
    expect(tap([], 0, false).map((p) => p.code)).toEqual(["5r"]);
    // A card no legal move uses with the selection is not added.
    expect(tap(all, 1)).toEqual(all);
  });
});

describe("withoutCards", () => {
  it("takes one copy of each card taken, however many equal codes two decks hold", () => {
    expect(withoutCards(["5r", "5r", "7g", "C1o"], ["5r", "C1o"])).toEqual(["5r", "7g"]);
    expect(withoutCards(["5r"], ["9b"])).toEqual(["5r"]);
  });
});
