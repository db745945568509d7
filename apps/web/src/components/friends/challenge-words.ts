import type { RouterOutputs } from "@3u3d/api";
import { timerInWords } from "@3u3d/api/turn-timers";
import { timeLeftWords } from "@3u3d/ui/time-left";
import { rulesSummary, tableRules } from "@3u3d/ui/table-rules";

import { RULESET_NAMES } from "~/components/common/ruleset-names";

export type Challenge = RouterOutputs["friends"]["incoming"][number];

/** What a challenge plays: "3UP 3DOWN · Standard rules · 1 minute a move". */
export function challengeTerms(c: Challenge): string {
  const resolved = tableRules(c.ruleset, 2, c.options);
  return [
    RULESET_NAMES[c.ruleset],
    resolved.rules ? rulesSummary(resolved.rules) : null,
    `${timerInWords(c.turnTimerSeconds)} a move`,
  ]
    .filter(Boolean)
    .join(" · ");
}

/** How long a challenge has left, from the page's clock: "9 minutes", "23 hours". */
export function timeLeft(expiresAt: Date, now: number): string {
  return timeLeftWords(new Date(expiresAt).getTime() - now);
}
