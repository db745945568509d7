// The words of a request's problems (refusals.validation.*): what the schemas say
// through zod (as text: @3u3d/i18n/words-in-text) and what the browser's own checks
// return before anything is sent (display-name.ts, invite-code.ts), the same message
// either way, said in the page's or the request's language. No dependencies beyond
// that type, so the browser can load it.
import { wordsAsText, wordsUnder } from "@3u3d/i18n/words-in-text";

/** A request problem's words by their id in refusals.validation. */
export const validationWords = wordsUnder("refusals.validation");

/** The same, as the text a zod message must be. */
export const validationText = (id: string, values?: Record<string, string | number>) =>
  wordsAsText(validationWords(id, values));
