// Hints remembered per position and seat: the same game version and seat get the same
// answer, searched once. Asking again (a refresh, a second tab, a script) costs a
// lookup, not an expert search, and asks that come while the search runs share it. A
// failed search (the coach was busy) is not kept. Bounded: the least recently asked
// go first (lru-cache: well kept, tested, bounded by count), and a position's entries
// simply age out once the game moves on. Per instance: another instance searches the
// same position once more for itself.
import { LRUCache } from "lru-cache";

import type { Hint } from "@3u3d/engine";

/** Hints kept per instance (a hint is a move and a reason: well under a kilobyte). */
export const HINTS_KEPT = 2_000;

export function createHintCache(size = HINTS_KEPT) {
  const kept = new LRUCache<string, Promise<Hint>>({ max: size });
  const keyOf = (gameId: string, version: number, seat: number) =>
    `${gameId}:${version}:${seat}`;

  return {
    /** The hint already given (or being searched) for this position and seat. */
    find(gameId: string, version: number, seat: number): Promise<Hint> | undefined {
      return kept.get(keyOf(gameId, version, seat)); // now the most recently asked
    },

    /** Keeps the hint being searched for this position and seat, and returns it. */
    keep(gameId: string, version: number, seat: number, hint: Promise<Hint>) {
      const key = keyOf(gameId, version, seat);
      kept.set(key, hint); // past `size`, the least recently asked goes
      hint.catch(() => {
        if (kept.peek(key) === hint) kept.delete(key);
      });
      return hint;
    },
  };
}
