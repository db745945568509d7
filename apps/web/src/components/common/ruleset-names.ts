import type { Ruleset } from "@3u3d/engine";

/** How each ruleset is named on the player-facing pages. */
export const RULESET_NAMES: Record<Ruleset, string> = {
  "3up3down": "3UP 3DOWN",
  palace: "Palace",
};

export const rulesetName = (id: string): string => RULESET_NAMES[id as Ruleset] ?? id;
