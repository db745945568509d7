// Presence: when each player was last seen, for "online" on the friends page (and the
// home page's count of people here). Every authenticated request calls `touch` (the
// tRPC middleware in trpc.ts), but a player's mark (Player.lastSeenAt) is written at
// most once per SEEN_EVERY_MS: this instance remembers when it last wrote each one,
// and the statement itself skips a mark another instance wrote within the interval.
// So a player clicking through the site costs one small UPDATE per 30 s, not one per
// request.
import type { PlayersRepository } from "@3u3d/db/repositories";

/** A player's mark is written at most this often. */
export const SEEN_EVERY_MS = 30_000;

/** Seen within this long: online (a page open on the site polls well within it). */
export const ONLINE_WITHIN_MS = 2 * 60_000;

/** Past this many remembered players, those not touched within the interval are forgotten. */
const REMEMBERED = 10_000;

export function createPresence(players: Pick<PlayersRepository, "touchSeen">) {
  const lastWrite = new Map<string, number>();

  function forgetOld(now: number) {
    for (const [playerId, at] of lastWrite)
      if (now - at >= SEEN_EVERY_MS) lastWrite.delete(playerId);
  }

  return {
    /** The player made a request now: their mark is written unless it is fresh. */
    async touch(playerId: string): Promise<void> {
      const now = Date.now();
      const last = lastWrite.get(playerId);
      if (last !== undefined && now - last < SEEN_EVERY_MS) return;
      lastWrite.set(playerId, now);
      if (lastWrite.size > REMEMBERED) forgetOld(now);
      try {
        await players.touchSeen(playerId, SEEN_EVERY_MS);
      } catch (error) {
        // Presence is a courtesy: a failed mark must not fail the request it rode on.
        lastWrite.delete(playerId);
        console.error("presence:", error);
      }
    },
  };
}

export type Presence = ReturnType<typeof createPresence>;
