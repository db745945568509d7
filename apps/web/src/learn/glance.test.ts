// The rules at a glance: the table's Rules tab says them in English from table-rules.ts
// until @3u3d/ui reads the catalogues, and the rules page from the `rules` catalogue in
// every language; the English of both must be the same words.
import { describe, expect, it } from "vitest";

import { messagesFor } from "@3u3d/i18n";
import { CHEAT_SHEET, englishGlance, glanceText } from "@3u3d/ui";

const lookup = (tree: unknown) => (key: string) => {
  const found = key
    .split(".")
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      tree,
    );
  if (typeof found !== "string") throw new Error(`no message at ${key}`);
  return found;
};

describe("the rules at a glance", () => {
  for (const ruleset of ["3up3down", "palace"] as const) {
    it(`${ruleset}: the table's English is the catalogue's English`, () => {
      expect(englishGlance(ruleset)).toEqual(
        glanceText(ruleset, lookup(messagesFor("en").rules.glance)),
      );
    });

    it(`${ruleset}: every language says every line and every special card`, () => {
      for (const locale of ["de", "nl", "es"] as const) {
        const text = glanceText(ruleset, lookup(messagesFor(locale).rules.glance));
        expect(text.summary).toHaveLength(4);
        expect(text.cheatSheet.map((c) => c.cards)).toEqual(
          CHEAT_SHEET[ruleset].map((c) => c.cards),
        );
      }
    });
  }
});
