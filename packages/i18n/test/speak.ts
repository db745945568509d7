import { createTranslator } from "use-intl/core";

import { messagesFor, type Locale } from "../src";
import { listJoiner, say, type Msg } from "../src/msg";

// A message said as a reader of `locale` reads it, through use-intl's translator over
// this package's catalogues; a missing key or value throws instead of printing the id.

/** A message in `locale`'s words (English unless asked). */
export function words(message: Msg, locale: Locale = "en"): string {
  const t = createTranslator({
    locale,
    messages: messagesFor(locale),
    onError: (error) => {
      throw error;
    },
  }) as unknown as (id: string, values?: Record<string, string | number>) => string;
  return say({ t, list: listJoiner(locale) }, message);
}
