// The games repository's table queries on PostgreSQL: opening, seating and dealing a
// table, the rematch, and the lists. The lobby's writes are Prisma transactions that
// take the game's row lock and hand the locked table to the caller's `decide` (rare,
// multi-table writes); the lists polled often (a player's tables, the lobby's best
// games, the restart and sweep queries) and the seat a guest hands to their account
// are plain SQL on the pool (sql.ts).
import type { GameState } from "@3u3d/engine";

import type { DbClient } from "../../client";
import { inTransaction } from "../sql-transaction";
import type { GameTables } from "./contract";
import { decodeConfig, decodeRuleset } from "./decode";
import { asJson, SEAT_WITH_PLAYER, storedSeat, type Tx } from "./rows";
import {
  BEST_LIVE_TABLES,
  GAMES_TO_RESUME,
  MOVE_HOST,
  MOVE_SEAT,
  OPEN_SEATS,
  PLAYING_COUNT,
  TABLE_BY_INVITE,
  TABLES_NOBODY_SITS_AT,
  TABLES_OF,
  UNTIMED_GAMES_IDLE,
} from "./sql";
import type { LockedTable, NewTableRow, SeatedTable, TableToOpen } from "./types";

/** Tables other repositories open inside their own transactions. */
export interface TableWrites {
  /**
   * Stores a table, dealt when `dealt`, inside a transaction another repository owns
   * (a championship's, a pairing's, an accepted challenge's).
   */
  openTableIn(tx: Tx, opened: TableToOpen): Promise<{ id: string; inviteCode: string }>;
}

// Lobby writes wait for the game's row lock; under load that wait plus the work can
// pass Prisma's 2 s / 5 s defaults, which would abort a perfectly good write.
const TX_OPTIONS = { maxWait: 10_000, timeout: 20_000 };

export function createPostgresTables(db: DbClient): GameTables & TableWrites {
  const pool = db.pool;
  const transaction = <T>(fn: (tx: Tx) => Promise<T>) => db.$transaction(fn, TX_OPTIONS);

  /** Locks a table's row until the transaction ends and reads it with its seats; null: none. */
  async function lockTable(tx: Tx, gameId: string): Promise<LockedTable | null> {
    const locked = await tx.$queryRaw<
      { id: string }[]
    >`select id from "Game" where id = ${gameId} for update`;
    if (locked.length === 0) return null;
    const game = await tx.game.findUniqueOrThrow({
      where: { id: gameId },
      select: {
        id: true,
        status: true,
        isPublic: true,
        hostPlayerId: true,
        championshipId: true,
        config: true,
        seed: true,
        seats: SEAT_WITH_PLAYER,
      },
    });
    return {
      ...game,
      config: decodeConfig(game.config),
      seats: game.seats.map(storedSeat),
    };
  }

  async function createTableIn(tx: Tx, table: NewTableRow) {
    return tx.game.create({
      data: {
        ruleset: table.config.ruleset ?? "3up3down",
        config: asJson(table.config),
        seed: table.seed,
        isPublic: table.isPublic,
        inviteCode: table.inviteCode,
        hostPlayerId: table.hostPlayerId,
        seatCount: table.seats.length,
        turnTimerSeconds: table.turnTimerSeconds,
        championshipId: table.championshipId,
        championshipIndex: table.championshipIndex,
        rated: table.rated ?? true,
        seats: { create: table.seats.map((s, seat) => ({ seat, ...s })) },
      },
      select: { id: true, inviteCode: true },
    });
  }

  async function dealIn(
    tx: Tx,
    gameId: string,
    { state, acting }: { state: GameState; acting: number[] },
  ) {
    await tx.game.update({
      where: { id: gameId },
      data: {
        status: "PLAYING",
        state: asJson(state satisfies GameState),
        acting,
        version: 0,
        startedAt: new Date(),
      },
    });
  }

  async function openTableIn(tx: Tx, { table, dealt }: TableToOpen) {
    const created = await createTableIn(tx, table);
    if (dealt) await dealIn(tx, created.id, dealt);
    return created;
  }

  return {
    openTableIn,

    createTable: (opened) => transaction((tx) => openTableIn(tx, opened)),

    async rematch(gameId, table) {
      return transaction(async (tx) => {
        if (!(await lockTable(tx, gameId))) return null;
        const { rematchId } = await tx.game.findUniqueOrThrow({
          where: { id: gameId },
          select: { rematchId: true },
        });
        if (rematchId) {
          const existing = await tx.game.findUniqueOrThrow({
            where: { id: rematchId },
            select: { id: true, inviteCode: true },
          });
          return { ...existing, created: false };
        }
        const created = await createTableIn(tx, await table());
        await tx.game.updateMany({
          where: { id: gameId, rematchId: null },
          data: { rematchId: created.id },
        });
        return { ...created, created: true };
      });
    },

    async reseat(gameId, decide) {
      return transaction(async (tx) => {
        const table = await lockTable(tx, gameId);
        if (!table) return null;
        const { changes, value, host, close } = decide(table);
        for (const { seat, playerId } of changes)
          await tx.gameSeat.update({
            where: { gameId_seat: { gameId, seat } },
            data: { playerId },
          });
        if (host !== undefined || close)
          await tx.game.update({
            where: { id: gameId },
            data: {
              ...(host !== undefined && { hostPlayerId: host }),
              ...(close && { status: "ABANDONED", finishedAt: new Date() }),
            },
          });
        return { value };
      });
    },

    async deal(gameId, decide) {
      return transaction(async (tx) => {
        const table = await lockTable(tx, gameId);
        if (!table) return false;
        await dealIn(tx, gameId, decide(table));
        return true;
      });
    },

    moveSeat: (gameId, from, to) =>
      inTransaction(pool, async (sql) => {
        const moved = await sql.query<{ seat: number }>(MOVE_SEAT, [gameId, from, to]);
        const seat = moved.rows[0]?.seat;
        if (seat === undefined) return null;
        await sql.query(MOVE_HOST, [gameId, from, to]);
        return seat;
      }),

    async seating(gameId) {
      const game = await db.game.findUnique({
        where: { id: gameId },
        select: { status: true, isPublic: true, seats: SEAT_WITH_PLAYER },
      });
      return (
        game && {
          status: game.status,
          isPublic: game.isPublic,
          seats: game.seats.map(storedSeat),
        }
      );
    },

    async tableByInvite(inviteCode) {
      const found = await pool.query<{ id: string }>(TABLE_BY_INVITE, [inviteCode]);
      return found.rows[0]?.id ?? null;
    },

    async openSeats(playerId) {
      const found = await pool.query<{ count: number }>(OPEN_SEATS, [playerId]);
      return found.rows[0]?.count ?? 0;
    },

    async tablesOf(playerId, limit) {
      const found = await pool.query<SeatedTable>(TABLES_OF, [playerId, limit]);
      return found.rows;
    },

    async publicTables(status, limit, movedWithinSeconds) {
      // Open tables newest first; games being played best-rated first (BEST_LIVE_TABLES).
      const best =
        status === "PLAYING"
          ? (
              await pool.query<{ id: string }>(BEST_LIVE_TABLES, [
                limit,
                movedWithinSeconds ?? null,
              ])
            ).rows.map((r) => r.id)
          : null;
      // A waiting table nobody sits at is not listed (the sweep closes it).
      const seated = { seats: { some: { playerId: { not: null } } } };
      const games = await db.game.findMany({
        where: best ? { id: { in: best } } : { status, isPublic: true, ...seated },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: limit,
        select: {
          id: true,
          config: true,
          ruleset: true,
          seatCount: true,
          createdAt: true,
          seats: SEAT_WITH_PLAYER,
        },
      });
      if (best) games.sort((a, b) => best.indexOf(a.id) - best.indexOf(b.id));
      return games.map((g) => ({
        ...g,
        ruleset: decodeRuleset(g.ruleset),
        config: decodeConfig(g.config),
        seats: g.seats.map(storedSeat),
      }));
    },

    async tablesNobodySitsAt(limit) {
      const found = await pool.query<{ id: string }>(TABLES_NOBODY_SITS_AT, [limit]);
      return found.rows.map((row) => row.id);
    },

    async gamesToResume() {
      const result = await pool.query<{ id: string }>(GAMES_TO_RESUME);
      return result.rows.map((row) => row.id);
    },

    async untimedGamesIdle(idleSeconds, limit) {
      const found = await pool.query<{ id: string }>(UNTIMED_GAMES_IDLE, [
        idleSeconds,
        limit,
      ]);
      return found.rows.map((row) => row.id);
    },

    async playingCount() {
      // Answered from the (status, isPublic) index.
      const found = await pool.query<{ n: number }>(PLAYING_COUNT);
      return found.rows[0]?.n ?? 0;
    },
  };
}
