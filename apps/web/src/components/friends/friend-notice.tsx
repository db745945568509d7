"use client";

import { useQuery } from "@tanstack/react-query";
import { PageLink } from "~/components/common/page-link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";

import { useMe } from "~/components/site/use-me";
import { useTRPC } from "~/trpc/react";

import { newsSince, stillTrue, whereaboutsOf, type FriendNews } from "./friend-news";
import { useAccountAsks, useIncomingChallenges } from "./use-friends";

/**
 * How often the header looks at whom you follow. The friends list (online, playing) is
 * the one answer that says both, and it is not on the person's news stream (someone
 * coming online is presence, not news of yours), so it is polled; the friends page asks
 * it more often, and the two share one cached answer.
 */
const LOOK_EVERY_MS = 30_000;

/** Where the last look is kept, per player: a reload does not announce everyone again. */
const seenKey = (playerId: string) => `friend-news:${playerId}`;

function lastSeen(playerId: string) {
  try {
    const kept = sessionStorage.getItem(seenKey(playerId));
    return kept ? (JSON.parse(kept) as ReturnType<typeof whereaboutsOf>) : null;
  } catch {
    return null;
  }
}

/**
 * The header's word that someone you follow came online or started a public game
 * (which it links to, to watch), on every page of an account. The first look after a
 * page opens only remembers; news is what changed since. A challenge to you takes the
 * place first (the header has room for one); Dismiss, or the news ceasing to hold,
 * clears it.
 */
export function FriendNotice() {
  const t = useTranslations("friends.notice");
  const trpc = useTRPC();
  const me = useMe();
  const account = useAccountAsks();
  const pathname = usePathname();
  const challenged = (useIncomingChallenges().data ?? []).length > 0;
  const list = useQuery(
    trpc.friends.list.queryOptions(undefined, {
      enabled: account,
      refetchInterval: LOOK_EVERY_MS,
      refetchIntervalInBackground: false,
    }),
  );
  const following = list.data?.following;
  const [news, setNews] = useState<FriendNews | null>(null);

  useEffect(() => {
    if (!following || !me) return;
    const before = lastSeen(me.playerId);
    try {
      sessionStorage.setItem(
        seenKey(me.playerId),
        JSON.stringify(whereaboutsOf(following)),
      );
    } catch {
      // Storage refused (private mode): every look is a first look, and says nothing.
    }
    const fresh = before && newsSince(before, following);
    setNews((shown) => fresh ?? (shown && stillTrue(shown, following) ? shown : null));
  }, [following, me]);

  const show = news && !challenged && pathname !== "/friends";
  return (
    <div role="status" className="friend-notice">
      {show && (
        <>
          {news.kind === "playing" ? (
            <PageLink href={`/table/${news.gameId}`}>
              {t("playing", { name: news.name })}
            </PageLink>
          ) : (
            <PageLink href="/friends">
              {news.others > 0
                ? t("onlineMore", { name: news.name, others: news.others })
                : t("online", { name: news.name })}
            </PageLink>
          )}
          <button
            type="button"
            className="dismiss"
            aria-label={t("dismiss")}
            title={t("dismiss")}
            onClick={() => setNews(null)}
          >
            ×
          </button>
        </>
      )}
    </div>
  );
}
