"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";

import { useTRPC } from "~/trpc/react";

import { Pager } from "~/components/common/pager";
import { rulesetName } from "~/components/common/ruleset-names";
import { useMe } from "~/components/site/use-me";

import { HISTORY_PAGE_SIZE as PAGE_SIZE } from "./history-page";

/**
 * A player's record, shown on their own "My games" page and on their public profile:
 * rating and counters per ruleset, then finished games (newest first) with replays.
 */
export function PlayerRecord({ playerId }: { playerId: string }) {
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
      <section aria-label="stats">
        <h2>Stats</h2>
        {stats.data?.rulesets.length ? (
          <table className="board">
            <thead>
              <tr>
                <th>Rules</th>
                <th>Rating</th>
                <th>Games</th>
                <th>Wins</th>
                <th>
                  <abbr title="Average penalty points">Avg pen.</abbr>
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
                    {r.provisional && <span className="deviation"> (provisional)</span>}
                  </td>
                  <td>{r.games}</td>
                  <td>{r.wins}</td>
                  <td>{r.averagePenalty ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p>{stats.isPending ? "Loading…" : "No finished games yet."}</p>
        )}
      </section>
      <section aria-label="match history">
        <h2>Match history ({total})</h2>
        {me !== undefined && me?.playerId !== playerId && (
          <p className="note">
            Games at invite-only tables show only to the people who played them.
          </p>
        )}
        <ul className="history">
          {history.data?.rows.map((g) => (
            <li key={g.gameId}>
              <span className={g.won && !g.abandoned ? "won" : ""}>
                {g.abandoned
                  ? "Left early"
                  : g.won
                    ? "Won"
                    : g.place
                      ? `Place ${g.place}`
                      : "Played"}
              </span>{" "}
              {rulesetName(g.ruleset)} vs{" "}
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
              · {g.penalty ?? 0} penalty points ·{" "}
              {g.finishedAt ? new Date(g.finishedAt).toLocaleDateString() : ""}{" "}
              <Link href={`/replay/${g.gameId}?seat=${g.seat}`}>Replay</Link>
            </li>
          ))}
        </ul>
        <Pager page={page} pages={pages} onPage={setPage} newestFirst />
      </section>
    </>
  );
}
