// Whom each viewer blocked, as this instance last read it: the game server asks it for
// every frame with talk (the blocker no longer hears the blocked at a table), and
// friends.ts forgets a viewer's copy when they block or unblock. The house builds it
// before both, so neither refers to the other.
import { LRUCache } from "lru-cache";

import type { FriendsRepository } from "@3u3d/db/repositories";

/**
 * How long an instance trusts its copy of whom a viewer blocked. Blocking or
 * unblocking on this instance takes effect at once; on another, within this long.
 */
const BLOCKS_FRESH_MS = 10_000;

/** Viewers whose blocks an instance keeps; the least recently asked go first. */
const BLOCKS_KEPT = 5_000;

export function createBlocks(friends: Pick<FriendsRepository, "blockedIds">) {
  // lru-cache (well kept, tested, bounded by count and by age): an entry older than
  // BLOCKS_FRESH_MS is never returned, and past BLOCKS_KEPT the least recently asked go.
  const blocksOf = new LRUCache<string, Promise<ReadonlySet<string>>>({
    max: BLOCKS_KEPT,
    ttl: BLOCKS_FRESH_MS,
  });
  return {
    /** Whom `viewerId` does not hear at a table: the players they blocked. */
    hiddenSpeakers: (viewerId: string): Promise<ReadonlySet<string>> => {
      const kept = blocksOf.get(viewerId);
      if (kept) return kept;
      const ids = friends.blockedIds(viewerId).then((list) => new Set(list));
      blocksOf.set(viewerId, ids);
      ids.catch(() => blocksOf.delete(viewerId));
      return ids;
    },
    /** Drops `blockerId`'s copy: their block or unblock counts from the next frame. */
    forget: (blockerId: string) => {
      blocksOf.delete(blockerId);
    },
  };
}

export type Blocks = ReturnType<typeof createBlocks>;
