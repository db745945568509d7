import "server-only";

import { getLocale, getTranslations } from "next-intl/server";

import { listJoiner, say, type Msg, type Speaker } from "@3u3d/i18n/msg";

/**
 * `say` for server components, in the request's language: what @3u3d/ui's useSay is in
 * the browser. A page that draws cards on the server (CardFace) names them with it, so
 * its JavaScript carries no card code.
 */
export async function getSay(): Promise<(message: Msg) => string> {
  const [t, locale] = await Promise.all([getTranslations(), getLocale()]);
  const speaker: Speaker = {
    t: (id, values) => t(id as never, values as never),
    list: listJoiner(locale),
  };
  return (message) => say(speaker, message);
}
