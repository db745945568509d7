// What the floor writes to PostgreSQL, in the app's own schema (packages/db's
// migrations): one statement per step, each the least the step needs. The move's
// commit is the app's (packages/db/src/repositories/games/sql.ts, COMMIT_MOVE): the
// game row bumped from the version the move was made on, and the move appended, in one
// statement, so a stale write changes nothing. The final move does the same and stores
// the result in that statement too (the app's is a transaction, since an ending may
// also rate and award; a guest's casual game against bots does neither).
//
// Timestamps are written as UTC without a time zone, the app's (Prisma's) convention.
import type pg from "pg";

import type { GameConfig, GameEvent, GameState, Move, Seat } from "@3u3d/engine";

const NOW = `now() at time zone 'utc'`;

const INSERT_GUEST = `insert into "Player" (id, "displayName") values ($1, $2)`;

/** The guest still names no account (the app's request-checks.ts, isGuest). */
const GUEST_CHECK = `select "userId" from "Player" where id = $1`;

const CREATE_TABLE = `
  with g as (
    insert into "Game" (id, ruleset, config, seed, "isPublic", "inviteCode",
      "hostPlayerId", "seatCount", "turnTimerSeconds", rated, "updatedAt")
    values ($1, $2, $3::jsonb, $4, $5, $6, $7, $8, null, false, ${NOW})
    returning id
  )
  insert into "GameSeat" ("gameId", seat, "playerId", "botLevel")
  select g.id, s.seat, s."playerId", s."botLevel"
  from g, json_to_recordset($9::json) as s(seat int, "playerId" text, "botLevel" text)`;

const DEAL = `
  update "Game" set status = 'PLAYING', state = $2::jsonb, acting = $3::int[], version = 0,
    "startedAt" = ${NOW}, "updatedAt" = ${NOW}
  where id = $1 and status = 'LOBBY'`;

// The app's COMMIT_MOVE, less its reset of a seat's timeouts (the floor's tables have
// no turn timer: a guest's game against bots has none, issue #63).
const COMMIT_MOVE = `
  with bumped as (
    update "Game" set version = $3, state = $4::jsonb, acting = $9::int[], "updatedAt" = ${NOW}
    where id = $1 and version = $2 and status = 'PLAYING'
    returning id
  )
  insert into "GameMove" ("gameId", seq, seat, move, events, "byBot")
  select id, $3, $5, $6::jsonb, $7::jsonb, $8 from bumped
  returning seq`;

const COMMIT_FINAL = `
  with bumped as (
    update "Game" set version = $3, state = $4::jsonb, acting = '{}', status = 'FINISHED',
      "finishedAt" = ${NOW}, "updatedAt" = ${NOW}
    where id = $1 and version = $2 and status = 'PLAYING'
    returning id
  ),
  moved as (
    insert into "GameMove" ("gameId", seq, seat, move, events, "byBot")
    select id, $3, $5, $6::jsonb, $7::jsonb, $8 from bumped
    returning "gameId"
  )
  insert into "GameResult" ("gameId", "winnerSeat", stalemate, "order", scores)
  select "gameId", $9, $10, $11::jsonb, $12::jsonb from moved
  returning "gameId"`;

export interface NewTable {
  id: string;
  config: GameConfig;
  seed: string;
  isPublic: boolean;
  inviteCode: string;
  hostPlayerId: string;
  seats: { playerId: string | null; botLevel: string | null }[];
}

export interface MoveToCommit {
  gameId: string;
  /** The version the move was made on; the commit makes it `from + 1`. */
  from: number;
  seat: Seat;
  move: Move;
  byBot: boolean;
  next: GameState;
  events: GameEvent[];
  acting: Seat[];
}

export interface FinalResult {
  winner: Seat | null;
  stalemate: boolean;
  order: Seat[];
  scores: number[];
}

export interface Store {
  insertGuest(id: string, name: string): Promise<void>;
  /** Whether the player exists and belongs to no account. */
  isGuest(playerId: string): Promise<boolean>;
  createTable(table: NewTable): Promise<void>;
  /** False when the table was not waiting any more. */
  deal(gameId: string, state: GameState, acting: Seat[]): Promise<boolean>;
  /** False when the game had moved on (the version check): nothing was written. */
  commit(move: MoveToCommit, result: FinalResult | null): Promise<boolean>;
}

export function createStore(pool: pg.Pool): Store {
  return {
    async insertGuest(id, name) {
      await pool.query(INSERT_GUEST, [id, name]);
    },
    async isGuest(playerId) {
      const found = await pool.query<{ userId: string | null }>(GUEST_CHECK, [playerId]);
      return found.rows.length === 1 && found.rows[0]?.userId === null;
    },
    async createTable(table) {
      await pool.query(CREATE_TABLE, [
        table.id,
        table.config.ruleset ?? "3up3down",
        JSON.stringify(table.config),
        table.seed,
        table.isPublic,
        table.inviteCode,
        table.hostPlayerId,
        table.seats.length,
        JSON.stringify(table.seats.map((s, seat) => ({ seat, ...s }))),
      ]);
    },
    async deal(gameId, state, acting) {
      const dealt = await pool.query(DEAL, [gameId, JSON.stringify(state), acting]);
      return dealt.rowCount === 1;
    },
    async commit(m, result) {
      const params: unknown[] = [
        m.gameId,
        m.from,
        m.from + 1,
        JSON.stringify(m.next),
        m.seat,
        JSON.stringify(m.move),
        JSON.stringify(m.events),
        m.byBot,
      ];
      const written = result
        ? await pool.query(COMMIT_FINAL, [
            ...params,
            result.winner,
            result.stalemate,
            JSON.stringify(result.order),
            JSON.stringify(result.scores),
          ])
        : await pool.query(COMMIT_MOVE, [...params, m.acting]);
      return written.rowCount === 1;
    },
  };
}
