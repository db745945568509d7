import { describe, expect, it } from "vitest";

import { applyMove, createGame, IllegalMoveError, viewFor } from "@3u3d/engine";
import type { GameOptions, GameState, Move, Ruleset } from "@3u3d/engine";

import type { Locale } from "../src";
import { refusalWords } from "../src/refusal";
import { words } from "./speak";

/** A two-seat game in play with seat 0 to act, holding `hand`, on `pile`. */
function spot(ruleset: Ruleset, hand: string[], pile: string[], options?: GameOptions) {
  const state: GameState = createGame({ ruleset, players: 2, seed: "refusal", options });
  for (let seat = 0; seat < 2; seat++)
    Object.assign(state.seats[seat]!, {
      six: [],
      chosen: null,
      faceDown: [],
      faceUp: [],
      hand: seat === 0 ? hand : ["9r"],
    });
  Object.assign(state, { phase: "play", pile, draw: [], owed: 0, current: 0 });
  return state;
}

/** What the player reads when the engine refuses `move` (and the engine's code). */
function refused(state: GameState, move: Move, locale: Locale = "en") {
  try {
    applyMove(state, 0, move);
  } catch (error) {
    if (!(error instanceof IllegalMoveError)) throw error;
    return words(refusalWords(error.code, viewFor(state, 0), move), locale);
  }
  throw new Error("the engine accepted the move");
}

const play = (...cards: string[]): Move => ({ type: "play", cards });

describe("a refused move in words", () => {
  it("R-P-ORDER: an equal palace card is refused because palace wants a higher one, not because it is lower", () => {
    const state = spot("palace", ["9S", "4D"], ["9C"]);
    expect(refused(state, play("9S"))).toBe(
      "Palace needs a higher card: an equal one does not beat the 9 of clubs.",
    );
    expect(refused(state, play("4D"))).toBe(
      "That card is lower than the 9 of clubs on the pile.",
    );
  });

  it("R-P-THREE: under a see-through 3 the card to beat is the one beneath it", () => {
    const state = spot("palace", ["8S"], ["JC", "3H"]);
    expect(refused(state, play("8S"))).toBe(
      "The 3 on top is see-through: your card must beat the jack of clubs under it.",
    );
    expect(refused(state, play("8S"), "de")).toBe(
      "Die 3 oben ist durchsichtig: Deine Karte muss den Kreuz Buben darunter schlagen.",
    );
  });

  it("R-MULTI / R-CLEAR: palace ranks are ranks, and two different Clears are two Clears", () => {
    expect(refused(spot("palace", ["9S", "QD"], []), play("9S", "QD"))).toBe(
      "Cards played together must all be the same rank.",
    );
    expect(refused(spot("3up3down", ["Cr", "C1o"], []), play("Cr", "C1o"))).toBe(
      "Clear cards are played one at a time.",
    );
    expect(refused(spot("3up3down", ["5r", "6b"], []), play("5r", "6b"))).toBe(
      "Cards played together must all be the same number.",
    );
  });

  it("says a refusal in each language", () => {
    const state = spot("3up3down", ["4b"], ["6k"]);
    expect(refused(state, play("4b"), "de")).toBe(
      "Diese Karte reicht nicht an die rosa 6 auf dem Stapel heran.",
    );
    expect(refused(state, play("4b"), "nl")).toBe(
      "Die kaart is lager dan de roze 6 op de stapel.",
    );
    expect(refused(state, play("4b"), "es")).toBe(
      "Esa carta no llega al 6 rosa del montón.",
    );
  });
});
