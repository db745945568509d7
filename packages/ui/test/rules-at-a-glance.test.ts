// The rules at a glance follow the table's options (issue #66): every sentence of the
// Rules tab is true at that table. Each option is turned on alone and the lines that
// speak of it must change (and only where the option reaches), read in the players'
// words from the catalogues; then the whole Rules tab is rendered with every option on.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import type { GameOptions, Ruleset } from "@3u3d/engine";

import { TableRulesPanel, glanceText, tableRules, type GlanceText } from "../src";
import { catalogue, inLocale, speaker } from "./speak";

const LOCALES = ["en", "de", "nl", "es"] as const;

function glance(
  ruleset: Ruleset,
  options: GameOptions,
  locale = "en",
  players = 4,
): GlanceText {
  const { rules, problem } = tableRules(ruleset, players, options);
  if (!rules) throw new Error(typeof problem === "string" ? problem : problem.id);
  const { t } = speaker(locale);
  return glanceText(ruleset, (key) => t(`rules.glance.${key}`), rules.options);
}

const standard = (ruleset: Ruleset, locale = "en") => glance(ruleset, {}, locale);
const names = (text: GlanceText) => text.cheatSheet.map((c) => c.name);

describe("the rules at a glance at a table", () => {
  it("R-MUST, R-OUT: the standard rules say you must play and the game ends at the winner", () => {
    const { summary } = standard("3up3down");
    expect(summary[2]).toBe(
      "If you can play, you must. If you cannot, pick up the whole pile.",
    );
    expect(summary[3]).toBe(
      "The first player with no cards left wins, and the game ends there; everyone else scores the cards in their hand.",
    );
    expect(names(standard("3up3down"))).toEqual([
      "Clear",
      "Clear +1",
      "Clear +2",
      "Three in a row",
    ]);
  });

  it("E-DRAW: with 'Draw instead of playing' on, nobody is told they must play", () => {
    for (const locale of LOCALES)
      for (const ruleset of ["3up3down", "palace"] as const) {
        const before = standard(ruleset, locale).summary;
        const after = glance(ruleset, { drawInsteadOfPlay: true }, locale).summary;
        expect(after[2]).not.toBe(before[2]);
        expect([after[0], after[1], after[3]]).toEqual([before[0], before[1], before[3]]);
      }
    const { summary } = glance("3up3down", { drawInsteadOfPlay: true });
    expect(summary.join(" ")).not.toContain("If you can play, you must.");
    expect(summary[2]).toContain(
      "you may draw one instead of playing, whether or not you could play",
    );
  });

  it("E-CONTINUE: with 'Play on after the winner' the game goes on to a loser", () => {
    for (const locale of LOCALES) {
      const before = standard("3up3down", locale).summary;
      const after = glance("3up3down", { continueAfterWinner: true }, locale).summary;
      expect(after[3]).not.toBe(before[3]);
      expect(after.slice(0, 3)).toEqual(before.slice(0, 3));
    }
    expect(glance("3up3down", { continueAfterWinner: true }).summary[3]).toBe(
      "The first player with no cards left wins; the others play on, and the last one still holding cards loses and scores the cards in their hand.",
    );
    // Palace plays on by default; a table that stops at the first player out says so.
    expect(standard("palace").summary[3]).toContain("the others play on");
    expect(glance("palace", { continueAfterWinner: false }).summary[3]).toContain(
      "the game ends there",
    );
  });

  it("R-SCORE house rule: with 'Table cards count too' the table cards score", () => {
    for (const locale of LOCALES)
      for (const continueAfterWinner of [false, true]) {
        const before = glance("3up3down", { continueAfterWinner }, locale).summary;
        const after = glance(
          "3up3down",
          { continueAfterWinner, scoreTableCards: true },
          locale,
        ).summary;
        expect(after[3]).not.toBe(before[3]);
      }
    expect(glance("3up3down", { scoreTableCards: true }).summary[3]).toContain(
      "every card they have left, table cards too",
    );
  });

  it("R-P-ORDER: palace with 'Equal cards allowed' lets an equal rank go", () => {
    for (const locale of LOCALES)
      expect(glance("palace", { equalAllowed: true }, locale).summary[1]).not.toBe(
        standard("palace", locale).summary[1],
      );
    expect(standard("palace").summary[1]).toContain("higher than the card that counts");
    expect(glance("palace", { equalAllowed: true }).summary[1]).toContain(
      "equal to or higher than the card that counts",
    );
  });

  it("E-REVERSE and E-COLOR4 join the special cards when they are on", () => {
    const reverse = glance("3up3down", { reverseOnOne: true });
    expect(names(reverse)).toEqual([
      "Clear",
      "Clear +1",
      "Clear +2",
      "Three in a row",
      "A 1 reverses play",
    ]);
    expect(reverse.cheatSheet.at(-1)?.cards).toEqual(["1y"]);
    const four = glance("3up3down", { colorFour: true });
    expect(names(four).at(-1)).toBe("Four in one colour");
    expect(four.cheatSheet.at(-1)?.cards).toEqual(["3b", "5b", "8b", "9b"]);
    expect(standard("3up3down").summary).toEqual(four.summary);
  });

  it("R-DECK colors: the pictures use colours in play, and no green means no Clear +2", () => {
    const text = glance(
      "3up3down",
      { colors: ["red", "blue", "yellow", "pink"] },
      "en",
      2,
    );
    expect(names(text)).toEqual(["Clear", "Clear +1", "Three in a row"]);
    const letters = text.cheatSheet.flatMap((c) => c.cards).map((code) => code.at(-1));
    expect(letters.every((c) => c && "rbyk".includes(c))).toBe(true);
    expect(text.cheatSheet.map((c) => c.cards)).toEqual([
      ["Cr"],
      ["C1r"],
      ["7r", "7b", "7y"],
    ]);
    // Green in play keeps the single Clear +2, in green.
    const green = glance("3up3down", { colors: ["green", "orange", "purple"] }, "en", 2);
    expect(green.cheatSheet.map((c) => c.cards)).toEqual([
      ["Co"],
      ["C1o"],
      ["C2g"],
      ["7p", "7o", "7g"],
    ]);
  });

  it("E-SWAP changes only the setup, which the glance does not describe", () => {
    for (const swap of ["random", "chooseForLeft"] as const)
      expect(glance("3up3down", { swap })).toEqual(standard("3up3down"));
  });

  it("the Rules tab with every option on says nothing false, in every language", () => {
    const { rules } = tableRules("3up3down", 4, {
      continueAfterWinner: true,
      drawInsteadOfPlay: true,
      reverseOnOne: true,
      colorFour: true,
      scoreTableCards: true,
      swap: "random",
    });
    if (!rules) throw new Error("rules refused");
    const tab = (locale: string) =>
      renderToStaticMarkup(
        inLocale(createElement(TableRulesPanel, { rules, open: true }), locale),
      );
    const en = tab("en");
    expect(en).not.toContain("If you can play, you must.");
    expect(en).not.toContain("the game ends there");
    expect(en).toContain("the others play on");
    expect(en).toContain("table cards too");
    expect(en).toContain("A 1 reverses play");
    for (const locale of LOCALES) {
      const glanceWords = catalogue(locale).rules as { glance: Record<string, string> };
      const html = tab(locale);
      expect(html).not.toContain(glanceWords.glance.must);
      expect(html).not.toContain(glanceWords.glance.endFirst);
      expect(html).toContain(glanceWords.glance.mustOrDraw);
      expect(html).toContain(glanceWords.glance.endPlayOnAll);
    }
  });

  it("no player reads a crude word, in any language", () => {
    for (const locale of LOCALES)
      expect(JSON.stringify(catalogue(locale))).not.toMatch(/shit/i);
  });
});
