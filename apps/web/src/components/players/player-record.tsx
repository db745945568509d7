"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { PageLink } from "~/components/common/page-link";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";

import { useTRPC } from "~/trpc/react";

import { Pager } from "~/components/common/pager";
import { rulesetName } from "~/components/common/ruleset-names";
import { useMe } from "~/components/site/use-me";

import { HISTORY_PAGE_SIZE as PAGE_SIZE } from "./history-page";
import { outcomeWords } from "./history-outcome";

/**
 * A player's match history, shown on their own "My games" page and on their public
 * profile under their progress (./progress): finished games, newest first, with replays.
 */
export function PlayerRecord({ playerId }: { playerId: string }) {
  const t = useTranslations("players.record");
  const format = useFormatter();
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
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
                    {profile ? (
                      <PageLink href={`/players/${profile}`}>{name}</PageLink>
                    ) : (
                      name
                    )}
                  </span>
                );
              })}{" "}
              · {t("penalty", { points: g.penalty ?? 0 })} ·{" "}
              {g.finishedAt
                ? format.dateTime(new Date(g.finishedAt), { dateStyle: "medium" })
                : ""}{" "}
              <PageLink href={`/replay/${g.gameId}?seat=${g.seat}`}>
                {t("replay")}
              </PageLink>
            </li>
          ))}
        </ul>
        <Pager page={page} pages={pages} onPage={setPage} newestFirst />
      </section>
    </>
  );
}
