"use client";

import { PageLink } from "~/components/common/page-link";
import { useTranslations } from "next-intl";

import { useStandings } from "./use-standings";

// A championship game's table says which championship it belongs to, which game this
// is and the standings so far (before this game's penalties), kept fresh while the
// table is open: the standings move when a game ends, so polling every few seconds is
// plenty and costs the server one small query per open table.

export function ChampionshipBar({
  championshipId,
  gameId,
}: {
  championshipId: string;
  gameId: string;
}) {
  const t = useTranslations("championships.bar");
  const standings = useStandings(championshipId, 10_000);
  const s = standings.data;
  if (!s) return null;
  const index = s.games.findIndex((g) => g.gameId === gameId);
  const number = index >= 0 ? index + 1 : s.games.length;
  const of = s.rules.games
    ? t("gameOf", { game: number, games: s.rules.games })
    : t("gameUntil", { game: number, points: s.rules.targetScore ?? 0 });
  return (
    <section className="championship-bar" aria-label={t("label")}>
      <p>
        <PageLink href={`/championships/${championshipId}`}>{s.name}</PageLink> · {of}
      </p>
      {s.gamesPlayed > 0 && (
        <p className="championship-standings">
          {t("penaltySoFar")}{" "}
          {s.rows.map((row, i) => (
            <span key={row.seat}>
              {i > 0 ? " · " : ""}
              {row.name} {row.total}
            </span>
          ))}
        </p>
      )}
    </section>
  );
}
