"use client";

// Listens, on every page, for what of the browser's person changed (their news stream,
// trpc/person-news.ts: one per browser, shared by its tabs), and asks the answers it
// names again: challenges to and from
// them, their list of games, their wait for a pairing. While the stream is down the
// pages that show those answers poll as they used to (`useNewsLive`).
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";

import { followPersonNews, type NewsKind } from "~/trpc/person-news";
import { useTRPC } from "~/trpc/react";

import { useAccountChanging } from "./account-change";
import { useHydrated } from "./use-hydrated";
import { useMe } from "./use-me";

/** Whether the news stream is open, for every component of the page. */
let live = false;
const listeners = new Set<() => void>();
function setLive(now: boolean) {
  if (live === now) return;
  live = now;
  for (const listener of listeners) listener();
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * True while the person's news stream is open: a page then asks its answer again when
 * the news says so, and polls (at its old pace) only while this is false.
 */
export function useNewsLive(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => live,
    () => false,
  );
}

/** The stream, once the page is the browser's and the browser is someone. Renders nothing. */
export function PersonNews() {
  return useHydrated() ? <Listener /> : null;
}

function Listener() {
  const me = useMe();
  const trpc = useTRPC();
  const queries = useQueryClient();
  // Closed while the session changes (account-change.ts), opened again under the new one.
  const who = useAccountChanging() ? null : (me?.playerId ?? null);
  useEffect(() => {
    if (!who) return;
    const filters: Record<
      Exclude<NewsKind, "all">,
      { queryKey: readonly unknown[] }[]
    > = {
      challenges: [
        trpc.friends.incoming.queryFilter(),
        trpc.friends.outgoing.queryFilter(),
      ],
      games: [trpc.lobby.mine.queryFilter()],
      pairing: [trpc.pairing.status.queryFilter()],
    };
    const stop = followPersonNews(who, {
      onLive: setLive,
      onNews: (kind) => {
        const asked = kind === "all" ? Object.values(filters).flat() : filters[kind];
        for (const filter of asked) void queries.invalidateQueries(filter);
      },
    });
    return () => {
      stop();
      setLive(false);
    };
  }, [who, trpc, queries]);
  return null;
}
