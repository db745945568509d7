"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";

import { COLOR_NAMES, SWAP_MODES } from "@3u3d/engine";
import {
  SWAP_CHOICES,
  defaultOptions,
  optionsOf,
  rulesSummary,
  tableRules,
  withOption,
  type ChosenOptions,
  type OptionInfo,
} from "@3u3d/ui/table-rules";
import { useSay } from "@3u3d/ui";

import { RULESET_NAMES } from "~/components/common/ruleset-names";
import type { TableChoices } from "./use-table-choices";

/**
 * The table options of the create-table, championship and challenge forms, behind a
 * "Table options" disclosure whose summary says what differs from the standard rules.
 * It offers the chosen ruleset's options only, starts from the engine's defaults and
 * keeps only the choices that differ from them (`withOption`).
 */
export function TableOptionsFields({ choices }: { choices: TableChoices }) {
  const { ruleset, players, options } = choices;
  const onChange = choices.setOptions;
  const t = useTranslations("tableSetup.options");
  const say = useSay();
  const id = useId();
  const resolved = tableRules(ruleset, players, options);
  const shown = { ...defaultOptions(ruleset), ...options };
  const set = <K extends keyof ChosenOptions>(key: K, value: ChosenOptions[K]) =>
    onChange(withOption(ruleset, options, key, value));
  const toggleColour = (colour: string, on: boolean) =>
    set(
      "colors",
      COLOR_NAMES.filter((c) => (c === colour ? on : shown.colors.includes(c))),
    );

  // Each option's explanation is its description, not part of its name.
  const field = (o: OptionInfo) => {
    const hintId = `${id}-${o.key}`;
    const hint = (
      <span id={hintId} className="hint">
        {say(o.key === "swap" ? SWAP_CHOICES[shown.swap].hint : o.hint)}
      </span>
    );
    if (o.key === "colors")
      return (
        <fieldset key={o.key} className="colours" aria-describedby={hintId}>
          <legend>{say(o.name)}</legend>
          {hint}
          <div>
            {COLOR_NAMES.map((colour) => (
              <label key={colour}>
                <input
                  type="checkbox"
                  checked={shown.colors.includes(colour)}
                  // At least one colour stays: the deck cannot be empty.
                  disabled={shown.colors.length === 1 && shown.colors.includes(colour)}
                  onChange={(e) => toggleColour(colour, e.target.checked)}
                />{" "}
                {t(`colour.${colour}`)}
              </label>
            ))}
          </div>
        </fieldset>
      );
    if (o.key === "swap")
      return (
        <div key={o.key} className="option">
          <label>
            {say(o.name)}{" "}
            <select
              value={shown.swap}
              aria-describedby={hintId}
              onChange={(e) => set("swap", e.target.value as (typeof SWAP_MODES)[number])}
            >
              {SWAP_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {say(SWAP_CHOICES[mode].name)}
                </option>
              ))}
            </select>
          </label>
          {hint}
        </div>
      );
    const key = o.key;
    return (
      <div key={o.key} className="option">
        <label>
          <span>
            <input
              type="checkbox"
              checked={shown[key]}
              aria-describedby={hintId}
              onChange={(e) => set(key, e.target.checked)}
            />{" "}
            {say(o.name)}
          </span>
        </label>
        {hint}
      </div>
    );
  };

  return (
    <>
      <details className="table-options">
        <summary>
          {t("summary")}{" "}
          <span data-testid="options-summary">
            {resolved.rules ? say(rulesSummary(resolved.rules)) : t("cannotDeal")}
          </span>
        </summary>
        <fieldset>
          <legend>{t("legend", { ruleset: RULESET_NAMES[ruleset] })}</legend>
          {optionsOf(ruleset).map(field)}
          {ruleset === "3up3down" && (
            <p className="hint">
              {t("decks", { decks: resolved.rules?.decks ?? 1, players })}
            </p>
          )}
        </fieldset>
      </details>
      {/* Outside the disclosure, so it shows even when the options are closed. */}
      {resolved.problem && (
        <p role="alert">
          {typeof resolved.problem === "string"
            ? resolved.problem
            : say(resolved.problem)}
        </p>
      )}
    </>
  );
}
