"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";

import { useTRPC } from "~/trpc/react";

import { Pager } from "~/components/common/pager";
import { rulesetName } from "~/components/common/ruleset-names";
import { useMe } from "~/components/site/use-me";

import { HISTORY_PAGE_SIZE as PAGE_SIZE } from "./history-page";
import { outcomeWords } from "./history-outcome";

/**
 * A player's record, shown on their own "My games" page and on their public profile:
 * rating and counters per ruleset, then finished games (newest first) with replays.
 */
export function PlayerRecord({ playerId }: { playerId: string }) {
  const t = useTranslations("players.record");
  const format = useFormatter();
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const stats = useQuery(trpc.profile.stats.queryOptions({ playerId }));
  // The page shown stays until the next one arrives: the list does not jump.
  const history = useQuery(
    trpc.profile.history.queryOptions(
      { playerId, page, pageSize: PAGE_SIZE },
      { placeholderData: keepPreviousData },
    ),
  );
  const me = useMe();
  const total = history.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <>
      <section aria-label={t("statsLabel")}>
        <h2>{t("stats")}</h2>
        {stats.data?.rulesets.length ? (
          <table className="board">
            <thead>
              <tr>
                <th>{t("rules")}</th>
                <th>{t("rating")}</th>
                <th>{t("games")}</th>
                <th>{t("wins")}</th>
                <th>
                  <abbr title={t("averagePenalty")}>{t("averagePenaltyShort")}</abbr>
                </th>
              </tr>
            </thead>
            <tbody>
              {stats.data.rulesets.map((r) => (
                <tr key={r.ruleset}>
                  <td>{rulesetName(r.ruleset)}</td>
                  <td>
                    {r.rating}
                    <span className="deviation"> ±{r.deviation}</span>
                    {r.provisional && (
                      <span className="deviation"> {t("provisional")}</span>
                    )}
                  </td>
                  <td>{r.games}</td>
                  <td>{r.wins}</td>
                  <td>{r.averagePenalty ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p>{stats.isPending ? t("loading") : t("noGames")}</p>
        )}
      </section>
      <section aria-label={t("historyLabel")}>
        <h2>{t("history", { total })}</h2>
        {me !== undefined && me?.playerId !== playerId && (
          <p className="note">{t("inviteOnlyHidden")}</p>
        )}
        <ul className="history">
          {history.data?.rows.map((g) => (
            <li key={g.gameId}>
              <span className={g.won && !g.abandoned ? "won" : ""}>
                {outcomeWords(g, t)}
              </span>{" "}
              {t("versus", { ruleset: rulesetName(g.ruleset) })}{" "}
              {g.players.map((name, seat) => {
                if (seat === g.seat) return null;
                const profile = g.profiles[seat];
                const first = g.players.findIndex((_, s) => s !== g.seat) === seat;
                return (
                  <span key={seat}>
                    {first ? "" : ", "}
                    {profile ? <Link href={`/players/${profile}`}>{name}</Link> : name}
                  </span>
                );
              })}{" "}
              · {t("penalty", { points: g.penalty ?? 0 })} ·{" "}
              {g.finishedAt
                ? format.dateTime(new Date(g.finishedAt), { dateStyle: "medium" })
                : ""}{" "}
              <Link href={`/replay/${g.gameId}?seat=${g.seat}`}>{t("replay")}</Link>
            </li>
          ))}
        </ul>
        <Pager page={page} pages={pages} onPage={setPage} newestFirst />
      </section>
    </>
  );
}
