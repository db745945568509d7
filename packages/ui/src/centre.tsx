import type { ReactNode } from "react";

import type { PlayerView } from "@3u3d/engine";
import { cardName } from "@3u3d/i18n/card-name";

import { useTranslations } from "use-intl";

import { Card } from "./card";
import { useSay } from "./use-say";

// The middle of the table: the draw pile, the pile (its top three fanned, the card that
// counts marked, the move just made captioned under it, a banner over it when it is
// cleared) and the cards out of the game, each with its count; the direction of play
// and any owed plays beside them. Cards flying in and out are use-table-motion.ts's.

export function Centre({
  view,
  caption,
  children,
  onCardsGone,
  onPlay,
}: {
  view: PlayerView;
  /** The move just made, in words ("Ann plays red 7."). */
  caption?: string;
  /** What appears over the pile for a moment (the banner of a clear). */
  children?: ReactNode;
  /** Brings the list of the cards gone into sight (the side panel's history tab). */
  onCardsGone?: () => void;
  /** Plays the chosen cards: with cards chosen, tapping the pile plays them. */
  onPlay?: { label: string; play: () => void };
}) {
  const t = useTranslations("table");
  const say = useSay();
  const clockwise = view.direction === 1;
  const shown = view.pile.slice(-3);
  const firstShown = view.pile.length - shown.length;
  const topIndex = view.effectiveTop ? view.pile.lastIndexOf(view.effectiveTop) : -1;
  return (
    <section aria-label={t("pile")} className="centre">
      <div className="stack draw-stack">
        {view.drawPileCount > 0 ? (
          <Card ruleset={view.ruleset} hidden />
        ) : (
          <span className="slot" aria-hidden="true" />
        )}
        <span className="stack-label">{t("toDraw", { count: view.drawPileCount })}</span>
      </div>

      <div className="stack pile-stack">
        <div
          className={`pile-cards${onPlay ? " drop" : ""}`}
          data-testid="pile"
          // The Play button says the same and has the keyboard (P); this is the
          // shortcut for a finger already over the table.
          onClick={onPlay?.play}
          title={onPlay?.label}
        >
          {children}
          {shown.length === 0 && <span className="slot empty">{t("empty")}</span>}
          {shown.map((c, i) => (
            <span
              key={firstShown + i}
              className={`pile-card${firstShown + i === topIndex ? " counts" : ""}`}
              style={{ ["--i" as string]: i }}
            >
              <Card ruleset={view.ruleset} code={c} />
            </span>
          ))}
        </div>
        <span className="stack-label">
          {t("inThePile", { count: view.pile.length })}
          {view.effectiveTop && view.pile.at(-1) !== view.effectiveTop
            ? ` · ${t("countsAs", { card: say(cardName(view.ruleset, view.effectiveTop)) })}`
            : ""}
          {view.mustPlayLowerThan
            ? ` · ${t("nextLowerThan", { rank: view.mustPlayLowerThan })}`
            : ""}
        </span>
      </div>
      {/* Said already by the screen reader's live line; this is for the eyes. */}
      <p className="last-move" aria-hidden="true" key={view.log.at(-1)?.seq}>
        {caption ?? ""}
      </p>

      <div className="stack gone-stack">
        {view.removedCount > 0 ? (
          <span className="gone-card">
            <Card ruleset={view.ruleset} hidden />
          </span>
        ) : (
          <span className="slot" aria-hidden="true" />
        )}
        <a
          className="stack-label"
          href="#cards-gone"
          // The list is a closed <details> in the side panel: open both on the way.
          onClick={() => {
            onCardsGone?.();
            const list = document.getElementById("cards-gone");
            if (list instanceof HTMLDetailsElement) list.open = true;
          }}
        >
          {t("gone", { count: view.removedCount })}
        </a>
      </div>

      <div className="centre-badges">
        {/* The others sit in play order from left to right: the arrow shows which way
            the turn travels along them. */}
        <span
          className={`direction${clockwise ? "" : " reversed"}`}
          role="img"
          aria-label={t(clockwise ? "playGoesClockwise" : "playGoesAnticlockwise")}
          title={t(clockwise ? "playGoesClockwise" : "playGoesAnticlockwise")}
        >
          <svg viewBox="0 0 40 16" aria-hidden="true">
            <path
              d="M3 8h30"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
            />
            <path d="M28 2.5 L37 8 L28 13.5 Z" fill="currentColor" />
          </svg>
          <span aria-hidden="true">{t(clockwise ? "clockwise" : "reversed")}</span>
        </span>
        {view.owedPlays > 0 && (
          <span className="owed" data-testid="owed">
            {t("owed", { count: view.owedPlays })}
          </span>
        )}
      </div>
    </section>
  );
}
