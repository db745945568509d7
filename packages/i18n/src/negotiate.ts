// The browser's language from its Accept-Language header. `negotiator` parses the
// header (quality values, wildcards) and `@formatjs/intl-localematcher` picks the best
// of our languages (de-AT → de, nl-BE → nl), the pair next-intl's own middleware uses:
// the same copies are already in the lockfile through next-intl.
import { match } from "@formatjs/intl-localematcher";
import Negotiator from "negotiator";

import { DEFAULT_LOCALE, LOCALES, type Locale } from "./locales";

export function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const requested = new Negotiator({
    headers: { "accept-language": acceptLanguage },
  })
    .languages()
    .filter((tag) => tag !== "*");
  try {
    return match(requested, LOCALES, DEFAULT_LOCALE) as Locale;
  } catch {
    // A malformed tag (the header is the client's to write) makes Intl throw.
    return DEFAULT_LOCALE;
  }
}
