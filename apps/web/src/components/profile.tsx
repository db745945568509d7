"use client";

import Link from "next/link";
import { useState } from "react";

import { api } from "~/trpc/client";

import { Pager } from "./pager";
import { useQuery } from "./use-query";

const RULESET_NAME = { "3up3down": "3UP 3DOWN", palace: "Palace" } as const;

/** The signed-in (or guest) player's stats and finished games, newest first. */
export function Profile() {
  const [page, setPage] = useState(1);
  const me = useQuery("me", () => api.session.me.query());
  const playerId = me.data?.playerId;
  const stats = useQuery(`stats:${playerId}`, () =>
    playerId ? api.profile.stats.query({ playerId }) : Promise.resolve(null),
  );
  const history = useQuery(`history:${playerId}:${page}`, () =>
    api.profile.history.query({ page, pageSize: 10 }),
  );

  if (me.loading) return <p>Loading…</p>;
  if (!me.data)
    return (
      <p>
        Play a game or <Link href="/signin">sign in</Link> to see your games here.
      </p>
    );
  const total = history.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / 10));
  return (
    <>
      <h1>{me.data.name}</h1>
      {me.data.guest && (
        <p className="note">
          You are playing as a guest. <Link href="/signup">Create an account</Link> to
          keep these games for good.
        </p>
      )}
      <section aria-label="stats">
        <h2>Stats</h2>
        {stats.data?.rulesets.length ? (
          <table>
            <thead>
              <tr>
                <th>Ruleset</th>
                <th>Games</th>
                <th>Wins</th>
                <th>Avg penalty</th>
                <th>Rating</th>
              </tr>
            </thead>
            <tbody>
              {stats.data.rulesets.map((r) => (
                <tr key={r.ruleset}>
                  <td>
                    {RULESET_NAME[r.ruleset as keyof typeof RULESET_NAME] ?? r.ruleset}
                  </td>
                  <td>{r.games}</td>
                  <td>{r.wins}</td>
                  <td>{r.averagePenalty ?? "—"}</td>
                  <td>
                    {r.rating.toFixed(1)}
                    {r.provisional ? " (provisional)" : ""}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p>No finished games yet.</p>
        )}
      </section>
      <section aria-label="match history">
        <h2>Match history ({total})</h2>
        <ul className="history">
          {history.data?.rows.map((g) => (
            <li key={g.gameId}>
              <span className={g.won ? "won" : ""}>
                {g.won ? "Won" : g.place ? `Place ${g.place}` : "Played"}
              </span>{" "}
              {RULESET_NAME[g.ruleset as keyof typeof RULESET_NAME] ?? g.ruleset} vs{" "}
              {g.players.filter((_, i) => i !== g.seat).join(", ")} · {g.penalty ?? 0}{" "}
              penalty points ·{" "}
              {g.finishedAt ? new Date(g.finishedAt).toLocaleString() : ""}{" "}
              <Link href={`/replay/${g.gameId}?seat=${g.seat}`}>Replay</Link>
            </li>
          ))}
        </ul>
        <Pager page={page} pages={pages} onPage={setPage} labels={["Newer", "Older"]} />
      </section>
    </>
  );
}
