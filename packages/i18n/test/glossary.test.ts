// The glossary (README.md, "Glossary") kept: a variant it bans, in any of the four
// languages, fails here wherever it comes back, and the words the code puts together (a
// number's plural, a palace card, the card to beat) are said as the glossary says.
// Issue #66.
import { createTranslator } from "use-intl/core";
import { describe, expect, it } from "vitest";

import { messagesFor, type Locale } from "../src";
import { flatten } from "../src/check-catalogues";

/** What players do not say, with the word they do (README.md's glossary). */
const BANNED: Record<Locale, [RegExp, string][]> = {
  en: [
    [
      /three of a kind in a row|three of a number|three of a kind\b(?! in palace)/i,
      "three in a row",
    ],
    [/\bpacks?\b(?! of)/i, "deck"],
    [/shithead|\bshit/i, "no crude word in a family game"],
  ],
  de: [
    [/\b\d+en\b/, "one number plural: 7er, 10er (dative 7ern)"],
    [/drei (gleiche )?(zahlen )?hintereinander|^Drei gleiche$/i, "Drei Gleiche in Folge"],
    [/\bDecks\b|\b(ein|das|im|zweites) Deck\b|pro Spiel\b/, "Kartensatz, Kartensätze"],
    [/zusammen gemischt/, "zusammengemischt"],
    [/alle los ist/, "alle Karten los ist"],
    [/Spiel zu \{players\}|Spiel zu \d/, "für {players} Spieler"],
    [/(Zug|Züge) offen|offenen? Extrazüg/, "ausstehend (offen is face up)"],
    [/\bLocker\b/, "ungewertet"],
    [
      /\{cards?\} auf(, die nicht passt| und spielst? sie)/,
      "the card's gender: die Karte",
    ],
    [/shithead|\bscheiß/i, "no crude word in a family game"],
  ],
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
    [
      /meer dan drie kaarten in je hand trek je niets/i,
      "drie of meer (a hand of three draws nothing)",
    ],
    [/shithead/i, "no crude word in a family game"],
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
    [
      /con más de tres cartas en la mano no robas/i,
      "tres o más (a hand of three draws nothing)",
    ],
    [/shithead/i, "no crude word in a family game"],
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
  for (const locale of ["en", "de", "nl", "es"] as const)
    it(`${locale}: no message uses a variant the glossary bans`, () => {
      const found = said(locale).flatMap(([key, text]) =>
        BANNED[locale]
          .filter(([variant]) => variant.test(text))
          .map(([, instead]) => `${key}: ${text}  → ${instead}`),
      );
      expect(found).toEqual([]);
    });

  it("de: the card to beat takes its article, in the accusative, by the card's gender", () => {
    const t = speak("de");
    const toBeat = (kind: string, card: string) => t("cards.toBeat", { kind, card });
    expect(toBeat("number", "blaue 9")).toBe("die blaue 9");
    expect(toBeat("clear", "rote Clear")).toBe("die rote Clear");
    expect(toBeat("queen", "Pik Dame")).toBe("die Pik Dame");
    expect(toBeat("jack", "Pik Bube")).toBe("den Pik Buben");
    expect(toBeat("king", "Pik König")).toBe("den Pik König");
    expect(toBeat("ace", "Pik Ass")).toBe("das Pik Ass");
    expect(t("status.pickUpNothingReaches", { card: toBeat("number", "blaue 9") })).toBe(
      "Du bist dran: Nichts reicht an die blaue 9 heran, also nimm den Stapel auf",
    );
    expect(
      [1, 7, 10].map((rank) => t("cards.ranks.3up3down", { rank: String(rank) })),
    ).toEqual(["1er", "7er", "10er"]);
  });

  it("the lesson's step 12 says a hand of three draws nothing, in every language", () => {
    expect(
      ["en", "de", "nl", "es"].map((l) => speak(l as Locale)("tutorial.steps.shed.say")),
    ).toEqual([
      expect.stringContaining("With three or more cards in hand"),
      expect.stringContaining("drei oder mehr"),
      expect.stringContaining("drie of meer"),
      expect.stringContaining("tres o más"),
    ]);
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
