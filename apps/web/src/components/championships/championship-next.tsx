"use client";

import { useRouter } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
import type { ReactNode } from "react";

import { championshipWinner } from "./championship-words";
import { useDealNextGame } from "./use-deal-next-game";
import { useStandings } from "./use-standings";

/**
 * Under an ended championship game's result: what comes next. The host deals the next
 * game here; everyone else is told as soon as it is dealt (the standings are asked
 * every few seconds while the result is on screen) and goes there with one button.
 * After the deciding game it names the championship's winner.
 */
export function ChampionshipNext({
  championshipId,
  gameId,
}: {
  championshipId: string;
  gameId: string;
}) {
  const t = useTranslations("championships.next");
  const winnerWords = useTranslations("championships.winner");
  const format = useFormatter();
  const router = useRouter();
  const standings = useStandings(championshipId, 3_000);
  const { deal, busy, error } = useDealNextGame(championshipId);
  const s = standings.data;
  const index = s ? s.games.findIndex((g) => g.gameId === gameId) : -1;
  const next = s && index >= 0 ? s.games[index + 1] : undefined;
  const number = index + 2;

  let say = "";
  let action: ReactNode = null;
  if (s && index >= 0) {
    if (next?.gameId) {
      say = s.isHost ? "" : t("hostDealt", { game: number });
      action = (
        <button
          type="button"
          className="primary"
          onClick={() => router.push(`/table/${next.gameId}`)}
        >
          {t("goTo", { game: number })}
        </button>
      );
    } else if (s.over) {
      // The "Championship standings" link beside it shows the final table.
      say = championshipWinner(winnerWords, format, s.rows, s.mySeat);
    } else if (s.isHost) {
      action = (
        <button type="button" className="primary" disabled={busy} onClick={deal}>
          {t("deal", { game: number })}
        </button>
      );
    } else {
      say = t("waitingForHost", { game: number });
    }
  }

  return (
    <div className="championship-next">
      {/* Always there, so the deal or the winner arriving is announced. */}
      <p role="status">{say}</p>
      {action}
      {error && <p role="alert">{error}</p>}
    </div>
  );
}
