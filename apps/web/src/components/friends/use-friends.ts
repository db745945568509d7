"use client";

// The friends data of an account, through TanStack Query: challenges to you (polled
// every few seconds wherever the header shows, so one arrives live), your own
// challenges (polled fast while one waits for an answer, so the table opens for the
// challenger within a couple of seconds of the accept), and a way to ask everything
// again after a change.
import { useQuery, useQueryClient } from "@tanstack/react-query";

import { useMe } from "~/components/site/use-me";
import { useTRPC } from "~/trpc/react";

/** How often an account's pages ask for challenges to them. */
const INCOMING_EVERY_MS = 4_000;
/** How often the challenger's page asks while a challenge of theirs waits. */
const PENDING_EVERY_MS = 2_000;

/** True once the browser is known to be an account's (not a guest's, not nobody's). */
export function useIsAccount(): boolean | undefined {
  const me = useMe();
  return me === undefined ? undefined : !!me && !me.guest;
}

export function useIncomingChallenges() {
  const trpc = useTRPC();
  const account = useIsAccount() === true;
  return useQuery(
    trpc.friends.incoming.queryOptions(undefined, {
      enabled: account,
      refetchInterval: INCOMING_EVERY_MS,
      refetchIntervalInBackground: false,
    }),
  );
}

export function useOutgoingChallenges() {
  const trpc = useTRPC();
  const account = useIsAccount() === true;
  return useQuery(
    trpc.friends.outgoing.queryOptions(undefined, {
      enabled: account,
      refetchInterval: (query) =>
        query.state.data?.some((c) => c.status === "pending") ? PENDING_EVERY_MS : false,
      refetchIntervalInBackground: true,
    }),
  );
}

/** Something changed between the player and others: every friends answer is asked again. */
export function useFriendsChanged(): () => Promise<void> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(trpc.friends.pathFilter());
}
