import { describe, expect, it } from "vitest";

import {
  applyMove,
  championshipOver,
  championshipStandings,
  createGame,
  dealerForGame,
  legalMoves,
  outcome,
  scoreCards,
  TURN_LIMIT,
  viewFor,
} from "../src";
import type { GameOptions } from "../src";
import { play, position, refused } from "./helpers";

describe("D. scoring and championships", () => {
  it("R-SCORE: numbers at face value, Clear 15, Clear +1 20, Clear +2 25; palace J 11 to A 14", () => {
    expect(scoreCards("3up3down", ["7r", "Cr", "C1o", "C2g"])).toBe(7 + 15 + 20 + 25);
    expect(scoreCards("palace", ["2C", "10D", "JH", "QS", "KC", "AD"])).toBe(
      2 + 10 + 11 + 12 + 13 + 14,
    );
  });

  // Seat 0 goes out with its last face-down card; seats 1 and 2 still hold cards in
  // every zone.
  const finishedGame = (options: GameOptions = {}) => {
    const s = position({
      seats: [
        { faceDown: ["5r"] },
        { hand: ["Cr", "3o"], faceUp: ["C1o"], faceDown: ["C2g"] },
        { hand: ["9r"], faceDown: ["1b", "1y"] },
      ],
      options,
    });
    return play(s, 0, { type: "flip", index: 0 });
  };

  it("R-SCORE: only the hand counts by default; the winner scores 0", () => {
    const s = finishedGame();
    expect(s.config.options.scoreTableCards).toBe(false);
    expect(outcome(s)).toEqual({
      finished: true,
      winner: 0,
      order: [0],
      scores: [0, 15 + 3, 9],
    });
    const view = viewFor(s, 2);
    // The panel still shows every card left, and which of them counted.
    expect(view.final).toEqual({
      cards: [[], ["Cr", "3o", "C1o", "C2g"], ["9r", "1b", "1y"]],
      counted: [[], ["Cr", "3o"], ["9r"]],
      scores: [0, 18, 9],
    });
  });

  it("R-SCORE house rule scoreTableCards: face-up and face-down cards count too", () => {
    const s = finishedGame({ scoreTableCards: true });
    expect(outcome(s).scores).toEqual([0, 15 + 3 + 20 + 25, 9 + 1 + 1]);
    expect(viewFor(s, null).final?.counted).toEqual([
      [],
      ["Cr", "3o", "C1o", "C2g"],
      ["9r", "1b", "1y"],
    ]);
  });

  it("R-SCORE in palace: the hand only by default, every card with scoreTableCards", () => {
    const palace = (options: GameOptions) => {
      const s = position({
        ruleset: "palace",
        seats: [
          { faceDown: ["5C"] },
          { hand: ["AS", "2H"], faceUp: ["KD"], faceDown: ["JC"] },
        ],
        options: { continueAfterWinner: false, ...options },
      });
      return play(s, 0, { type: "flip", index: 0 });
    };
    expect(outcome(palace({})).scores).toEqual([0, 14 + 2]);
    expect(outcome(palace({ scoreTableCards: true })).scores).toEqual([
      0,
      14 + 2 + 13 + 11,
    ]);
  });

  it("R-SCORE at R-LIMIT: a stalemate scores every seat's hand (or every card with the house rule)", () => {
    for (const scoreTableCards of [false, true]) {
      const s = position({
        seats: [
          { hand: ["9r", "9o"], faceUp: ["10r"] },
          { hand: ["Cr"], faceDown: ["4b"] },
        ],
        draw: [],
        options: { scoreTableCards },
      });
      s.turn = TURN_LIMIT - 1;
      play(s, 0, { type: "play", cards: ["9r"] });
      expect(s.stalemate).toBe(true);
      expect(outcome(s).scores).toEqual(scoreTableCards ? [9 + 10, 15 + 4] : [9, 15]);
    }
  });

  it("R-SCORE + E-CONTINUE: seats that went out score 0", () => {
    const s = position({
      seats: [{ faceDown: ["5r"] }, { faceDown: ["6r"] }, { hand: ["1o", "2o"] }],
      options: { continueAfterWinner: true },
    });
    play(s, 0, { type: "flip", index: 0 });
    play(s, 1, { type: "flip", index: 0 });
    expect(outcome(s)).toEqual({
      finished: true,
      winner: 0,
      order: [0, 1],
      scores: [0, 0, 3],
    });
  });

  it("R-CHAMP: cumulative scores, lowest first; ties by more wins, then the lower latest score", () => {
    const games = [
      { winner: 0, scores: [0, 30, 20] },
      { winner: 1, scores: [25, 0, 10] },
      { winner: 2, scores: [10, 5, 0] },
    ];
    // totals: seat0 35, seat1 35, seat2 30
    const standings = championshipStandings(3, games);
    expect(standings.map((r) => [r.seat, r.total, r.place])).toEqual([
      [2, 30, 1],
      [1, 35, 2], // same total and wins as seat 0, lower latest score (5 < 10)
      [0, 35, 3],
    ]);
    const tied = championshipStandings(2, [{ winner: null, scores: [5, 5] }]);
    expect(tied.map((r) => r.place)).toEqual([1, 1]);
    const winsBreak = championshipStandings(2, [
      { winner: 0, scores: [0, 10] },
      { winner: null, scores: [10, 0] },
    ]);
    expect(winsBreak[0]!.seat).toBe(0);
    expect(dealerForGame({ players: 4 }, 0)).toBe(3);
    expect(dealerForGame({ players: 4 }, 1)).toBe(0);
    expect(championshipOver({ players: 3, games: 3 }, games)).toBe(true);
    expect(championshipOver({ players: 3, targetScore: 36 }, games)).toBe(false);
    expect(championshipOver({ players: 3, targetScore: 35 }, games)).toBe(true);
  });

  it("R-CHAMP + R-SCORE: the standings follow the table's scoring", () => {
    // Seat 1 keeps a light hand over heavy table cards; seat 2 the opposite.
    const game = (options: GameOptions) => {
      const s = position({
        seats: [
          { faceDown: ["5r"] },
          { hand: ["2o"], faceUp: ["C1o", "Cr"], faceDown: ["10b"] },
          { hand: ["9r", "8r"] },
        ],
        options,
      });
      return outcome(play(s, 0, { type: "flip", index: 0 }));
    };
    const standings = (options: GameOptions) => {
      const games = [game(options), game(options)];
      return championshipStandings(3, games).map((r) => [r.seat, r.total]);
    };
    expect(standings({})).toEqual([
      [0, 0],
      [1, 4],
      [2, 34],
    ]);
    expect(standings({ scoreTableCards: true })).toEqual([
      [0, 0],
      [2, 34],
      [1, 2 * (2 + 20 + 15 + 10)],
    ]);
  });
});

describe("E. optional rules", () => {
  it("E-CONTINUE: after the first out, play skips finished seats until one seat holds cards", () => {
    const s = position({
      seats: [{ faceDown: ["5r"] }, { hand: ["9o", "1r"] }, { hand: ["9y", "1o"] }],
      options: { continueAfterWinner: true },
    });
    play(s, 0, { type: "flip", index: 0 });
    expect(s.phase).toBe("play");
    expect(s.current).toBe(1);
    play(s, 1, { type: "play", cards: ["9o"] });
    play(s, 2, { type: "play", cards: ["9y"] });
    expect(s.current).toBe(1); // seat 0 is skipped
  });

  it("E-DRAW: with cards to draw, a seat may draw one instead of playing; the turn ends", () => {
    const s = position({
      seats: [{ hand: ["5r", "6r", "7r"] }, { hand: ["9o"] }],
      draw: ["2g", "3g"],
      options: { drawInsteadOfPlay: true },
    });
    expect(legalMoves(s, 0)).toContainEqual({ type: "draw" });
    play(s, 0, { type: "draw" });
    expect(s.seats[0]!.hand).toEqual(["5r", "6r", "7r", "2g"]);
    expect(s.current).toBe(1);
    expect(viewFor(s, 1).log.at(-1)).toEqual({
      seq: s.eventSeq,
      type: "draw",
      seat: 0,
      count: 1,
      reason: "choice",
    });
    const off = position({ seats: [{ hand: ["5r"] }, { hand: ["9o"] }], draw: ["2g"] });
    expect(refused(() => applyMove(off, 0, { type: "draw" }))).toBe("DRAW_NOT_ALLOWED");
  });

  it("E-REVERSE: a play of 1s reverses the direction once per play; with two players nothing changes", () => {
    const s = position({
      seats: [
        { hand: ["1r", "1o", "9r"] },
        { hand: ["9o"] },
        { hand: ["9y"] },
        { hand: ["9b"] },
      ],
      options: { reverseOnOne: true },
    });
    play(s, 0, { type: "play", cards: ["1r", "1o"] });
    expect(s.direction).toBe(-1);
    expect(s.current).toBe(3);
    expect(s.log.filter((e) => e.type === "reverse")).toHaveLength(1);
    const two = position({
      seats: [{ hand: ["1r", "9r"] }, { hand: ["9o"] }],
      options: { reverseOnOne: true },
    });
    play(two, 0, { type: "play", cards: ["1r"] });
    expect(two.direction).toBe(1);
    expect(two.current).toBe(1);
  });

  it("E-SWAP random: after setup every seat's table cards go to another seat", () => {
    const s = createGame({ players: 4, seed: "swap", options: { swap: "random" } });
    const tables = s.seats.map((seat) => seat.faceDown.join());
    let next = s;
    for (let seat = 0; seat < 4; seat++)
      next = applyMove(next, seat, {
        type: "setup",
        faceUp: next.seats[seat]!.six.slice(0, 3),
      });
    const start = next.log.find((e) => e.type === "start");
    expect(start?.type === "start" && start.swapped).toHaveLength(4);
    next.seats.forEach((seat, i) => {
      const from = tables.indexOf(seat.faceDown.join());
      expect(from).not.toBe(i);
      expect(seat.faceUp).toEqual(s.seats[from]!.six.slice(0, 3));
      expect(seat.hand).toEqual(s.seats[i]!.six.slice(3));
    });
  });

  it("E-SWAP chooseForLeft: each seat picks the face-up cards of the seat to its left", () => {
    const s = createGame({
      players: 3,
      seed: "left",
      options: { swap: "chooseForLeft" },
    });
    let next = s;
    for (let seat = 0; seat < 3; seat++)
      next = applyMove(next, seat, {
        type: "setup",
        faceUp: next.seats[seat]!.six.slice(3),
      });
    for (let seat = 0; seat < 3; seat++) {
      expect(next.seats[(seat + 1) % 3]!.faceUp).toEqual(s.seats[seat]!.six.slice(3));
      expect(next.seats[seat]!.hand).toEqual(s.seats[seat]!.six.slice(0, 3));
    }
  });

  it("E-COLOR4: four of one color in a row lets that player swap a hand card with a face-up card first", () => {
    const s = position({
      seats: [
        { hand: ["C1o", "6r", "8b"], faceUp: ["10g", "2y"], faceDown: ["1y"] },
        { hand: ["9o"] },
      ],
      pile: ["2r", "3r", "5r"],
      options: { colorFour: true },
    });
    play(s, 0, { type: "play", cards: ["6r"] });
    expect(s.colorSwapPending).toBe(true);
    expect(s.current).toBe(0);
    expect(legalMoves(s, 0)).toContainEqual({ type: "colorSwapDecline" });
    expect(legalMoves(s, 0)).toContainEqual({
      type: "colorSwap",
      hand: "C1o",
      faceUp: "10g",
    });
    expect(refused(() => applyMove(s, 0, { type: "play", cards: ["8b"] }))).toBe(
      "COLOR_SWAP_PENDING",
    );
    play(s, 0, { type: "colorSwap", hand: "8b", faceUp: "10g" });
    expect(s.seats[0]!.hand).toEqual(["C1o", "10g"]);
    expect(s.seats[0]!.faceUp).toEqual(["8b", "2y"]);
    expect(s.current).toBe(1);
  });

  it("E-COLOR4: the choice comes before the remaining owed plays", () => {
    const s = position({
      seats: [{ hand: ["7r", "9b"], faceUp: ["1y"], faceDown: ["1g"] }, { hand: ["9o"] }],
      pile: ["2r", "3r", "4r"],
      owed: 2, // mid-way through a Clear +2's extra plays
      options: { colorFour: true },
    });
    play(s, 0, { type: "play", cards: ["7r"] });
    expect(s.colorSwapPending).toBe(true);
    expect(s.owed).toBe(1);
    play(s, 0, { type: "colorSwapDecline" });
    expect(s.current).toBe(0);
    expect(legalMoves(s, 0)).toEqual([{ type: "play", cards: ["9b"] }]);
  });

  it("E-COLOR4: a Clear breaks the run of colors; the rule is off by default", () => {
    const s = position({
      seats: [
        { hand: ["C1o", "7r", "9b"], faceUp: ["1y"], faceDown: ["1g"] },
        { hand: ["9o"] },
      ],
      pile: ["2r", "3r", "4r"],
      options: { colorFour: true },
    });
    play(s, 0, { type: "play", cards: ["C1o"] });
    play(s, 0, { type: "play", cards: ["7r"] });
    expect(s.colorSwapPending).toBe(false);
    expect(s.current).toBe(1);
    const off = position({
      seats: [{ hand: ["6r", "9b"], faceUp: ["1y"] }, { hand: ["9o"] }],
      pile: ["2r", "3r", "5r"],
    });
    play(off, 0, { type: "play", cards: ["6r"] });
    expect(off.colorSwapPending).toBe(false);
  });
});
