"use client";

import { useEffect, useRef } from "react";

import type { GameEvent } from "@3u3d/engine";

import { playCue, type Cue } from "./sound";

const cueFor = (event: GameEvent): Cue | null =>
  event.type === "clear"
    ? "clear"
    : event.type === "pickup"
      ? "pickup"
      : event.type === "play"
        ? "play"
        : null;

/** Plays a cue for the newest news (a clear outranks the play that made it), and one when the turn becomes ours. */
export function useTableSounds(
  log: readonly GameEvent[],
  myTurn: boolean,
  on: boolean,
  volume: number,
) {
  const seen = useRef<number | null>(null);
  const newest = log.at(-1)?.seq ?? 0;
  useEffect(() => {
    const since = seen.current;
    seen.current = newest;
    if (!on || since === null) return;
    const cues = log.filter((e) => e.seq > since).map(cueFor);
    const cue = (["clear", "pickup", "play"] as const).find((c) => cues.includes(c));
    if (cue) playCue(cue, volume);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- news is keyed by the newest event
  }, [newest]);
  const wasMyTurn = useRef(myTurn);
  useEffect(() => {
    if (on && myTurn && !wasMyTurn.current) playCue("turn", volume);
    wasMyTurn.current = myTurn;
  }, [myTurn, on, volume]);
}
