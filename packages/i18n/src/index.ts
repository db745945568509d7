// @3u3d/i18n: the languages, their catalogues and the choice of one for a request.
// Components read messages through use-intl (next-intl's core): `useTranslations`
// under the provider the web app's root layout sets, `createTranslator` elsewhere.
// (The empty type import puts use-intl in the program, which the augmentation needs.)
import type {} from "use-intl";

import type { Locale } from "./locales";
import type { Messages } from "./messages";

export {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_S,
  LOCALE_NAMES,
  LOCALES,
  isLocale,
  localeCookie,
  type Locale,
} from "./locales";
export { messagesFor, type Messages } from "./messages";

// Typed keys everywhere use-intl (or next-intl) is used: a key missing from English, or
// a namespace misspelt, is a type error (use-intl's documented AppConfig augmentation).
declare module "use-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
