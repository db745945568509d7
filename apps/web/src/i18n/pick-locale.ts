import { isLocale, type Locale } from "@3u3d/i18n";
import { negotiateLocale } from "@3u3d/i18n/negotiate";

/**
 * The language of a request (next-intl without i18n routing: one URL per page, in every
 * language): the browser's own choice (the cookie the language switcher sets), else the
 * language the player saved on the account (so signing in on a new device speaks it),
 * else the best match for the browser's Accept-Language, else English. The account is
 * asked only when the cookie says nothing. One rule for both routers: the App Router's
 * request config (request.ts) and the rules page, served by the Pages Router
 * (pages/rules.tsx).
 */
export async function pickLocale(request: {
  chosen: string | undefined;
  saved: () => Promise<string | null | undefined>;
  acceptLanguage: string | null | undefined;
}): Promise<Locale> {
  if (isLocale(request.chosen)) return request.chosen;
  const saved = await request.saved();
  if (isLocale(saved)) return saved;
  return negotiateLocale(request.acceptLanguage);
}
