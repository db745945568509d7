"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";

import type { RouterOutputs } from "@3u3d/api";

import { useTRPC } from "~/trpc/react";

import { Pager } from "~/components/common/pager";
import { RULESET_NAMES } from "~/components/common/ruleset-names";

const METRICS = [
  { id: "rating", name: "Rating" },
  { id: "wins", name: "Wins" },
  { id: "avgPenalty", name: "Lowest average penalty" },
] as const;
const RULESETS = (["3up3down", "palace"] as const).map((id) => ({
  id,
  name: RULESET_NAMES[id],
}));
const PAGE_SIZE = 25;

type Board = RouterOutputs["leaderboard"]["list"];

/** Accounts ranked by the chosen measure; provisional players listed apart below. */
export function Leaderboard() {
  const [ruleset, setRuleset] = useState<(typeof RULESETS)[number]["id"]>("3up3down");
  const [metric, setMetric] = useState<(typeof METRICS)[number]["id"]>("rating");
  const [page, setPage] = useState(1);
  const trpc = useTRPC();
  const list = (provisional: boolean, p: number) =>
    trpc.leaderboard.list.queryOptions(
      { ruleset, metric, provisional, page: p, pageSize: PAGE_SIZE },
      // The board shown stays until the next page arrives: the table does not jump.
      { placeholderData: keepPreviousData },
    );
  const board = useQuery(list(false, page));
  const provisional = useQuery(list(true, 1));
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
  const minimum = board.data?.minimumGames ?? 5;
  return (
    <>
      {tabs("ruleset", RULESETS, ruleset, setRuleset)}
      {tabs("ranking", METRICS, metric, setMetric)}
      <section aria-label="ranked players">
        {board.data?.rows.length ? (
          <BoardTable rows={board.data.rows} ranked />
        ) : (
          <p>
            {board.isPending
              ? "Loading…"
              : `Nobody with an account has played ${minimum} rated games of these rules yet.`}
          </p>
        )}
        <Pager page={page} pages={pages} onPage={setPage} />
      </section>
      {provisional.data?.rows.length ? (
        <section aria-label="provisional players">
          <h2>Provisional</h2>
          <p className="note">
            Fewer than {minimum} rated games: their ratings have not settled yet, so they
            are not ranked.
            {provisional.data.total > provisional.data.rows.length &&
              ` Showing ${provisional.data.rows.length} of ${provisional.data.total}.`}
          </p>
          <BoardTable rows={provisional.data.rows} ranked={false} />
        </section>
      ) : null}
      <p className="note">
        Ratings start at 1500 ± 350 and settle as you play; only accounts are listed.{" "}
        <Link href="/signup">Create one</Link> to join in.
      </p>
    </>
  );
}

function BoardTable({ rows, ranked }: { rows: Board["rows"]; ranked: boolean }) {
  return (
    <table className="board">
      <thead>
        <tr>
          {ranked && <th>#</th>}
          <th>Player</th>
          <th>Rating</th>
          <th>Games</th>
          <th>Wins</th>
          <th>
            <abbr title="Average penalty points">Avg pen.</abbr>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.playerId}>
            {ranked && <td>{r.place}</td>}
            <td className="name-cell">
              <Link href={`/players/${r.playerId}`}>{r.name}</Link>
            </td>
            <td>
              {r.rating}
              <span className="deviation"> ±{r.deviation}</span>
            </td>
            <td>{r.games}</td>
            <td>{r.wins}</td>
            <td>{r.averagePenalty ?? "—"}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
