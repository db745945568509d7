// Hints remembered per position and seat: the same game version and seat get the same
// answer, searched once. Asking again (a refresh, a second tab, a script) costs a
// lookup, not an expert search, and asks that come while the search runs share it. A
// failed search (the coach was busy) is not kept. Bounded: the least recently asked
// go first, and a position's entries simply age out once the game moves on. Per
// instance: another instance searches the same position once more for itself.
import type { Hint } from "@3u3d/engine";

/** Hints kept per instance (a hint is a move and a reason: well under a kilobyte). */
export const HINTS_KEPT = 2_000;

export function createHintCache(size = HINTS_KEPT) {
  const kept = new Map<string, Promise<Hint>>();
  const keyOf = (gameId: string, version: number, seat: number) =>
    `${gameId}:${version}:${seat}`;

  return {
    /** The hint already given (or being searched) for this position and seat. */
    find(gameId: string, version: number, seat: number): Promise<Hint> | undefined {
      const key = keyOf(gameId, version, seat);
      const hint = kept.get(key);
      if (hint) {
        kept.delete(key); // most recently asked last
        kept.set(key, hint);
      }
      return hint;
    },

    /** Keeps the hint being searched for this position and seat, and returns it. */
    keep(gameId: string, version: number, seat: number, hint: Promise<Hint>) {
      const key = keyOf(gameId, version, seat);
      kept.set(key, hint);
      const oldest = kept.keys().next();
      if (kept.size > size && !oldest.done) kept.delete(oldest.value);
      hint.catch(() => {
        if (kept.get(key) === hint) kept.delete(key);
      });
      return hint;
    },
  };
}
