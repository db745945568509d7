// The rules at a glance: the table's Rules tab and the rules page both say them from the
// `rules` catalogue's `glance`, in every language.
import { describe, expect, it } from "vitest";

import { messagesFor } from "@3u3d/i18n";
import { CHEAT_SHEET, glanceText } from "@3u3d/ui";

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
    it(`${ruleset}: every language says every line and every special card`, () => {
      for (const locale of ["en", "de", "nl", "es"] as const) {
        const text = glanceText(ruleset, lookup(messagesFor(locale).rules.glance));
        expect(text.summary).toHaveLength(4);
        expect(text.cheatSheet.map((c) => c.cards)).toEqual(
          CHEAT_SHEET[ruleset].map((c) => c.cards),
        );
      }
    });
  }
});
