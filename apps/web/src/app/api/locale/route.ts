// POST /api/locale: the language switcher of a page served without React (the rules,
// src/pages/rules.tsx; the form in components/site/static-header.tsx). It does
// what the switcher does in the browser on the other pages: the cookie this browser
// remembers (i18n/pick-locale.ts reads it first), the player's copy when the browser
// has a player, guest or account (so another browser they sign in from speaks it
// too), and the page again, now in that language: a 303 back to where the form was.
import { isLocale, localeCookie, LOCALES } from "@3u3d/i18n";

import { withLimitedBody } from "~/server/limited-request";
import { callerFor } from "~/server/request-caller";
import { safeCallbackUrl } from "~/server/safe-callback-url";
import { fromAnotherSite } from "~/server/same-site-request";

export const dynamic = "force-dynamic";

const refusal = (status: number, code: string, message: string) =>
  Response.json({ error: { code, message } }, { status });

export async function POST(incoming: Request): Promise<Response> {
  const header = (name: string) => incoming.headers.get(name);
  const url = new URL(incoming.url);
  // Another site's form could otherwise change a visitor's language.
  if (fromAnotherSite(header, url.host))
    return refusal(403, "FORBIDDEN", "Requests from other sites are not accepted.");
  const req = await withLimitedBody(incoming);
  if (req instanceof Response) return req;
  const form = await req.formData().catch(() => null);
  const locale = form?.get("locale");
  if (!isLocale(locale))
    return refusal(
      400,
      "BAD_REQUEST",
      `Send the form field "locale", one of: ${LOCALES.join(", ")}.`,
    );
  const back = form?.get("back");
  const page = safeCallbackUrl(
    typeof back === "string" ? back : "/",
    header("x-forwarded-host") ?? header("host"),
  );

  // The player's copy, as save-locale.ts keeps it: only for a browser that is someone,
  // and the page changes language either way (the cookie says it).
  const caller = await callerFor(req.headers).catch(() => null);
  if (caller && (await caller.session.me().catch(() => null)))
    await caller.session.setLocale({ locale }).catch(() => undefined);

  const https = url.protocol === "https:" || header("x-forwarded-proto") === "https";
  // The same cookie the switcher on the other pages sets from the page (localeCookie).
  return new Response(null, {
    status: 303,
    headers: { location: page, "set-cookie": localeCookie(locale, { secure: https }) },
  });
}
