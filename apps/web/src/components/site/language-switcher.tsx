"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useTransition } from "react";

import { isLocale, LOCALE_COOKIE, LOCALE_NAMES, LOCALES, type Locale } from "@3u3d/i18n";

import { useTRPC } from "~/trpc/react";

import { useHydrated } from "./use-hydrated";

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * The site's language, a real <select> (keyboard and screen readers know it): each
 * language named in itself, marked with its `lang`. Choosing one sets the cookie this
 * browser remembers (src/i18n/request.ts reads it), keeps it on the player, guest or
 * account, so another browser they sign in from speaks it too, and renders the page
 * again in it.
 */
export function LanguageSwitcher() {
  const t = useTranslations("site");
  const locale = useLocale();
  const router = useRouter();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const save = useMutation(
    trpc.session.setLocale.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(trpc.session.me.queryFilter()),
    }),
  );
  const [changing, startTransition] = useTransition();
  // Until React has taken over the server's HTML nothing listens to the select: a
  // choice made then was lost, and the select showed the old language again.
  const hydrated = useHydrated();

  const choose = async (next: Locale) => {
    const secure = window.location.protocol === "https:" ? "; secure" : "";
    document.cookie = `${LOCALE_COOKIE}=${next}; path=/; max-age=${ONE_YEAR_S}; samesite=lax${secure}`;
    // The account's copy, for a browser that has a player (asked on the click, not
    // with the page: the header renders before the page is the browser's, and offline).
    // The page changes language either way: the cookie says it.
    const me = await queryClient
      .fetchQuery(trpc.session.me.queryOptions())
      .catch(() => null);
    if (me) await save.mutateAsync({ locale: next }).catch(() => undefined);
    startTransition(() => router.refresh());
  };

  return (
    <label className="language-switcher">
      <span className="sr-only">{t("language")}</span>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <circle
          cx="12"
          cy="12"
          r="9"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        />
        <path
          d="M3 12h18M12 3c2.6 2.6 3.8 5.6 3.8 9s-1.2 6.4-3.8 9c-2.6-2.6-3.8-5.6-3.8-9S9.4 5.6 12 3z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        />
      </svg>
      <select
        value={locale}
        disabled={!hydrated || changing}
        onChange={(event) => {
          if (isLocale(event.target.value)) void choose(event.target.value);
        }}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
