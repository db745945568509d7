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

/** How long a browser remembers the choice: a year. */
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * The cookie that keeps `locale` in this browser, as a Set-Cookie header's value and
 * as `document.cookie` takes it: the one place its name, age, path and flags are said
 * (the web app writes it from the language switcher in the page and from the rules
 * page's form, app/api/locale). Every path, so every page speaks it; Lax, so a link
 * from another site arrives in it; not HttpOnly, as the page writes it; Secure over
 * https.
 */
export function localeCookie(locale: Locale, { secure }: { secure: boolean }): string {
  const flags = `Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
  return `${LOCALE_COOKIE}=${locale}; ${flags}${secure ? "; Secure" : ""}`;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}
