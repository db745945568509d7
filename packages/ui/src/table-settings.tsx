"use client";

import { saveTableSettings, useTableSettings, type Pace } from "./settings";

// The table's settings panel: pace, sound, motion (remembered on this device).

export function TableSettingsPanel() {
  const settings = useTableSettings();
  return (
    <details className="table-settings">
      <summary>Table settings</summary>
      <label>
        Pace{" "}
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
      <label>
        <input
          type="checkbox"
          checked={settings.sound}
          onChange={(e) => saveTableSettings({ sound: e.target.checked })}
        />{" "}
        Sound
      </label>
      <label>
        <input
          type="checkbox"
          checked={settings.motion}
          onChange={(e) => saveTableSettings({ motion: e.target.checked })}
        />{" "}
        Animations
      </label>
    </details>
  );
}
