import { createTranslator } from "next-intl";

import type { Locale, Messages } from "@3u3d/i18n";

import { languageOptions, LanguageLabel } from "./language-label";
import type { WithoutReact } from "./site-nav";

/** Where the language form posts the choice (app/api/locale/route.ts). */
const LOCALE_FORM_ACTION = "/api/locale";

// The form's one script: a choice sends the form, as a choice changes the language at
// once on the other pages. Inline and in place, a line (the page loads no script files).
const SEND_ON_CHANGE =
  'document.currentScript.parentElement.addEventListener("change",function(e){e.currentTarget.submit()})';

/** Who the request is, as the rules page's server asked (session.me); null: nobody yet. */
export interface StaticMe {
  name: string;
  guest: boolean;
}

/**
 * The header's live parts for a page served without React (the rules:
 * src/pages/rules.tsx), said once by the server: "My games" and "Friends" when they
 * apply, and who you are or the ways in, as live-parts.tsx shows them after hydration
 * on the other pages; plain links. Signing out needs a script (it forgets this device's
 * push subscription first: who.tsx), so it is on the other pages. The language switcher
 * is a form posted to app/api/locale, which does what the switcher does in the browser
 * (language-switcher.tsx) and sends the browser back to `path`.
 */
export function staticHeaderParts({
  locale,
  messages,
  me,
  path,
}: {
  locale: Locale;
  messages: Messages;
  me: StaticMe | null;
  /** The page's own path, to come back to after choosing a language. */
  path: string;
}): WithoutReact {
  const t = createTranslator({ locale, messages, namespace: "site" });
  return {
    links: me && (
      <>
        <a href="/profile">{t("nav.myGames")}</a>
        {!me.guest && <a href="/friends">{t("nav.friends")}</a>}
      </>
    ),
    who:
      me && !me.guest ? (
        <a href="/account" title={t("who.yourAccount")}>
          {me.name}
        </a>
      ) : (
        <>
          {me?.guest && (
            <a href="/account" title={t("who.changeName")}>
              {t("who.guestName", { name: me.name })}
            </a>
          )}
          <a href="/signin">{t("who.signIn")}</a>
          <a href="/signup">{t("who.signUp")}</a>
        </>
      ),
    language: (
      <form className="language-form" method="post" action={LOCALE_FORM_ACTION}>
        <input type="hidden" name="back" value={path} />
        <LanguageLabel label={t("language")}>
          <select name="locale" defaultValue={locale}>
            {languageOptions()}
          </select>
        </LanguageLabel>
        <script dangerouslySetInnerHTML={{ __html: SEND_ON_CHANGE }} />
      </form>
    ),
  };
}
