import { describe, expect, it } from "vitest";

import type { GameEvent, Move, PlayerView } from "@3u3d/engine";

import { eventLabel, tableStatus } from "../src";

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
  });
});
