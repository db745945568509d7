"use client";

import type { ReactNode, Ref } from "react";

import type { CardCode, Move, PlayerView, SeatView } from "@3u3d/engine";

import { useTranslations } from "use-intl";

import { Card } from "./card";
import { cardReason } from "./card-reason";
import { CardReasonLine } from "./card-reason-line";
import { handOrder, withoutCards } from "./hand";
import { playZone } from "./selection";
import { sameMove, type CardChoice } from "./use-card-choice";
import { useSay } from "./use-say";

// The viewer's own seat at the bottom of the table (game-table.tsx): their table cards
// (face-down ones that can be flipped, face-up ones on them), their hand, the line that
// says why a greyed card cannot be chosen, and their name with the turn timer.

export interface OwnSeatProps {
  view: PlayerView;
  /** The viewer's seat (its index is view.seat). */
  seat: SeatView;
  name: string;
  choice: CardChoice;
  legal: readonly Move[];
  /** The viewer's moves go somewhere (not a replay) and none is on its way. */
  canAct: { onMove: boolean; busy: boolean };
  send: (move: Move | null) => void;
  /** Whose turn marks: it is the viewer's, their move was the last one. */
  acting: boolean;
  justMoved: boolean;
  /** Share of the turn timer left, when the viewer is acting on a timed table. */
  timer: number | null;
  bubble?: ReactNode;
  banner?: ReactNode;
  ref?: Ref<HTMLElement>;
}

export function OwnSeat({
  view,
  seat,
  name,
  choice,
  legal,
  canAct,
  send,
  acting,
  justMoved,
  timer,
  bubble,
  banner,
  ref,
}: OwnSeatProps) {
  const t = useTranslations("table");
  const say = useSay();
  const myTurn = legal.length > 0;
  const zoneInPlay = playZone(view);
  const flips = new Map(
    legal.flatMap((m) => (m.type === "flip" ? [[m.index, m] as const] : [])),
  );
  const { selected, offer, same, hinted, reason } = choice;
  const tableSlots = Math.max(seat.faceUp.length, seat.faceDownCount);
  // Setup chosen, others still choosing: the three laid face up are shown on the
  // table cards, the hand keeps the other three (issue #63: all six stayed greyed in
  // the hand, with no sign of the choice).
  const laidFaceUp = view.phase === "setup" ? view.setupChoice : null;
  const handCards = laidFaceUp
    ? withoutCards(seat.hand ?? [], laidFaceUp)
    : (seat.hand ?? []);
  const myFaceUp = laidFaceUp ?? seat.faceUp;

  const pickable = (zone: "hand" | "faceUp", cards: readonly CardCode[]) =>
    (zone === "hand" ? handOrder(view.ruleset, cards) : cards.map((_, i) => i)).map(
      (index) => {
        const code = cards[index] ?? "";
        const isSelected = selected.some((s) => s.zone === zone && s.index === index);
        const canPick =
          myTurn && (isSelected || (zone === zoneInPlay && offer.has(same(code))));
        // A card that cannot be chosen stays focusable (aria-disabled, not disabled):
        // a tap, Enter or Space on it says why, in the line under the hand.
        const tap = () => {
          if (canAct.busy || !canAct.onMove) return;
          if (canPick) {
            choice.setReason(null);
            choice.toggle(zone, index);
            return;
          }
          const text = cardReason(view, legal, choice.codes, { zone, code }, same);
          choice.setReason(text === null ? null : { zone, index, text: say(text) });
        };
        const explained = reason?.zone === zone && reason.index === index;
        // The button is named by its card picture (the SVG's label), not by aria-label:
        // the face's numerals are visible text the name must contain.
        return (
          <button
            key={`${zone}${index}`}
            type="button"
            className="card-button"
            aria-pressed={isSelected}
            aria-disabled={!canPick || canAct.busy ? true : undefined}
            aria-describedby={explained ? "card-reason" : undefined}
            onClick={tap}
          >
            <Card ruleset={view.ruleset} code={code} selected={isSelected} />
          </button>
        );
      },
    );

  return (
    <section
      aria-label={t("yourCards")}
      className={`mine${acting ? " acting" : ""}${justMoved ? " just-moved" : ""}`}
      ref={ref}
    >
      {bubble && <span className="bubble">{bubble}</span>}
      {banner}
      {(view.phase !== "setup" || laidFaceUp) && tableSlots > 0 && (
        <div className="table-cards" aria-label={t("yourTableCards")} role="group">
          {Array.from({ length: tableSlots }, (_, i) => (
            <span className="slot-stack" key={i}>
              {i < seat.faceDownCount &&
                (flips.has(i) ? (
                  <button
                    type="button"
                    className={`card-button face-down${
                      hinted && sameMove(flips.get(i) as Move, hinted.move)
                        ? " hinted"
                        : ""
                    }`}
                    aria-label={t("flipCard", { number: i + 1 })}
                    disabled={canAct.busy}
                    onClick={() => send(flips.get(i) ?? null)}
                  >
                    <Card ruleset={view.ruleset} hidden />
                  </button>
                ) : (
                  <span className="face-down">
                    <Card ruleset={view.ruleset} hidden />
                  </span>
                ))}
              {i < myFaceUp.length && (
                <span className="face-up">{pickable("faceUp", myFaceUp)[i]}</span>
              )}
            </span>
          ))}
        </div>
      )}
      <div
        className={`cards hand${handCards.length === 0 ? " empty-hand" : ""}`}
        aria-label={t("yourHand")}
        role="group"
        data-testid="hand"
        style={{ ["--n" as string]: Math.max(2, handCards.length) }}
      >
        {pickable("hand", handCards)}
      </div>
      <CardReasonLine reason={reason?.text ?? null} />
      <p className="seat-name mine-name">
        <strong>{name}</strong>
        {acting && timer !== null && (
          <span className="timer" role="img" aria-label={t("turnTimer")}>
            <span style={{ transform: `scaleX(${timer.toFixed(3)})` }} />
          </span>
        )}
      </p>
    </section>
  );
}
