"use client";

import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

import type { CardCode, GameEvent, Hint, Move, PlayerView, SeatView } from "@3u3d/engine";
import { msg } from "@3u3d/i18n/msg";

import { useLocale, useTranslations } from "use-intl";

import { Card } from "./card";
import { cardReason } from "./card-reason";
import { CardReasonLine } from "./card-reason-line";
import { CardsGone } from "./cards-gone";
import { Centre } from "./centre";
import { eventLabel, type Names } from "./event-label";
import { GameLog } from "./game-log";
import { GameOver, type RatingChanges } from "./game-over";
import { lastMove } from "./last-move";
import { handOrder, picksOf, tapCard, withoutCards, type Picked } from "./hand";
import { hintWords } from "./hint-words";
import { moveLabel } from "./move-label";
import { useSay } from "./use-say";
import { useSeatInSight } from "./use-seat-in-sight";
import { SeatChip, type TableSeat } from "./seat-chip";
import {
  moveCards,
  moveForSelection,
  partOfAMove,
  playZone,
  sameCardFor,
  selectableCards,
  selectionKey,
} from "./selection";
import { tableStatus } from "./status";
import { PACES, useTableSettings } from "./settings";
import { TableBanner, useTableBanner } from "./table-banner";
import { Badge, TablePanel, type PanelTab } from "./table-panel";
import { TableRulesPanel } from "./table-rules-panel";
import { TableSettingsPanel } from "./table-settings";
import { ToolIcon } from "./tool-icons";
import { useWideScreen } from "./use-wide-screen";
import { useTableMotion } from "./use-table-motion";
import { useTableSounds } from "./use-sounds";
import { clock } from "./time-left";

export type { TableSeat } from "./seat-chip";

export interface GameTableProps {
  view: PlayerView;
  seats: TableSeat[];
  /** The viewer's legal moves (empty when it is not their turn or in a replay). */
  legal?: readonly Move[];
  onMove?: (move: Move) => void;
  busy?: boolean;
  /** Seconds left on the turn timer, when the table has one. */
  secondsLeft?: number | null;
  /** The table's turn timer in seconds (to show how much of it is left). */
  turnSeconds?: number | null;
  /** The whole game's events as the page collected them; defaults to the view's log. */
  history?: readonly GameEvent[];
  /** Whether the viewer's own seat is "You" (not in a replay seen through a bot's seat). */
  viewerIsYou?: boolean;
  /** The game stopped here because everyone left: nobody is to play any more. */
  endedEarly?: boolean;
  /** Asks for a hint (only where hints are offered: casual games against bots, practice). */
  onHint?: () => void;
  /** The hint for this position: its cards are lifted, its reason shown. */
  hint?: Hint | null;
  /** Short notices over the table (watching, a championship game, reconnecting). */
  notices?: ReactNode;
  /** The table's talk, a tab of the side panel; `seqs` numbers the others' lines. */
  talk?: { content: ReactNode; seqs: readonly number[] };
  /** The page's own controls for this game (leave, notifications): the Settings tab. */
  gameControls?: ReactNode;
  /** What to do once the game is over (play again, the replay): the bottom bar. */
  afterGame?: ReactNode;
  /** A reaction just sent, shown as a bubble on its sender's seat. */
  bubbles?: Readonly<Record<number, ReactNode>>;
  /**
   * Fills the screen below the site's header, the hand and the actions docked at the
   * bottom (a live table); false lays it out in the page's flow (a replay).
   */
  fill?: boolean;
  /** Once the game is over: each account's rating before and after (game.ratingChanges). */
  ratings?: RatingChanges | null;
  /** Once the game is over: the achievements it earned the viewer (game.achievements). */
  achievements?: readonly string[];
}

/** The whole table from one seat's eyes (or a spectator's): pure rendering plus choices. */
export function GameTable({
  view,
  seats,
  legal = [],
  onMove,
  busy,
  secondsLeft,
  turnSeconds,
  history,
  viewerIsYou = true,
  endedEarly = false,
  onHint,
  hint = null,
  notices,
  talk,
  gameControls,
  afterGame,
  bubbles,
  fill = true,
  ratings = null,
  achievements,
}: GameTableProps) {
  const t = useTranslations("table");
  const locale = useLocale();
  const say = useSay();
  const me = view.seat;
  // A seat's own name (the messages say the viewer's seat as "you" themselves), and the
  // name shown on a seat, which is "You" for the viewer's own.
  const seatName = (seat: number) =>
    seats[seat]?.name ?? t("seatNumber", { number: seat + 1 });
  const names: Names = { nameOf: seatName, me: viewerIsYou ? me : null };
  const nameOf = (seat: number) => (seat === names.me ? t("you") : seatName(seat));
  const [chosen, setSelected] = useState<Picked[]>([]);
  // Only the viewer's own cards changing starts a fresh selection. Someone else's move
  // does not, and neither does a moment without options (the screen catching up with
  // the stream): the choice is hidden then, and back when the options are.
  const legalKey = JSON.stringify(legal);
  const ownCards = selectionKey(view);
  useEffect(() => setSelected([]), [ownCards]);
  // Cards of one rank are interchangeable unless colours matter (E-COLOR4).
  const same = sameCardFor(view);
  const selected = partOfAMove(
    legal,
    chosen.map((s) => s.code),
    same,
  )
    ? chosen
    : [];
  // Why the greyed card last tapped cannot be chosen (cleared by any change).
  const [reason, setReason] = useState<{
    zone: string;
    index: number;
    text: string;
  } | null>(null);
  useEffect(() => setReason(null), [ownCards, legalKey]);

  // A hint lifts its cards (a fresh selection) and marks its button, while it stands.
  const sameMove = (a: Move, b: Move) => JSON.stringify(a) === JSON.stringify(b);
  const hinted = hint && legal.some((m) => sameMove(m, hint.move)) ? hint : null;
  const liftHint = (shown: Hint) => {
    const cards = moveCards(shown.move);
    if (!cards || me === null) return;
    const mine = view.seats[me];
    const zone = (mine?.hand?.length ?? 0) > 0 ? "hand" : "faceUp";
    const zoneCards = (zone === "hand" ? mine?.hand : mine?.faceUp) ?? [];
    setSelected(picksOf(zone, zoneCards, cards));
  };
  useEffect(() => {
    if (hinted) liftHint(hinted);
    // Only a new hint re-selects; the player may change the choice after.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hinted]);
  // Asking again for the same position shows the same hint again (no new search). The
  // button stays enabled for that: a button disabled under the keyboard's focus would
  // drop the focus out of the table, and its shortcuts with it.
  const askHint = () => {
    if (hinted) liftHint(hinted);
    else onHint?.();
  };

  const codes = selected.map((s) => s.code);
  const offer = selectableCards(legal, codes, same);
  const zoneInPlay = playZone(view);
  const chosenMove = moveForSelection(legal, codes, same);
  const otherMoves = legal.filter((m) => moveCards(m) === null && m.type !== "flip");
  const flips = new Map(
    legal.flatMap((m) => (m.type === "flip" ? [[m.index, m] as const] : [])),
  );
  const mySeat = me === null ? undefined : view.seats[me];
  const myTurn = legal.length > 0;
  const canPlayCards = legal.some((m) => moveCards(m) !== null);

  const toggle = (zone: "hand" | "faceUp", index: number) => {
    const zoneCards = (zone === "hand" ? mySeat?.hand : mySeat?.faceUp) ?? [];
    const code = zoneCards[index];
    if (code === undefined) return;
    setSelected(
      tapCard(
        view.ruleset,
        selected,
        { zone, index, code },
        zoneCards,
        (sel, c) => selectableCards(legal, sel, same).has(same(c)),
        // Setup picks three single cards; in play one tap takes the whole rank.
        view.phase !== "setup",
      ),
    );
  };
  const send = (move: Move | null) => {
    if (move && onMove && !busy) onMove(move);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement)
      return;
    if (e.key === "p" || e.key === "P") send(chosenMove);
    if (e.key === "u" || e.key === "U")
      send(legal.find((m) => m.type === "pickup") ?? null);
    if ((e.key === "h" || e.key === "H") && onHint && myTurn && !busy) askHint();
    if (e.key === "Escape") {
      setSelected([]);
      setReason(null);
    }
  };

  // Focus follows the turn: when it becomes ours, the first thing we can do takes focus
  // (unless the player is busy elsewhere on the page, e.g. in the history).
  const mine = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!myTurn || !mine.current) return;
    const active = document.activeElement;
    // The side panel (talk, settings) is elsewhere too: a message being typed keeps
    // its box, and its keys never reach the table's shortcuts.
    const elsewhere =
      active &&
      active !== document.body &&
      !mine.current.closest(".table-main")?.contains(active);
    if (elsewhere) return;
    const first = mine.current.parentElement?.querySelector<HTMLButtonElement>(
      '.mine button:enabled:not([aria-disabled="true"]), .moves button:enabled',
    );
    first?.focus({ preventScroll: true });
  }, [myTurn, legalKey]);

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
          if (busy || !onMove) return;
          if (canPick) {
            setReason(null);
            toggle(zone, index);
            return;
          }
          const text = cardReason(view, legal, codes, { zone, code }, same);
          setReason(text === null ? null : { zone, index, text: say(text) });
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
            aria-disabled={!canPick || busy ? true : undefined}
            aria-describedby={explained ? "card-reason" : undefined}
            onClick={tap}
          >
            <Card ruleset={view.ruleset} code={code} selected={isSelected} />
          </button>
        );
      },
    );

  const settings = useTableSettings();
  // The table is server-rendered: until React has taken it over, a tap does nothing.
  // The mark says when it has (browser tests wait for it before they tap).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  useTableSounds(view.log, myTurn, settings.sound, settings.volume);
  const tableRef = useRef<HTMLDivElement>(null);
  useTableMotion(tableRef, view, settings.motion, legalKey);
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
  const events = history ?? view.log;
  const lastEvent = view.log.at(-1);
  const shownMove = lastMove(view.log);
  const acting = (seat: number) =>
    !endedEarly && view.phase === "play" && view.current === seat;
  // Eight or more: the chips have rules of their own (table.css), and on a phone they
  // scroll in their own box.
  const crowded = view.players >= 8;
  const seatsBox = useRef<HTMLElement>(null);
  useSeatInSight(
    seatsBox,
    view.current !== me && acting(view.current) ? view.current : null,
    settings.motion,
  );
  const timer =
    secondsLeft != null && turnSeconds ? Math.min(1, secondsLeft / turnSeconds) : null;
  // Opponents in the order play reaches them from the viewer: with play going
  // "clockwise" that is left to right across the top.
  const first = me ?? 0;
  const others = view.seats
    .map((_, i) => view.seats[(first + i) % view.players])
    .filter((s): s is SeatView => s !== undefined && s.seat !== me);
  const tableSlots = Math.max(mySeat?.faceUp.length ?? 0, mySeat?.faceDownCount ?? 0);
  const myActing = me !== null && acting(me);
  // Setup chosen, others still choosing: the three laid face up are shown on the
  // table cards, the hand keeps the other three (issue #63: all six stayed greyed in
  // the hand, with no sign of the choice).
  const laidFaceUp = view.phase === "setup" ? view.setupChoice : null;
  const handCards = laidFaceUp
    ? withoutCards(mySeat?.hand ?? [], laidFaceUp)
    : (mySeat?.hand ?? []);
  const myFaceUp = laidFaceUp ?? mySeat?.faceUp ?? [];

  // The side panel: a drawer on a phone, a column beside the table on a wide screen.
  // Talk read there (on screen, its tab open) is read; the rest is counted as new.
  const wide = useWideScreen();
  const [tab, setTab] = useState("log");
  const [drawer, setDrawer] = useState(false);
  // Counted by the lines' numbers, not how many there are: the snapshot carries only the
  // latest lines, so a busy table's count would stand still.
  const talkShown = tab === "talk" && (wide || drawer);
  const talkSeqs = talk?.seqs ?? [];
  const newestTalk = talkSeqs.reduce((a, b) => Math.max(a, b), 0);
  // What was said before the table opened is not news.
  const [talkSeen, setTalkSeen] = useState(newestTalk);
  useEffect(() => {
    if (talkShown) setTalkSeen(newestTalk);
  }, [talkShown, newestTalk]);
  const unread = talkShown ? 0 : talkSeqs.filter((seq) => seq > talkSeen).length;
  const openTab = (id: string) => {
    setTab(id);
    setDrawer(true);
  };
  const tabs: PanelTab[] = [
    {
      id: "log",
      label: t("tab.log"),
      content: (
        <>
          <GameLog ruleset={view.ruleset} events={events} names={names} />
          <CardsGone view={view} />
        </>
      ),
    },
    ...(talk
      ? [{ id: "talk", label: t("tab.talk"), badge: unread, content: talk.content }]
      : []),
    {
      id: "rules",
      label: t("tab.rules"),
      content: (
        <TableRulesPanel
          rules={{ ruleset: view.ruleset, decks: view.decks, options: view.options }}
          open
        />
      ),
    },
    {
      id: "settings",
      label: t("tab.settings"),
      content: (
        <>
          {gameControls && <div className="game-controls">{gameControls}</div>}
          <TableSettingsPanel hints={onHint !== undefined} />
        </>
      ),
    },
  ];

  const over = view.phase === "over";
  const actions =
    !over && myTurn && (canPlayCards || otherMoves.length > 0 || onHint) ? (
      <section aria-label={t("yourMoves")} className="moves">
        {canPlayCards && (
          <button
            type="button"
            className="primary"
            disabled={!chosenMove || busy}
            onClick={() => send(chosenMove)}
            aria-keyshortcuts="P"
          >
            {chosenMove
              ? view.phase === "setup"
                ? t("layFaceUp")
                : t("playChosen", { count: codes.length })
              : view.phase === "setup"
                ? t("chooseMore", { count: 3 - codes.length })
                : t("chooseToPlay")}
          </button>
        )}
        {otherMoves.map((m, i) => (
          <button
            key={i}
            type="button"
            className={hinted && sameMove(m, hinted.move) ? "hinted" : undefined}
            disabled={busy}
            onClick={() => send(m)}
            aria-keyshortcuts={m.type === "pickup" ? "U" : undefined}
          >
            {say(moveLabel(view.ruleset, m))}
          </button>
        ))}
        {onHint && (
          <button
            type="button"
            className="hint-button"
            disabled={busy}
            onClick={askHint}
            aria-keyshortcuts="H"
          >
            {t("hint")}
          </button>
        )}
      </section>
    ) : null;

  return (
    <div
      className={`game-table${fill ? " fill" : ""}`}
      ref={tableRef}
      onKeyDown={onKeyDown}
      data-motion={settings.motion ? "on" : "off"}
      data-seats={view.players}
      data-crowded={crowded ? "true" : undefined}
      data-phase={view.phase}
      data-hydrated={hydrated ? "true" : undefined}
    >
      <div className="table-main">
        <div className="table-top">
          <div className="notices">{notices}</div>
          {/* Phones: the side panel's tabs, one tap each (a wide screen shows it). */}
          <div className="table-tools" role="group" aria-label={t("gameDetails")}>
            {tabs.map((t) => (
              <button
                key={t.id}
                type="button"
                title={t.label}
                aria-expanded={drawer && tab === t.id}
                onClick={() => openTab(t.id)}
              >
                <ToolIcon name={t.id} />
                <span className="sr-only">{t.label}</span>
                <Badge count={t.badge} />
              </button>
            ))}
          </div>
        </div>
        {/* Screen readers hear each thing that happens. */}
        <p className="sr-only" aria-live="polite">
          {lastEvent ? say(eventLabel(view.ruleset, lastEvent, names)) : ""} {status}
        </p>

        <section
          aria-label={t("otherPlayers")}
          className="seats"
          ref={seatsBox}
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
                justMoved={shownMove?.seat === s.seat}
                timer={acting(s.seat) ? timer : null}
                bubble={bubbles?.[s.seat]}
                banner={bannerOver(s.seat)}
              />
            ))}
          </ul>
        </section>

        <div className="centre-area">
          <Centre
            view={view}
            onCardsGone={() => openTab("log")}
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
          <section
            aria-label={t("yourCards")}
            className={`mine${myActing ? " acting" : ""}${
              shownMove?.seat === me ? " just-moved" : ""
            }`}
            ref={mine}
          >
            {me !== null && bubbles?.[me] && (
              <span className="bubble">{bubbles[me]}</span>
            )}
            {bannerOver(me)}
            {(view.phase !== "setup" || laidFaceUp) && tableSlots > 0 && (
              <div className="table-cards" aria-label={t("yourTableCards")} role="group">
                {Array.from({ length: tableSlots }, (_, i) => (
                  <span className="slot-stack" key={i}>
                    {i < mySeat.faceDownCount &&
                      (flips.has(i) ? (
                        <button
                          type="button"
                          className={`card-button face-down${
                            hinted && sameMove(flips.get(i) as Move, hinted.move)
                              ? " hinted"
                              : ""
                          }`}
                          aria-label={t("flipCard", { number: i + 1 })}
                          disabled={busy}
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
              <strong>{nameOf(me)}</strong>
              {myActing && timer !== null && (
                <span className="timer" role="img" aria-label={t("turnTimer")}>
                  <span style={{ transform: `scaleX(${timer.toFixed(3)})` }} />
                </span>
              )}
            </p>
          </section>
        )}

        <div className="dock">
          <p className={`status${myTurn ? " yours" : ""}`} data-testid="status">
            {status}
            {secondsLeft != null && !over ? (
              <span className="seconds"> · {say(clock(secondsLeft, locale))}</span>
            ) : null}
          </p>
          {hinted && (
            <p className="hint" role="status" data-testid="hint">
              <strong>{t("hintLabel")}</strong> {say(hintWords(view.ruleset, hinted.why))}
            </p>
          )}
          {actions}
          {over && view.final && (
            <GameOver
              view={view}
              nameOf={nameOf}
              viewerIsYou={viewerIsYou}
              ratings={ratings}
              achievements={achievements}
            />
          )}
          {afterGame && <div className="after-game">{afterGame}</div>}
        </div>
      </div>

      <TablePanel
        tabs={tabs}
        selected={tab}
        onSelect={setTab}
        open={drawer}
        onClose={() => {
          // The keyboard goes back to the button that opened the drawer.
          tableRef.current
            ?.querySelector<HTMLElement>(".table-tools [aria-expanded='true']")
            ?.focus();
          setDrawer(false);
        }}
      />
    </div>
  );
}
