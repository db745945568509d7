"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";

import type { GameSnapshot } from "@3u3d/api";

import { followGame } from "./game-events";
import { useTRPC } from "./react";

// The table's one store: the cached `game.view` query, which only the event stream
// writes (the server's first render aside: app/(table)/table/[id]/page.tsx prefetches it). Each
// frame replaces the snapshot unless it is older, so the table never merges two
// answers; the only bookkeeping is that a move we sent spends the legal moves of its
// version until the position after it arrives. A frame that changes the game's status
// (dealt, ended) makes the player's lists stale: "Your games", championship standings,
// their stats and history.

export interface GameStore {
  snapshot: GameSnapshot | null;
  /** Why the table cannot be shown (no such game), once the server has said so. */
  failure: string | null;
  connection: "live" | "reconnecting";
  /** The legal moves now: none while a move of ours is on its way. */
  legal: GameSnapshot["legal"]["moves"];
  /** A move was sent from `version` (its legal moves are spent); -1: it was refused. */
  sent: (version: number) => void;
  /** Who we are changed (we sat down as a new guest): open the stream again. */
  reopen: () => void;
}

/** Refusals of the table's view that asking again cannot change. */
const FINAL_REFUSALS = new Set(["NOT_FOUND", "BAD_REQUEST"]);

export function useGameSnapshot(gameId: string, inviteCode: string | null): GameStore {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const view = trpc.game.view.queryOptions({ gameId, inviteCode });
  // Never asked over HTTP by the table itself: the stream brings every position.
  const { data: snapshot = null } = useQuery({
    ...view,
    enabled: false,
    staleTime: Infinity,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [connection, setConnection] = useState<"live" | "reconnecting">("live");
  const [spent, setSpent] = useState(-1);
  const [stream, setStream] = useState(0);
  const viewKey = view.queryKey;

  useEffect(
    () =>
      followGame(gameId, inviteCode, {
        onFrame: (frame) => {
          const shown = queryClient.getQueryData(viewKey);
          // Equal versions replace: seats and status change without a move.
          if (shown && shown.version > frame.version) return;
          queryClient.setQueryData(viewKey, frame);
          if (shown && shown.status !== frame.status)
            void Promise.all([
              queryClient.invalidateQueries(trpc.lobby.mine.queryFilter()),
              queryClient.invalidateQueries(trpc.championship.pathFilter()),
              queryClient.invalidateQueries(trpc.profile.pathFilter()),
            ]);
        },
        onOpen: () => setConnection("live"),
        onLost: () => setConnection("reconnecting"),
        // A missing game or a malformed id ends it (asking again changes neither);
        // anything else (a restarting server) is tried again.
        onRefused: () =>
          queryClient.fetchQuery({ ...view, staleTime: 0, retry: false }).then(
            () => null,
            (e: unknown) =>
              FINAL_REFUSALS.has((e as { data?: { code?: string } }).data?.code ?? "")
                ? (e as Error).message
                : null,
          ),
        onFailed: setFailure,
      }),
    // `view` and `viewKey` stand for gameId and inviteCode.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [gameId, inviteCode, stream, queryClient, trpc],
  );

  const sent = useCallback((version: number) => setSpent(version), []);
  const reopen = useCallback(() => setStream((n) => n + 1), []);
  const legal =
    snapshot && snapshot.version > spent && snapshot.legal.seat !== null
      ? snapshot.legal.moves
      : [];
  return { snapshot, failure, connection, legal, sent, reopen };
}
