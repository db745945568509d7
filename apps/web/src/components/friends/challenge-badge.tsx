"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

import { useIncomingChallenges } from "./use-friends";

/**
 * The header's word that a challenge waits for you, on every page of an account (one
 * short link, so a table keeps its height): it opens the friends page, where you
 * answer. Not shown on the friends page itself, which lists the challenges.
 */
export function ChallengeBadge() {
  const incoming = useIncomingChallenges().data ?? [];
  const pathname = usePathname();
  const [first] = incoming;
  // The live region is always there, so a challenge arriving is announced. On a phone
  // the name is read but not shown: the header has room for one short word.
  return (
    <div role="status" className="challenge-badge">
      {first && pathname !== "/friends" && (
        <Link href="/friends">
          {incoming.length === 1 ? (
            <>
              Challenge<span className="badge-from"> from {first.from.name}</span>
            </>
          ) : (
            `${incoming.length} challenges`
          )}
        </Link>
      )}
    </div>
  );
}
