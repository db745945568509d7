"use client";

// The friends data of an account, through TanStack Query: challenges to you (wherever
// the header shows, so one arrives live), your own challenges (so the table opens for
// the challenger as soon as the other accepts), and a way to ask everything again after
// a change. Both are asked again when the person's news stream says so
// (site/person-news.tsx); only while that stream is down are they polled.
import { useQuery, useQueryClient } from "@tanstack/react-query";

import { useAccountChanging } from "~/components/site/account-change";
import { useNewsLive } from "~/components/site/person-news";
import { useMe } from "~/components/site/use-me";
import { useTRPC } from "~/trpc/react";

/** How often an account's pages ask for challenges to them while the news stream is down. */
const INCOMING_EVERY_MS = 4_000;
/** How often the challenger's page asks while a challenge of theirs waits (stream down). */
const PENDING_EVERY_MS = 2_000;

/** True once the browser is known to be an account's (not a guest's, not nobody's). */
export function useIsAccount(): boolean | undefined {
  const me = useMe();
  return me === undefined ? undefined : !!me && !me.guest;
}

/**
 * Whether an account's answers may be asked for now: the browser is an account's, and
 * its session is not being changed (site/account-change.ts).
 */
export function useAccountAsks(): boolean {
  const changing = useAccountChanging();
  return useIsAccount() === true && !changing;
}

export function useIncomingChallenges() {
  const trpc = useTRPC();
  const account = useAccountAsks();
  const live = useNewsLive();
  return useQuery(
    trpc.friends.incoming.queryOptions(undefined, {
      enabled: account,
      refetchInterval: live ? false : INCOMING_EVERY_MS,
      refetchIntervalInBackground: false,
    }),
  );
}

export function useOutgoingChallenges() {
  const trpc = useTRPC();
  const account = useAccountAsks();
  const live = useNewsLive();
  return useQuery(
    trpc.friends.outgoing.queryOptions(undefined, {
      enabled: account,
      refetchInterval: (query) =>
        !live && query.state.data?.some((c) => c.status === "pending")
          ? PENDING_EVERY_MS
          : false,
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
