// What a name shown at the table may be, and what is wrong with one as typed, in words
// (catalogue messages, said in the reader's language: the browser's useSay, the
// server's speak). The schema (schemas.ts) is built from these, and the name fields in
// the browser check with the same function before anything is sent. No dependencies
// beyond the words' type, so the browser can load it.
import type { PlainWords } from "@3u3d/i18n/words-in-text";

import { validationWords } from "./validation-words";

export const NAME_MIN = 2;
export const NAME_MAX = 24;
export const NAME_PATTERN = /^[\p{L}\p{N} _.-]+$/u;
/**
 * Letters that show nothing (the Hangul fillers are letters to Unicode: `ㅤㅤ` passed as
 * a name, issue #61) and every other default-ignorable character.
 */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/u;
/**
 * The alphabets whose letters pass for each other (Cyrillic А, Greek Α, Latin A): a
 * name may use one of them, never two, so "Аlice" cannot stand in for "Alice".
 */
const LOOK_ALIKE_SCRIPTS = [
  /\p{Script=Latin}/u,
  /\p{Script=Cyrillic}/u,
  /\p{Script=Greek}/u,
];

export const NAME_TOO_SHORT = validationWords("nameTooShort", { min: NAME_MIN });
export const NAME_TOO_LONG = validationWords("nameTooLong", { max: NAME_MAX });
export const NAME_CHARACTERS = validationWords("nameCharacters");
export const NAME_ONE_ALPHABET = validationWords("nameOneAlphabet");

/**
 * A name in its one form: NFKC (full-width and compatibility letters become plain ones,
 * so `Ａｌｉｃｅ` is Alice), trimmed. The schema stores this form.
 */
export const normalName = (typed: string) => typed.normalize("NFKC").trim();

/** Whether the name mixes alphabets whose letters look alike. */
export const mixesLookAlikeScripts = (name: string) =>
  LOOK_ALIKE_SCRIPTS.filter((script) => script.test(name)).length > 1;

/** What keeps `typed` (normalised) from being a name, in words; null when it can be one. */
export function displayNameProblem(typed: string): PlainWords | null {
  const name = normalName(typed);
  if (name.length < NAME_MIN) return NAME_TOO_SHORT;
  if (name.length > NAME_MAX) return NAME_TOO_LONG;
  if (!NAME_PATTERN.test(name) || INVISIBLE.test(name)) return NAME_CHARACTERS;
  if (mixesLookAlikeScripts(name)) return NAME_ONE_ALPHABET;
  return null;
}
