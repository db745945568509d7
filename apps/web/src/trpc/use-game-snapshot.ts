"use client";

import { useCallback, useEffect, useState } from "react";

import type { GameSnapshot } from "@3u3d/api";

import { api } from "./client";
import { followGame } from "./game-events";

// The table's one store: the newest snapshot the event stream brought (the first one
// included), and the moves the player may make in it. Nothing else feeds it, so the
// table never merges two answers; the only bookkeeping is that a move we sent spends
// the legal moves of its version until the position after it arrives.

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

/**
 * `initial`: the snapshot the server rendered the page with (server/caller.ts), shown
 * until the stream's first frame, which carries the same version or a newer one.
 */
export function useGameSnapshot(
  gameId: string,
  inviteCode: string | null,
  initial: GameSnapshot | null = null,
): GameStore {
  const [snapshot, setSnapshot] = useState<GameSnapshot | null>(initial);
  const [failure, setFailure] = useState<string | null>(null);
  const [connection, setConnection] = useState<"live" | "reconnecting">("live");
  const [spent, setSpent] = useState(-1);
  const [stream, setStream] = useState(0);

  useEffect(
    () =>
      followGame(gameId, inviteCode, {
        // Equal versions replace: seats and status change without a move.
        onFrame: (frame) =>
          setSnapshot((prev) => (prev && prev.version > frame.version ? prev : frame)),
        onOpen: () => setConnection("live"),
        onLost: () => setConnection("reconnecting"),
        // A missing game ends it; anything else (a restarting server) is tried again.
        onRefused: () =>
          api.game.view.query({ gameId, inviteCode }).then(
            () => null,
            (e: unknown) =>
              (e as { data?: { code?: string } }).data?.code === "NOT_FOUND"
                ? (e as Error).message
                : null,
          ),
        onFailed: setFailure,
      }),
    [gameId, inviteCode, stream],
  );

  const sent = useCallback((version: number) => setSpent(version), []);
  const reopen = useCallback(() => setStream((n) => n + 1), []);
  const legal =
    snapshot && snapshot.version > spent && snapshot.legal.seat !== null
      ? snapshot.legal.moves
      : [];
  return { snapshot, failure, connection, legal, sent, reopen };
}
