// The games repository's move path on PostgreSQL: loading a game to play it, every
// move, the last move with its result, an abandoned game's end, and the seat changes
// a running game makes. Plain SQL on the pool it is handed (sql.ts), and no ORM: a
// move is one statement guarded by the version it was computed from (a stale write
// changes nothing; a bot's move that does not end the game, a leaner one), prepared once
// per connection; the last move is the same statement with the ending (ending.ts) in
// one transaction. Concurrency: the version guard's UPDATE takes the game's row lock,
// which an ending holds to its commit, so an abandon (which takes it too) lands before
// or after, never between.
import type pg from "pg";

import { inTransaction, type Sql } from "../sql-transaction";
import type { GamePlay } from "./contract";
import { decodeConfig, decodeEvents, decodeState } from "./decode";
import { recordEnding } from "./ending";
import {
  ABANDON,
  COMMIT_BOT_MOVE,
  COMMIT_MOVE,
  LOAD_GAME,
  LOAD_MOVES,
  LOCK_FOR_ENDING,
  MARK_HINTS_USED,
  MOVE_EVENTS,
  RECORD_TIMEOUT,
  SET_BOT_CONTROL,
} from "./sql";
import type { EndingRules, MoveRecord, StoredGame, StoredSeat } from "./types";

/** `pool`: the database client's own (`db.pool`), so the move path shares its connections. */
export function createPostgresPlay(pool: pg.Pool, rules: EndingRules): GamePlay {
  /** The move's statement on `sql`; `finish`: it ends the game. Its time, or null (stale). */
  async function commit(
    sql: Sql,
    game: StoredGame,
    record: MoveRecord,
    finish: boolean,
  ): Promise<Date | null> {
    const values: unknown[] = [
      game.id,
      game.version,
      game.version + 1,
      record.json.next,
      record.seat,
      JSON.stringify(record.move),
      record.json.events,
      record.byBot,
      record.acting,
    ];
    // Prepared once per connection (named): PostgreSQL parses and plans the move's
    // statement at most once per connection instead of on every move (issue #65).
    const result = await sql.query<{ createdAt: Date }>(
      record.byBot && !finish
        ? { name: "commit-bot-move", text: COMMIT_BOT_MOVE, values }
        : { name: "commit-move", text: COMMIT_MOVE, values: [...values, finish] },
    );
    return result.rows[0]?.createdAt ?? null;
  }

  return {
    async load(gameId) {
      const found = await pool.query<GameRow>(LOAD_GAME, [gameId]);
      const row = found.rows[0];
      if (!row) return null;
      // Moves are appended, never changed: the ones up to the version read belong to it.
      const moves =
        row.version === 0
          ? []
          : (
              await pool.query<{ events: unknown; createdAt: Date; bytes: number }>(
                LOAD_MOVES,
                [gameId, row.version],
              )
            ).rows;
      if (moves.length !== row.version)
        throw new Error(
          `game ${gameId} has ${moves.length} moves for version ${row.version}`,
        );
      return {
        ...row,
        state: row.state === null ? null : decodeState(row.state),
        config: decodeConfig(row.config),
        lastMoveAt: moves.at(-1)?.createdAt ?? null,
        moveEvents: moves.map((m) => decodeEvents(m.events)),
        stateBytes: row.stateBytes ?? 0,
        eventBytes: moves.reduce((sum, m) => sum + m.bytes, 0),
      };
    },

    commitMove: (game, record) => commit(pool, game, record, false),

    commitFinal: (game, record, result) =>
      inTransaction(pool, async (sql) => {
        const at = await commit(sql, game, record, true);
        // Lost the race: nothing was written, and the empty transaction commits.
        if (!at) return null;
        await recordEnding(sql, rules, game, result, {
          abandoned: false,
          // Up to the version the move was made on: a cached game's list is shared
          // and may run ahead of the copy a caller holds.
          moves: [...game.moveEvents.slice(0, game.version), record.events],
        });
        return at;
      }),

    abandon: (gameId, decide) =>
      inTransaction(pool, async (sql) => {
        const found = await sql.query<{
          status: string;
          state: unknown;
          ruleset: string;
          seats: StoredSeat[];
        }>(LOCK_FOR_ENDING, [gameId]);
        const game = found.rows[0];
        if (game?.status !== "PLAYING" || game.state === null) return false;
        const result = decide(decodeState(game.state), game.seats);
        if (!result) return false;
        await sql.query(ABANDON, [gameId]);
        const moves = await sql.query<{ events: unknown }>(MOVE_EVENTS, [gameId]);
        await recordEnding(sql, rules, { id: gameId, ruleset: game.ruleset }, result, {
          abandoned: true,
          moves: moves.rows.map((m) => decodeEvents(m.events)),
        });
        return true;
      }),

    async markHintsUsed(gameId) {
      const marked = await pool.query(MARK_HINTS_USED, [gameId]);
      return (marked.rowCount ?? 0) > 0;
    },

    async setBotControl(gameId, seat, botControlled) {
      await pool.query(SET_BOT_CONTROL, [gameId, seat, botControlled]);
    },

    async recordTimeout(gameId, seat, handoverAfter) {
      const updated = await pool.query<{ handedOver: boolean }>(RECORD_TIMEOUT, [
        gameId,
        seat,
        handoverAfter,
      ]);
      return { handedOver: updated.rows[0]?.handedOver ?? false };
    },
  };
}

/** A row of LOAD_GAME: the stored game before its JSON columns are decoded. */
type GameRow = Omit<
  StoredGame,
  "state" | "config" | "lastMoveAt" | "moveEvents" | "stateBytes" | "eventBytes"
> & { state: unknown; config: unknown; stateBytes: number | null };
