// Readable profile addresses (/players/<handle>): which player a handle names, and a
// player's current handle. The handles themselves are claimed by the database (the
// trigger player_claim_handle, migration 20261202040510_finding_people) whenever an
// account's player gets a shown name, so every way an account is made or renamed is
// covered and a handle stays its player's while the account lives (deleting the
// account frees it). SQL through Prisma's tagged templates: the
// case-insensitive match uses the database's own lower(), as the trigger does.
import type { DbClient } from "../../client";
import type { PlayersRepository } from "./types";

export function handleRows(
  db: DbClient,
): Pick<PlayersRepository, "byHandle" | "handleOf"> {
  return {
    async byHandle(handle) {
      const rows = await db.$queryRaw<{ playerId: string; current: string }[]>`
        select named."playerId", (
          select h.handle from "PlayerHandle" h
          where h."playerId" = named."playerId"
          order by h."claimedAt" desc limit 1
        ) as current
        from "PlayerHandle" named
        where named.handle = lower(${handle})`;
      const row = rows[0];
      return row ? { playerId: row.playerId, handle: row.current } : null;
    },

    async handleOf(playerId) {
      const rows = await db.$queryRaw<{ handle: string }[]>`
        select handle from "PlayerHandle" where "playerId" = ${playerId}
        order by "claimedAt" desc limit 1`;
      return rows[0]?.handle ?? null;
    },
  };
}
