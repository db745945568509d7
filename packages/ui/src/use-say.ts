import { useLocale, useTranslations } from "use-intl";

import { listJoiner, say, type Msg, type Speaker } from "@3u3d/i18n/msg";

// The hook half of msg.ts (which stays free of React, for the server and workers).

/** `say` in the reader's language, for components under the app's IntlProvider. */
export function useSay(): (message: Msg) => string {
  const t = useTranslations();
  const locale = useLocale();
  const speaker: Speaker = {
    t: (id, values) => t(id as never, values as never),
    list: listJoiner(locale),
  };
  return (message) => say(speaker, message);
}
