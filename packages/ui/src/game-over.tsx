"use client";

import { useEffect, useRef, useState, type CSSProperties } from "react";

import { finishingPlaces } from "@3u3d/engine";
import type { CardCode, PlayerView } from "@3u3d/engine";
import { cardName } from "@3u3d/i18n/card-name";

import { useTranslations } from "use-intl";

import { Card } from "./card";
import { useSay } from "./use-say";
import { useTableSettings } from "./settings";
import { playCue } from "./sound";

/**
 * What the game did to ratings (game.ratingChanges): per seat, accounts only;
 * `provisional`: the rating had too few games behind it to be settled.
 */
export interface RatingChanges {
  rated: boolean;
  seats: ({ before: number; after: number; provisional?: boolean } | null)[];
}

/** Cards shown as pictures in a row; the rest are said in words ("+5 more"). */
const PICTURED = 12;

/**
 * The game-over panel (R-SCORE): who won; first the viewer's own result (their place,
 * penalty points and rating change, marked and explained when provisional) and the
 * achievements this game just earned them; then every seat's place (the finishing
 * order, then fewer penalty points; none in a stalemate), the penalty points with the
 * cards that made them, the table cards that did not count and why, and each account's
 * rating before and after. The winner is celebrated: a glow on their row, a burst of
 * confetti (none when motion is off in the table settings or the system asks for
 * reduced motion) and, for the viewer's own win, a short cue when sound is on.
 */
export function GameOver({
  view,
  nameOf,
  viewerIsYou,
  ratings,
  achievements = [],
}: {
  view: PlayerView;
  nameOf: (seat: number) => string;
  viewerIsYou: boolean;
  ratings?: RatingChanges | null;
  /** The achievements this game earned the viewer (keys: game.achievements). */
  achievements?: readonly string[];
}) {
  const t = useTranslations("table.result");
  const { motion, sound, volume } = useTableSettings();
  // Calm until the browser says otherwise (the server render has no preferences).
  const [calm, setCalm] = useState(true);
  useEffect(() => {
    setCalm(!motion || window.matchMedia("(prefers-reduced-motion: reduce)").matches);
  }, [motion]);
  const youWon = viewerIsYou && view.winner !== null && view.winner === view.seat;
  // Brought into view when it appears (the end may come while the player looks at
  // their hand): smoothly only when motion is welcome.
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    const still =
      !motion || window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    panel.current?.scrollIntoView({
      block: "nearest",
      behavior: still ? "auto" : "smooth",
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the result appears
  }, []);
  const cued = useRef(false);
  useEffect(() => {
    if (!youWon || !sound || cued.current) return;
    cued.current = true;
    playCue("win", volume);
  }, [youWon, sound, volume]);

  if (!view.final) return null;
  const { cards, counted, scores } = view.final;
  const places = placeOfEachSeat(view);
  const seats = scores
    .map((score, seat) => ({ seat, score, place: places?.[seat] ?? null }))
    .sort((a, b) => (a.place ?? 0) - (b.place ?? 0) || a.score - b.score);
  // Why a seat holding only table cards scored 0 (or, with the house rule, did not).
  const leftOnTable =
    cards.some((held, seat) => held.length > (counted[seat]?.length ?? 0)) ||
    (view.options.scoreTableCards === true && cards.some((held) => held.length > 0));
  const shownRatings = ratings?.rated && ratings.seats.some((r) => r !== null);
  const me = viewerIsYou ? view.seat : null;
  const myChange = me === null ? null : (ratings?.seats[me] ?? null);
  // Explained once: beside the viewer's own change, or under the table for others'.
  const provisionalBelow =
    !myChange?.provisional && ratings?.seats.some((r) => r?.provisional);

  return (
    <section
      ref={panel}
      aria-label={t("region")}
      // Focusable: a long result scrolls, and keyboards must reach all of it.
      tabIndex={0}
      className={`result game-over${view.winner !== null && !calm ? " celebrate" : ""}`}
    >
      {view.winner !== null && !calm && <Confetti />}
      <h2>
        {view.stalemate
          ? t("stalemate")
          : view.winner === null
            ? t("over")
            : youWon
              ? t("youWon")
              : t("won", { name: nameOf(view.winner) })}
      </h2>
      {me !== null && (
        <div className="your-result" data-testid="your-result">
          <dl>
            {places && (
              <div>
                <dt>{t("yourPlace")}</dt>
                <dd>{t("ordinal", { place: places[me] ?? 0 })}</dd>
              </div>
            )}
            <div>
              <dt>{t("yourPoints")}</dt>
              <dd>{scores[me] ?? 0}</dd>
            </div>
            {myChange && (
              <div className="rating-change">
                <dt>{t("yourRating")}</dt>
                <dd>
                  <RatingChange {...myChange} testId="your-rating-change" />
                </dd>
              </div>
            )}
          </dl>
          {myChange?.provisional && (
            <p className="provisional-note">{t("provisional")}</p>
          )}
        </div>
      )}
      {achievements.length > 0 && <JustEarned keys={achievements} />}
      <table className="places">
        <caption className="sr-only">{t("caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("place")}</th>
            <th scope="col">
              {t("player")}
              <span className="sr-only"> {t("playerMore")}</span>
            </th>
            <th scope="col">
              <abbr title={t("pointsTitle")}>{t("points")}</abbr>
            </th>
            {shownRatings && <th scope="col">{t("rating")}</th>}
          </tr>
        </thead>
        <tbody>
          {seats.map(({ seat, score, place }) => {
            const mine = counted[seat] ?? [];
            const rest = without(cards[seat] ?? [], mine);
            const change = ratings?.seats[seat] ?? null;
            return (
              <tr
                key={seat}
                className={seat === view.winner ? "winner" : undefined}
                data-seat={seat}
              >
                <td>{place === null ? "–" : t("ordinal", { place })}</td>
                <td className="name-cell">
                  {nameOf(seat)}
                  <span className="counted">
                    <CardRow ruleset={view.ruleset} codes={mine} />
                    {rest.length > 0 && (
                      <small className="not-counted">
                        {t("notCounted", { count: rest.length })}
                      </small>
                    )}
                  </span>
                </td>
                <td>{score}</td>
                {shownRatings && (
                  <td className="rating-change">
                    {change && <RatingChange {...change} />}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
      {provisionalBelow && <p className="provisional-note">{t("provisional")}</p>}
      {leftOnTable && (
        <p className="scoring-rule">
          {view.options.scoreTableCards ? t("tableCardsCount") : t("onlyHandCounts")}
        </p>
      )}
    </section>
  );
}

/** Each seat's place, 1 for first (tied seats share it); null in a stalemate. */
function placeOfEachSeat(view: PlayerView): number[] | null {
  if (view.stalemate || !view.final) return null;
  const places: number[] = view.final.scores.map(() => 0);
  let filled = 0;
  for (const group of finishingPlaces(view.order, view.final.scores)) {
    for (const seat of group) places[seat] = filled + 1;
    filled += group.length;
  }
  return places;
}

/** 1st, 2nd, 3rd, 4th … 11th, 12th. */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${suffix}`;
}

/** The cards as small pictures (the first few) and, for screen readers, all in words. */
function CardRow({
  ruleset,
  codes,
}: {
  ruleset: PlayerView["ruleset"];
  codes: CardCode[];
}) {
  const t = useTranslations("table.result");
  const say = useSay();
  if (codes.length === 0) return <span className="sr-only">{t("noCards")}</span>;
  const more = codes.length - PICTURED;
  return (
    <>
      <span className="sr-only">
        {t("cards", { cards: codes.map((c) => say(cardName(ruleset, c))).join(", ") })}
      </span>
      <span className="cards mini" aria-hidden="true">
        {codes.slice(0, PICTURED).map((c, i) => (
          <Card key={`${c}${i}`} ruleset={ruleset} code={c} picture />
        ))}
        {more > 0 && <small className="more">{t("more", { count: more })}</small>}
      </span>
    </>
  );
}

function RatingChange({
  before,
  after,
  provisional,
  testId = "rating-change",
}: {
  before: number;
  after: number;
  provisional?: boolean;
  testId?: string;
}) {
  const t = useTranslations("table.result");
  const delta = after - before;
  const signed = delta > 0 ? `+${delta}` : delta < 0 ? `−${-delta}` : "±0";
  return (
    <>
      <span
        className={delta > 0 ? "up" : delta < 0 ? "down" : undefined}
        data-testid={testId}
      >
        <span className="from-to">
          {before} → {after}
        </span>{" "}
        <small>({signed})</small>
      </span>
      {provisional && <small className="provisional-tag"> {t("provisionalTag")}</small>}
    </>
  );
}

/** The achievements this game earned the viewer, named and said in a line each. */
function JustEarned({ keys }: { keys: readonly string[] }) {
  const t = useTranslations("achievements");
  return (
    <section className="just-earned" aria-label={t("justEarned", { count: keys.length })}>
      <h3>{t("justEarned", { count: keys.length })}</h3>
      <ul>
        {keys.map((key) => (
          <li key={key} data-achievement={key}>
            <span className="medal" aria-hidden="true" />{" "}
            <strong>{t(`list.${key}.name` as never)}</strong>{" "}
            <span className="about">{t(`list.${key}.about` as never)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A short burst of confetti (CSS keyframes, once); only drawn when motion is welcome. */
function Confetti() {
  return (
    <div className="confetti" aria-hidden="true">
      {Array.from({ length: 24 }, (_, i) => (
        <i
          key={i}
          style={
            {
              "--x": `${(i * 37) % 100}%`,
              "--delay": `${(i % 6) * 70}ms`,
              "--turn": `${(i % 2 ? 1 : -1) * (180 + i * 23)}deg`,
              "--hue": `${(i * 53) % 360}`,
            } as CSSProperties
          }
        />
      ))}
    </div>
  );
}

/** `all` minus one copy of each card in `taken` (two decks repeat codes). */
function without(all: CardCode[], taken: CardCode[]): CardCode[] {
  const rest = all.slice();
  for (const code of taken) {
    const at = rest.indexOf(code);
    if (at !== -1) rest.splice(at, 1);
  }
  return rest;
}
