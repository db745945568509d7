import type { useFormatter, useTranslations } from "next-intl";

import type { RouterOutputs } from "@3u3d/api";
import type { Msg } from "@3u3d/i18n/msg";
import { rulesSummary, tableRules } from "@3u3d/ui/table-rules";

import { durationWords } from "~/components/common/duration-words";
import { RULESET_NAMES } from "~/components/common/ruleset-names";

export type Challenge = RouterOutputs["friends"]["incoming"][number];

/** What a challenge plays: "3UP 3DOWN · Standard rules · 1 minute a move". */
export function challengeTerms(
  t: ReturnType<typeof useTranslations<"friends.challenge">>,
  format: ReturnType<typeof useFormatter>,
  say: (message: Msg) => string,
  c: Challenge,
): string {
  const resolved = tableRules(c.ruleset, 2, c.options);
  return [
    RULESET_NAMES[c.ruleset],
    resolved.rules ? say(rulesSummary(resolved.rules)) : null,
    t("perMove", { duration: durationWords(format, c.turnTimerSeconds) }),
  ]
    .filter(Boolean)
    .join(" · ");
}

/** When a challenge lapses, from the page's clock: "in 9 minutes", "in 23 hours". */
export function expiry(
  format: ReturnType<typeof useFormatter>,
  expiresAt: Date,
  now: number,
) {
  return format.relativeTime(new Date(expiresAt), now);
}
