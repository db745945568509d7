// Names and table talk in one form, with nothing hidden in them (issue #61, item 9):
// NFKC, no invisible-only names, one alphabet of look-alikes per name, no separators or
// zero-width characters in talk, a cap on combining marks.
import { describe, expect, it } from "vitest";

import { wordsInText } from "@3u3d/i18n/words-in-text";

import { displayNameProblem } from "../../src/display-name";
import { displayNameSchema, talkTextSchema } from "../../src/schemas";

/** The catalogue id a schema refuses with, or null when it accepts. */
const refusedWith = (
  schema: { safeParse: typeof talkTextSchema.safeParse },
  text: string,
) => {
  const parsed = schema.safeParse(text);
  return parsed.success
    ? null
    : (wordsInText(parsed.error.issues[0]?.message ?? "")?.id ?? "?");
};

describe("names", () => {
  it("are stored in their one form", () => {
    expect(displayNameSchema.parse("  Ｂｒｕｎｏ ")).toBe("Bruno");
    expect(displayNameSchema.parse("Zoë")).toBe("Zoë");
    expect(displayNameSchema.parse("Zoe\u0308")).toBe("Zoë"); // composed
  });

  it("refuse what shows nothing, and look-alike alphabets mixed", () => {
    const cases: [string, string][] = [
      ["\u3164\u3164", "refusals.validation.nameCharacters"], // Hangul fillers: letters that show nothing
      ["Al\u200Bice", "refusals.validation.nameCharacters"], // a zero-width space inside
      ["\u0410lice", "refusals.validation.nameOneAlphabet"], // Cyrillic А, then Latin
      ["Ηelena", "refusals.validation.nameOneAlphabet"], // Greek Η
    ];
    for (const [name, id] of cases) {
      expect(refusedWith(displayNameSchema, name), name).toBe(id);
      // The browser's check says the same before anything is sent.
      expect(displayNameProblem(name)?.id, name).toBe(id);
    }
    // One alphabet at a time is anyone's name.
    for (const name of ["Алиса", "Ελένη", "Alice", "Søren", "李雷", "Ana María"])
      expect(refusedWith(displayNameSchema, name), name).toBeNull();
  });
});

describe("table talk", () => {
  it("refuses separators, zero-width text, invisible-only messages and towers of marks", () => {
    const cases: [string, string][] = [
      ["one\u2028two", "refusals.validation.talkControlCharacters"],
      ["one\u2029two", "refusals.validation.talkControlCharacters"],
      ["\u200B\u200B\u200B", "refusals.validation.talkControlCharacters"],
      ["hi\u202Eereht", "refusals.validation.talkControlCharacters"],
      ["\u3164\u3164", "refusals.validation.talkEmpty"],
      ["\u0301\u0301", "refusals.validation.talkEmpty"],
      [`Z${"\u0336".repeat(150)}`, "refusals.validation.talkMarks"],
      ["\uD800 lone", "refusals.validation.talkControlCharacters"],
      ["x".repeat(201), "refusals.validation.talkTooLong"],
    ];
    for (const [text, id] of cases)
      expect(refusedWith(talkTextSchema, text), JSON.stringify(text)).toBe(id);
  });

  it("keeps what people write: accents, scripts, emoji with joiners and skin tones", () => {
    for (const text of [
      "GG, well played!",
      "Tiếng Việt có dấu",
      "नमस्ते",
      "👨‍👩‍👧 👍🏽 ❤️",
      "¡Qué suerte!",
    ])
      expect(refusedWith(talkTextSchema, text), text).toBeNull();
    expect(talkTextSchema.parse("  ｇｇ  ")).toBe("gg");
  });
});
