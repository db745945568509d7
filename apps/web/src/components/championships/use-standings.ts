"use client";

import { useQuery } from "@tanstack/react-query";

import { useTRPC } from "~/trpc/react";

/**
 * A championship's standings, asked again every `everyMs` while the page is visible:
 * a game ending elsewhere moves them, and the host dealing the next game brings its
 * table. The standings page, the bar above a championship table and the next-game box
 * under its result share the one cached answer.
 */
export function useStandings(championshipId: string, everyMs: number) {
  const trpc = useTRPC();
  return useQuery(
    trpc.championship.standings.queryOptions(
      { championshipId },
      { refetchInterval: everyMs, refetchIntervalInBackground: false },
    ),
  );
}
