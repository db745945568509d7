import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import type { PlayerView, ResolvedOptions } from "@3u3d/engine";

import { cardLabel } from "../src";
import { FinalScores } from "../src/final-scores";

// Seat 0 went out; seat 1 still holds two cards in hand and two on the table.
const over = (scoreTableCards: boolean, scores: number[], counted: string[][]) =>
  ({
    ruleset: "3up3down",
    options: { scoreTableCards } as ResolvedOptions,
    final: { cards: [[], ["Cr", "3o", "C1o", "C2g"]], counted, scores },
  }) as unknown as PlayerView;

const text = (view: PlayerView) =>
  renderToStaticMarkup(
    createElement(FinalScores, { view, nameOf: (s: number) => ["Ana", "Ben"][s]! }),
  ).replace(/<[^>]+>/g, "\n");

describe("the game-over panel (R-SCORE)", () => {
  it("shows every card left and says which counted: the hand by default", () => {
    const shown = text(over(false, [0, 18], [[], ["Cr", "3o"]]));
    expect(shown).toContain("Only the cards left in hand count.");
    expect(shown).toContain("Ana: 0 penalty points\n");
    expect(shown).toContain(
      "Ben: 18 penalty points: red Clear, orange 3 · not counted (on the table): orange Clear +1, green Clear +2",
    );
  });

  it("with the house rule scoreTableCards every card left counts", () => {
    const shown = text(over(true, [0, 63], [[], ["Cr", "3o", "C1o", "C2g"]]));
    expect(shown).toContain("House rule: every card left counts, table cards too.");
    expect(shown).toContain(
      "Ben: 63 penalty points: red Clear, orange 3, orange Clear +1, green Clear +2",
    );
    expect(shown).not.toContain("not counted");
  });

  it("names palace cards as players say them", () => {
    expect(cardLabel("palace", "AS")).toBe("ace of spades");
    expect(cardLabel("palace", "QH")).toBe("queen of hearts");
    expect(cardLabel("palace", "10C")).toBe("10 of clubs");
  });
});
