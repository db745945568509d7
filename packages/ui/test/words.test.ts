import { describe, expect, it } from "vitest";

import type { GameEvent, Move, PlayerView } from "@3u3d/engine";

import { eventLabel, hintWords, picksOf, tableStatus } from "../src";

const names = {
  nameOf: (s: number) => (s === 0 ? "You" : (["", "Alice"][s] ?? "?")),
  me: 0,
};
const label = (e: Record<string, unknown>) =>
  eventLabel("3up3down", { seq: 1, ...e } as unknown as GameEvent, names);

describe("the table's words", () => {
  it("agrees the verb with You and with a name, and counts cards in English", () => {
    expect(label({ type: "play", seat: 0, cards: ["9k"], from: "hand" })).toBe(
      "You play pink 9.",
    );
    expect(label({ type: "play", seat: 1, cards: ["5r", "5b"], from: "hand" })).toBe(
      "Alice plays red 5 and blue 5.",
    );
    expect(label({ type: "draw", seat: 0, count: 1, reason: "refill" })).toBe(
      "You draw 1 card.",
    );
    expect(label({ type: "pickup", seat: 1, cards: ["3r"] })).toBe(
      "Alice picks up the pile (1 card).",
    );
    expect(label({ type: "out", seat: 0, place: 2 })).toBe("You are out (2nd place).");
  });

  it("names what a face-down card turned up, to its owner only", () => {
    expect(label({ type: "play", seat: 1, cards: ["8g"], from: "faceDown" })).toBe(
      "Alice turns over green 8 and plays it.",
    );
    expect(label({ type: "pickup", seat: 0, cards: ["9r", "10b"], unseen: "3o" })).toBe(
      "You turn over orange 3, which cannot be played, and pick up the pile (3 cards).",
    );
    expect(label({ type: "pickup", seat: 1, cards: ["9r"], unseen: null })).toBe(
      "Alice turns over a face-down card that cannot be played and picks up the pile (2 cards).",
    );
  });

  it("says why the only move is to pick up, and asks for a face-down card by name", () => {
    const view = {
      ruleset: "3up3down",
      phase: "play",
      seat: 0,
      current: 0,
      seats: [],
      owedPlays: 0,
      colorSwapPending: false,
      effectiveTop: "9b",
      mustPlayLowerThan: null,
    } as unknown as PlayerView;
    const pickup: Move[] = [{ type: "pickup" }];
    expect(tableStatus(view, pickup, names.nameOf)).toBe(
      "Your turn: No card reaches blue 9: pick up the pile.",
    );
    expect(tableStatus(view, [{ type: "flip", index: 0 }], names.nameOf)).toBe(
      "Your turn: Turn one of your face-down cards.",
    );
    expect(tableStatus({ ...view, current: 1 }, [], names.nameOf)).toBe("Alice to play");
    // Our own turn while its moves are on their way (a move just sent, the screen
    // catching up): still "Your turn", never "You to play".
    expect(tableStatus(view, [], names.nameOf)).toBe("Your turn");
  });
});

describe("a hint's reason in words", () => {
  it("says each reason as one sentence, with the right plurals and articles", () => {
    expect(hintWords("3up3down", { kind: "run", rank: 7, count: 3 })).toBe(
      "That makes three 7s on top, which clears the pile.",
    );
    expect(hintWords("palace", { kind: "run", rank: 11, count: 4 })).toBe(
      "That makes four jacks on top: the pile burns.",
    );
    expect(hintWords("3up3down", { kind: "clear", pile: 1, bonus: 1 })).toBe(
      "Your Clear +1 takes the pile (1 card) away and gives you another play.",
    );
    expect(hintWords("3up3down", { kind: "keepSpecial", special: "C2g" })).toBe(
      "A plain card goes, so keep your Clear +2 for later.",
    );
    expect(hintWords("3up3down", { kind: "avoidPair", rank: 8, avoided: 5 })).toBe(
      "Play an 8, not a 5: a pair of 5s on top would let the next player clear the pile with a third.",
    );
    expect(hintWords("palace", { kind: "shed", rank: 14, count: 2 })).toBe(
      "Play both aces at once: fewer cards left to get rid of.",
    );
  });
});

describe("a move's cards as a selection", () => {
  it("finds each card's place once, even when two places hold the same code", () => {
    expect(picksOf("hand", ["5r", "9b", "5r"], ["5r", "5r"])).toEqual([
      { zone: "hand", index: 0, code: "5r" },
      { zone: "hand", index: 2, code: "5r" },
    ]);
  });
});
