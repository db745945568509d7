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
  const words =
    incoming.length === 1 && first
      ? `${first.from.name} challenges you`
      : `${incoming.length} challenges for you`;
  // The live region is always there, so a challenge arriving is announced.
  return (
    <div role="status" className="challenge-badge">
      {first && pathname !== "/friends" && <Link href="/friends">{words}</Link>}
    </div>
  );
}
