// What a name shown at the table may be, and what is wrong with one as typed, in words.
// The schema (schemas.ts) is built from these, and the name fields in the browser check
// with the same function before anything is sent. No dependencies, so the browser can
// load it.

export const NAME_MIN = 2;
export const NAME_MAX = 24;
export const NAME_PATTERN = /^[\p{L}\p{N} _.-]+$/u;

export const NAME_TOO_SHORT = `Names need at least ${NAME_MIN} characters.`;
export const NAME_TOO_LONG = `Names are at most ${NAME_MAX} characters.`;
export const NAME_CHARACTERS = "Use letters, digits, spaces, . _ or -.";

/** What keeps `typed` (trimmed) from being a name, in words; null when it can be one. */
export function displayNameProblem(typed: string): string | null {
  const name = typed.trim();
  if (name.length < NAME_MIN) return NAME_TOO_SHORT;
  if (name.length > NAME_MAX) return NAME_TOO_LONG;
  if (!NAME_PATTERN.test(name)) return NAME_CHARACTERS;
  return null;
}
