import { memo, type ReactNode } from "react";

import type { Ruleset, SeatView } from "@3u3d/engine";

import { useTranslations } from "use-intl";

import { Card } from "./card";

// One opponent at the table, compact enough that six fit on a phone in two rows:
// name (a bot's with its level), then one line of cards: the hand as fanned backs with
// its count, and the table cards as minis, each face-up card on its face-down one (a
// wide screen also says "3 down"). On the seat to act, a bar that empties with its turn
// timer.

export interface TableSeat {
  /** A person's name, or a bot's persona with its level: "Ada (Card shark)". */
  name: string;
  /** The bot level when a bot plays this seat. */
  bot: string | null;
  botControlled?: boolean;
}

/**
 * Memoised by what it shows: a new position redraws only the seats it changed (views
 * are rebuilt per position, so the seat is compared by content, not by reference).
 */
export const SeatChip = memo(SeatChipView, (before, after) => {
  const { seat: a, ...restBefore } = before;
  const { seat: b, ...restAfter } = after;
  return (
    sameSeat(a, b) &&
    (Object.keys(restBefore) as (keyof typeof restBefore)[]).every(
      (key) => restBefore[key] === restAfter[key],
    )
  );
});

function sameSeat(a: SeatView, b: SeatView): boolean {
  return (
    a.seat === b.seat &&
    a.handCount === b.handCount &&
    a.faceDownCount === b.faceDownCount &&
    a.out === b.out &&
    a.ready === b.ready &&
    a.faceUp.join() === b.faceUp.join()
  );
}

function SeatChipView({
  ruleset,
  phase,
  place,
  seat,
  name,
  botControlled,
  acting,
  justMoved,
  timer,
  bubble,
  banner,
}: {
  ruleset: Ruleset;
  phase: "setup" | "play" | "over";
  /** Where the seat finished (0 = first out), or -1 while it plays. */
  place: number;
  seat: SeatView;
  name: string;
  botControlled: boolean;
  acting: boolean;
  /** This seat made the move on screen (its cards just flew). */
  justMoved: boolean;
  /** 0–1 of the turn timer left, on the seat to act when the table has a timer. */
  timer: number | null;
  /** A reaction its player just sent. */
  bubble?: ReactNode;
  /** A moment of its own just now ("Out!", table-banner.tsx). */
  banner?: ReactNode;
}) {
  const t = useTranslations("table.seat");
  // Each face-up card lies on a face-down one, as on the player's own side of the table.
  const slots = Math.max(seat.faceUp.length, seat.faceDownCount);
  const stateText = seat.out
    ? t("out", { place: place + 1 })
    : phase === "setup"
      ? seat.ready
        ? t("ready")
        : t("choosing")
      : acting
        ? t("toPlay")
        : null;
  return (
    <li
      className={`seat${acting ? " acting" : ""}${justMoved ? " just-moved" : ""}${
        seat.out ? " out" : ""
      }`}
      data-testid={`seat-${seat.seat}`}
      // Where this seat's cards fly from and to (use-table-motion.ts).
      data-seat={seat.seat}
      aria-current={acting ? "true" : undefined}
    >
      {bubble && <span className="bubble">{bubble}</span>}
      {banner}
      <p className="seat-name">
        <strong title={name}>{name}</strong>
        {botControlled && <span className="bot-badge">{t("botPlaying")}</span>}
      </p>
      <div className="seat-cards">
        <span
          className="fan"
          aria-label={t("inHand", { count: seat.handCount })}
          role="img"
        >
          {Array.from({ length: Math.min(seat.handCount, 3) }, (_, i) => (
            <span key={i} className="fan-card" aria-hidden="true">
              <Card ruleset={ruleset} hidden />
            </span>
          ))}
          {/* An empty hand shows nothing: a lone "0" read as a stray digit. */}
          {seat.handCount > 0 && (
            <span className="count" aria-hidden="true">
              {seat.handCount}
            </span>
          )}
        </span>
        <span className="seat-table cards mini">
          {Array.from({ length: slots }, (_, i) => (
            <span className="seat-slot" key={i}>
              {i < seat.faceDownCount && (
                <span className="seat-down" aria-hidden="true">
                  <Card ruleset={ruleset} hidden />
                </span>
              )}
              {i < seat.faceUp.length && <Card ruleset={ruleset} code={seat.faceUp[i]} />}
            </span>
          ))}
          {seat.faceDownCount > 0 && (
            <span className="down-count" title={t("faceDownTitle")}>
              {t("down", { count: seat.faceDownCount })}
            </span>
          )}
        </span>
      </div>
      {stateText && <p className="seat-state">{stateText}</p>}
      {acting && timer !== null && (
        <span className="timer" role="img" aria-label={t("turnTimer")}>
          <span style={{ transform: `scaleX(${timer.toFixed(3)})` }} />
        </span>
      )}
    </li>
  );
}
