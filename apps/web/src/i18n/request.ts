import "server-only";

import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";

import { LOCALE_COOKIE, messagesFor } from "@3u3d/i18n";

import { whoIsAsking } from "~/trpc/server-queries";

import { pickLocale } from "./pick-locale";

// The request's language: the cookie, the account, the browser (pick-locale.ts).
const requestLocale = async () =>
  pickLocale({
    chosen: (await cookies()).get(LOCALE_COOKIE)?.value,
    saved: async () => (await whoIsAsking())?.locale,
    acceptLanguage: (await headers()).get("accept-language"),
  });

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
