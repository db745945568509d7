"use client";

import { Suspense, type ReactNode } from "react";

import type { PlayerView } from "@3u3d/engine";

import { useLocale, useTranslations } from "use-intl";

import { hintWords } from "./hint-words";
import { LaterGameOver } from "./later-parts";
import type { TableGame } from "./table-props";
import { clock } from "./time-left";
import type { CardChoice } from "./use-card-choice";
import { useSay } from "./use-say";

// The bar at the bottom of the table (game-table.tsx): the status line with the turn's
// seconds, the hint's reason, the viewer's move buttons, and once the game is over its
// result (its code loaded apart: later-parts.tsx) and what the page offers next.

export function TableDock({
  view,
  status,
  myTurn,
  secondsLeft,
  hinted,
  moves,
  nameOf,
  game,
  afterGame,
}: {
  view: PlayerView;
  status: string;
  myTurn: boolean;
  secondsLeft: number | null;
  hinted: CardChoice["hinted"];
  /** The viewer's move buttons (move-buttons.tsx), when they have any. */
  moves: ReactNode;
  nameOf: (seat: number) => string;
  game: Pick<TableGame, "viewerIsYou" | "ratings" | "achievements">;
  afterGame?: ReactNode;
}) {
  const t = useTranslations("table");
  const locale = useLocale();
  const say = useSay();
  const over = view.phase === "over";
  return (
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
      {moves}
      {over && view.final && (
        <Suspense>
          <LaterGameOver.Component
            view={view}
            nameOf={nameOf}
            viewerIsYou={game.viewerIsYou ?? true}
            ratings={game.ratings ?? null}
            achievements={game.achievements}
          />
        </Suspense>
      )}
      {afterGame && <div className="after-game">{afterGame}</div>}
    </div>
  );
}
