"use client";

import { saveTableSettings, useTableSettings, type Pace } from "./settings";

// The table's settings (remembered on this device) and its keyboard shortcuts: the
// Settings tab of the table's side panel, one tap from the table.

/** The table's keys (game-table.tsx handles them), as the Settings tab lists them. */
const SHORTCUTS: { keys: string[]; what: string }[] = [
  { keys: ["Tab"], what: "move between your cards" },
  { keys: ["Space", "Enter"], what: "choose a card (again to take it off)" },
  { keys: ["P"], what: "play the chosen cards" },
  { keys: ["U"], what: "pick up the pile" },
  { keys: ["H"], what: "ask for a hint" },
  { keys: ["Esc"], what: "clear your choice" },
];

export function TableSettingsPanel({ hints }: { hints: boolean }) {
  const settings = useTableSettings();
  return (
    <div className="table-settings">
      <label>
        Pace of moves{" "}
        <select
          value={settings.pace}
          onChange={(e) => saveTableSettings({ pace: e.target.value as Pace })}
        >
          <option value="slow">slow</option>
          <option value="normal">normal</option>
          <option value="fast">fast</option>
          <option value="instant">no pause</option>
        </select>
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={settings.sound}
          onChange={(e) => saveTableSettings({ sound: e.target.checked })}
        />{" "}
        Sound
      </label>
      <label>
        Volume{" "}
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
        Animations
      </label>
      <h3>Keyboard</h3>
      <dl className="shortcuts">
        {SHORTCUTS.filter((k) => hints || k.keys[0] !== "H").map(({ keys, what }) => (
          <div key={what}>
            <dt>
              {keys.map((key, i) => (
                <span key={key}>
                  {i > 0 && " or "}
                  <kbd>{key}</kbd>
                </span>
              ))}
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
