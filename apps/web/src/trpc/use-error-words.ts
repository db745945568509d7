import { useMemo } from "react";
import { useTranslations } from "next-intl";

import { errorWords, errorWordsOrNull } from "./error-words";

/**
 * errorWords and errorWordsOrNull in the page's language: a failed request reads as
 * the server's refusal, or as the page's own words for being offline or an unknown
 * failure (`common.errors`).
 */
export function useErrorWords() {
  const t = useTranslations("common.errors");
  return useMemo(() => {
    const words = { offline: t("offline"), unknown: t("unknown") };
    return {
      errorWords: (e: unknown) => errorWords(e, words),
      errorWordsOrNull: (e: unknown) => errorWordsOrNull(e, words),
    };
  }, [t]);
}
