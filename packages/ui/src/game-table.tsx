"use client";

import { useEffect, useRef, useState } from "react";

import type { Move } from "@3u3d/engine";
import { msg } from "@3u3d/i18n/msg";

import { useTranslations } from "use-intl";

import { Centre } from "./centre";
import { eventLabel, type Names } from "./event-label";
import { lastMove } from "./last-move";
import { MoveButtons } from "./move-buttons";
import { OtherSeats } from "./other-seats";
import { OwnSeat } from "./own-seat";
import { PACES, useTableSettings } from "./settings";
import { tableStatus } from "./status";
import { TableBanner, useTableBanner } from "./table-banner";
import { TableDock } from "./table-dock";
import { TablePanel } from "./table-panel";
import type { GameTableProps } from "./table-props";
import { useCardChoice } from "./use-card-choice";
import { useSay } from "./use-say";
import { TableTools, useSidePanel } from "./use-side-panel";
import { tableKeys, useFocusOnTurn } from "./use-table-keys";
import { useTableMotion } from "./use-table-motion";
import { useTableSounds } from "./use-sounds";

export type { TableSeat } from "./seat-chip";
export type {
  GameTableProps,
  TableGame,
  TablePlay,
  TableSlots,
  TurnTimer,
} from "./table-props";

const NO_MOVES: readonly never[] = [];

/**
 * The whole table from one seat's eyes (or a spectator's): pure rendering plus choices.
 * It puts its parts together — the other seats, the centre, the viewer's own seat
 * (own-seat.tsx), the dock with the moves, the side panel — and owns what they share:
 * the cards chosen (use-card-choice.ts), the status line, the banner, sounds and motion.
 */
export function GameTable({
  view,
  seats,
  play = {},
  timer,
  game = {},
  slots = {},
  fill = true,
}: GameTableProps) {
  const { legal = NO_MOVES, onMove, busy = false, onHint, hint = null } = play;
  const { viewerIsYou = true, endedEarly = false } = game;
  const t = useTranslations("table");
  const say = useSay();
  const me = view.seat;
  // A seat's own name (the messages say the viewer's seat as "you" themselves), and the
  // name shown on a seat, which is "You" for the viewer's own.
  const seatName = (seat: number) =>
    seats[seat]?.name ?? t("seatNumber", { number: seat + 1 });
  const names: Names = { nameOf: seatName, me: viewerIsYou ? me : null };
  const nameOf = (seat: number) => (seat === names.me ? t("you") : seatName(seat));

  const choice = useCardChoice(view, legal, hint, onHint);
  const myTurn = legal.length > 0;
  const send = (move: Move | null) => {
    if (move && onMove && !busy) onMove(move);
  };
  const mine = useRef<HTMLElement>(null);
  useFocusOnTurn(mine, myTurn, choice.legalKey);

  const settings = useTableSettings();
  // The table is server-rendered: until React has taken it over, a tap does nothing.
  // The mark says when it has (browser tests wait for it before they tap), and the move
  // buttons stay disabled until then, so a tap on them is not taken and lost (the web
  // app's table code comes in a chunk after the page's first scripts: issue #65).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  useTableSounds(view.log, myTurn, settings.sound, settings.volume);
  const tableRef = useRef<HTMLDivElement>(null);
  useTableMotion(tableRef, view, settings.motion, choice.legalKey);
  const bannerMs = Math.min(1600, Math.max(700, PACES[settings.pace]));
  const banner = useTableBanner(view.log, names, bannerMs);
  // A clear over the pile (seat null), someone out over their seat; your own going out
  // over the pile when it ended the game, as your cards are gone from the table then.
  const bannerSeat = banner?.seat === me && view.phase === "over" ? null : banner?.seat;
  const bannerOver = (seat: number | null) =>
    banner && bannerSeat === seat ? (
      <TableBanner banner={banner} durationMs={bannerMs} onSeat={seat !== null} />
    ) : undefined;
  const status = say(
    endedEarly
      ? msg("status.everyoneLeft")
      : me !== null && seats[me]?.botControlled && view.phase !== "over" && viewerIsYou
        ? msg("status.botPlaying")
        : tableStatus(view, legal, names),
  );
  const lastEvent = view.log.at(-1);
  const shownMove = lastMove(view.log);
  const acting = (seat: number) =>
    !endedEarly && view.phase === "play" && view.current === seat;
  const secondsLeft = timer?.secondsLeft ?? null;
  const timerShare =
    secondsLeft != null && timer?.turnSeconds
      ? Math.min(1, secondsLeft / timer.turnSeconds)
      : null;
  const mySeat = me === null ? undefined : view.seats[me];
  const over = view.phase === "over";
  const panel = useSidePanel({
    view,
    events: game.history ?? view.log,
    names,
    slots,
    hints: onHint !== undefined,
    tableRef,
  });
  const { chosenMove, codes } = choice;

  return (
    <div
      className={`game-table${fill ? " fill" : ""}`}
      ref={tableRef}
      onKeyDown={tableKeys({
        legal,
        choice,
        send,
        canHint: onHint !== undefined && myTurn && !busy,
      })}
      data-motion={settings.motion ? "on" : "off"}
      data-seats={view.players}
      data-crowded={view.players >= 8 ? "true" : undefined}
      data-phase={view.phase}
      data-hydrated={hydrated ? "true" : undefined}
    >
      <div className="table-main">
        <div className="table-top">
          <div className="notices">{slots.notices}</div>
          <TableTools panel={panel} />
        </div>
        {/* Screen readers hear each thing that happens. */}
        <p className="sr-only" aria-live="polite">
          {lastEvent ? say(eventLabel(view.ruleset, lastEvent, names)) : ""} {status}
        </p>

        <OtherSeats
          view={view}
          seats={seats}
          nameOf={nameOf}
          acting={acting}
          justMoved={shownMove?.seat ?? null}
          timer={timerShare}
          bubbles={slots.bubbles}
          bannerOver={bannerOver}
          motion={settings.motion}
        />

        <div className="centre-area">
          <Centre
            view={view}
            onCardsGone={() => panel.openTab("log")}
            onPlay={
              chosenMove && view.phase !== "setup" && !busy
                ? {
                    label: t("playChosen", { count: codes.length }),
                    play: () => send(chosenMove),
                  }
                : undefined
            }
            caption={
              shownMove
                ? say(eventLabel(view.ruleset, shownMove.event, names))
                : undefined
            }
          >
            {bannerOver(null)}
          </Centre>
        </div>

        {/* Once the game is over the result lists what was left in each hand. */}
        {me !== null && mySeat && !over && (
          <OwnSeat
            ref={mine}
            view={view}
            seat={mySeat}
            name={nameOf(me)}
            choice={choice}
            legal={legal}
            canAct={{ onMove: onMove !== undefined, busy }}
            send={send}
            acting={acting(me)}
            justMoved={shownMove?.seat === me}
            timer={timerShare}
            bubble={slots.bubbles?.[me]}
            banner={bannerOver(me)}
          />
        )}

        <TableDock
          view={view}
          status={status}
          myTurn={myTurn}
          secondsLeft={secondsLeft}
          hinted={choice.hinted}
          moves={
            <MoveButtons
              view={view}
              legal={legal}
              choice={choice}
              busy={busy || !hydrated}
              send={send}
              hints={onHint !== undefined}
            />
          }
          nameOf={nameOf}
          game={game}
          afterGame={slots.afterGame}
        />
      </div>

      <TablePanel
        tabs={panel.tabs}
        selected={panel.tab}
        onSelect={panel.setTab}
        open={panel.drawer}
        onClose={panel.closeDrawer}
      />
    </div>
  );
}
