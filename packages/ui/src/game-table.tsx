"use client";

import { useEffect, useMemo, useState, type KeyboardEvent } from "react";

import type { CardCode, Move, PlayerView } from "@3u3d/engine";

import { Card, cardLabel } from "./card";
import { eventLabel } from "./event-label";
import { FinalScores } from "./final-scores";
import { moveLabel } from "./move-label";
import { moveCards, moveForSelection, selectableCards } from "./selection";

export interface TableSeat {
  name: string;
  /** The bot level when a bot plays this seat. */
  bot: string | null;
  botControlled?: boolean;
}

export interface GameTableProps {
  view: PlayerView;
  seats: TableSeat[];
  /** The viewer's legal moves (empty when it is not their turn or in a replay). */
  legal?: readonly Move[];
  onMove?: (move: Move) => void;
  busy?: boolean;
  /** Seconds left on the turn timer, when the table has one. */
  secondsLeft?: number | null;
}

const SETUP_PROMPT = "Pick the three cards to lay face up on your face-down cards.";

/** The whole table from one seat's eyes (or a spectator's): pure rendering plus choices. */
export function GameTable({
  view,
  seats,
  legal = [],
  onMove,
  busy,
  secondsLeft,
}: GameTableProps) {
  const me = view.seat;
  const nameOf = (seat: number) =>
    seat === me ? "You" : (seats[seat]?.name ?? `Seat ${seat + 1}`);
  const [selected, setSelected] = useState<
    { zone: string; index: number; code: CardCode }[]
  >([]);
  // A new position means a fresh selection.
  const legalKey = JSON.stringify(legal);
  useEffect(() => setSelected([]), [view.eventSeq, view.phase, legalKey]);

  const codes = selected.map((s) => s.code);
  const offer = useMemo(() => selectableCards(legal, codes), [legal, codes]);
  const chosenMove = moveForSelection(legal, codes);
  const otherMoves = legal.filter((m) => moveCards(m) === null && m.type !== "flip");
  const flips = new Map(
    legal.flatMap((m) => (m.type === "flip" ? [[m.index, m] as const] : [])),
  );
  const mySeat = me === null ? undefined : view.seats[me];
  const myTurn = legal.length > 0;

  const toggle = (zone: string, index: number, code: CardCode) => {
    const i = selected.findIndex((s) => s.zone === zone && s.index === index);
    if (i >= 0) setSelected(selected.filter((_, j) => j !== i));
    else if (offer.has(code)) setSelected([...selected, { zone, index, code }]);
  };
  const send = (move: Move | null) => {
    if (move && onMove && !busy) onMove(move);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.target instanceof HTMLInputElement) return;
    if (e.key === "p" || e.key === "P") send(chosenMove);
    if (e.key === "u" || e.key === "U")
      send(legal.find((m) => m.type === "pickup") ?? null);
    if (e.key === "Escape") setSelected([]);
  };

  const pickable = (zone: "hand" | "faceUp", cards: readonly CardCode[]) =>
    cards.map((code, index) => {
      const isSelected = selected.some((s) => s.zone === zone && s.index === index);
      const canPick = myTurn && (isSelected || offer.has(code));
      return (
        <button
          key={`${zone}${index}`}
          type="button"
          className="card-button"
          aria-pressed={isSelected}
          aria-label={cardLabel(view.ruleset, code)}
          disabled={!canPick || busy}
          onClick={() => toggle(zone, index, code)}
        >
          <Card ruleset={view.ruleset} code={code} selected={isSelected} />
        </button>
      );
    });

  const status =
    view.phase === "over"
      ? "Game over"
      : view.phase === "setup"
        ? me !== null && !mySeat?.ready
          ? SETUP_PROMPT
          : "Waiting for everyone to lay their face-up cards"
        : myTurn
          ? view.owedPlays > 0
            ? `Your turn: ${view.owedPlays} more play${view.owedPlays === 1 ? "" : "s"} owed`
            : view.colorSwapPending
              ? "Your turn: four in one colour — swap a hand card with a face-up card, or keep yours"
              : "Your turn"
          : `${nameOf(view.current)} to play`;
  const lastEvent = view.log.at(-1);

  return (
    <div className="game-table" onKeyDown={onKeyDown}>
      <p className="status" data-testid="status">
        {status}
        {secondsLeft != null && view.phase !== "over" ? ` · ${secondsLeft}s` : ""}
        <span className="direction" title="direction of play">
          {" "}
          {view.direction === 1 ? "↻" : "↺"}
        </span>
      </p>
      {/* Screen readers hear each thing that happens. */}
      <p className="sr-only" aria-live="polite">
        {lastEvent ? eventLabel(view.ruleset, lastEvent, nameOf) : ""} {status}
      </p>

      <section aria-label="other players" className="seats">
        {view.seats
          .filter((s) => s.seat !== me)
          .map((s) => (
            <div
              key={s.seat}
              className={`seat${view.toAct.includes(s.seat) && view.phase === "play" ? " acting" : ""}${s.out ? " out" : ""}`}
              data-testid={`seat-${s.seat}`}
            >
              <strong>
                {nameOf(s.seat)}
                {seats[s.seat]?.bot ? (
                  <span className="bot-badge"> bot · {seats[s.seat]?.bot}</span>
                ) : null}
                {seats[s.seat]?.botControlled ? (
                  <span className="bot-badge"> (bot playing)</span>
                ) : null}
              </strong>
              <span>
                {s.handCount} in hand · {s.faceDownCount} face down
                {s.out ? " · out" : ""}
                {view.phase === "setup" ? (s.ready ? " · ready" : " · choosing") : ""}
              </span>
              <div className="cards small">
                {s.faceUp.map((c, i) => (
                  <Card key={`${c}${i}`} ruleset={view.ruleset} code={c} />
                ))}
                {Array.from({ length: s.faceDownCount }, (_, i) => (
                  <Card key={`d${i}`} ruleset={view.ruleset} hidden />
                ))}
              </div>
            </div>
          ))}
      </section>

      <section
        aria-label="pile"
        // Keyed by the event so the effect replays for each clear or pick-up.
        key={
          lastEvent && (lastEvent.type === "clear" || lastEvent.type === "pickup")
            ? lastEvent.seq
            : "pile"
        }
        className={`pile${lastEvent?.type === "clear" ? " pile-cleared" : ""}${lastEvent?.type === "pickup" ? " pile-taken" : ""}`}
      >
        <div className="cards pile-cards" data-testid="pile">
          {view.pile.length === 0 ? (
            <span className="empty">The pile is empty</span>
          ) : null}
          {view.pile.slice(-5).map((c, i, shown) => (
            <span key={`${view.pile.length - shown.length + i}`} className="pile-card">
              <Card ruleset={view.ruleset} code={c} />
            </span>
          ))}
        </div>
        <span>
          {view.pile.length} in the pile · {view.drawPileCount} to draw ·{" "}
          {view.removedCount} out of the game
          {view.effectiveTop && view.pile.at(-1) !== view.effectiveTop
            ? ` · counts as ${cardLabel(view.ruleset, view.effectiveTop)}`
            : ""}
          {view.mustPlayLowerThan
            ? ` · next play lower than ${view.mustPlayLowerThan}`
            : ""}
        </span>
      </section>

      {me !== null && mySeat && (
        <section aria-label="your cards" className="mine">
          <div className="cards table-cards">
            {view.phase === "setup" ? null : pickable("faceUp", mySeat.faceUp)}
            {Array.from({ length: mySeat.faceDownCount }, (_, i) =>
              flips.has(i) ? (
                <button
                  key={`d${i}`}
                  type="button"
                  className="card-button"
                  aria-label={`Turn over face-down card ${i + 1}`}
                  disabled={busy}
                  onClick={() => send(flips.get(i) ?? null)}
                >
                  <Card ruleset={view.ruleset} hidden />
                </button>
              ) : (
                <Card key={`d${i}`} ruleset={view.ruleset} hidden />
              ),
            )}
          </div>
          <div className="cards hand" aria-label="your hand" data-testid="hand">
            {pickable("hand", mySeat.hand ?? [])}
          </div>
        </section>
      )}

      {view.phase !== "over" && myTurn && (
        <section aria-label="your moves" className="moves">
          {legal.some((m) => moveCards(m) !== null) && (
            <button
              type="button"
              className="primary"
              disabled={!chosenMove || busy}
              onClick={() => send(chosenMove)}
              title="P"
            >
              {chosenMove
                ? view.phase === "setup"
                  ? "Lay these face up"
                  : `Play ${codes.length === 1 ? "this card" : `these ${codes.length} cards`}`
                : view.phase === "setup"
                  ? `Choose ${3 - codes.length} more`
                  : "Choose cards to play"}
            </button>
          )}
          {otherMoves.map((m, i) => (
            <button key={i} type="button" disabled={busy} onClick={() => send(m)}>
              {moveLabel(view.ruleset, m)}
            </button>
          ))}
        </section>
      )}

      {view.phase === "over" && view.final && (
        <section aria-label="result" className="result">
          <h2>
            {view.stalemate
              ? "Stalemate: the turn limit has been reached"
              : view.winner === me
                ? "You won!"
                : view.winner === null
                  ? "Game over"
                  : `${nameOf(view.winner)} won`}
          </h2>
          <FinalScores view={view} nameOf={nameOf} />
        </section>
      )}

      <section aria-label="what happened" className="log">
        <ol>
          {view.log.slice(-8).map((e) => (
            <li key={e.seq}>{eventLabel(view.ruleset, e, nameOf)}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
