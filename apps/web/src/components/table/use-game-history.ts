"use client";

import { useMemo, useRef } from "react";

import type { GameEvent } from "@3u3d/engine";

// The whole game's history for the table's log. A view carries only the newest 40
// events (LOG_LIMIT) and each frame the events since the one before, so the page keeps
// every event it has seen, by sequence number; joining late, the history starts at the
// oldest event the first view still held.
export function useGameHistory(
  gameId: string,
  log: readonly GameEvent[] | undefined,
  events: readonly GameEvent[] | undefined,
): GameEvent[] {
  const seen = useRef<{ gameId: string; bySeq: Map<number, GameEvent> }>({
    gameId,
    bySeq: new Map(),
  });
  return useMemo(() => {
    if (seen.current.gameId !== gameId) seen.current = { gameId, bySeq: new Map() };
    const bySeq = seen.current.bySeq;
    for (const e of events ?? []) bySeq.set(e.seq, e);
    for (const e of log ?? []) bySeq.set(e.seq, e);
    return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
  }, [gameId, log, events]);
}
