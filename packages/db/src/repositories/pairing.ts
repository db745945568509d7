// Quick pairing ("Play a person now"): the PairingSeek rows, one per person, each
// waiting in a pool (ruleset, players, rated) or pointing at the table it was seated at.
// Every instance reads and writes the same rows, so the pool is the whole site's, and
// the browsers' status polls (any instance) keep a seek alive: a closed page's seek
// stops being seen and is dropped, whichever instance it was made on.
//
// Matching is one transaction per table (`match`): it takes the pool's advisory lock,
// locks the pool's waiting seeks oldest first, lets the caller pick a group and open
// its table (the game server's `tables.open`: everyone seated, dealt), stores that
// table (the games repository's `openTableIn`) and marks the seeks matched, or does
// nothing. Why a lock per pool rather
// than only SKIP LOCKED on the rows: two matchers that each skip the other's rows can
// split a pool so that neither sees a pair spanning the halves, leaving two people
// waiting while a match for them exists. Serialised per pool, each match sees every
// waiting seek committed before it began; different pools still match in parallel.
// A seek can be matched once only: its row is locked and must still be waiting.
//
// Query style: SQL through Prisma's tagged templates: the upsert, the advisory lock,
// the row locks and times on the database's clock have no model-API form.
import type { DbClient } from "../client";
import { Prisma } from "../generated/prisma/client";
import type { TableWrites } from "./games/tables";
import type { TableToOpen } from "./games/types";

type Tx = Prisma.TransactionClient;

/**
 * What pairing, challenges and championships need of the games repository: a table
 * stored (and dealt, when it is) inside their own transaction, with their locks held
 * (games/tables.ts).
 */
export type { TableWrites };

/** The game a person asks for: people wait together only for the very same one. */
export interface PairingPool {
  ruleset: string;
  players: number;
  rated: boolean;
}

export interface NewSeek extends PairingPool {
  playerId: string;
  /** The shown rating in the ruleset when asking. */
  rating: number;
  /** Empty seats go to bots after this many seconds of waiting (null: people only). */
  botFillAfterSeconds: number | null;
}

/** A waiting seek as a match judges it, under its row lock. */
export interface WaitingSeek {
  id: string;
  playerId: string;
  rating: number;
  botFillAfterSeconds: number | null;
  /** How long the person has waited, on the database's clock. */
  waitedMs: number;
  /** The people this one never sits with: a block between them, either way. */
  apart: string[];
}

/** One person's seek as their status poll reads it. */
export type SeekRecord =
  | ({ state: "waiting" } & PairingPool & {
        rating: number;
        botFillAfterSeconds: number | null;
        waitedMs: number;
      })
  | { state: "matched"; gameId: string };

/** How many people wait in one pool. */
export interface PoolCount extends PairingPool {
  waiting: number;
}

/** A group the caller picked: their seeks, the table they sit at and its deal. */
export interface PairingGroup extends TableToOpen {
  seekIds: string[];
}

export interface PairingRepository {
  /** The person's seek, replacing any other they had (waiting or matched). */
  seek(seek: NewSeek): Promise<void>;
  /** Withdraws a waiting seek; false when there was none (never asked, or already seated). */
  cancel(playerId: string): Promise<boolean>;
  /** Marks the person's page as still open and reads their seek (null: none). */
  heartbeat(playerId: string): Promise<SeekRecord | null>;
  /** People waiting per pool, counting only pages seen within `aliveWithinMs`. */
  pools(aliveWithinMs: number): Promise<PoolCount[]>;
  /**
   * One table for the pool, or none (null): under the pool's lock, `decide` gets its
   * waiting seeks seen within `aliveWithinMs`, oldest first, and returns a group (or
   * null); the table is created with them seated, dealt, and their seeks marked, all in
   * one transaction.
   */
  match(
    pool: PairingPool,
    aliveWithinMs: number,
    decide: (waiting: WaitingSeek[]) => PairingGroup | null,
  ): Promise<{ gameId: string; playerIds: string[] } | null>;
  /** Deletes the seeks (waiting or matched) not seen for `staleAfterMs`; returns how many. */
  dropStale(staleAfterMs: number): Promise<number>;
}

/** The advisory-lock namespace of pairing pools (its two-key space is pairing's own). */
const POOL_LOCK_CLASS = 3636;

/** At most this many of a pool's seeks are judged in one match (the oldest). */
const MATCH_CANDIDATES = 500;

// A pool lock waits for the match before it; under load that can pass Prisma's 2 s default.
const TX_OPTIONS = { maxWait: 10_000, timeout: 20_000 };

const poolKey = (pool: PairingPool) =>
  `${pool.ruleset}/${pool.players}/${pool.rated ? "rated" : "casual"}`;

/** `now()` less some milliseconds, on the database's clock. */
const ago = (ms: number) =>
  Prisma.sql`now() - (${ms}::float8 * interval '1 millisecond')`;

export function createPairingRepository(
  db: DbClient,
  games: TableWrites,
): PairingRepository {
  return {
    async seek(seek) {
      await db.$executeRaw`
        insert into "PairingSeek" (id, "playerId", ruleset, players, rated, rating,
          "botFillAfterSeconds", "createdAt", "lastSeenAt", "gameId")
        values (gen_random_uuid()::text, ${seek.playerId}, ${seek.ruleset},
          ${seek.players}, ${seek.rated}, ${seek.rating}, ${seek.botFillAfterSeconds},
          now(), now(), null)
        on conflict ("playerId") do update set
          ruleset = excluded.ruleset, players = excluded.players, rated = excluded.rated,
          rating = excluded.rating, "botFillAfterSeconds" = excluded."botFillAfterSeconds",
          "createdAt" = now(), "lastSeenAt" = now(), "gameId" = null`;
    },

    async cancel(playerId) {
      // A match holding the row decides first: once seated, the seek stays matched.
      const deleted = await db.$executeRaw`
        delete from "PairingSeek" where "playerId" = ${playerId} and "gameId" is null`;
      return deleted > 0;
    },

    async heartbeat(playerId) {
      const rows = await db.$queryRaw<SeekRow[]>`
        update "PairingSeek" set "lastSeenAt" = now() where "playerId" = ${playerId}
        returning ruleset, players, rated, rating, "botFillAfterSeconds", "gameId",
          (extract(epoch from now() - "createdAt") * 1000)::float8 as "waitedMs"`;
      const row = rows[0];
      if (!row) return null;
      if (row.gameId !== null) return { state: "matched", gameId: row.gameId };
      const { gameId: _none, ...waiting } = row;
      return { state: "waiting", ...waiting };
    },

    pools: (aliveWithinMs) =>
      db.$queryRaw<PoolCount[]>`
        select ruleset, players, rated, count(*)::int as waiting from "PairingSeek"
        where "gameId" is null and "lastSeenAt" > ${ago(aliveWithinMs)}
        group by ruleset, players, rated
        order by ruleset, players, rated`,

    async match(pool, aliveWithinMs, decide) {
      return db.$transaction(async (tx) => {
        await tx.$queryRaw`
          select 1 as locked
          from pg_advisory_xact_lock(${POOL_LOCK_CLASS}::int, hashtext(${poolKey(pool)}))`;
        const waiting = await tx.$queryRaw<Omit<WaitingSeek, "apart">[]>`
          select id, "playerId", rating, "botFillAfterSeconds",
            (extract(epoch from now() - "createdAt") * 1000)::float8 as "waitedMs"
          from "PairingSeek"
          where ruleset = ${pool.ruleset} and players = ${pool.players}
            and rated = ${pool.rated} and "gameId" is null
            and "lastSeenAt" > ${ago(aliveWithinMs)}
          order by "createdAt", id
          limit ${MATCH_CANDIDATES}
          for update`;
        const group = decide(await withBlocks(tx, waiting));
        if (!group) return null;
        const members = group.seekIds.map((id) => waiting.find((s) => s.id === id));
        const playerIds = members.map((seek) => {
          if (!seek) throw new Error("pairing: a group may only hold waiting seeks");
          return seek.playerId;
        });
        const seated = group.table.seats.map((s) => s.playerId);
        if (playerIds.some((p) => seated.filter((s) => s === p).length !== 1))
          throw new Error("pairing: every member sits at the table exactly once");
        const table = await games.openTableIn(tx, group);
        await tx.$executeRaw`
          update "PairingSeek" set "gameId" = ${table.id}
          where id = any(${group.seekIds}::text[])`;
        return { gameId: table.id, playerIds };
      }, TX_OPTIONS);
    },

    dropStale: (staleAfterMs) =>
      db.$executeRaw`delete from "PairingSeek" where "lastSeenAt" < ${ago(staleAfterMs)}`,
  };
}

interface SeekRow extends PairingPool {
  rating: number;
  botFillAfterSeconds: number | null;
  gameId: string | null;
  waitedMs: number;
}

/**
 * The waiting seeks, each with the people among them it must not sit with (a block,
 * either way: the Block rows of the friends repository). Read in the match's
 * transaction; a block made during a match applies from the next one.
 */
async function withBlocks(
  tx: Tx,
  waiting: Omit<WaitingSeek, "apart">[],
): Promise<WaitingSeek[]> {
  const ids = waiting.map((seek) => seek.playerId);
  const blocks =
    ids.length < 2
      ? []
      : await tx.$queryRaw<{ blocker: string; blocked: string }[]>`
          select "blockerId" as blocker, "blockedId" as blocked from "Block"
          where "blockerId" = any(${ids}::text[]) and "blockedId" = any(${ids}::text[])`;
  const apart = new Map<string, string[]>();
  const keepApart = (one: string, other: string) =>
    apart.set(one, [...(apart.get(one) ?? []), other]);
  for (const { blocker, blocked } of blocks) {
    keepApart(blocker, blocked);
    keepApart(blocked, blocker);
  }
  return waiting.map((seek) => ({ ...seek, apart: apart.get(seek.playerId) ?? [] }));
}
