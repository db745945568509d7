"use client";

import { useQuery } from "@tanstack/react-query";
import { PageLink } from "~/components/common/page-link";
import { useFormatter, useTranslations } from "next-intl";

import { useHydrated } from "~/components/site/use-hydrated";
import { useErrorWords } from "~/trpc/use-error-words";
import { useTRPC } from "~/trpc/react";

import { FollowButton } from "./follow-button";

/**
 * "People you played with recently": the accounts at your latest games whom you do
 * not follow yet, newest first, each with Follow (following moves them to the list
 * above).
 */
export function RecentPlayers() {
  const { errorWords } = useErrorWords();
  const t = useTranslations("friends.recent");
  const format = useFormatter();
  const trpc = useTRPC();
  const recent = useQuery(trpc.friends.recent.queryOptions());
  // "played 2 hours ago" by the browser's clock, once in the browser (the server's
  // would name another moment than the HTML it rendered).
  const now = useHydrated() ? Date.now() : null;
  return (
    <section aria-labelledby="recent-heading">
      <h2 id="recent-heading">{t("title")}</h2>
      {recent.isPending ? null : recent.isError ? (
        <p role="alert">{errorWords(recent.error)}</p>
      ) : recent.data.length === 0 ? (
        <p className="empty">{t("nobody")}</p>
      ) : (
        <ul className="friends-list">
          {recent.data.map((p) => (
            <li key={p.playerId}>
              <div className="friend">
                <PageLink className="friend-name" href={`/players/${p.playerId}`}>
                  {p.name}
                </PageLink>
                {now !== null && (
                  <span className="note-inline">
                    {t("played", {
                      when: format.relativeTime(new Date(p.lastPlayed), now),
                    })}
                  </span>
                )}
              </div>
              <FollowButton playerId={p.playerId} name={p.name} following={false} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
