"use client";

import { useTranslations } from "next-intl";

import { setErrorWords } from "~/trpc/error-words";

/**
 * Hands the page's words for a failed request (offline, or an unknown failure) to
 * errorWords, which plain functions call as well as components (trpc/error-words.ts).
 * Idempotent, so saying it on every render is harmless.
 */
export function ErrorWordsFromCatalogue() {
  const t = useTranslations("common.errors");
  setErrorWords({ offline: t("offline"), unknown: t("unknown") });
  return null;
}
