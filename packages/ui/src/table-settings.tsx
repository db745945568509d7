"use client";

import { useTranslations } from "use-intl";

import { saveTableSettings, useTableSettings, type Pace } from "./settings";

// The table's settings (remembered on this device) and its keyboard shortcuts: the
// Settings tab of the table's side panel, one tap from the table.

/** The table's keys (game-table.tsx handles them), as the Settings tab lists them. */
const SHORTCUTS: {
  keys: string[];
  what: "move" | "choose" | "play" | "pickUp" | "hint" | "clear";
}[] = [
  { keys: ["Tab"], what: "move" },
  { keys: ["Space", "Enter"], what: "choose" },
  { keys: ["P"], what: "play" },
  { keys: ["U"], what: "pickUp" },
  { keys: ["H"], what: "hint" },
  { keys: ["Esc"], what: "clear" },
];

export function TableSettingsPanel({ hints }: { hints: boolean }) {
  const t = useTranslations("table.settings");
  const settings = useTableSettings();
  return (
    <div className="table-settings">
      <label>
        {t("pace")}{" "}
        <select
          value={settings.pace}
          onChange={(e) => saveTableSettings({ pace: e.target.value as Pace })}
        >
          <option value="slow">{t("paceSlow")}</option>
          <option value="normal">{t("paceNormal")}</option>
          <option value="fast">{t("paceFast")}</option>
          <option value="instant">{t("paceInstant")}</option>
        </select>
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={settings.sound}
          onChange={(e) => saveTableSettings({ sound: e.target.checked })}
        />{" "}
        {t("sound")}
      </label>
      <label>
        {t("volume")}{" "}
        <input
          type="range"
          min={0}
          max={1}
          step={0.1}
          value={settings.volume}
          disabled={!settings.sound}
          onChange={(e) => saveTableSettings({ volume: Number(e.target.value) })}
        />
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={settings.motion}
          onChange={(e) => saveTableSettings({ motion: e.target.checked })}
        />{" "}
        {t("motion")}
      </label>
      <h3>{t("keyboard")}</h3>
      <dl className="shortcuts">
        {SHORTCUTS.filter((k) => hints || k.keys[0] !== "H").map(({ keys, what }) => (
          <div key={what}>
            <dt>
              {keys.map((key, i) => (
                <span key={key}>
                  {i > 0 && ` ${t("or")} `}
                  <kbd>{key}</kbd>
                </span>
              ))}
            </dt>
            <dd>{t(`key.${what}`)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
