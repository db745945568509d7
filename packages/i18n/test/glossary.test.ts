// The glossary (README.md, "Glossary") kept: a Dutch or Spanish variant it bans fails
// here wherever it comes back, and the words the code puts together (a number's plural,
// a palace card, the card to beat) are said as the glossary says. Issue #66.
import { createTranslator } from "use-intl/core";
import { describe, expect, it } from "vitest";

import { messagesFor, type Locale } from "../src";
import { flatten } from "../src/check-catalogues";

/** What players do not say, with the word they do (README.md's glossary). */
const BANNED: Record<"nl" | "es", [RegExp, string][]> = {
  nl: [
    [/stapel (\w+ )?weg|weggespeeld|wegspelen/i, "a Clear ruimt de stapel op"],
    [/door geschud/i, "doorgeschud"],
    [
      /\b(schoppen|harten|klaveren|ruiten) (aas|boer|vrouw|heer)\b/i,
      "schoppenaas, one word",
    ],
    [/gelijkspel/i, "een gelijke stand"],
    [/(?<!\{)\bdecks?\b|spellen kaarten/i, "pak, pakken"],
    [/\b[79]'en\b/, "7's, 9's"],
    [/\b(1|2|3|4|5|6|8|10)'s\b/, "1'en … 10'en (but 7's, 9's)"],
  ],
  es: [
    [/puntos de castigo/i, "puntos de penalización"],
    [/limpia el montón|se lleva el montón|saca todo el montón/i, "retira el montón"],
    [/(supera|superar|llega) al \{card\}/, "cards.toBeat: al rey, a la reina"],
    [/\bgir(a|ar|ada|ala)\b/i, "dar la vuelta"],
    [/\bocultas\b/i, "boca abajo"],
    [/tres seguidas|tres del mismo número/i, "tres iguales seguidas"],
    [/selectordinal, other \{#\.º\}/, "1.er, 2.º, 3.er"],
    [/«Las cartas de la mesa cuentan»/, "the option's name: «…también cuentan»"],
    [/\bpóker\b/i, "cuatro iguales"],
  ],
};

const said = (locale: Locale) =>
  [...flatten(messagesFor(locale))].map(([key, text]) => [key, String(text)] as const);

const speak = (locale: Locale) =>
  createTranslator({
    locale,
    messages: messagesFor(locale),
    onError: (error) => {
      throw error;
    },
  }) as unknown as (id: string, values?: Record<string, string | number>) => string;

describe("the glossary", () => {
  for (const locale of ["nl", "es"] as const)
    it(`${locale}: no message uses a variant the glossary bans`, () => {
      const found = said(locale).flatMap(([key, text]) =>
        BANNED[locale]
          .filter(([variant]) => variant.test(text))
          .map(([, instead]) => `${key}: ${text}  → ${instead}`),
      );
      expect(found).toEqual([]);
    });

  it("nl: numbers take 's or 'en as they are said, and suit and face are one word", () => {
    const t = speak("nl");
    const plural = (rank: number) => t("cards.ranks.3up3down", { rank: String(rank) });
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(plural)).toEqual([
      "1'en",
      "2'en",
      "3'en",
      "4'en",
      "5'en",
      "6'en",
      "7's",
      "8'en",
      "9's",
      "10'en",
    ]);
    expect(t("cards.ranks.palace", { rank: "10" })).toBe("10'en");
    expect(t("cards.palaceFace", { suit: "schoppen", rank: "aas" })).toBe("schoppenaas");
    expect(t("cards.palace", { suit: "harten", rank: "7" })).toBe("harten 7");
    expect(t("cards.toBeat", { kind: "ace", card: "schoppenaas" })).toBe(
      "de schoppenaas",
    );
  });

  it("es: the card to beat takes the article of its gender, and places their ordinal", () => {
    const t = speak("es");
    const toBeat = (kind: string, card: string) => t("cards.toBeat", { kind, card });
    expect(toBeat("queen", "reina de picas")).toBe("a la reina de picas");
    expect(toBeat("jack", "jota de picas")).toBe("a la jota de picas");
    expect(toBeat("king", "rey de picas")).toBe("al rey de picas");
    expect(toBeat("ace", "as de picas")).toBe("al as de picas");
    expect(toBeat("number", "9 azul")).toBe("al 9 azul");
    expect(toBeat("clear", "Clear roja")).toBe("a la Clear roja");
    expect([1, 2, 3, 4].map((place) => t("table.result.ordinal", { place }))).toEqual([
      "1.er",
      "2.º",
      "3.er",
      "4.º",
    ]);
  });
});
