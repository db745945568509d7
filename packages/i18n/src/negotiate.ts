// The browser's language from its Accept-Language header. `negotiator` parses the
// header (quality values, wildcards) and `@formatjs/intl-localematcher` picks the best
// of our languages (de-AT → de, gsw → de, af → nl), the pair next-intl's own middleware
// uses: the same copies are already in the lockfile through next-intl.
//
// The header is the client's to write, and every request (each tRPC call, each page,
// each event stream) is negotiated, so the cost must not grow with what a client sends
// (issue #61: one 16 KB header of made-up tags once held the server for seconds; the
// matcher costs about 10 ms for each tag it has not seen and memoises every pair for
// ever). So:
// - only the header's first MAX_HEADER_CHARS and, of those, the first MAX_TAGS tags are
//   read (a browser sends a handful);
// - each tag is cut to its language subtag (no script, region or extension changes
//   which of our four languages fits), and only the languages the matcher relates to
//   ours (NEAR_LANGUAGES, generated from the matcher itself) are handed to it — so
//   what it memoises is bounded by that list, whatever clients invent;
// - the answer is kept per header value in a bounded LRU cache: browsers send the same
//   few headers over and over.
import { match } from "@formatjs/intl-localematcher";
import { LRUCache } from "lru-cache";
import Negotiator from "negotiator";

import { DEFAULT_LOCALE, LOCALES, type Locale } from "./locales";
import { NEAR_LANGUAGES } from "./near-languages";

/** Characters of the header read at most (a real browser's is well under 200). */
export const MAX_HEADER_CHARS = 256;
/** Tags read at most, in the header's order. */
export const MAX_TAGS = 8;
/** Distinct header values whose answer is remembered. */
const CACHED_HEADERS = 1_000;

const answers = new LRUCache<string, Locale>({ max: CACHED_HEADERS });

export function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const header = boundedHeader(acceptLanguage);
  let locale = answers.get(header);
  if (!locale) {
    locale = bestLocale(requestedLanguages(header));
    answers.set(header, locale);
  }
  return locale;
}

/** The first MAX_TAGS tags within the first MAX_HEADER_CHARS characters. */
function boundedHeader(acceptLanguage: string): string {
  const head = acceptLanguage.slice(0, MAX_HEADER_CHARS);
  // A tag cut in two at the end is dropped rather than read as a different tag.
  const whole =
    head.length < acceptLanguage.length ? head.slice(0, head.lastIndexOf(",")) : head;
  return whole.split(",", MAX_TAGS).join(",");
}

/** The header's languages that could be ours, best first, each once. */
function requestedLanguages(header: string): string[] {
  const tags = new Negotiator({ headers: { "accept-language": header } }).languages();
  const languages = new Set<string>();
  for (const tag of tags) {
    const language = (tag.split("-", 1)[0] ?? "").toLowerCase();
    if (Object.hasOwn(NEAR_LANGUAGES, language)) languages.add(language);
  }
  return [...languages];
}

/** The matcher's choice among our languages (see the header for what it is handed). */
export function bestLocale(requested: readonly string[]): Locale {
  if (requested.length === 0) return DEFAULT_LOCALE;
  try {
    return match(requested, LOCALES, DEFAULT_LOCALE) as Locale;
  } catch {
    // Intl refused a tag: every tag here is a plain language subtag, but be safe.
    return DEFAULT_LOCALE;
  }
}
