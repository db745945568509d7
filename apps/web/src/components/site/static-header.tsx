import { createTranslator } from "next-intl";

import type { Locale, Messages } from "@3u3d/i18n";

import type { WithoutReact } from "./site-nav";

/** Who the request is, as the rules page's server asked (session.me); null: nobody yet. */
export interface StaticMe {
  name: string;
  guest: boolean;
}

/**
 * The header's live parts for a page served without React (the rules:
 * src/pages/rules.tsx), said once by the server: "My games" and "Friends" when they
 * apply, and who you are or the ways in, as live-parts.tsx shows them after hydration
 * on the other pages. Plain links: nothing here needs a script. Signing out does (it
 * forgets this device's push subscription first: who.tsx), so it is on the other pages.
 */
export function staticHeaderParts({
  locale,
  messages,
  me,
}: {
  locale: Locale;
  messages: Messages;
  me: StaticMe | null;
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
  };
}
