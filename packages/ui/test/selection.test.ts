import { describe, expect, it } from "vitest";

import { createGame, legalMoves, toAct, applyMove, viewFor } from "@3u3d/engine";
import type { Move } from "@3u3d/engine";

import { moveForSelection, partOfAMove, selectableCards, selectionKey } from "../src";

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
