"use client";

import type { Move, PlayerView } from "@3u3d/engine";

import { useTranslations } from "use-intl";

import { moveCards } from "./selection";
import { moveLabel } from "./move-label";
import { sameMove, type CardChoice } from "./use-card-choice";
import { useSay } from "./use-say";

// The viewer's moves on their turn (game-table.tsx's dock): play the chosen cards (or
// lay them face up in setup), the moves without cards (pick up the pile), and the hint.

export function MoveButtons({
  view,
  legal,
  choice,
  busy,
  send,
  hints,
}: {
  view: PlayerView;
  legal: readonly Move[];
  choice: CardChoice;
  busy: boolean;
  send: (move: Move | null) => void;
  /** Whether hints are offered here. */
  hints: boolean;
}) {
  const t = useTranslations("table");
  const say = useSay();
  const { chosenMove, codes, hinted } = choice;
  const otherMoves = legal.filter((m) => moveCards(m) === null && m.type !== "flip");
  const canPlayCards = legal.some((m) => moveCards(m) !== null);
  if (view.phase === "over" || legal.length === 0) return null;
  if (!canPlayCards && otherMoves.length === 0 && !hints) return null;
  return (
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
      {hints && (
        <button
          type="button"
          className="hint-button"
          disabled={busy}
          onClick={choice.askHint}
          aria-keyshortcuts="H"
        >
          {t("hint")}
        </button>
      )}
    </section>
  );
}
