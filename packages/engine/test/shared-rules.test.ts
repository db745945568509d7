import { describe, expect, it } from "vitest";

import {
  applyMove,
  createGame,
  IllegalMoveError,
  legalMoves,
  outcome,
  toAct,
  TURN_LIMIT,
  viewFor,
} from "../src";
import type { GameState } from "../src";
import { deckFor, play, position, setupAll } from "./helpers";

const expectIllegal = (fn: () => unknown, code: string) => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(IllegalMoveError);
    expect((error as IllegalMoveError).code).toBe(code);
    return;
  }
  throw new Error(`expected IllegalMoveError ${code}`);
};

describe("A. shared structure", () => {
  it("R-SEAT: the seat left of the dealer starts, clockwise; default dealer is the last seat", () => {
    const byDefault = setupAll(createGame({ players: 4, seed: "s" }));
    expect(byDefault.config.dealer).toBe(3);
    expect(toAct(byDefault)).toEqual([0]);
    expect(byDefault.direction).toBe(1);
    const dealt = setupAll(createGame({ players: 4, seed: "s", dealer: 1 }));
    expect(toAct(dealt)).toEqual([2]);
  });

  it("R-DEAL: a game dealt without a seed stores the seed it drew, which deals it again exactly", () => {
    const unseeded = createGame({ players: 3 });
    expect(unseeded.config.seed).toEqual(expect.any(String));
    expect(createGame({ players: 3, seed: unseeded.config.seed })).toEqual(unseeded);
    // A given seed is used as it is: the fallback never touches a seeded deal.
    expect(createGame({ players: 3, seed: "s" })).toEqual(
      createGame({ players: 3, seed: "s" }),
    );
  });

  it("R-DEAL: three face-down rounds from dealer+1, then six rounds, rest is the draw pile in order", () => {
    const deck = deckFor({
      dealer: 0,
      faceDown: [
        ["1r", "2r", "3r"],
        ["1o", "2o", "3o"],
      ],
      six: [
        ["4r", "5r", "6r", "7r", "8r", "9r"],
        ["4o", "5o", "6o", "7o", "8o", "9o"],
      ],
      draw: ["10r", "Cr", "C1r"],
    });
    // Seat 1 (left of dealer 0) gets the very first card.
    expect(deck.slice(0, 2)).toEqual(["1o", "1r"]);
    const state = createGame({ players: 2, dealer: 0, deck, seed: "x" });
    expect(state.seats[0]!.faceDown).toEqual(["1r", "2r", "3r"]);
    expect(state.seats[1]!.faceDown).toEqual(["1o", "2o", "3o"]);
    expect(state.seats[0]!.six).toEqual(["4r", "5r", "6r", "7r", "8r", "9r"]);
    expect(state.seats[1]!.six).toEqual(["4o", "5o", "6o", "7o", "8o", "9o"]);
    // The top of the draw pile (drawn first) is the card right after the deal.
    expect(state.draw.at(-1)).toBe("10r");
    expect(state.draw.at(-2)).toBe("Cr");
    expect(state.draw).toHaveLength(84 - 18);
  });

  it("R-SETUP: each seat keeps three of six, secretly; play starts when all have chosen", () => {
    const state = createGame({ players: 3, seed: "setup" });
    expect(toAct(state)).toEqual([0, 1, 2]);
    const six1 = state.seats[1]!.six.slice();
    let s = applyMove(state, 1, { type: "setup", faceUp: six1.slice(3) });
    expect(toAct(s)).toEqual([0, 2]);
    // Nobody else sees the choice yet; the chooser sees it as its pending choice.
    expect(viewFor(s, 0).seats[1]!.faceUp).toEqual([]);
    expect(viewFor(s, 1).setupChoice).toEqual(six1.slice(3));
    expectIllegal(
      () => applyMove(s, 1, { type: "setup", faceUp: six1.slice(3) }),
      "ALREADY_CHOSEN",
    );
    expectIllegal(
      () => applyMove(s, 0, { type: "play", cards: [s.seats[0]!.six[0]!] }),
      "WRONG_PHASE",
    );
    expectIllegal(
      () => applyMove(s, 0, { type: "setup", faceUp: six1.slice(0, 3) }),
      "BAD_SETUP",
    );
    expectIllegal(
      () => applyMove(s, 0, { type: "setup", faceUp: s.seats[0]!.six.slice(0, 2) }),
      "BAD_SETUP",
    );
    s = applyMove(s, 0, { type: "setup", faceUp: s.seats[0]!.six.slice(0, 3) });
    s = applyMove(s, 2, { type: "setup", faceUp: s.seats[2]!.six.slice(0, 3) });
    expect(s.phase).toBe("play");
    expect(s.seats[1]!.faceUp).toEqual(six1.slice(3));
    expect(s.seats[1]!.hand).toEqual(six1.slice(0, 3));
    expect(viewFor(s, 0).seats[1]!.faceUp).toEqual(six1.slice(3));
    // Face-down cards are known to nobody, their owner included.
    expect(viewFor(s, 1).seats[1]).not.toHaveProperty("faceDown");
  });

  it("R-ZONE: hand first; face-up only once the draw pile is empty; face-down last", () => {
    const withDraw = position({
      seats: [{ hand: [], faceUp: ["2r"], faceDown: ["3r"] }, { hand: ["9o"] }],
      draw: ["5o"],
      owed: 1,
    });
    expect(legalMoves(withDraw, 0)).toEqual([{ type: "refill" }]);
    const faceUpTime = position({
      seats: [{ hand: [], faceUp: ["2r", "2o"], faceDown: ["3r"] }, { hand: ["9o"] }],
    });
    expect(legalMoves(faceUpTime, 0)).toEqual([
      { type: "play", cards: ["2r"] },
      { type: "play", cards: ["2r", "2o"] },
    ]);
    const faceDownTime = position({
      seats: [{ faceDown: ["3r", "9y"] }, { hand: ["9o"] }],
    });
    expect(legalMoves(faceDownTime, 0)).toEqual([
      { type: "flip", index: 0 },
      { type: "flip", index: 1 },
    ]);
    expectIllegal(
      () => applyMove(faceDownTime, 0, { type: "play", cards: ["3r"] }),
      "WRONG_ZONE",
    );
    // After picking up, the hand must be emptied again before the table cards.
    const pickedUp = position({
      seats: [{ hand: ["4b"], faceUp: ["8r"], faceDown: ["3r"] }, { hand: ["9o", "9b"] }],
      pile: ["6g"],
    });
    expectIllegal(
      () => applyMove(pickedUp, 0, { type: "play", cards: ["8r"] }),
      "CARD_NOT_IN_ZONE",
    );
    const after = applyMove(pickedUp, 0, { type: "pickup" });
    expect(after.seats[0]!.hand.sort()).toEqual(["4b", "6g"]);
    expect(legalMoves(after, 1)).toEqual([
      { type: "play", cards: ["9o"] },
      { type: "play", cards: ["9o", "9b"] },
    ]);
    play(after, 1, { type: "play", cards: ["9o"] });
    expect(legalMoves(after, 0)).toEqual([{ type: "pickup" }]);
  });

  it("R-MULTI: several cards of one rank together, never mixed, face-down one at a time", () => {
    const s = position({ seats: [{ hand: ["5r", "5o", "5y", "6g"] }, { hand: ["9o"] }] });
    expect(legalMoves(s, 0)).toEqual([
      { type: "play", cards: ["5r"] },
      { type: "play", cards: ["5r", "5o"] },
      { type: "play", cards: ["5r", "5o", "5y"] },
      { type: "play", cards: ["6g"] },
    ]);
    expectIllegal(
      () => applyMove(s, 0, { type: "play", cards: ["5r", "6g"] }),
      "MIXED_RANKS",
    );
    const next = applyMove(s, 0, { type: "play", cards: ["5o", "5y"] });
    expect(next.pile).toEqual(["5o", "5y"]);
    expect(next.seats[0]!.hand).toEqual(["5r", "6g"]);
  });

  it("R-MUST: a seat that can play may not pick up", () => {
    const s = position({
      seats: [{ hand: ["7r", "2o"] }, { hand: ["9o"] }],
      pile: ["6b"],
    });
    expect(legalMoves(s, 0)).toEqual([{ type: "play", cards: ["7r"] }]);
    expectIllegal(() => applyMove(s, 0, { type: "pickup" }), "MUST_PLAY");
  });

  it("R-PICKUP: a seat that cannot play takes the whole pile and the turn ends", () => {
    const s = position({
      seats: [{ hand: ["2r", "3o"] }, { hand: ["9o"] }],
      pile: ["4b", "8b"],
    });
    expect(legalMoves(s, 0)).toEqual([{ type: "pickup" }]);
    const next = applyMove(s, 0, { type: "pickup" });
    expect(next.pile).toEqual([]);
    expect(next.seats[0]!.hand.sort()).toEqual(["2r", "3o", "4b", "8b"]);
    expect(next.current).toBe(1);
    expect(next.log.at(-1)).toMatchObject({
      type: "pickup",
      seat: 0,
      cards: ["4b", "8b"],
    });
  });

  it("R-PICKUP: a face-down card that cannot be played goes to the hand unseen by the others", () => {
    const s = position({
      seats: [{ faceDown: ["2r", "9y"] }, { hand: ["9o"] }],
      pile: ["7b"],
    });
    const next = applyMove(s, 0, { type: "flip", index: 0 });
    expect(next.seats[0]!.hand.sort()).toEqual(["2r", "7b"]);
    expect(next.seats[0]!.faceDown).toEqual(["9y"]);
    const event = next.log.at(-1);
    expect(event).toMatchObject({ type: "pickup", seat: 0, cards: ["7b"], unseen: "2r" });
    expect(viewFor(next, 0).log.at(-1)).toMatchObject({ unseen: "2r" });
    expect(viewFor(next, 1).log.at(-1)).toMatchObject({ cards: ["7b"], unseen: null });
    expect(JSON.stringify(viewFor(next, 1))).not.toContain('"2r"');
    expect(JSON.stringify(viewFor(next, null))).not.toContain('"2r"');
  });

  it("R-REFILL: the turn ends by drawing up to three; three or more draws nothing", () => {
    const s = position({
      seats: [{ hand: ["5r", "5o", "9r"] }, { hand: ["2o", "3o", "4o", "1b"] }],
      draw: ["1g", "2g", "3g"],
    });
    const afterPlay = applyMove(s, 0, { type: "play", cards: ["5r", "5o"] });
    expect(afterPlay.seats[0]!.hand).toEqual(["9r", "1g", "2g"]);
    expect(afterPlay.draw).toEqual(["3g"]);
    const afterPickup = applyMove(afterPlay, 1, { type: "pickup" });
    expect(afterPickup.seats[1]!.hand).toHaveLength(6);
    expect(afterPickup.draw).toEqual(["3g"]);
  });

  it("R-OUT: the first seat with no cards wins at once, even with plays owed", () => {
    const s = position({
      seats: [{ faceDown: ["C2g"] }, { hand: ["9o"] }, { hand: ["9r"] }],
      pile: ["7b"],
    });
    const next = applyMove(s, 0, { type: "flip", index: 0 });
    expect(next.phase).toBe("over");
    expect(outcome(next)).toMatchObject({ finished: true, winner: 0, order: [0] });
    expect(legalMoves(next, 0)).toEqual([]);
    expect(toAct(next)).toEqual([]);
    expectIllegal(() => applyMove(next, 1, { type: "play", cards: ["9o"] }), "GAME_OVER");
  });

  it("R-NEXT: play passes to the next seat still in, in the current direction", () => {
    const s = position({
      seats: [
        { hand: ["5r"], faceDown: ["1r"] },
        { hand: ["9o"] },
        { hand: ["9r"] },
        { hand: ["9y"] },
      ],
      options: { continueAfterWinner: true },
      current: 0,
    });
    s.seats[1]!.out = true;
    s.seats[1]!.hand = [];
    s.removed.push("9o");
    expect(applyMove(s, 0, { type: "play", cards: ["5r"] }).current).toBe(2);
    s.direction = -1;
    expect(applyMove(s, 0, { type: "play", cards: ["5r"] }).current).toBe(3);
    expectIllegal(
      () => applyMove(s, 2, { type: "play", cards: ["9r"] }),
      "NOT_YOUR_TURN",
    );
  });

  it("R-LIMIT: at 2,000 turns the game ends as a stalemate; everyone is scored", () => {
    const s: GameState = position({ seats: [{ hand: ["5r", "Cg"] }, { hand: ["9o"] }] });
    s.turn = TURN_LIMIT - 1;
    const next = applyMove(s, 0, { type: "play", cards: ["5r"] });
    expect(next.phase).toBe("over");
    expect(next.stalemate).toBe(true);
    expect(outcome(next)).toEqual({
      finished: true,
      winner: null,
      order: [],
      scores: [15, 9],
    });
  });

  it("R-HIDDEN: views show own hand, face-up cards and counts, never others' hands, face-down cards, draw order or seed", () => {
    const s = setupAll(createGame({ players: 3, seed: "secret-seed" }));
    const view = viewFor(s, 1);
    expect(view.seats[1]!.hand).toEqual(s.seats[1]!.hand);
    expect(view.seats[0]).not.toHaveProperty("hand");
    expect(view.seats[0]!.handCount).toBe(3);
    expect(view.seats[0]!.faceDownCount).toBe(3);
    expect(view.drawPileCount).toBe(s.draw.length);
    const text = JSON.stringify(view);
    expect(text).not.toContain("secret-seed");
    expect(text).not.toContain('"draw":[');
    const spectator = viewFor(s, null);
    expect(spectator.seat).toBeNull();
    expect(spectator.seats.every((seat) => seat.hand === undefined)).toBe(true);
  });
});
