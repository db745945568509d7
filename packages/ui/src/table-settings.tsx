"use client";

import { saveTableSettings, useTableSettings, type Pace } from "./settings";

// The table's settings (remembered on this device) and its keyboard shortcuts: the
// Settings tab of the table's side panel, one tap from the table.

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
        <div>
          <dt>
            <kbd>Tab</kbd>
          </dt>
          <dd>move between your cards</dd>
        </div>
        <div>
          <dt>
            <kbd>Space</kbd> or <kbd>Enter</kbd>
          </dt>
          <dd>choose a card (again to take it off)</dd>
        </div>
        <div>
          <dt>
            <kbd>P</kbd>
          </dt>
          <dd>play the chosen cards</dd>
        </div>
        <div>
          <dt>
            <kbd>U</kbd>
          </dt>
          <dd>pick up the pile</dd>
        </div>
        {hints && (
          <div>
            <dt>
              <kbd>H</kbd>
            </dt>
            <dd>ask for a hint</dd>
          </div>
        )}
        <div>
          <dt>
            <kbd>Esc</kbd>
          </dt>
          <dd>clear your choice</dd>
        </div>
      </dl>
    </div>
  );
}
