"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { PageLink } from "~/components/common/page-link";
import { useTranslations } from "next-intl";
import { useState } from "react";

import type { RouterOutputs } from "@3u3d/api";

import { useTRPC } from "~/trpc/react";

import { Pager } from "~/components/common/pager";
import { RULESET_NAMES } from "~/components/common/ruleset-names";
import { useMe } from "~/components/site/use-me";

/** The measures a board ranks by, named by `players.leaderboard.metrics`. */
const METRICS = ["rating", "wins", "avgPenalty"] as const;
const RULESETS = (["3up3down", "palace"] as const).map((id) => ({
  id,
  name: RULESET_NAMES[id],
}));
const PAGE_SIZE = 25;

type Board = RouterOutputs["leaderboard"]["list"];

/** Accounts ranked by the chosen measure; provisional players listed apart below. */
export function Leaderboard() {
  const t = useTranslations("players.leaderboard");
  const [ruleset, setRuleset] = useState<(typeof RULESETS)[number]["id"]>("3up3down");
  const [metric, setMetric] = useState<(typeof METRICS)[number]>("rating");
  const [page, setPage] = useState(1);
  const trpc = useTRPC();
  const list = (provisional: boolean, p: number) =>
    trpc.leaderboard.list.queryOptions(
      { ruleset, metric, provisional, page: p, pageSize: PAGE_SIZE },
      // The board shown stays until the next page arrives: the table does not jump.
      { placeholderData: keepPreviousData },
    );
  const board = useQuery(list(false, page));
  const me = useMe();
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
      {tabs(t("rulesetTabs"), RULESETS, ruleset, setRuleset)}
      {tabs(
        t("rankingTabs"),
        METRICS.map((id) => ({ id, name: t(`metrics.${id}`) })),
        metric,
        setMetric,
      )}
      <section aria-label={t("rankedLabel")}>
        {board.data?.rows.length ? (
          <BoardTable rows={board.data.rows} ranked />
        ) : (
          <p>{board.isPending ? t("loading") : t("nobody", { minimum })}</p>
        )}
        <Pager page={page} pages={pages} onPage={setPage} />
      </section>
      {provisional.data?.rows.length ? (
        <section aria-label={t("provisionalLabel")}>
          <h2>{t("provisional")}</h2>
          <p className="note">
            {t("provisionalNote", { minimum })}
            {provisional.data.total > provisional.data.rows.length &&
              ` ${t("showing", { shown: provisional.data.rows.length, total: provisional.data.total })}`}
          </p>
          <BoardTable rows={provisional.data.rows} ranked={false} />
        </section>
      ) : null}
      <p className="note">
        {t("about")}
        {/* Asked of those who have no account yet (not while that is unknown). */}
        {me !== undefined && (me === null || me.guest) && (
          <>
            {" "}
            {t.rich("joinIn", {
              signUp: (words) => <PageLink href="/signup">{words}</PageLink>,
            })}
          </>
        )}
      </p>
    </>
  );
}

function BoardTable({ rows, ranked }: { rows: Board["rows"]; ranked: boolean }) {
  const t = useTranslations("players.record");
  return (
    <table className="board">
      <thead>
        <tr>
          {ranked && <th>#</th>}
          <th>{t("player")}</th>
          <th>{t("rating")}</th>
          <th>{t("games")}</th>
          <th>{t("wins")}</th>
          <th>
            <abbr title={t("averagePenalty")}>{t("averagePenaltyShort")}</abbr>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.playerId}>
            {ranked && <td>{r.place}</td>}
            <td className="name-cell">
              <PageLink href={`/players/${r.playerId}`}>{r.name}</PageLink>
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
