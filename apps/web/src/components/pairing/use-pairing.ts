"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";

import type { RouterInputs, RouterOutputs } from "@3u3d/api";

import { useNewsLive } from "~/components/site/person-news";
import { useMe } from "~/components/site/use-me";
import { useEnsurePlayer } from "~/trpc/ensure-player";
import { useErrorWords } from "~/trpc/use-error-words";
import { sayAsPageCloses } from "~/trpc/parting";
import { useTRPC, useTRPCClient } from "~/trpc/react";
import { useSeatsChanged } from "~/trpc/use-seats-changed";

/**
 * A waiting page asks this often: each ask also keeps the wait alive (the server drops
 * a wait unasked for 10 s). With the news stream open, a pairing made is told at once
 * (site/person-news.tsx), so the asking only keeps the wait alive.
 */
const POLL_MS = 1_500;
const KEEP_ALIVE_MS = 2_500;

export type Seek = RouterInputs["pairing"]["seek"];
type PairingStatus = RouterOutputs["pairing"]["status"];

/**
 * Quick pairing from the browser's side: the person's status (polled while they wait,
 * which is also what keeps the wait alive), asking and cancelling, and the move to the
 * table once paired. Closing the page cancels the wait at once (a keepalive request);
 * were that lost, the server drops the wait when the polls stop.
 */
export function usePairing() {
  const { errorWordsOrNull } = useErrorWords();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const router = useRouter();
  const ensurePlayer = useEnsurePlayer();
  const seatsChanged = useSeatsChanged();
  const me = useMe();
  const live = useNewsLive();
  const status = useQuery(
    trpc.pairing.status.queryOptions(undefined, {
      enabled: Boolean(me),
      // Only a wait is polled: idle, nothing to ask; paired, the page is leaving.
      refetchInterval: (query) =>
        query.state.data?.state === "waiting" ? (live ? KEEP_ALIVE_MS : POLL_MS) : false,
      refetchIntervalInBackground: true,
      staleTime: 0,
    }),
  );
  const state = status.data?.state ?? "idle";

  // The answer of a seek or a cancel is the status now. A status ask already under way
  // (the first one, started as the guest was made) is dropped: answered from before the
  // seek, it would say "idle" and put the form back over a wait that goes on unseen.
  const statusIs = async (answer: PairingStatus) => {
    await queryClient.cancelQueries(trpc.pairing.status.queryFilter());
    queryClient.setQueryData(trpc.pairing.status.queryKey(), answer);
    // "Who is here" counts the people looking: this page's person just came or went.
    void queryClient.invalidateQueries(trpc.presence.counts.queryFilter());
  };
  const seek = useMutation({
    mutationFn: async (input: Seek) => {
      await ensurePlayer();
      return client.pairing.seek.mutate(input);
    },
    onSuccess: statusIs,
  });
  const cancel = useMutation({
    mutationFn: () => client.pairing.cancel.mutate(),
    onSuccess: statusIs,
  });

  // Paired while this page waited: to the table. A "matched" found on arriving at the
  // page is a table already gone to, not news.
  const [waited, setWaited] = useState(false);
  if (state === "waiting" && !waited) setWaited(true);
  const matchedId =
    status.data?.state === "matched" && (waited || seek.isSuccess)
      ? status.data.gameId
      : null;
  useEffect(() => {
    if (!matchedId) return;
    void seatsChanged();
    router.push(`/table/${matchedId}`);
  }, [matchedId, router, seatsChanged]);

  // Leaving the page while waiting stops the wait (not merely lets it lapse). The
  // listener is there from the start and reads the cache as the page closes: one added
  // only once the wait showed could come too late for a page closed at once.
  useEffect(() => {
    const stop = () => {
      const now = queryClient.getQueryData(trpc.pairing.status.queryKey());
      if (now?.state === "waiting") sayAsPageCloses("pairing.cancel");
    };
    window.addEventListener("pagehide", stop);
    return () => window.removeEventListener("pagehide", stop);
  }, [queryClient, trpc]);

  return {
    status: status.data,
    seek: (input: Seek) => seek.mutate(input),
    cancel: () => cancel.mutate(),
    asking: seek.isPending,
    cancelling: cancel.isPending,
    paired: matchedId !== null,
    error: errorWordsOrNull(seek.error ?? cancel.error ?? null),
  };
}
