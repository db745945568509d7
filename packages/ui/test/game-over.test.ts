import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import type { PlayerView, ResolvedOptions } from "@3u3d/engine";
import { cardName } from "@3u3d/i18n/card-name";

import { ordinal, type RatingChanges } from "../src";
import { inLocale, words } from "./speak";
import { GameOver } from "../src/game-over";

// Seat 0 went out; seat 1 still holds two cards in hand and two on the table; seat 2
// holds only table cards (0 points, like the winner, but not first).
const over = (
  scoreTableCards: boolean,
  scores: number[],
  counted: string[][],
  extra: Partial<PlayerView> = {},
) =>
  ({
    ruleset: "3up3down",
    options: { scoreTableCards } as ResolvedOptions,
    seat: 0,
    winner: 0,
    order: [0],
    stalemate: false,
    final: { cards: [[], ["Cr", "3o", "C1o", "C2g"], ["5r"]], counted, scores },
    ...extra,
  }) as unknown as PlayerView;

const text = (
  view: PlayerView,
  ratings: RatingChanges | null = null,
  achievements: string[] = [],
) =>
  renderToStaticMarkup(
    inLocale(
      createElement(GameOver, {
        view,
        nameOf: (s: number) => ["Ana", "Ben", "Cy"][s]!,
        viewerIsYou: true,
        ratings,
        achievements,
      }),
    ),
  )
    .replace(/<[^>]+>/g, "|")
    .replace(/\|+/g, "|")
    .replaceAll("&#x27;", "'");

describe("the game-over panel (R-SCORE)", () => {
  it("puts the viewer's place, points and rating change first, then what they just earned", () => {
    const ratings = {
      rated: true,
      seats: [{ before: 1500, after: 1623, provisional: true }, null, null],
    };
    const shown = text(over(false, [0, 18, 0], [[], ["Cr", "3o"], []]), ratings, [
      "first-win",
      "beat-random",
    ]);
    const at = (words: string) => shown.indexOf(words);
    expect(at("|Your place|1st|Your penalty points|0|")).toBeGreaterThan(
      at("|You won!|"),
    );
    expect(at("|Your rating|1500 → 1623| |(+123)| provisional|")).toBeGreaterThan(
      at("|Your penalty points|"),
    );
    // Provisional: said once, in a line of its own, beside the viewer's change.
    const why = "Provisional: with fewer than five rated games behind it";
    expect(shown.split(why)).toHaveLength(2);
    expect(at("|New achievements|")).toBeGreaterThan(at(why));
    expect(at("|First win|")).toBeGreaterThan(at("|New achievements|"));
    expect(at("|Past the Rookie|")).toBeGreaterThan(at("|First win|"));
    // Then the whole table.
    expect(at("|1st|Ana|")).toBeGreaterThan(at("|Past the Rookie|"));
  });

  it("a spectator sees no result of their own and no achievements", () => {
    const view = over(false, [0, 18, 0], [[], ["Cr", "3o"], []], { seat: null });
    const shown = text(view, null, []);
    expect(shown).not.toContain("Your place");
    expect(shown).not.toContain("New achievement");
  });

  it("lists places in finishing order, the cards that counted, and why table cards do not", () => {
    const shown = text(over(false, [0, 18, 0], [[], ["Cr", "3o"], []]));
    expect(shown).toContain("|You won!|");
    // Ana went out first; Cy's 0 (table cards only) beats Ben's 18.
    const at = (row: string) => shown.indexOf(row);
    expect(at("|1st|Ana|: no cards|0|")).toBeGreaterThan(0);
    expect(at("|2nd|Cy|: no cards|1 table card: not counted|0|")).toBeGreaterThan(
      at("|1st|Ana|"),
    );
    expect(at("|3rd|Ben|: red Clear, orange 3|")).toBeGreaterThan(at("|2nd|Cy|"));
    expect(shown).toContain("|2 table cards: not counted|18|");
    expect(shown).toContain("|2 table cards: not counted|");
    expect(shown).toContain("|1 table card: not counted|");
    expect(shown).toContain(
      "Only cards left in hand count, as the publisher's rules say; table cards count only with the house rule “Table cards count too”.",
    );
    expect(shown).not.toContain("Rating");
  });

  it("with the house rule scoreTableCards every card left counts", () => {
    const shown = text(over(true, [0, 63, 5], [[], ["Cr", "3o", "C1o", "C2g"], ["5r"]]));
    expect(shown).toContain(
      "House rule “Table cards count too”: cards left on the table count as well as the hand.",
    );
    expect(shown).toContain("|: red Clear, orange 3, orange Clear +1, green Clear +2|");
    expect(shown).not.toContain("not counted");
  });

  it("shows each account's rating before and after, and nothing for guests and bots", () => {
    const ratings = {
      rated: true,
      seats: [{ before: 1500, after: 1523 }, null, { before: 1490, after: 1479 }],
    };
    const shown = text(over(false, [0, 18, 0], [[], ["Cr", "3o"], []]), ratings);
    expect(shown).toContain("|Rating|");
    expect(shown).toContain("|1500 → 1523| |(+23)|");
    expect(shown).toContain("|1490 → 1479| |(−11)|");
    // A game with a hint is not rated: no column at all.
    expect(
      text(over(false, [0, 18, 0], [[], [], []]), { rated: false, seats: [] }),
    ).not.toContain("Rating");
  });

  it("a stalemate has no places and nobody won", () => {
    const shown = text(
      over(false, [12, 18, 3], [["2r"], ["Cr", "3o"], ["3r"]], {
        winner: null,
        order: [],
        stalemate: true,
      }),
    );
    expect(shown).toContain("Stalemate: the turn limit has been reached");
    expect(shown).not.toContain("1st");
    // Lowest points first, no places.
    expect(shown.indexOf("|–|Cy|: red 3|")).toBeGreaterThan(0);
    expect(shown.indexOf("|–|Ana|: red 2|")).toBeGreaterThan(shown.indexOf("|–|Cy|"));
  });

  it("says places as players do", () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22].map(ordinal)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
    ]);
  });

  it("names palace cards as players say them", () => {
    expect(words(cardName("palace", "AS"))).toBe("ace of spades");
    expect(words(cardName("palace", "QH"))).toBe("queen of hearts");
    expect(words(cardName("palace", "10C"))).toBe("10 of clubs");
  });
});
