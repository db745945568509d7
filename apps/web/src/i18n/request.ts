import "server-only";

import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";

import { isLocale, LOCALE_COOKIE, messagesFor, type Locale } from "@3u3d/i18n";
import { negotiateLocale } from "@3u3d/i18n/negotiate";

import { whoIsAsking } from "~/trpc/server-queries";

// The language of a request (next-intl without i18n routing: one URL per page, in every
// language): the browser's own choice (the cookie the language switcher sets), else the
// language the player saved on the account (so signing in on a new device speaks it),
// else the best match for the browser's Accept-Language, else English.
async function requestLocale(): Promise<Locale> {
  const chosen = (await cookies()).get(LOCALE_COOKIE)?.value;
  if (isLocale(chosen)) return chosen;
  const saved = (await whoIsAsking())?.locale;
  if (isLocale(saved)) return saved;
  return negotiateLocale((await headers()).get("accept-language"));
}

export default getRequestConfig(async () => {
  const locale = await requestLocale();
  return {
    locale,
    messages: messagesFor(locale),
    // One time zone for the server's render and the browser's, so a date never renders
    // twice differently (a hydration mismatch). Dates on the site are days, not hours.
    timeZone: "UTC",
  };
});
