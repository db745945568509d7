// The house choices on the rules page (issue #66): each has its mark and a reason in
// every language, the reason quotes the publisher's words that docs/rules.md quotes
// for the same decision, and the page puts the mark inside a section it has.
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { LOCALES, messagesFor } from "@3u3d/i18n";

import { HOUSE_CHOICES, houseChoicesIn } from "./house-choices";

const ROOT = join(import.meta.dirname, "../../../..");
const oneLine = (text: string) => text.replace(/\s+/g, " ");
const docs = oneLine(readFileSync(join(ROOT, "docs/rules.md"), "utf8"));
const page = readFileSync(join(import.meta.dirname, "rules-article.tsx"), "utf8");

/** The passages a reason quotes: between “…”, „…“ / „…”, or «…». */
const quotesIn = (text: string) =>
  [...text.matchAll(/[“„«]([^”“»]+)[”“»]/g)].map((m) => m[1] ?? "");

describe("the house choices on the rules page", () => {
  it("every house choice has its mark and a one-line reason in every language", () => {
    for (const locale of LOCALES) {
      const { house } = messagesFor(locale).rules as unknown as {
        house: Record<string, string>;
      };
      expect(house.mark, locale).toBeTruthy();
      for (const { key } of HOUSE_CHOICES) {
        const reason = house[key];
        expect(reason, `${locale} ${key}`).toBeTruthy();
        expect(
          reason?.split(/(?<=[.!?])\s/).length,
          `${locale} ${key}: one sentence`,
        ).toBe(1);
      }
    }
  });

  it("each reason quotes the publisher's words, as docs/rules.md quotes them", () => {
    for (const locale of LOCALES) {
      const { house } = messagesFor(locale).rules as unknown as {
        house: Record<string, string>;
      };
      for (const { key } of HOUSE_CHOICES) {
        const publisher = quotesIn(house[key] ?? "").filter(
          (q) => /^[A-Za-z“"'’ ,.+0-9()]+$/.test(q) && q.length > 6,
        );
        expect(publisher.length, `${locale} ${key} quotes the publisher`).toBeGreaterThan(
          0,
        );
        for (const passage of publisher)
          expect(docs, `${locale} ${key}`).toContain(passage);
      }
    }
  });

  it("each choice names its rule in docs/rules.md and stands in a section the page has", () => {
    for (const { rule, section } of HOUSE_CHOICES) {
      expect(docs).toContain(`**${rule}**`);
      expect(page).toMatch(new RegExp(`id="${section}"`));
      expect(page).toContain(`house("${section}")`);
    }
    expect(houseChoicesIn("clears").map((c) => c.key)).toEqual(["clearsOne", "refill"]);
  });
});
