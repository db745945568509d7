// Who is here: each player's last heartbeat (Player.lastSeenAt, raised by the pages
// they have open, cleared when the last one closes) and the counts the home page
// shows. Both counts are index range scans (Player's lastSeenAt, Game's status): they
// cost what the answer is (the people online, the games being played), not what the
// tables hold, and the service asks for them a few times a minute per instance.
//
// Query style: SQL through Prisma's tagged templates, for times on the database's
// clock (every instance measures "recent" alike).
import type { DbClient } from "../client";
import { Prisma } from "../generated/prisma/client";

export interface PresenceCounts {
  /** Players with a page open (seen within the window asked for). */
  online: number;
  /** Games being played now, on every table of the site. */
  playing: number;
}

export interface PresenceRepository {
  /** The player has a page open now. */
  seen(playerId: string): Promise<void>;
  /** The player closed their page: not counted until the next heartbeat. */
  gone(playerId: string): Promise<void>;
  counts(onlineWithinMs: number): Promise<PresenceCounts>;
}

export function createPresenceRepository(db: DbClient): PresenceRepository {
  return {
    async seen(playerId) {
      await db.$executeRaw`update "Player" set "lastSeenAt" = now() where id = ${playerId}`;
    },

    async gone(playerId) {
      await db.$executeRaw`update "Player" set "lastSeenAt" = null where id = ${playerId}`;
    },

    async counts(onlineWithinMs) {
      const since = Prisma.sql`now() - (${onlineWithinMs}::float8 * interval '1 millisecond')`;
      const [row] = await db.$queryRaw<PresenceCounts[]>`
        select
          (select count(*) from "Player" where "lastSeenAt" > ${since})::int as online,
          (select count(*) from "Game" where status = 'PLAYING')::int as playing`;
      return row ?? { online: 0, playing: 0 };
    },
  };
}
