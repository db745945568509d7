"use client";

import { useSyncExternalStore } from "react";

// The table's settings, remembered per device (localStorage): how long each action
// stays on screen, sound (on, but silent until the player's first tap or key, as
// browsers require) with its volume, and motion. One small store
// so the page (which paces the frames) and the table (which animates and plays sounds)
// always agree.

export const PACES = {
  slow: 1600,
  normal: 900,
  fast: 400,
  instant: 0,
} as const;
export type Pace = keyof typeof PACES;

export interface TableSettings {
  pace: Pace;
  sound: boolean;
  /** 0–1, how loud the cues are. */
  volume: number;
  motion: boolean;
}

const KEY = "3u3d.table-settings";
const DEFAULTS: TableSettings = {
  pace: "normal",
  sound: true,
  volume: 0.6,
  motion: true,
};
const listeners = new Set<() => void>();
let cached: { raw: string | null; value: TableSettings } | null = null;

function read(): TableSettings {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(KEY);
  } catch {
    // Storage can be off (private modes): the defaults hold for this visit.
  }
  if (cached?.raw === raw) return cached.value;
  let value = DEFAULTS;
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<TableSettings>) : {};
    value = {
      pace:
        parsed.pace !== undefined && parsed.pace in PACES ? parsed.pace : DEFAULTS.pace,
      sound: parsed.sound !== false,
      volume:
        typeof parsed.volume === "number" && parsed.volume >= 0 && parsed.volume <= 1
          ? parsed.volume
          : DEFAULTS.volume,
      motion: parsed.motion !== false,
    };
  } catch {
    value = DEFAULTS;
  }
  cached = { raw, value };
  return value;
}

export function saveTableSettings(next: Partial<TableSettings>) {
  const value = { ...read(), ...next };
  try {
    window.localStorage.setItem(KEY, JSON.stringify(value));
  } catch {
    cached = { raw: null, value };
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
};

/** The settings now; the server render and the first paint use the defaults. */
export function useTableSettings(): TableSettings {
  return useSyncExternalStore(subscribe, read, () => DEFAULTS);
}
