"use client";

import { useQuery } from "@tanstack/react-query";
import { PageLink } from "~/components/common/page-link";
import { useTranslations } from "next-intl";

import { useTRPC } from "~/trpc/react";

/** The player's championships; a visitor who has not played yet has none. */
export function MyChampionships() {
  const t = useTranslations("championships.mine");
  const trpc = useTRPC();
  const me = useQuery(trpc.session.me.queryOptions());
  const mine = useQuery(
    trpc.championship.mine.queryOptions(undefined, { enabled: Boolean(me.data) }),
  );
  if (!mine.data?.length) return <p>{t("none")}</p>;
  return (
    <ul>
      {mine.data.map((c) => (
        <li key={c.id}>
          <PageLink href={`/championships/${c.id}`}>{c.name}</PageLink> ·{" "}
          {t(c.targetGames ? "rowGames" : "rowPoints", {
            games: c.targetGames ?? 0,
            points: c.targetScore ?? 0,
            dealt: c.games,
            finished: String(c.finished),
          })}
        </li>
      ))}
    </ul>
  );
}
