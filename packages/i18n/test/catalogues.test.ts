// Every language has exactly English's keys, every message is ICU, and every
// translation asks for the same placeholders as English: a key added in English only,
// a typo in a plural, or a `{name}` renamed in one language fails here.
import { describe, expect, it } from "vitest";

import { LOCALES, messagesFor } from "../src";
import { catalogueProblems } from "../src/check-catalogues";

const english = messagesFor("en");
const namespaces = Object.keys(english) as (keyof typeof english)[];

describe("the catalogues", () => {
  for (const locale of LOCALES)
    it(`${locale}: every namespace has English's keys, valid ICU and the same placeholders`, () => {
      const messages = messagesFor(locale);
      expect(Object.keys(messages).sort()).toEqual([...namespaces].sort());
      const problems = namespaces.flatMap((ns) =>
        catalogueProblems(locale, ns, english[ns], messages[ns]),
      );
      expect(problems).toEqual([]);
    });
});

describe("the checks catch", () => {
  const en = { game: { count: "{count, plural, one {# game} other {# games}}" } };

  it("a key missing in a language, and one English lacks", () => {
    expect(
      catalogueProblems("de", "x", en, { game: { cont: "{count} Spiele" } }),
    ).toEqual(["de/x.json game.count: missing", "de/x.json game.cont: not in English"]);
  });

  it("a message that is not ICU, or empty", () => {
    const problems = catalogueProblems("de", "x", en, {
      game: { count: "{count, plural, one {# Spiel} other {# Spiele}" },
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/game\.count: not ICU/);
    expect(catalogueProblems("de", "x", { a: "A" }, { a: " " })).toEqual([
      "de/x.json a: empty",
    ]);
  });

  it("a plural without `other`, and a plural case the language does not have", () => {
    expect(
      catalogueProblems(
        "en",
        "x",
        { a: "{n, plural, one {# game}}" },
        {
          a: "{n, plural, one {# game}}",
        },
      )[0],
    ).toMatch(/not ICU/);
    expect(
      catalogueProblems("de", "x", en, {
        game: { count: "{count, plural, one {# Spiel} few {# Spiele} other {# Spiele}}" },
      }),
    ).toEqual([`de/x.json game.count: plural case "few" does not exist in de`]);
  });

  it("placeholders that differ from English's, in kind or in name", () => {
    expect(
      catalogueProblems("nl", "x", en, { game: { count: "{count} spellen" } }),
    ).toEqual([
      "nl/x.json game.count: placeholders {count:argument} differ from English's {count:plural}",
    ]);
    expect(
      catalogueProblems("es", "x", { hi: "Hello, {name}" }, { hi: "Hola, {nombre}" }),
    ).toHaveLength(1);
    expect(
      catalogueProblems("es", "x", { hi: "<b>{name}</b> won" }, { hi: "{name} ganó" }),
    ).toHaveLength(1);
  });
});
