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

export const NAME_TOO_SHORT = validationWords("nameTooShort", { min: NAME_MIN });
export const NAME_TOO_LONG = validationWords("nameTooLong", { max: NAME_MAX });
export const NAME_CHARACTERS = validationWords("nameCharacters");

/** What keeps `typed` (trimmed) from being a name, in words; null when it can be one. */
export function displayNameProblem(typed: string): PlainWords | null {
  const name = typed.trim();
  if (name.length < NAME_MIN) return NAME_TOO_SHORT;
  if (name.length > NAME_MAX) return NAME_TOO_LONG;
  if (!NAME_PATTERN.test(name)) return NAME_CHARACTERS;
  return null;
}
