import { describe, expect, it } from "vitest";

import {
  applyMove,
  cardInfo,
  createGame,
  fullDeck,
  GameConfigError,
  legalMoves,
} from "../src";
import { allCards, play, position, refused } from "./helpers";

describe("B. 3up3down", () => {
  it("R-DECK: 84 cards, 7 colors of 12: 1–10 and a Clear each, Clear +1 in six colors, Clear +2 in green", () => {
    const deck = fullDeck("3up3down");
    expect(deck).toHaveLength(84);
    const kinds = deck.map((code) => cardInfo("3up3down", code)!.kind);
    expect(kinds.filter((k) => k === "number")).toHaveLength(70);
    expect(kinds.filter((k) => k === "clear")).toHaveLength(7);
    expect(kinds.filter((k) => k === "clear1")).toHaveLength(6);
    expect(deck.filter((c) => c.startsWith("C2"))).toEqual(["C2g"]);
    for (let n = 1; n <= 10; n++)
      expect(deck.filter((c) => cardInfo("3up3down", c)!.rank === n)).toHaveLength(7);
  });

  it("R-DECK / R-P-DECK: every code finds its own card, and near-miss codes find none", () => {
    for (const ruleset of ["3up3down", "palace"] as const) {
      for (const code of fullDeck(ruleset))
        expect(cardInfo(ruleset, code)?.code).toBe(code);
    }
    // Same length / first / last character as a real card, or not a card at all.
    for (const code of ["1xr", "C3r", "C2r", "C1g", "11r", "", "1", "10", "1000r", "r"])
      expect(cardInfo("3up3down", code)).toBeUndefined();
    for (const code of ["1H", "1XH", "AX", "1H0", "QQH", "10"])
      expect(cardInfo("palace", code)).toBeUndefined();
    expect(cardInfo("palace", "10r")).toBeUndefined();
    expect(cardInfo("3up3down", "10H")).toBeUndefined();
  });

  it("R-DECK: two decks for 7–12 players, codes appear twice and are interchangeable", () => {
    const six = createGame({ players: 6, seed: "a" });
    expect(allCards(six)).toHaveLength(84);
    const seven = createGame({ players: 7, seed: "a" });
    expect(allCards(seven)).toHaveLength(168);
    expect(allCards(seven).filter((c) => c === "C2g")).toHaveLength(2);
    const twelve = createGame({ players: 12, seed: "a" });
    expect(twelve.draw).toHaveLength(168 - 12 * 9);
    const seats = [
      { hand: ["5r", "5r", "9y"] },
      ...Array.from({ length: 6 }, (_, i) => ({ hand: [`${i + 2}o`] })),
    ];
    const s = position({ seats });
    expect(legalMoves(s, 0)).toContainEqual({ type: "play", cards: ["5r", "5r"] });
    expect(applyMove(s, 0, { type: "play", cards: ["5r"] }).seats[0]!.hand).toEqual([
      "5r",
      "9y",
    ]);
  });

  it("R-DECK: a color subset plays a shorter game, if there are enough cards to deal", () => {
    const three = createGame({
      players: 2,
      seed: "c",
      options: { colors: ["red", "green", "blue"] },
    });
    expect(allCards(three)).toHaveLength(36);
    expect(allCards(three).every((c) => /[rgb]$/.test(c))).toBe(true);
    expect(() =>
      createGame({ players: 4, options: { colors: ["red", "green"] } }),
    ).toThrow(GameConfigError);
    expect(() => createGame({ players: 2, options: { colors: ["teal"] } })).toThrow(
      /unknown color/,
    );
  });

  it("R-ORDER: equal or higher goes on the top card; Clears beat everything; anything on an empty pile", () => {
    const s = position({
      seats: [{ hand: ["4r", "6r", "6o", "Cr", "1y"] }, { hand: ["9o"] }],
      pile: ["6b"],
    });
    expect(legalMoves(s, 0)).toEqual([
      { type: "play", cards: ["6r"] },
      { type: "play", cards: ["6r", "6o"] },
      { type: "play", cards: ["Cr"] },
    ]);
    expect(refused(() => applyMove(s, 0, { type: "play", cards: ["4r"] }))).toBe(
      "TOO_LOW",
    );
    const empty = position({ seats: [{ hand: ["1y", "10r"] }, { hand: ["9o"] }] });
    expect(legalMoves(empty, 0)).toHaveLength(2);
  });

  it("R-CLEAR: a Clear removes the whole pile from the game and ends the turn", () => {
    const s = position({
      seats: [{ hand: ["Cr", "2r", "3r"] }, { hand: ["9o", "9y"] }],
      pile: ["4b", "8b"],
    });
    const next = applyMove(s, 0, { type: "play", cards: ["Cr"] });
    expect(next.pile).toEqual([]);
    expect(next.removed.slice(-3)).toEqual(["4b", "8b", "Cr"]);
    expect(next.current).toBe(1);
    expect(
      next.log.some((e) => e.type === "clear" && e.by === "clear" && e.count === 3),
    ).toBe(true);
    expect(
      refused(() =>
        applyMove(position({ seats: [{ hand: ["Cr", "Co"] }, { hand: ["9o"] }] }), 0, {
          type: "play",
          cards: ["Cr", "Co"],
        }),
      ),
    ).toBe("CLEAR_ONE_AT_A_TIME");
  });

  it("R-CLEAR: Clear +1 owes one more play, Clear +2 two; a Clear +1 played as an owed play adds one", () => {
    const s = position({
      seats: [
        { hand: ["C2g", "C1r", "5r", "7r"], faceDown: ["1r"] },
        { hand: ["9o", "9y"] },
      ],
      pile: ["8b"],
    });
    play(s, 0, { type: "play", cards: ["C2g"] });
    expect(s.current).toBe(0);
    expect(s.owed).toBe(2);
    play(s, 0, { type: "play", cards: ["C1r"] });
    expect(s.owed).toBe(2);
    play(s, 0, { type: "play", cards: ["5r"] });
    expect(s.owed).toBe(1);
    expect(s.current).toBe(0);
    play(s, 0, { type: "play", cards: ["7r"] });
    expect(s.owed).toBe(0);
    expect(s.current).toBe(1);
  });

  it("R-BONUS: before an owed play the player may refill to three", () => {
    const s = position({
      seats: [{ hand: ["C1r", "5r"], faceDown: ["1r"] }, { hand: ["9o"] }],
      draw: ["2g", "3g", "4g"],
    });
    play(s, 0, { type: "play", cards: ["C1r"] });
    expect(legalMoves(s, 0)).toEqual([
      { type: "play", cards: ["5r"] },
      { type: "refill" },
    ]);
    play(s, 0, { type: "refill" });
    expect(s.seats[0]!.hand).toEqual(["5r", "2g", "3g"]);
    expect(refused(() => applyMove(s, 0, { type: "refill" }))).toBe("CANNOT_REFILL");
    play(s, 0, { type: "play", cards: ["3g"] });
    expect(s.current).toBe(1);
  });

  it("R-BONUS: a Clear +1 as the last hand card with the draw pile not empty requires a refill first", () => {
    const s = position({
      seats: [{ hand: ["C1r"], faceUp: ["9r"], faceDown: ["1r"] }, { hand: ["9o"] }],
      draw: ["2g", "6g"],
    });
    play(s, 0, { type: "play", cards: ["C1r"] });
    expect(legalMoves(s, 0)).toEqual([{ type: "refill" }]);
    expect(refused(() => applyMove(s, 0, { type: "play", cards: ["9r"] }))).toBe(
      "MUST_REFILL",
    );
    play(s, 0, { type: "refill" });
    expect(s.seats[0]!.hand).toEqual(["2g", "6g"]);
    expect(s.draw).toEqual([]);
    play(s, 0, { type: "play", cards: ["2g"] });
    expect(s.current).toBe(1);
  });

  it("R-BONUS: the second owed play must match or beat the first; one that cannot be made means a pick-up", () => {
    const s = position({
      seats: [{ hand: ["C2g", "8r", "3r", "4r"] }, { hand: ["9o"] }],
    });
    play(s, 0, { type: "play", cards: ["C2g"] });
    play(s, 0, { type: "play", cards: ["8r"] });
    expect(legalMoves(s, 0)).toEqual([{ type: "pickup" }]);
    play(s, 0, { type: "pickup" });
    expect(s.seats[0]!.hand.sort()).toEqual(["3r", "4r", "8r"]);
    expect(s.owed).toBe(0);
    expect(s.current).toBe(1);
  });

  it("R-BONUS: a Clear +2 whose second owed play from the face-down cards is too low picks up", () => {
    const s = position({
      seats: [{ faceUp: ["C2g"], faceDown: ["9y", "2b", "5o"] }, { hand: ["9o"] }],
      pile: ["6r"],
    });
    play(s, 0, { type: "play", cards: ["C2g"] });
    expect(s.owed).toBe(2);
    expect(legalMoves(s, 0)).toEqual([0, 1, 2].map((index) => ({ type: "flip", index })));
    play(s, 0, { type: "flip", index: 0 }); // the 9 lands on the empty pile
    expect(s.pile).toEqual(["9y"]);
    expect(s.owed).toBe(1);
    play(s, 0, { type: "flip", index: 0 }); // the 2 is too low for the 9
    expect(s.seats[0]!.hand.sort()).toEqual(["2b", "9y"]);
    expect(s.seats[0]!.faceDown).toEqual(["5o"]);
    expect(s.pile).toEqual([]);
    expect(s.owed).toBe(0);
    expect(s.current).toBe(1);
  });

  it("R-BONUS: a plain Clear or a triple during owed plays clears and the owed plays go on", () => {
    const s = position({
      seats: [{ hand: ["C2g", "Cr", "5r"], faceDown: ["6r"] }, { hand: ["9o"] }],
    });
    play(s, 0, { type: "play", cards: ["C2g"] });
    play(s, 0, { type: "play", cards: ["Cr"] });
    expect(s.current).toBe(0);
    expect(s.owed).toBe(1);
    play(s, 0, { type: "play", cards: ["5r"] });
    expect(s.current).toBe(1);

    const t = position({
      seats: [
        { hand: ["C2g", "7r", "7o", "7y", "2r"], faceDown: ["1r"] },
        { hand: ["9o"] },
      ],
    });
    play(t, 0, { type: "play", cards: ["C2g"] });
    play(t, 0, { type: "play", cards: ["7r", "7o", "7y"] });
    expect(t.pile).toEqual([]);
    expect(t.current).toBe(0);
    play(t, 0, { type: "play", cards: ["2r"] });
    expect(t.current).toBe(1);
  });

  it("R-TRIPLE: three of a number in a row clear the pile, even across three players", () => {
    const s = position({
      seats: [
        { hand: ["6r", "9r"] },
        { hand: ["6o", "9o"] },
        { hand: ["6y", "9y"] },
        { hand: ["1b", "9b"] },
      ],
      pile: ["3b"],
    });
    play(s, 0, { type: "play", cards: ["6r"] });
    play(s, 1, { type: "play", cards: ["6o"] });
    expect(s.pile).toEqual(["3b", "6r", "6o"]);
    play(s, 2, { type: "play", cards: ["6y"] });
    expect(s.pile).toEqual([]);
    expect(s.removed.slice(-4)).toEqual(["3b", "6r", "6o", "6y"]);
    expect(s.log.at(-1)).toMatchObject({
      type: "clear",
      by: "triple",
      seat: 2,
      count: 4,
    });
    expect(s.current).toBe(3); // the turn ended
    const four = position({
      seats: [{ hand: ["4r", "4o", "4y", "4g", "9r"] }, { hand: ["9o"] }],
    });
    play(four, 0, { type: "play", cards: ["4r", "4o", "4y", "4g"] });
    expect(four.pile).toEqual([]);
    expect(four.current).toBe(1);
  });
});
