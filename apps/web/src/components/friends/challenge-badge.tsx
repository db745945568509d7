"use client";

import { PageLink } from "~/components/common/page-link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";

import { useIncomingChallenges } from "./use-friends";

/**
 * The header's word that a challenge waits for you, on every page of an account (one
 * short link, so a table keeps its height): it opens the friends page, where you
 * answer. Not shown on the friends page itself, which lists the challenges.
 */
export function ChallengeBadge() {
  const t = useTranslations("friends.badge");
  const incoming = useIncomingChallenges().data ?? [];
  const pathname = usePathname();
  const [first] = incoming;
  // The live region is always there, so a challenge arriving is announced. On a phone
  // the name is read but not shown: the header has room for one short word.
  return (
    <div role="status" className="challenge-badge">
      {first && pathname !== "/friends" && (
        <PageLink href="/friends">
          {incoming.length === 1
            ? t.rich("one", {
                name: first.from.name,
                from: (words) => <span className="badge-from">{words}</span>,
              })
            : t("many", { count: incoming.length })}
        </PageLink>
      )}
    </div>
  );
}
