import { describe, expect, it } from "vitest";

import { createGame, legalMoves, toAct, applyMove, viewFor } from "@3u3d/engine";
import type { Move } from "@3u3d/engine";

import {
  moveForSelection,
  partOfAMove,
  sameCardFor,
  selectableCards,
  selectionKey,
} from "../src";

const play = (...cards: string[]): Move => ({ type: "play", cards });

describe("choosing cards at the table", () => {
  const legal: Move[] = [play("r5"), play("r5", "b5"), play("g9"), { type: "pickup" }];

  it("offers only cards that can still make a legal move (R-MULTI)", () => {
    expect([...selectableCards(legal, [])].sort()).toEqual(["b5", "g9", "r5"]);
    expect([...selectableCards(legal, ["r5"])]).toEqual(["b5"]);
    expect([...selectableCards(legal, ["g9"])]).toEqual([]);
  });

  it("finds the move made of exactly the selection, in any order", () => {
    expect(moveForSelection(legal, ["b5", "r5"])).toEqual(play("r5", "b5"));
    expect(moveForSelection(legal, ["r5"])).toEqual(play("r5"));
    expect(moveForSelection(legal, ["b5"])).toBeNull();
    expect(moveForSelection(legal, [])).toBeNull();
  });

  it("R-SETUP: every real setup choice can be built card by card, and nothing else", () => {
    const state = createGame({ ruleset: "3up3down", players: 2, seed: "ui" });
    const seat = toAct(state)[0]!;
    const moves = legalMoves(state, seat);
    const six = (moves[0] as { faceUp: string[] }).faceUp;
    expect(six).toHaveLength(3);
    for (const move of moves) {
      const picked: string[] = [];
      for (const card of (move as { faceUp: string[] }).faceUp) {
        expect(selectableCards(moves, picked).has(card)).toBe(true);
        picked.push(card);
      }
      expect(moveForSelection(moves, picked)).toEqual(move);
      expect(() => applyMove(state, seat, move)).not.toThrow();
    }
  });
});

describe("when a selection starts afresh", () => {
  it("R-SETUP: another seat laying its cards keeps mine; laying my own starts afresh", () => {
    const state = createGame({ ruleset: "3up3down", players: 2, seed: "keep-choice" });
    const [alice, bob] = toAct(state) as [number, number];
    const bobsKey = (s: typeof state) => selectionKey(viewFor(s, bob));
    const afterAlice = applyMove(state, alice, legalMoves(state, alice)[0]!);
    expect(viewFor(afterAlice, bob).seats[alice]!.ready).toBe(true);
    expect(bobsKey(afterAlice)).toBe(bobsKey(state));
    const afterBob = applyMove(state, bob, legalMoves(state, bob)[0]!);
    expect(bobsKey(afterBob)).not.toBe(bobsKey(state));
  });

  it("a choice is shown only while it is still part of a legal move", () => {
    const legal: Move[] = [play("r5", "b5"), play("g9")];
    expect(partOfAMove(legal, [])).toBe(true);
    expect(partOfAMove(legal, ["b5"])).toBe(true);
    expect(partOfAMove(legal, ["b5", "g9"])).toBe(false);
    expect(partOfAMove(legal, ["r5", "r5"])).toBe(false);
    // The screen catching up with the stream offers nothing for a moment.
    expect(partOfAMove([], ["b5"])).toBe(false);
  });
});

describe("cards that are the same choice", () => {
  /** A fresh game whose seat 0 was dealt exactly `six`. */
  const dealt = (six: string[], options = {}) => {
    const state = createGame({ ruleset: "3up3down", players: 2, seed: "same", options });
    state.seats[0]!.six = six;
    return state;
  };
  const six = ["9r", "8o", "5b", "5k", "2g", "3y"];

  it("R-SETUP, R-DECK: without Four in one colour every 5 stays choosable after a 9 and an 8", () => {
    const state = dealt(six);
    const moves = legalMoves(state, 0);
    const same = sameCardFor(viewFor(state, 0));
    const offer = selectableCards(moves, ["9r", "8o"], same);
    expect(offer.has(same("5b"))).toBe(true);
    expect(offer.has(same("5k"))).toBe(true);
    for (const five of ["5b", "5k"]) {
      const move = moveForSelection(moves, ["9r", "8o", five], same);
      expect(move).toEqual({ type: "setup", faceUp: ["9r", "8o", five] });
      expect(partOfAMove(moves, ["9r", five], same)).toBe(true);
      const after = applyMove(state, 0, move!);
      expect(after.seats[0]!.chosen).toEqual(["9r", "8o", five]);
    }
    // Compared by code, the engine's one listed choice would leave one 5 out.
    const byCodeOffer = selectableCards(moves, ["9r", "8o"]);
    expect(byCodeOffer.has("5b") && byCodeOffer.has("5k")).toBe(false);
  });

  it("E-COLOR4: with Four in one colour each colour is its own choice", () => {
    const state = dealt(six, { colorFour: true });
    const moves = legalMoves(state, 0);
    const same = sameCardFor(viewFor(state, 0));
    expect(same("5b")).not.toBe(same("5k"));
    const move = moveForSelection(moves, ["9r", "8o", "5k"], same);
    expect(move?.type === "setup" && [...move.faceUp].sort()).toEqual(["5k", "8o", "9r"]);
  });

  it("R-MULTI: in play any one of two 5s makes the single-card play", () => {
    const legal: Move[] = [play("5r"), play("5r", "5b")];
    const same = sameCardFor({
      ruleset: "3up3down",
      options: { colorFour: false } as never,
    });
    expect(moveForSelection(legal, ["5b"], same)).toEqual(play("5b"));
    expect(moveForSelection(legal, ["5b"])).toBeNull();
  });
});
