"use client";

import { useRef, type ReactNode } from "react";

import type { PlayerView, SeatView } from "@3u3d/engine";

import { useTranslations } from "use-intl";

import { SeatChip, type TableSeat } from "./seat-chip";
import { useSeatInSight } from "./use-seat-in-sight";

// The other players across the top of the table (game-table.tsx), in the order play
// reaches them from the viewer: with play going "clockwise" that is left to right.

export function OtherSeats({
  view,
  seats,
  nameOf,
  acting,
  justMoved,
  timer,
  bubbles,
  bannerOver,
  motion,
}: {
  view: PlayerView;
  seats: readonly TableSeat[];
  nameOf: (seat: number) => string;
  /** Whether a seat is to act now. */
  acting: (seat: number) => boolean;
  /** The seat whose move was the last one, if any. */
  justMoved: number | null;
  /** Share of the turn timer left (shown on the acting seat). */
  timer: number | null;
  bubbles?: Readonly<Record<number, ReactNode>>;
  bannerOver: (seat: number) => ReactNode;
  /** The player's motion setting: scrolling the acting seat into sight follows it. */
  motion: boolean;
}) {
  const t = useTranslations("table");
  const me = view.seat;
  // Eight or more: the chips have rules of their own (table.css), and on a phone they
  // scroll in their own box.
  const crowded = view.players >= 8;
  const box = useRef<HTMLElement>(null);
  useSeatInSight(
    box,
    view.current !== me && acting(view.current) ? view.current : null,
    motion,
  );
  const first = me ?? 0;
  const others = view.seats
    .map((_, i) => view.seats[(first + i) % view.players])
    .filter((s): s is SeatView => s !== undefined && s.seat !== me);
  return (
    <section
      aria-label={t("otherPlayers")}
      className="seats"
      ref={box}
      // It may scroll then: a keyboard can scroll it too.
      tabIndex={crowded ? 0 : undefined}
    >
      <ul>
        {others.map((s) => (
          <SeatChip
            key={s.seat}
            ruleset={view.ruleset}
            phase={view.phase}
            place={view.order.indexOf(s.seat)}
            seat={s}
            name={nameOf(s.seat)}
            botControlled={!!seats[s.seat]?.botControlled}
            acting={acting(s.seat)}
            justMoved={justMoved === s.seat}
            timer={acting(s.seat) ? timer : null}
            bubble={bubbles?.[s.seat]}
            banner={bannerOver(s.seat)}
          />
        ))}
      </ul>
    </section>
  );
}
