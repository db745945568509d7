// The server's words in the reader's language. Refusals a player reads are said here,
// on the server, from the request's language (the NEXT_LOCALE cookie the site's
// language switcher sets, else the browser's Accept-Language), rather than as codes
// for each client to translate: the server alone knows the whole game, so it can say
// the finer reason ("an equal card does not beat the 9 of clubs", "the 3 is
// see-through"), and every client — the site, a script, a test — reads one sentence.
// The stable codes stay beside the sentence for programs (data.engineCode, the tRPC
// code). Push notifications are said in the recipient's saved language (push.ts).
import { createTranslator } from "use-intl/core";

import { readCookie } from "@3u3d/auth";
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  messagesFor,
  type Locale,
} from "@3u3d/i18n";
import { negotiateLocale } from "@3u3d/i18n/negotiate";
import { listJoiner, say, type Msg, type Speaker } from "@3u3d/i18n/msg";

const speakers = new Map<Locale, Speaker>();

/** One translator per language, made on first use. */
function speakerFor(locale: Locale): Speaker {
  let speaker = speakers.get(locale);
  if (!speaker) {
    const t = createTranslator({ locale, messages: messagesFor(locale) });
    speaker = {
      t: (id, values) => t(id as never, values as never),
      list: listJoiner(locale),
    };
    speakers.set(locale, speaker);
  }
  return speaker;
}

/** A message in `locale`'s words. */
export const speak = (locale: Locale, message: Msg): string =>
  say(speakerFor(locale), message);

/** The language a request asks for: the site's cookie, else the browser's languages. */
export function requestLocale(headers: Headers | undefined): Locale {
  if (!headers) return DEFAULT_LOCALE;
  const chosen = readCookie(headers.get("cookie"), LOCALE_COOKIE);
  return isLocale(chosen) ? chosen : negotiateLocale(headers.get("accept-language"));
}

/** A saved language (a player's), or English when none or an unknown one is saved. */
export const savedLocale = (locale: string | null | undefined): Locale =>
  isLocale(locale) ? locale : DEFAULT_LOCALE;
