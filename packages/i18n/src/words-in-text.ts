// A catalogue message carried where only a string fits: zod's issue messages. A schema
// says `.min(2, wordsAsText({ id: "refusals.validation.nameTooShort", values: { min: 2 } }))`;
// the tRPC layer finds the words with `wordsInText` and says them in the
// request's language, while data.zodError keeps the text as it is, for developers.
//
// The text is a marker, `§words:`, then the message as JSON. These two functions are the
// only ones that make or read it, so the marker never needs to be known anywhere else; a
// message without it (zod's own "Too small: expected…") is not player words and reads
// as null. No dependencies: the browser and @3u3d/auth load this too.

/** A catalogue message whose values are plain strings and numbers (a `Msg` from @3u3d/i18n/msg). */
export interface PlainWords {
  readonly id: string;
  readonly values?: Readonly<Record<string, string | number>>;
}

/**
 * The words of one part of the catalogue: `wordsUnder("refusals.account")("weak")` is
 * `{ id: "refusals.account.weak" }`, with `values` when there are some.
 */
export const wordsUnder =
  (prefix: string) =>
  (id: string, values?: Record<string, string | number>): PlainWords =>
    values ? { id: `${prefix}.${id}`, values } : { id: `${prefix}.${id}` };

const MARKER = "§words:";

/** `words` as the text a zod message must be. */
export const wordsAsText = (words: PlainWords): string =>
  MARKER +
  JSON.stringify(
    words.values ? { id: words.id, values: words.values } : { id: words.id },
  );

/** The words a text made by `wordsAsText` carries; null for any other text. */
export function wordsInText(text: string): PlainWords | null {
  if (!text.startsWith(MARKER)) return null;
  try {
    const words = JSON.parse(text.slice(MARKER.length)) as unknown;
    return isPlainWords(words) ? words : null;
  } catch {
    return null;
  }
}

function isPlainWords(value: unknown): value is PlainWords {
  if (typeof value !== "object" || value === null) return false;
  const { id, values } = value as { id?: unknown; values?: unknown };
  if (typeof id !== "string") return false;
  if (values === undefined) return true;
  return (
    typeof values === "object" &&
    values !== null &&
    Object.values(values).every((v) => typeof v === "string" || typeof v === "number")
  );
}
