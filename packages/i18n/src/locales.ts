// The languages the site speaks: one list, imported wherever a language is named or
// checked (the switcher, the request's negotiation, the tRPC input, the tests).

export const LOCALES = ["en", "de", "nl", "es"] as const;

export type Locale = (typeof LOCALES)[number];

/** English is written first; the other catalogues are checked against it. */
export const DEFAULT_LOCALE: Locale = "en";

/** Each language's name in that language, as the switcher lists it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English",
  de: "Deutsch",
  nl: "Nederlands",
  es: "Español",
};

/** The cookie that remembers a browser's choice (next-intl's own name for it). */
export const LOCALE_COOKIE = "NEXT_LOCALE";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}
