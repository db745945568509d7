"use client";

import { useState } from "react";

import { api } from "~/trpc/client";

import { Pager } from "./pager";
import { useQuery } from "./use-query";

const RULESETS = [
  { id: "3up3down", name: "3UP 3DOWN" },
  { id: "palace", name: "Palace" },
] as const;
const METRICS = [
  { id: "rating", name: "Rating" },
  { id: "wins", name: "Wins" },
  { id: "avgPenalty", name: "Lowest average penalty" },
] as const;
const PAGE_SIZE = 25;

export function Leaderboard() {
  const [ruleset, setRuleset] = useState<(typeof RULESETS)[number]["id"]>("3up3down");
  const [metric, setMetric] = useState<(typeof METRICS)[number]["id"]>("rating");
  const [page, setPage] = useState(1);
  const board = useQuery(`${ruleset}:${metric}:${page}`, () =>
    api.leaderboard.list.query({ ruleset, metric, page, pageSize: PAGE_SIZE }),
  );
  const pages = Math.max(1, Math.ceil((board.data?.total ?? 0) / PAGE_SIZE));
  const tabs = <T extends string>(
    label: string,
    items: readonly { id: T; name: string }[],
    value: T,
    set: (v: T) => void,
  ) => (
    <div role="tablist" aria-label={label} className="tabs">
      {items.map((item) => (
        <button
          key={item.id}
          type="button"
          role="tab"
          aria-selected={item.id === value}
          onClick={() => {
            set(item.id);
            setPage(1);
          }}
        >
          {item.name}
        </button>
      ))}
    </div>
  );
  return (
    <>
      {tabs("ruleset", RULESETS, ruleset, setRuleset)}
      {tabs("ranking", METRICS, metric, setMetric)}
      {board.data?.rows.length ? (
        <table className="board">
          <thead>
            <tr>
              <th>#</th>
              <th>Player</th>
              <th>Rating</th>
              <th>Games</th>
              <th>Wins</th>
              <th>Avg penalty</th>
            </tr>
          </thead>
          <tbody>
            {board.data.rows.map((r) => (
              <tr key={r.playerId}>
                <td>{r.place}</td>
                <td>{r.name}</td>
                <td>
                  {r.rating.toFixed(1)}
                  {r.provisional ? " *" : ""}
                </td>
                <td>{r.games}</td>
                <td>{r.wins}</td>
                <td>{r.averagePenalty ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>
          {board.loading ? "Loading…" : "Nobody has finished a game of these rules yet."}
        </p>
      )}
      <p className="note">
        * provisional: fewer than the games needed for a steady rating.
      </p>
      <Pager page={page} pages={pages} onPage={setPage} />
    </>
  );
}
