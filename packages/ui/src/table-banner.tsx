"use client";

import { useEffect, useRef, useState } from "react";

import type { GameEvent } from "@3u3d/engine";
import { msg, type Msg } from "@3u3d/i18n/msg";

import type { Names } from "./event-label";
import { useSay } from "./use-say";

// A short banner for the moments that change the game's course, where they happen: a
// clear, a triple, a burn or a reverse over the pile; someone going out over their own
// seat (the pile stays in sight, and the table says who), yours over the pile when it
// ended the game (game-table.tsx: your cards are gone by then). It shows the newest
// such event that arrived with the position on screen, for about the pace of one move,
// and goes as soon as the next position comes, so it never sits on a later move as if
// that move had caused it.

export interface Banner {
  /** The event it announces (a new banner, a new animation). */
  seq: number;
  text: string;
  /** The seat it belongs over, or null for the pile. */
  seat: number | null;
}

function bannerFor(
  event: GameEvent,
  names: Names,
): { text: Msg; seat: number | null } | null {
  switch (event.type) {
    case "clear":
      return {
        text: msg(
          `table.banner.${event.by === "triple" || event.by === "four" || event.by === "ten" ? event.by : "clear"}`,
        ),
        seat: null,
      };
    case "reverse":
      return { text: msg("table.banner.reverse"), seat: null };
    case "out":
      // Over the seat itself, whose name is right there: "Out!" is enough.
      return {
        text: msg(
          event.seat === names.me ? "table.banner.youOut" : "table.banner.seatOut",
        ),
        seat: event.seat,
      };
    default:
      return null;
  }
}

/** The banner for the position on screen, or null; gone after `durationMs`. */
export function useTableBanner(
  log: readonly GameEvent[],
  names: Names,
  /** How long it stays: about one move at the player's pace. */
  durationMs: number,
): Banner | null {
  const say = useSay();
  const seen = useRef<number | null>(null);
  const [banner, setBanner] = useState<Banner | null>(null);
  const newest = log.at(-1)?.seq ?? 0;
  useEffect(() => {
    const since = seen.current;
    seen.current = newest;
    // The first position is history, not news.
    if (since === null) return;
    setBanner(null);
    const fresh = log.filter((e) => e.seq > since);
    for (const event of fresh.reverse()) {
      const found = bannerFor(event, names);
      if (found) {
        setBanner({ seq: event.seq, text: say(found.text), seat: found.seat });
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
  return banner;
}

/** The banner itself, over whatever positioned box it is put in. */
export function TableBanner({
  banner,
  durationMs,
  onSeat,
}: {
  banner: Banner | null;
  durationMs: number;
  /** Over a seat (smaller) rather than over the pile. */
  onSeat: boolean;
}) {
  if (!banner) return null;
  return (
    <p
      className={`table-banner${onSeat ? " seat-banner" : ""}`}
      key={banner.seq}
      // The screen reader's live line has said it already (game-table.tsx).
      aria-hidden="true"
      style={{ animationDuration: `${durationMs}ms` }}
    >
      {banner.text}
    </p>
  );
}
