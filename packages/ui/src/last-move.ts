import type { GameEvent, Seat } from "@3u3d/engine";

// The move the table is showing: the newest thing a seat did (a play, a pick-up, a draw,
// a swap), so the pile can caption it and its seat can light up. The events that only
// follow from it (a clear, someone out) are the banners' to show.

const MOVES = new Set<GameEvent["type"]>([
  "play",
  "pickup",
  "draw",
  "colorSwap",
  "colorSwapDecline",
]);

export function lastMove(
  log: readonly GameEvent[],
): { seat: Seat; event: GameEvent } | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const event = log[i];
    if (event && MOVES.has(event.type) && "seat" in event)
      return { seat: event.seat, event };
  }
  return null;
}
