// Who is here: the pages of the site open now (OpenPage, a row per browser tab, raised
// by its heartbeat and deleted when it closes) and the counts the home page shows.
// Both counts are index range scans (OpenPage's seenAt, Game's status): they cost what
// the answer is (the pages open, the games being played), not what the tables hold,
// and the service asks for them a few times a minute per instance.
//
// Query style: SQL through Prisma's tagged templates, for times on the database's
// clock (every instance measures "recent" alike).
import type { DbClient } from "../client";
import { Prisma } from "../generated/prisma/client";

export interface PresenceCounts {
  /** Distinct visitors with a page open (seen within the window asked for). */
  online: number;
  /** Games being played now, on every table of the site. */
  playing: number;
}

/** One open page: its id, and who has it open. */
export interface OpenPageBeat {
  page: string;
  /** The player, or "device:<uuid>" for a browser that is nobody yet. */
  visitor: string;
  playerId: string | null;
}

export interface PresenceRepository {
  /** The page is open now (its first beat adds it). Returns whether it was new. */
  seen(beat: OpenPageBeat): Promise<boolean>;
  /** The page closed (only the visitor's own page: a guessed id deletes nothing). */
  pageGone(page: string, visitor: string): Promise<void>;
  /** Every page of the player is closed (they forgot this device, or signed out). */
  playerGone(playerId: string): Promise<void>;
  counts(onlineWithinMs: number): Promise<PresenceCounts>;
  /** Deletes pages silent for longer than `olderThanMs` (a tab killed without a goodbye). */
  forgetSilent(olderThanMs: number): Promise<number>;
}

const ago = (ms: number) =>
  Prisma.sql`now() - (${ms}::float8 * interval '1 millisecond')`;

export function createPresenceRepository(db: DbClient): PresenceRepository {
  return {
    async seen({ page, visitor, playerId }) {
      // xmax = 0 only on a row this statement inserted.
      const rows = await db.$queryRaw<{ inserted: boolean }[]>`
        insert into "OpenPage" (id, visitor, "playerId", "seenAt")
        values (${page}, ${visitor}, ${playerId}, now())
        on conflict (id) do update
          set visitor = excluded.visitor, "playerId" = excluded."playerId", "seenAt" = now()
        returning (xmax = 0) as inserted`;
      return rows[0]?.inserted ?? false;
    },

    async pageGone(page, visitor) {
      await db.$executeRaw`delete from "OpenPage" where id = ${page} and visitor = ${visitor}`;
    },

    async playerGone(playerId) {
      await db.$executeRaw`delete from "OpenPage" where "playerId" = ${playerId}`;
    },

    async counts(onlineWithinMs) {
      const [row] = await db.$queryRaw<PresenceCounts[]>`
        select
          (select count(distinct visitor) from "OpenPage"
            where "seenAt" > ${ago(onlineWithinMs)})::int as online,
          (select count(*) from "Game" where status = 'PLAYING'
            -- a guest's untimed game against bots, left for a quarter of an hour,
            -- is nobody's game being played
            and ("turnTimerSeconds" is not null
              or "updatedAt" > now() at time zone 'utc' - interval '15 minutes'))::int as playing`;
      return row ?? { online: 0, playing: 0 };
    },

    forgetSilent: (olderThanMs) =>
      db.$executeRaw`delete from "OpenPage" where "seenAt" < ${ago(olderThanMs)}`,
  };
}
