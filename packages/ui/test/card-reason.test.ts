import { describe, expect, it } from "vitest";

import { applyMove, createGame, legalMoves, viewFor } from "@3u3d/engine";
import type { GameOptions, GameState, Ruleset } from "@3u3d/engine";

import { cardReason, sameCardFor } from "../src";
import { words } from "./speak";
import {
  CLEARS_ALONE,
  DRAW_FIRST,
  HAND_FIRST,
  NOT_YOUR_TURN,
  THREE_CHOSEN,
  WAITING_FOR_OTHERS,
} from "../src/card-reason";

interface Spot {
  ruleset?: Ruleset;
  options?: GameOptions;
  hand: string[];
  faceUp?: string[];
  pile?: string[];
  draw?: string[];
  owed?: number;
}

/** A two-seat game in play with seat 0 to act, its cards laid out as given. */
function spot({
  ruleset = "3up3down",
  options,
  hand,
  faceUp = [],
  pile = [],
  draw = [],
  owed = 0,
}: Spot) {
  const state: GameState = createGame({ ruleset, players: 2, seed: "reason", options });
  for (let seat = 0; seat < 2; seat++) {
    const s = state.seats[seat]!;
    Object.assign(s, {
      six: [],
      chosen: null,
      faceDown: [],
      hand: seat === 0 ? hand : ["9r"],
    });
    s.faceUp = seat === 0 ? faceUp : [];
  }
  Object.assign(state, { phase: "play", pile, draw, owed, current: 0 });
  return state;
}

/** Why seat `seat` may not choose `code` from `zone`, with `selected` chosen. */
function why(
  state: GameState,
  code: string,
  selected: string[] = [],
  zone: "hand" | "faceUp" = "hand",
  seat = 0,
) {
  const view = viewFor(state, seat);
  const reason = cardReason(
    view,
    legalMoves(state, seat),
    selected,
    { zone, code },
    sameCardFor(view),
  );
  return reason && words(reason);
}

describe("why a greyed card cannot be chosen", () => {
  it("R-ORDER: a number under the top card needs an equal or higher one", () => {
    const state = spot({ hand: ["4b", "6r", "7g"], pile: ["6k"] });
    expect(why(state, "4b")).toBe("Needs a 6 or higher.");
    expect(why(state, "6r")).toBeNull();
    expect(why(spot({ hand: ["4b", "9r"], pile: ["8k"] }), "4b")).toBe(
      "Needs an 8 or higher.",
    );
  });

  it("R-P-ORDER: palace needs a strictly higher card (or equal with Equal cards allowed)", () => {
    const strict = spot({ ruleset: "palace", hand: ["5S", "9D", "QH"], pile: ["9H"] });
    expect(why(strict, "5S")).toBe("Needs higher than a 9, or a 2, 3 or 10.");
    expect(why(strict, "9D")).toBe("Needs higher than a 9, or a 2, 3 or 10.");
    expect(why(strict, "QH")).toBeNull();
    const equal = spot({
      ruleset: "palace",
      options: { equalAllowed: true },
      hand: ["5S", "9D"],
      pile: ["9H"],
    });
    expect(why(equal, "5S")).toBe("Needs a 9 or higher, or a 2, 3 or 10.");
    expect(why(equal, "9D")).toBeNull();
    expect(why(spot({ ruleset: "palace", hand: ["5S", "KD"], pile: ["JH"] }), "5S")).toBe(
      "Needs higher than a jack, or a 2, 3 or 10.",
    );
    expect(why(spot({ ruleset: "palace", hand: ["KD", "2S"], pile: ["AH"] }), "KD")).toBe(
      "Only a 2, 3 or 10 goes on an ace.",
    );
  });

  it("R-P-THREE: the card under a 3 is the one that counts", () => {
    const state = spot({ ruleset: "palace", hand: ["5S", "QH"], pile: ["9H", "3C"] });
    expect(why(state, "5S")).toBe("Needs higher than a 9, or a 2, 3 or 10.");
  });

  it("R-P-SEVEN: after a 7 the next play goes lower; R-P-TWO/R-P-TEN still go", () => {
    const state = spot({
      ruleset: "palace",
      hand: ["9S", "4D", "2H", "10C"],
      pile: ["7H"],
    });
    expect(why(state, "9S")).toBe("After a 7, play lower than 7, or a 10.");
    expect(why(state, "4D")).toBeNull();
    expect(why(state, "2H")).toBeNull();
    expect(why(state, "10C")).toBeNull();
  });

  it("R-ZONE: face-up cards wait until the hand is empty", () => {
    const state = spot({ hand: ["7g"], faceUp: ["8r"], pile: [] });
    expect(why(state, "8r", [], "faceUp")).toBe(words(HAND_FIRST));
    // A face-up card of the same number as a playable hand card is not its stand-in.
    const twin = spot({ hand: ["4r"], faceUp: ["4b"], pile: ["2k"] });
    expect(why(twin, "4r")).toBeNull();
    expect(why(twin, "4b", [], "faceUp")).toBe(words(HAND_FIRST));
  });

  it("R-MULTI: one number per play", () => {
    const state = spot({ hand: ["7g", "7r", "9b"], pile: ["5k"] });
    expect(why(state, "9b", ["7g"])).toBe(
      "You can't mix numbers: play one number at a time.",
    );
    expect(why(state, "7r", ["7g"])).toBeNull();
    // Palace cards have ranks, not numbers: a queen with a 9 is a mix of ranks.
    const palace = spot({ ruleset: "palace", hand: ["9S", "9D", "QH"], pile: ["5C"] });
    expect(why(palace, "QH", ["9S"])).toBe(
      "You can't mix ranks: play one rank at a time.",
    );
  });

  it("R-CLEAR: Clear cards are played one at a time", () => {
    const state = spot({ hand: ["Cr", "Cb", "7g"], pile: ["5k"] });
    expect(why(state, "Cb", ["Cr"])).toBe(words(CLEARS_ALONE));
    expect(why(state, "7g", ["Cr"])).toBe(words(CLEARS_ALONE));
  });

  it("R-BONUS: with an empty hand, draw before an owed play", () => {
    const state = spot({ hand: [], faceUp: ["8r"], draw: ["3b", "4b"], owed: 1 });
    expect(legalMoves(state, 0)).toEqual([{ type: "refill" }]);
    expect(why(state, "8r", [], "faceUp")).toBe(words(DRAW_FIRST));
  });

  it("R-NEXT: cards wait while another seat plays", () => {
    const state = spot({ hand: ["7g"], pile: ["5k"] });
    state.seats[1]!.hand = ["8b"];
    expect(why(state, "8b", [], "hand", 1)).toBe(words(NOT_YOUR_TURN));
  });

  it("R-SETUP: three cards are chosen, then everyone waits", () => {
    const state = createGame({ ruleset: "3up3down", players: 2, seed: "reason" });
    const six = state.seats[0]!.six;
    expect(why(state, six[3]!, six.slice(0, 3))).toBe(words(THREE_CHOSEN));
    expect(why(state, six[3]!, six.slice(0, 2))).toBeNull();
    const laid = applyMove(state, 0, { type: "setup", faceUp: six.slice(0, 3) });
    expect(why(laid, laid.seats[0]!.six[3] ?? six[3]!)).toBe(words(WAITING_FOR_OTHERS));
  });
});
