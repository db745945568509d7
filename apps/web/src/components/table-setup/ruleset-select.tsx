"use client";

import { useTranslations } from "next-intl";

import { RULESETS, type Ruleset } from "@3u3d/engine";

import { RULESET_NAMES } from "~/components/common/ruleset-names";
import type { TableChoices } from "./use-table-choices";

/** The "Rules" choice of the table and championship forms (Palace: a standard deck). */
export function RulesetSelect({ choices }: { choices: TableChoices }) {
  const t = useTranslations("tableSetup");
  return (
    <label>
      {t("rules")}{" "}
      <select
        value={choices.ruleset}
        onChange={(e) => choices.chooseRuleset(e.target.value as Ruleset)}
      >
        {RULESETS.map((r) => (
          <option key={r} value={r}>
            {r === "palace"
              ? t("standardDeck", { name: RULESET_NAMES[r] })
              : RULESET_NAMES[r]}
          </option>
        ))}
      </select>
    </label>
  );
}
