// The checks made on every request: is the guest cookie's player still a guest (a yes
// is remembered for a few seconds), and
// which session epoch does the signed-in user have; and the presence mark, written at
// most every 30 s per player (the API's services/presence.ts throttles it in memory
// first). Plain SQL on the client's node-postgres pool, one statement by primary key
// each: ~0.15 ms of CPU against ~1–2 ms for the same through Prisma's query compiler
// (see ../../client.ts).
import type pg from "pg";

import type { PlayersRepository } from "./types";

/**
 * A guest found to be one is believed for this long without asking again: a guest's
 * every move asked, and that was a quarter of the statements a move cost (issue #38).
 * A guest stops being one only by signing up or being forgotten, after which its old
 * cookie may still act for at most this long on an instance that checked just before.
 */
export const GUEST_CHECK_TTL_MS = 5_000;
/** Past this many remembered guests the memory starts over (a bound, not an LRU). */
const GUESTS_REMEMBERED = 50_000;

export function requestChecks(
  pool: pg.Pool,
  now: () => number = Date.now,
): Pick<PlayersRepository, "isGuest" | "sessionEpoch"> & {
  /** Believes no remembered guest any more (a guest may have just become an account). */
  forgetGuests: () => void;
} {
  const guestUntil = new Map<string, number>();
  return {
    forgetGuests: () => guestUntil.clear(),

    async isGuest(playerId) {
      if ((guestUntil.get(playerId) ?? 0) > now()) return true;
      const found = await pool.query<{ userId: string | null }>(
        'select "userId" from "Player" where id = $1',
        [playerId],
      );
      const guest = found.rows.length === 1 && found.rows[0]?.userId === null;
      if (guestUntil.size >= GUESTS_REMEMBERED) guestUntil.clear();
      if (guest) guestUntil.set(playerId, now() + GUEST_CHECK_TTL_MS);
      else guestUntil.delete(playerId);
      return guest;
    },

    async sessionEpoch(userId) {
      const found = await pool.query<{ sessionEpoch: number }>(
        'select "sessionEpoch" from "User" where id = $1',
        [userId],
      );
      return found.rows[0]?.sessionEpoch ?? null;
    },
  };
}
