import type { GameEvent, GameState } from "./types";

/** How many recent events a state carries; older ones live in the server's move log. */
export const LOG_LIMIT = 40;

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
export type NewEvent = DistributiveOmit<GameEvent, "seq">;

export function pushEvent(state: GameState, event: NewEvent): void {
  // Numbered in place rather than copied: this runs several times per move.
  const numbered = event as GameEvent;
  numbered.seq = ++state.eventSeq;
  state.log.push(numbered);
  if (state.log.length > LOG_LIMIT) state.log.shift();
}
