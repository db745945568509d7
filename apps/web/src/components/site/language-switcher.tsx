"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";

import { isLocale, localeCookie, type Locale } from "@3u3d/i18n";

import { languageOptions, LanguageLabel } from "./language-label";
import { useHydrated } from "./use-hydrated";

/**
 * The site's language, a real <select> (keyboard and screen readers know it): each
 * language named in itself, marked with its `lang`. Choosing one sets the cookie this
 * browser remembers (src/i18n/request.ts reads it), keeps it on the player, guest or
 * account, so another browser they sign in from speaks it too, and renders the page
 * again in it. Its word and the page's language come from the server (site-nav.tsx):
 * no message formatter in the page's first load for one label. The page served without
 * React (the rules) has a form instead (static-header.tsx).
 */
export function LanguageSwitcher({ label, locale }: { label: string; locale: string }) {
  const router = useRouter();
  const [changing, startTransition] = useTransition();
  // Until React has taken over the server's HTML nothing listens to the select: a
  // choice made then was lost, and the select showed the old language again.
  const hydrated = useHydrated();

  const choose = async (next: Locale) => {
    document.cookie = localeCookie(next, {
      secure: window.location.protocol === "https:",
    });
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

  return (
    <LanguageLabel label={label}>
      <select
        value={locale}
        disabled={!hydrated || changing}
        onChange={(event) => {
          if (isLocale(event.target.value)) void choose(event.target.value);
        }}
      >
        {languageOptions()}
      </select>
    </LanguageLabel>
  );
}
