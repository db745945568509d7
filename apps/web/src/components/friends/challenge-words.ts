import type { RouterOutputs } from "@3u3d/api";
import { rulesSummary, tableRules } from "@3u3d/ui/table-rules";

import { RULESET_NAMES } from "~/components/common/ruleset-names";

export type Challenge = RouterOutputs["friends"]["incoming"][number];

/** What a challenge plays: "3UP 3DOWN · Standard rules · 60 s a turn". */
export function challengeTerms(c: Challenge): string {
  const resolved = tableRules(c.ruleset, 2, c.options);
  return [
    RULESET_NAMES[c.ruleset],
    resolved.rules ? rulesSummary(resolved.rules) : null,
    c.turnTimerSeconds ? `${c.turnTimerSeconds} s a turn` : "no turn timer",
  ]
    .filter(Boolean)
    .join(" · ");
}

/** How long a challenge has left, from the page's clock: "9 minutes", "under a minute". */
export function timeLeft(expiresAt: Date, now: number): string {
  const minutes = Math.floor((new Date(expiresAt).getTime() - now) / 60_000);
  if (minutes < 1) return "under a minute";
  if (minutes < 120) return `${minutes} minute${minutes === 1 ? "" : "s"}`;
  return `${Math.floor(minutes / 60)} hours`;
}
