import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { createElement, type ReactElement } from "react";
import { IntlProvider, type AbstractIntlMessages } from "use-intl";
import { createTranslator } from "use-intl/core";

import { listJoiner, say, type Msg, type Speaker } from "@3u3d/i18n/msg";

// The catalogues as the app reads them (packages/i18n/messages/<locale>/<namespace>.json),
// so a test reads the words a player would.

const ROOT = join(import.meta.dirname, "../../i18n/messages");

export function catalogue(locale: string): Record<string, unknown> {
  const dir = join(ROOT, locale);
  return Object.fromEntries(
    readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .map((f) => [
        f.slice(0, -5),
        JSON.parse(readFileSync(join(dir, f), "utf8")) as unknown,
      ]),
  );
}

export function speaker(locale: string): Speaker {
  const t = createTranslator({
    locale,
    messages: catalogue(locale),
    onError: (error) => {
      throw error;
    },
  });
  return { t: (id, values) => t(id as never, values as never), list: listJoiner(locale) };
}

/** A message in `locale`'s words (English unless asked). */
export const words = (message: Msg, locale = "en") => say(speaker(locale), message);

/** `element` as the app renders it: under an IntlProvider with `locale`'s catalogue. */
export const inLocale = (element: ReactElement, locale = "en") =>
  createElement(IntlProvider, {
    locale,
    messages: catalogue(locale) as AbstractIntlMessages,
    timeZone: "UTC",
    children: element,
  });
