"use client";

import { useCallback, useEffect, useState } from "react";

// Whom this viewer has muted at a table, remembered on this device. A mute is the
// viewer's own preference and costs the server nothing: every message still reaches
// every viewer, and the muted ones are just not shown here. Keyed by seat, because
// snapshots name seats, never player ids (a person's id is not shared with the table).

const KEY = "3u3d.talk.muted";
/** Tables remembered; the oldest are forgotten first. */
const KEPT_TABLES = 50;

type Muted = Record<string, number[]>;

function read(): Muted {
  try {
    const raw = JSON.parse(window.localStorage.getItem(KEY) ?? "{}") as unknown;
    return raw && typeof raw === "object" ? (raw as Muted) : {};
  } catch {
    return {}; // storage off or garbled: nobody is muted
  }
}

/** A table's muted seats; anything else stored there (edited, garbled) mutes nobody. */
function seatsOf(all: Muted, gameId: string): number[] {
  const seats: unknown = all[gameId];
  return Array.isArray(seats)
    ? seats.filter((s): s is number => Number.isInteger(s))
    : [];
}

function write(all: Muted) {
  const kept = Object.entries(all).slice(-KEPT_TABLES);
  try {
    window.localStorage.setItem(KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Kept for this visit only.
  }
}

export function useMutedSeats(gameId: string) {
  const [muted, setMuted] = useState<readonly number[]>([]);
  // Read after mounting: the server's render knows no storage.
  useEffect(() => setMuted(seatsOf(read(), gameId)), [gameId]);

  const toggle = useCallback(
    (seat: number) => {
      const all = read();
      const now = seatsOf(all, gameId);
      const next = now.includes(seat) ? now.filter((s) => s !== seat) : [...now, seat];
      delete all[gameId]; // re-insert: the newest table goes last
      if (next.length > 0) all[gameId] = next;
      write(all);
      setMuted(next);
    },
    [gameId],
  );
  return { muted, toggle };
}
