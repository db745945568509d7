"use client";

import { usePathname, useRouter } from "next/navigation";
import { useTransition, type ReactNode } from "react";

import { isLocale, LOCALE_COOKIE, LOCALE_NAMES, LOCALES, type Locale } from "@3u3d/i18n";

import { useHydrated } from "./use-hydrated";

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** Where the form of a page served without React posts the choice (app/api/locale). */
const LOCALE_FORM_ACTION = "/api/locale";

// That form's one script: a choice sends the form, as choosing does on React's pages.
// Inline, a few bytes, in place (the page loads no script files: issue #65).
const SEND_ON_CHANGE =
  'document.currentScript.parentElement.addEventListener("change",function(e){e.currentTarget.submit()})';

/**
 * The site's language, a real <select> (keyboard and screen readers know it): each
 * language named in itself, marked with its `lang`. Choosing one sets the cookie this
 * browser remembers (src/i18n/request.ts reads it), keeps it on the player, guest or
 * account, so another browser they sign in from speaks it too, and renders the page
 * again in it. Its word and the page's language come from the server (site-nav.tsx):
 * no message formatter in the page's first load for one label.
 *
 * On a page served without React (the rules: src/pages/rules.tsx) it is a form instead:
 * posted to app/api/locale, which does the same (the cookie, the player's copy) and
 * sends the browser back to the page, now in that language.
 */
export function LanguageSwitcher({
  label,
  locale,
  withoutReact = false,
}: {
  label: string;
  locale: string;
  withoutReact?: boolean;
}) {
  const router = useRouter();
  const [changing, startTransition] = useTransition();
  // Until React has taken over the server's HTML nothing listens to the select: a
  // choice made then was lost, and the select showed the old language again.
  const hydrated = useHydrated();
  const pathname = usePathname();

  const choose = async (next: Locale) => {
    const secure = window.location.protocol === "https:" ? "; secure" : "";
    document.cookie = `${LOCALE_COOKIE}=${next}; path=/; max-age=${ONE_YEAR_S}; samesite=lax${secure}`;
    // The account's copy, for a browser that has a player (asked on the click, not
    // with the page: the header renders before the page is the browser's, and offline).
    // The page changes language either way: the cookie says it.
    // The API's client comes with the choice, not with the page (save-locale.ts).
    // Offline that file may not come: the cookie alone changes the page then.
    await import("./save-locale")
      .then(({ saveLocale }) => saveLocale(next))
      .catch(() => undefined);
    startTransition(() => router.refresh());
  };

  const options = LOCALES.map((code) => (
    <option key={code} value={code} lang={code}>
      {LOCALE_NAMES[code]}
    </option>
  ));
  if (withoutReact)
    return (
      <form className="language-form" method="post" action={LOCALE_FORM_ACTION}>
        <input type="hidden" name="back" value={pathname ?? "/"} />
        <Switcher label={label}>
          <select name="locale" defaultValue={locale}>
            {options}
          </select>
        </Switcher>
        <script dangerouslySetInnerHTML={{ __html: SEND_ON_CHANGE }} />
      </form>
    );
  return (
    <Switcher label={label}>
      <select
        value={locale}
        disabled={!hydrated || changing}
        onChange={(event) => {
          if (isLocale(event.target.value)) void choose(event.target.value);
        }}
      >
        {options}
      </select>
    </Switcher>
  );
}

/** The switcher's label and globe, around its select. */
const Switcher = ({ label, children }: { label: string; children: ReactNode }) => (
  <label className="language-switcher">
    <span className="sr-only">{label}</span>
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path
        d="M3 12h18M12 3c2.6 2.6 3.8 5.6 3.8 9s-1.2 6.4-3.8 9c-2.6-2.6-3.8-5.6-3.8-9S9.4 5.6 12 3z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
    </svg>
    {children}
  </label>
);
