"use client";

import { useEffect, useRef, useState } from "react";

import type { GameEvent, Ruleset } from "@3u3d/engine";

import type { Names } from "./event-label";

// A short banner for the moments that change the game's course: a clear, a triple, a
// burn, a reverse, and plays owed after a Clear +1 / +2. It shows the newest such event
// that arrived since the last position, then fades (no fade under reduced motion).

function bannerFor(event: GameEvent, names: Names): string | null {
  switch (event.type) {
    case "clear":
      return event.by === "triple"
        ? "Three in a row: cleared!"
        : event.by === "four"
          ? "Four of a kind: burned!"
          : event.by === "ten"
            ? "Burned by a 10!"
            : "Clear!";
    case "reverse":
      return "Reverse!";
    case "out":
      return `${names.nameOf(event.seat)} ${event.seat === names.me ? "are" : "is"} out!`;
    default:
      return null;
  }
}

export function TableBanner({
  log,
  names,
}: {
  ruleset: Ruleset;
  log: readonly GameEvent[];
  names: Names;
}) {
  const seen = useRef<number | null>(null);
  const [banner, setBanner] = useState<{ seq: number; text: string } | null>(null);
  const newest = log.at(-1)?.seq ?? 0;
  useEffect(() => {
    const since = seen.current;
    seen.current = newest;
    // The first position is history, not news.
    if (since === null) return;
    const fresh = log.filter((e) => e.seq > since);
    for (const event of fresh.reverse()) {
      const text = bannerFor(event, names);
      if (text) {
        setBanner({ seq: event.seq, text });
        return;
      }
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- news is keyed by the newest event
  }, [newest]);
  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), 1600);
    return () => clearTimeout(timer);
  }, [banner]);
  if (!banner) return null;
  return (
    <p className="table-banner" key={banner.seq} aria-hidden="true">
      {banner.text}
    </p>
  );
}
