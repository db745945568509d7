"use client";

import { useQuery } from "@tanstack/react-query";

import { rulesetName } from "~/components/common/ruleset-names";
import { useTRPC } from "~/trpc/react";

/** Asked again this often while the home page is on screen. */
const REFRESH_MS = 5_000;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * "5 people online · 2 games being played · Looking for a game: 3UP 3DOWN 2, Palace 1",
 * kept fresh while the page is on screen (the server counts at most every 2 s).
 */
export function WhoIsHere() {
  const trpc = useTRPC();
  const who = useQuery(
    trpc.presence.counts.queryOptions(undefined, {
      refetchInterval: REFRESH_MS,
      refetchIntervalInBackground: false,
      staleTime: REFRESH_MS,
    }),
  );
  if (!who.data) return null;
  const { online, playing, looking } = who.data;
  return (
    <p className="who-is-here" data-testid="who-is-here">
      <span data-testid="online">{count(online, "person", "people")} online</span>
      <span>{count(playing, "game", "games")} being played</span>
      <span>
        {looking.length === 0
          ? "Nobody looking for a game"
          : `Looking for a game: ${looking
              .map((l) => `${rulesetName(l.ruleset)} ${l.waiting}`)
              .join(", ")}`}
      </span>
    </p>
  );
}
