// The checks made on every request: is the guest cookie's player still a guest, and
// which session epoch does the signed-in user have; and the presence mark, written at
// most every 30 s per player (the API's services/presence.ts throttles it in memory
// first). Plain SQL on the client's node-postgres pool, one statement by primary key
// each: ~0.15 ms of CPU against ~1–2 ms for the same through Prisma's query compiler
// (see ../../client.ts).
import type pg from "pg";

import type { PlayersRepository } from "./types";

export function requestChecks(
  pool: pg.Pool,
): Pick<PlayersRepository, "isGuest" | "sessionEpoch"> {
  return {
    async isGuest(playerId) {
      const found = await pool.query<{ userId: string | null }>(
        'select "userId" from "Player" where id = $1',
        [playerId],
      );
      return found.rows.length === 1 && found.rows[0]?.userId === null;
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
