"use client";

import { useEffect, useRef, useState } from "react";

import type { GameEvent } from "@3u3d/engine";

import type { Names } from "./event-label";
import { msg, type Msg } from "./msg";
import { useSay } from "./use-say";

// A short banner over the pile for the moments that change the game's course: a clear,
// a triple, a burn, a reverse, someone out. It shows the newest such event that arrived
// with the position on screen, for about the pace of one move, and goes as soon as the
// next position comes, so it never sits on a later move as if that move had caused it.

function bannerFor(event: GameEvent, names: Names): Msg | null {
  switch (event.type) {
    case "clear":
      return msg(
        `table.banner.${event.by === "triple" || event.by === "four" || event.by === "ten" ? event.by : "clear"}`,
      );
    case "reverse":
      return msg("table.banner.reverse");
    case "out":
      return msg("table.banner.out", {
        name: names.nameOf(event.seat),
        you: event.seat === names.me ? "yes" : "no",
      });
    default:
      return null;
  }
}

export function TableBanner({
  log,
  names,
  durationMs,
}: {
  log: readonly GameEvent[];
  names: Names;
  /** How long it stays: about one move at the player's pace. */
  durationMs: number;
}) {
  const say = useSay();
  const seen = useRef<number | null>(null);
  const [banner, setBanner] = useState<{ seq: number; text: string } | null>(null);
  const newest = log.at(-1)?.seq ?? 0;
  useEffect(() => {
    const since = seen.current;
    seen.current = newest;
    // The first position is history, not news.
    if (since === null) return;
    setBanner(null);
    const fresh = log.filter((e) => e.seq > since);
    for (const event of fresh.reverse()) {
      const banner = bannerFor(event, names);
      if (banner) {
        setBanner({ seq: event.seq, text: say(banner) });
        return;
      }
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- news is keyed by the newest event
  }, [newest]);
  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), durationMs);
    return () => clearTimeout(timer);
  }, [banner, durationMs]);
  if (!banner) return null;
  return (
    <p
      className="table-banner"
      key={banner.seq}
      aria-hidden="true"
      style={{ animationDuration: `${durationMs}ms` }}
    >
      {banner.text}
    </p>
  );
}
