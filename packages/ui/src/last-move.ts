import type { GameEvent, Seat } from "@3u3d/engine";

// The move the table is showing: the newest thing a seat did (a play, a pick-up, a draw
// it chose, a swap), so the pile can caption it and its seat can light up. The events
// that only follow from it — the refill after a play, a clear, someone out — are not
// the move: the banners show the clear and the going out.

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
    if (event?.type === "draw" && event.reason === "refill") continue;
    if (event && MOVES.has(event.type) && "seat" in event)
      return { seat: event.seat, event };
  }
  return null;
}
