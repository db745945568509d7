import { memo, type ReactNode } from "react";

import type { Ruleset, SeatView } from "@3u3d/engine";

import { useTranslations } from "use-intl";

import { Card } from "./card";

// One opponent at the table, compact enough that six fit on a phone in two rows:
// name (a bot's with its level), the hand as fanned backs with its count, the table cards as minis,
// and on the seat to act a bar that empties with its turn timer.

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
}) {
  const t = useTranslations("table.seat");
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
      <p className="seat-name">
        <strong>{name}</strong>
        {botControlled && <span className="bot-badge">{t("botPlaying")}</span>}
      </p>
      <div className="seat-cards">
        <span
          className="fan"
          aria-label={t("inHand", { count: seat.handCount })}
          role="img"
        >
          {Array.from({ length: Math.min(seat.handCount, 4) }, (_, i) => (
            <span key={i} className="fan-card" aria-hidden="true">
              <Card ruleset={ruleset} hidden />
            </span>
          ))}
          <span className="count" aria-hidden="true">
            {seat.handCount}
          </span>
        </span>
        <span className="seat-table cards mini">
          {seat.faceUp.map((c, i) => (
            <Card key={`${c}${i}`} ruleset={ruleset} code={c} />
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
