// The games repository on PostgreSQL: the only code that writes Game, GameSeat,
// GameMove and GameResult rows (history.ts reads ended games for profiles). An ending
// changes ratings in its own transaction, through the ratings repository's writes.
//
// Two query styles, on purpose: the per-move statements (loading a game, committing a
// move, the lists and the restart query) are plain SQL on the client's pool (sql.ts,
// where the measurement is), and the rare multi-table writes (creating, seating and
// dealing a table, the final move with its result and ratings) are Prisma
// transactions. An ending also stores the achievements its game earned (the API's
// rule decides which), in the same transaction. Concurrency: moves are guarded by the version in the UPDATE (a stale
// write changes nothing); lobby changes and endings take the game row's lock.
import type { GameEvent, GameState } from "@3u3d/engine";

import { sqlPool, type DbClient } from "../../client";
import type { Prisma } from "../../generated/prisma/client";
import { awardAchievements } from "../achievements";
import { decodeNumbers } from "../decode";
import { ratingWrites } from "../ratings";
import {
  decodeConfig,
  decodeEvents,
  decodeMove,
  decodeRatingChanges,
  decodeRuleset,
  decodeState,
} from "./decode";
import {
  COMMIT_MOVE,
  GAMES_TO_RESUME,
  LOAD_GAME,
  LOAD_MOVES,
  MARK_HINTS_USED,
  OPEN_SEATS,
  RECORD_TIMEOUT,
  SET_BOT_CONTROL,
  MOVE_HOST,
  MOVE_SEAT,
  UNTIMED_GAMES_IDLE,
  TABLE_BY_INVITE,
  TABLES_NOBODY_SITS_AT,
  TABLES_OF,
  BEST_LIVE_TABLES,
} from "./sql";
import {
  byKey,
  isEnded,
  type ChampionshipSoFar,
  type EndingRules,
  type FinalResult,
  type FinishedSeat,
  type GameRepository,
  type LockedTable,
  type NewTableRow,
  type SeatedTable,
  type StoredGame,
  type StoredRating,
  type StoredSeat,
  type TableToOpen,
} from "./types";

type Tx = Prisma.TransactionClient;

/**
 * A value for a JSON column. Engine states, configs and events are plain JSON by the
 * engine's contract (structuredClone- and JSON-safe); this names that promise where
 * values cross into the database, instead of a cast at each write.
 */
export const asJson = (value: object): Prisma.InputJsonValue => value;

// Moves wait for the game's row lock; under load that wait plus the work can pass
// Prisma's 2 s / 5 s defaults, which would abort a perfectly good write.
const TX_OPTIONS = { maxWait: 10_000, timeout: 20_000 };

export function createPostgresGames(
  db: DbClient,
  options: EndingRules,
): GameRepository & {
  /**
   * Stores a table, dealt when `dealt`, inside a transaction another repository owns
   * (a championship's, a pairing's, an accepted challenge's).
   */
  openTableIn(tx: Tx, opened: TableToOpen): Promise<{ id: string; inviteCode: string }>;
} {
  const sql = () => sqlPool(db);
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
        seats: {
          orderBy: { seat: "asc" },
          include: { player: { select: { displayName: true, userId: true } } },
        },
      },
    });
    return {
      ...game,
      config: decodeConfig(game.config),
      seats: game.seats.map(storedSeat),
    };
  }

  /**
   * A game's end, however it came: its result and everyone's new ratings (none after a
   * hint, nor in a casual game, nor when the rule rates nobody: then it is stored as
   * not rated), and the achievements it earned. `moves`: every move's events.
   */
  async function recordResult(
    tx: Tx,
    game: { id: string; ruleset: string },
    result: FinalResult,
    ending: { abandoned: boolean; moves: GameEvent[][] },
  ): Promise<void> {
    // Read here, under the row lock the ending took: a hint given until then counts,
    // and so does a resign (the seat handed to its bot ranks last in the ratings), and
    // whether each person holds an account (guests are not rated).
    const { hintsUsed, rated, seats, championshipId } = await tx.game.findUniqueOrThrow({
      where: { id: game.id },
      select: {
        hintsUsed: true,
        rated: true,
        championshipId: true,
        seats: {
          orderBy: { seat: "asc" },
          select: {
            seat: true,
            playerId: true,
            botLevel: true,
            botControlled: true,
            resigned: true,
            player: { select: { userId: true } },
          },
        },
      },
    });
    const finished: FinishedSeat[] = seats.map(({ player, ...seat }) => ({
      ...seat,
      account: !!player?.userId,
    }));
    const ratings =
      hintsUsed || !rated
        ? null
        : await rateGame(tx, { ...game, seats: finished }, result);
    await tx.gameResult.create({
      data: {
        gameId: game.id,
        winnerSeat: result.winner,
        stalemate: result.stalemate,
        order: result.order,
        scores: result.scores,
        ...(ratings && { ratings: asJson(ratings) }),
      },
    });
    const awards = options.award({
      ruleset: game.ruleset,
      seats: finished,
      result,
      abandoned: ending.abandoned,
      hintsUsed,
      moves: ending.moves,
      championship: championshipId ? await championshipSoFar(tx, championshipId) : null,
    });
    await awardAchievements(tx, awards, game.id);
  }

  /** A championship's rules and the results of its ended games (this one's just written). */
  async function championshipSoFar(
    tx: Tx,
    championshipId: string,
  ): Promise<ChampionshipSoFar | null> {
    const found = await tx.championship.findUnique({
      where: { id: championshipId },
      select: {
        targetGames: true,
        targetScore: true,
        games: {
          where: { result: { isNot: null } },
          orderBy: { championshipIndex: "asc" },
          select: { result: { select: { winnerSeat: true, scores: true } } },
        },
      },
    });
    if (!found) return null;
    return {
      targetGames: found.targetGames,
      targetScore: found.targetScore,
      games: found.games.flatMap(({ result }) =>
        result
          ? [{ winner: result.winnerSeat, scores: decodeNumbers(result.scores) }]
          : [],
      ),
    };
  }

  /** Reads the people's ratings under lock, applies the rating rule, stores the new ones. */
  async function rateGame(
    tx: Tx,
    game: { ruleset: string; seats: FinishedSeat[] },
    result: FinalResult,
  ) {
    const ratings = ratingWrites(tx);
    const people = game.seats.flatMap((s) => (s.playerId ? [s.playerId] : []));
    if (people.length > 0) await ratings.lockPlayers(people);
    const stored = people.length > 0 ? await ratings.read(game.ruleset, people) : [];
    const current = new Map<string, StoredRating & { games: number }>(
      stored.map((r) => [r.playerId, { mu: r.mu, sigma: r.sigma, games: r.games }]),
    );
    const { changes, updates } = options.rate({
      ruleset: game.ruleset,
      seats: game.seats,
      result,
      current,
    });
    for (const { playerId, rating, win, penalty } of updates)
      await ratings.add(playerId, game.ruleset, { ...rating, win, penalty });
    return updates.length > 0 ? changes : null;
  }

  async function createTableIn(tx: Tx | DbClient, table: NewTableRow) {
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

    async load(gameId) {
      const found = await sql().query<GameRow>(LOAD_GAME, [gameId]);
      const row = found.rows[0];
      if (!row) return null;
      // Moves are appended, never changed: the ones up to the version read belong to it.
      const moves =
        row.version === 0
          ? []
          : (
              await sql().query<{ events: unknown; createdAt: Date; bytes: number }>(
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

    async commitMove(game, record) {
      const result = await sql().query<{ createdAt: Date }>(COMMIT_MOVE, [
        game.id,
        game.version,
        game.version + 1,
        record.json.next,
        record.seat,
        JSON.stringify(record.move),
        record.json.events,
        record.byBot,
        record.acting,
      ]);
      return result.rows[0]?.createdAt ?? null;
    },

    async commitFinal(game, record, result) {
      const version = game.version + 1;
      try {
        return await transaction(async (tx) => {
          const bumped = await tx.game.updateMany({
            where: { id: game.id, version: game.version, status: "PLAYING" },
            data: {
              version,
              state: asJson(record.next),
              acting: record.acting,
              status: "FINISHED",
              finishedAt: new Date(),
            },
          });
          if (bumped.count === 0) throw new LostRace();
          const move = await tx.gameMove.create({
            data: {
              gameId: game.id,
              seq: version,
              seat: record.seat,
              move: record.move,
              events: asJson(record.events),
              byBot: record.byBot,
            },
            select: { createdAt: true },
          });
          await recordResult(tx, game, result, {
            abandoned: false,
            // Up to the version the move was made on: a cached game's list is shared
            // and may run ahead of the copy a caller holds.
            moves: [...game.moveEvents.slice(0, game.version), record.events],
          });
          return move.createdAt;
        });
      } catch (error) {
        if (error instanceof LostRace) return null;
        throw error;
      }
    },

    async abandon(gameId, decide) {
      return transaction(async (tx) => {
        const game = await lockTable(tx, gameId);
        if (!game) return false;
        const row = await tx.game.findUniqueOrThrow({
          where: { id: gameId },
          select: { state: true, ruleset: true },
        });
        if (game.status !== "PLAYING" || row.state === null) return false;
        const result = decide(decodeState(row.state), game.seats);
        if (!result) return false;
        await tx.game.update({
          where: { id: gameId },
          data: { status: "ABANDONED", finishedAt: new Date(), acting: [] },
        });
        const moves = await tx.gameMove.findMany({
          where: { gameId },
          orderBy: { seq: "asc" },
          select: { events: true },
        });
        await recordResult(tx, { id: gameId, ruleset: row.ruleset }, result, {
          abandoned: true,
          moves: moves.map((m) => decodeEvents(m.events)),
        });
        return true;
      });
    },

    async markHintsUsed(gameId) {
      const marked = await sql().query(MARK_HINTS_USED, [gameId]);
      return (marked.rowCount ?? 0) > 0;
    },

    async moveSeat(gameId, from, to) {
      return transaction(async (tx) => {
        const moved = await tx.$queryRawUnsafe<{ seat: number }[]>(
          MOVE_SEAT,
          gameId,
          from,
          to,
        );
        const seat = moved[0]?.seat;
        if (seat === undefined) return null;
        await tx.$executeRawUnsafe(MOVE_HOST, gameId, from, to);
        return seat;
      });
    },

    async setBotControl(gameId, seat, botControlled) {
      await sql().query(SET_BOT_CONTROL, [gameId, seat, botControlled]);
    },

    async recordTimeout(gameId, seat, handoverAfter) {
      const updated = await sql().query<{ handedOver: boolean }>(RECORD_TIMEOUT, [
        gameId,
        seat,
        handoverAfter,
      ]);
      return { handedOver: updated.rows[0]?.handedOver ?? false };
    },

    async gamesToResume() {
      const result = await sql().query<{ id: string }>(GAMES_TO_RESUME);
      return result.rows.map((row) => row.id);
    },

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

    async openSeats(playerId) {
      const found = await sql().query<{ count: number }>(OPEN_SEATS, [playerId]);
      return found.rows[0]?.count ?? 0;
    },

    async tablesOf(playerId, limit) {
      const found = await sql().query<SeatedTable>(TABLES_OF, [playerId, limit]);
      return found.rows;
    },

    async publicTables(status, limit, movedWithinSeconds) {
      // Open tables newest first; games being played best-rated first (BEST_LIVE_TABLES).
      const best =
        status === "PLAYING"
          ? (
              await sql().query<{ id: string }>(BEST_LIVE_TABLES, [
                limit,
                movedWithinSeconds ?? null,
              ])
            ).rows.map((r) => r.id)
          : null;
      // A waiting table nobody sits at is not listed (the sweep closes it).
      const seated = { seats: { some: { playerId: { not: null } } } };
      const games = await db.game.findMany({
        where: best ? { id: { in: best } } : { status, isPublic: true, ...seated },
        orderBy: { createdAt: "desc" },
        take: limit,
        select: {
          id: true,
          config: true,
          ruleset: true,
          seatCount: true,
          createdAt: true,
          seats: {
            orderBy: { seat: "asc" },
            include: { player: { select: { displayName: true, userId: true } } },
          },
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
      const found = await sql().query<{ id: string }>(TABLES_NOBODY_SITS_AT, [limit]);
      return found.rows.map((row) => row.id);
    },

    async untimedGamesIdle(idleSeconds, limit) {
      const found = await sql().query<{ id: string }>(UNTIMED_GAMES_IDLE, [
        idleSeconds,
        limit,
      ]);
      return found.rows.map((row) => row.id);
    },

    async playingCount() {
      // Answered from the (status, isPublic) index.
      const found = await sql().query<{ n: number }>(
        `select count(*)::int as n from "Game" where status = 'PLAYING'`,
      );
      return found.rows[0]?.n ?? 0;
    },

    async tableByInvite(inviteCode) {
      const found = await sql().query<{ id: string }>(TABLE_BY_INVITE, [inviteCode]);
      return found.rows[0]?.id ?? null;
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

    async seating(gameId) {
      const game = await db.game.findUnique({
        where: { id: gameId },
        select: {
          status: true,
          isPublic: true,
          seats: {
            orderBy: { seat: "asc" },
            include: { player: { select: { displayName: true, userId: true } } },
          },
        },
      });
      return (
        game && {
          status: game.status,
          isPublic: game.isPublic,
          seats: game.seats.map(storedSeat),
        }
      );
    },

    async ratingChanges(gameId) {
      const result = await db.gameResult.findUnique({
        where: { gameId },
        select: {
          ratings: true,
          game: {
            select: {
              seats: {
                orderBy: { seat: "asc" },
                select: { player: { select: { userId: true } } },
              },
            },
          },
        },
      });
      if (!result) return null;
      if (result.ratings === null) return { rated: false, seats: [] };
      const changes = decodeRatingChanges(result.ratings);
      return {
        rated: true,
        seats: result.game.seats.map((s, seat) =>
          s.player?.userId ? (changes[seat] ?? null) : null,
        ),
      };
    },

    async achievementsEarned(gameId) {
      const earned = await db.achievement.findMany({
        where: { gameId },
        select: { playerId: true, key: true },
      });
      return earned.sort(byKey);
    },

    async finishedRecord(gameId) {
      const game = await db.game.findUnique({
        where: { id: gameId },
        select: {
          id: true,
          status: true,
          config: true,
          seed: true,
          isPublic: true,
          inviteCode: true,
          championshipId: true,
          result: true,
          moves: {
            orderBy: { seq: "asc" },
            select: { seat: true, move: true, byBot: true },
          },
          seats: {
            orderBy: { seat: "asc" },
            include: { player: { select: { displayName: true, userId: true } } },
          },
        },
      });
      if (!game || !isEnded(game.status) || !game.result) return null;
      return {
        id: game.id,
        config: { ...decodeConfig(game.config), seed: game.seed },
        moves: game.moves.map((m) => ({
          seat: m.seat,
          move: decodeMove(m.move),
          byBot: m.byBot,
        })),
        seats: game.seats.map(storedSeat),
        result: {
          winner: game.result.winnerSeat,
          stalemate: game.result.stalemate,
          order: decodeNumbers(game.result.order),
          scores: decodeNumbers(game.result.scores),
        },
        abandoned: game.status === "ABANDONED",
        access: {
          isPublic: game.isPublic,
          championshipId: game.championshipId,
        },
      };
    },
  };
}

class LostRace extends Error {}

/** A seat row read with its player's name. */
export function storedSeat(s: {
  seat: number;
  playerId: string | null;
  botLevel: string | null;
  botControlled: boolean;
  player: { displayName: string; userId: string | null } | null;
}): StoredSeat {
  return {
    seat: s.seat,
    playerId: s.playerId,
    botLevel: s.botLevel,
    botControlled: s.botControlled,
    displayName: s.player?.displayName ?? null,
    account: !!s.player?.userId,
  };
}

/** A row of LOAD_GAME: the stored game before its JSON columns are decoded. */
type GameRow = Omit<
  StoredGame,
  "state" | "config" | "lastMoveAt" | "moveEvents" | "stateBytes" | "eventBytes"
> & { state: unknown; config: unknown; stateBytes: number | null };
