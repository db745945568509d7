import { describe, expect, it } from "vitest";

import {
  applyMove,
  createGame,
  fullDeck,
  GameConfigError,
  legalMoves,
  outcome,
  viewFor,
} from "../src";
import type { PositionSpec } from "./helpers";
import { play, position, refused } from "./helpers";

const palace = (spec: Omit<PositionSpec, "ruleset">) =>
  position({ ...spec, ruleset: "palace" });
const playable = (cards: string[], pile: string[], equalAllowed = false) => {
  const s = palace({
    seats: [{ hand: cards, faceDown: ["AS"] }, { hand: ["AH"] }],
    pile,
    options: { equalAllowed },
  });
  return legalMoves(s, 0).flatMap((m) =>
    m.type === "play" && m.cards.length === 1 ? m.cards : [],
  );
};

describe("C. palace", () => {
  it("R-P-DECK: one standard 52-card deck for 2–5 players, aces high", () => {
    const deck = fullDeck("palace");
    expect(deck).toHaveLength(52);
    expect(new Set(deck).size).toBe(52);
    expect(() => createGame({ ruleset: "palace", players: 6 })).toThrow(GameConfigError);
    expect(() =>
      createGame({ ruleset: "palace", players: 2, options: { reverseOnOne: true } }),
    ).toThrow(GameConfigError);
    expect(playable(["KC", "AC"], ["QD"])).toEqual(["KC", "AC"]);
  });

  it("R-P-ORDER: strictly higher than the top; option equalAllowed accepts equal; anything on an empty pile", () => {
    expect(playable(["8C", "9C", "JC"], ["9D"])).toEqual(["JC"]);
    expect(playable(["8C", "9C", "JC"], ["9D"], true)).toEqual(["9C", "JC"]);
    expect(playable(["4C", "8C"], [])).toEqual(["4C", "8C"]);
    const s = palace({ seats: [{ hand: ["9C", "KC"] }, { hand: ["AH"] }], pile: ["9D"] });
    expect(refused(() => applyMove(s, 0, { type: "play", cards: ["9C"] }))).toBe(
      "TOO_LOW",
    );
  });

  it("R-P-TWO: a 2 goes on anything and restarts the pile", () => {
    expect(playable(["2C", "4C"], ["AD"])).toEqual(["2C"]);
    const s = palace({
      seats: [{ hand: ["2C", "5S"], faceDown: ["AS"] }, { hand: ["4H", "KH"] }],
      pile: ["AD"],
    });
    play(s, 0, { type: "play", cards: ["2C"] });
    expect(legalMoves(s, 1)).toEqual([
      { type: "play", cards: ["4H"] },
      { type: "play", cards: ["KH"] },
    ]);
  });

  it("R-P-THREE: a 3 goes on anything and is invisible; on an empty pile the pile stays empty", () => {
    expect(playable(["3C", "4C"], ["QD"])).toEqual(["3C"]);
    expect(playable(["4C", "KC"], ["QD", "3H"])).toEqual(["KC"]);
    expect(playable(["4C", "KC"], ["3H"])).toEqual(["4C", "KC"]);
    const s = palace({
      seats: [{ hand: ["3C", "5S"] }, { hand: ["AH"] }],
      pile: ["QD", "3H"],
    });
    expect(viewFor(s, 0).effectiveTop).toBe("QD");
  });

  it("R-P-THREE + R-P-SEVEN: a 3 on a 7 keeps the 7's constraint for the next player", () => {
    const s = palace({
      seats: [{ hand: ["3C", "KS"] }, { hand: ["4H", "8H", "AH"] }],
      pile: ["7D"],
    });
    play(s, 0, { type: "play", cards: ["3C"] });
    expect(viewFor(s, 1).mustPlayLowerThan).toBe(7);
    expect(legalMoves(s, 1)).toEqual([{ type: "play", cards: ["4H"] }]);
  });

  it("R-P-SEVEN: after a 7 the next player must go lower (2, 3 and 10 still play); only that player", () => {
    expect(playable(["2C", "3C", "5C", "7C", "8C", "10C", "AC"], ["7D"])).toEqual([
      "2C",
      "3C",
      "5C",
      "10C",
    ]);
    expect(playable(["7C"], ["7D"], true)).toEqual([]);
    const s = palace({
      seats: [{ hand: ["7S", "KS"] }, { hand: ["5H", "9H"] }, { hand: ["6D", "8D"] }],
      pile: [],
    });
    play(s, 0, { type: "play", cards: ["7S"] });
    expect(refused(() => applyMove(s, 1, { type: "play", cards: ["9H"] }))).toBe(
      "MUST_PLAY_LOWER",
    );
    play(s, 1, { type: "play", cards: ["5H"] });
    expect(legalMoves(s, 2)).toEqual([
      { type: "play", cards: ["6D"] },
      { type: "play", cards: ["8D"] },
    ]);
  });

  it("R-P-TEN: a 10 goes on anything (a 7 too), burns the pile, and the same player plays again", () => {
    const s = palace({
      seats: [{ hand: ["10C", "4S", "KS"] }, { hand: ["AH"] }],
      pile: ["5D", "7D"],
    });
    play(s, 0, { type: "play", cards: ["10C"] });
    expect(s.pile).toEqual([]);
    expect(s.removed.slice(-3)).toEqual(["5D", "7D", "10C"]);
    expect(s.current).toBe(0);
    expect(s.owed).toBe(1);
    play(s, 0, { type: "play", cards: ["4S"] });
    expect(s.current).toBe(1);
  });

  it("R-P-TEN: with an empty hand and a draw pile, the extra play starts with a refill", () => {
    const s = palace({
      seats: [{ hand: ["10C"], faceUp: ["KS"] }, { hand: ["AH"] }],
      draw: ["5S", "6S", "8S", "9S"],
    });
    play(s, 0, { type: "play", cards: ["10C"] });
    expect(legalMoves(s, 0)).toEqual([{ type: "refill" }]);
    play(s, 0, { type: "refill" });
    expect(s.seats[0]!.hand).toEqual(["5S", "6S", "8S"]);
  });

  it("R-P-FOUR: four of a rank on top burn the pile, also when built across players; that player goes again", () => {
    const s = palace({
      seats: [
        { hand: ["9C", "9D", "KC"] },
        { hand: ["9H", "2H"] },
        { hand: ["9S", "4S"] },
      ],
      pile: [],
      options: { equalAllowed: true },
    });
    play(s, 0, { type: "play", cards: ["9C", "9D"] });
    play(s, 1, { type: "play", cards: ["9H"] });
    play(s, 2, { type: "play", cards: ["9S"] });
    expect(s.pile).toEqual([]);
    expect(s.log.at(-1)).toMatchObject({ type: "clear", by: "four", seat: 2 });
    expect(s.current).toBe(2);
    expect(legalMoves(s, 2)).toEqual([{ type: "play", cards: ["4S"] }]);
    const once = palace({
      seats: [{ hand: ["6C", "6D", "6H", "6S", "KC"] }, { hand: ["AH"] }],
    });
    play(once, 0, { type: "play", cards: ["6C", "6D", "6H", "6S"] });
    expect(once.current).toBe(0);
  });

  it("R-P-END: by default play goes on until one seat holds cards; option stops at the first out", () => {
    const game = createGame({ ruleset: "palace", players: 3, seed: "p" });
    expect(game.config.options.continueAfterWinner).toBe(true);
    const s = palace({
      seats: [{ faceDown: ["KC"] }, { faceDown: ["AC"] }, { hand: ["2H", "3H"] }],
    });
    play(s, 0, { type: "flip", index: 0 });
    expect(s.phase).toBe("play");
    expect(s.winner).toBe(0);
    play(s, 1, { type: "flip", index: 0 });
    expect(s.phase).toBe("over");
    expect(outcome(s)).toEqual({
      finished: true,
      winner: 0,
      order: [0, 1],
      scores: [0, 0, 5],
    });
    const first = palace({
      seats: [{ faceDown: ["KC"] }, { faceDown: ["AC"] }, { hand: ["2H"] }],
      options: { continueAfterWinner: false },
    });
    play(first, 0, { type: "flip", index: 0 });
    expect(first.phase).toBe("over");
  });
});
