// The one place games are read from and written to PostgreSQL. The game server never
// writes SQL; everything it stores or reads about a table, its seats, its moves and its
// result goes through here, and every JSON column is decoded (decode.ts) on the way in.
//
// Two query styles, on purpose: the per-move statements (loading a game, committing a
// move, the resume query) are plain SQL on the client's pool — measured at ~0.15 ms of
// CPU against ~2 ms through Prisma's query compiler (docs/benchmarks.md) — and the rare
// multi-table writes (creating and dealing a table, the final move with its result and
// ratings) are Prisma transactions. Concurrency: moves are guarded by the version in
// the UPDATE (a stale write changes nothing); lobby changes take the game row's lock.
import { createGame, resolveConfig } from "@3u3d/engine";
import type {
  GameConfig,
  GameEvent,
  GameOptions,
  GameState,
  Move,
  Ruleset,
} from "@3u3d/engine";
import { sqlPool, type DbClient, type Prisma } from "@3u3d/db";
import type { BotLevel } from "@3u3d/ai";

import {
  decodeConfig,
  decodeEvents,
  decodeMove,
  decodeNumbers,
  decodeRatingChanges,
  decodeState,
} from "./decode";
import { invalid, notFound, notYourSeat, taken, wrongStatus } from "./errors";
import { newInviteCode, newSeed } from "./ids";
import { updateRatings, type FinishedSeat, type RatingChange } from "../services/ratings";
import { seatName } from "../services/seat-name";

export type GameStatus = "LOBBY" | "PLAYING" | "FINISHED" | "ABANDONED";

/** A game that is over: played to the end, or abandoned when everyone left. */
export const ENDED_STATUSES = ["FINISHED", "ABANDONED"] as const;
export const isEnded = (status: GameStatus) =>
  (ENDED_STATUSES as readonly GameStatus[]).includes(status);

export interface StoredSeat {
  seat: number;
  playerId: string | null;
  botLevel: string | null;
  /** A human's seat handed to its bot (after a resign or too many timeouts). */
  botControlled: boolean;
  displayName: string | null;
}

/** A game as the server works with it: the row, its seats and its move history. */
export interface StoredGame {
  id: string;
  status: GameStatus;
  version: number;
  state: GameState | null;
  config: GameConfig;
  ruleset: Ruleset;
  seatCount: number;
  turnTimerSeconds: number | null;
  inviteCode: string;
  isPublic: boolean;
  hostPlayerId: string | null;
  championshipId: string | null;
  startedAt: Date | null;
  finishedAt: Date | null;
  /** When the last move was committed (the turn timer runs from it). */
  lastMoveAt: Date | null;
  seats: StoredSeat[];
  /** The table "Play again" opened after this game (null: nobody has asked). */
  rematch: Rematch | null;
  /** A person asked for a hint here (games against bots only): the game is not rated. */
  hintsUsed: boolean;
  /** moveEvents[i]: the events of move i + 1, as the engine logged them (unredacted). */
  moveEvents: GameEvent[][];
  /** The JSON size of the state and of all move events: what keeping the game costs. */
  stateBytes: number;
  eventBytes: number;
}

/** A game's rematch table, and who asked for it (its host). */
export interface Rematch {
  gameId: string;
  inviteCode: string;
  hostPlayerId: string | null;
}

export type SeatSpec = { kind: "human" } | { kind: "bot"; level: BotLevel };

export interface NewTable {
  ruleset: Ruleset;
  options: GameOptions;
  seats: SeatSpec[];
  isPublic: boolean;
  turnTimerSeconds: number | null;
  /** The seat the host takes (default: the first human seat); a rematch keeps theirs. */
  hostSeat?: number;
}

/** Where a table sits in a championship, and who already holds its human seats. */
export interface TablePlacement {
  championshipId: string;
  championshipIndex: number;
  dealer: number;
  /** Player per seat carried over from the previous game (null: open or bot). */
  seatPlayers?: (string | null)[];
}

export interface MoveRecord {
  seat: number;
  move: Move;
  byBot: boolean;
  /** The state after the move, and the events it logged. */
  next: GameState;
  events: GameEvent[];
  /** The same two as JSON text, made once (the write and the store's size both use it). */
  json: { next: string; events: string };
}

export interface FinalResult {
  winner: number | null;
  stalemate: boolean;
  order: number[];
  scores: number[];
}

/** A table one player sits at, as their list of games shows it. */
export interface SeatedTable {
  id: string;
  status: "LOBBY" | "PLAYING";
  ruleset: Ruleset;
  seatCount: number;
  championshipId: string | null;
  championshipName: string | null;
  championshipIndex: number | null;
  seats: StoredSeat[];
  /** The seats that must act now (the engine's `toAct`, read from the stored state). */
  acting: number[];
}

/** A finished game's full record: enough to replay it move by move. */
export interface GameRecord {
  id: string;
  config: GameConfig;
  /** Every move; `byBot`: a bot made it (a bot's seat, or a person's handed to its bot). */
  moves: { seat: number; move: Move; byBot: boolean }[];
  /** Who sat where, as the table named them. */
  seats: { seat: number; playerId: string | null; name: string; bot: string | null }[];
  result: FinalResult;
  /** Everyone left before the end: the moves stop where the game was abandoned. */
  abandoned: boolean;
}

type Tx = Prisma.TransactionClient | DbClient;

/**
 * A value for a JSON column. Engine states, configs and events are plain JSON by the
 * engine's contract (structuredClone- and JSON-safe); this names that promise where
 * values cross into the database, instead of a cast at each write.
 */
export const asJson = (value: object): Prisma.InputJsonValue => value;

// Moves wait for the game's row lock; under load that wait plus the work can pass
// Prisma's 2 s / 5 s defaults, which would abort a perfectly good write.
const TX_OPTIONS = { maxWait: 10_000, timeout: 20_000 };

export function createGameRepository(db: DbClient) {
  const sql = () => sqlPool(db);
  const transaction = <T>(fn: (tx: Prisma.TransactionClient) => Promise<T>) =>
    db.$transaction(fn, TX_OPTIONS);

  /** Locks a lobby table's row until the transaction ends and reads its seats. */
  async function lockTable(tx: Prisma.TransactionClient, gameId: string) {
    const locked = await tx.$queryRaw<
      { id: string }[]
    >`select id from "Game" where id = ${gameId} for update`;
    if (locked.length === 0) throw notFound("Table");
    return tx.game.findUniqueOrThrow({
      where: { id: gameId },
      select: {
        id: true,
        status: true,
        isPublic: true,
        hostPlayerId: true,
        config: true,
        seed: true,
        seats: { orderBy: { seat: "asc" } },
      },
    });
  }

  const repository = {
    /** The game, its seats and the events of every move; null when there is none. */
    async load(gameId: string): Promise<StoredGame | null> {
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
        id: row.id,
        status: row.status,
        version: row.version,
        state: row.state === null ? null : decodeState(row.state),
        config: decodeConfig(row.config),
        ruleset: row.ruleset,
        seatCount: row.seatCount,
        turnTimerSeconds: row.turnTimerSeconds,
        inviteCode: row.inviteCode,
        isPublic: row.isPublic,
        hostPlayerId: row.hostPlayerId,
        championshipId: row.championshipId,
        startedAt: row.startedAt,
        finishedAt: row.finishedAt,
        lastMoveAt: moves.at(-1)?.createdAt ?? null,
        seats: row.seats,
        rematch: row.rematch,
        hintsUsed: row.hintsUsed,
        moveEvents: moves.map((m) => decodeEvents(m.events)),
        stateBytes: row.stateBytes ?? 0,
        eventBytes: moves.reduce((sum, m) => sum + m.bytes, 0),
      };
    },

    /**
     * One statement: the version check, the new state, the appended move and, for a
     * human's move, its seat's timeout count reset. Returns the move's time, or null
     * when the database no longer holds the version the move was computed from.
     */
    async commitMove(game: StoredGame, record: MoveRecord): Promise<Date | null> {
      const result = await sql().query<{ createdAt: Date }>(COMMIT_MOVE, [
        game.id,
        game.version,
        game.version + 1,
        record.json.next,
        record.seat,
        JSON.stringify(record.move),
        record.json.events,
        record.byBot,
      ]);
      return result.rows[0]?.createdAt ?? null;
    },

    /** The last move: state, move, result and ratings together, or nothing (null). */
    async commitFinal(
      game: StoredGame,
      record: MoveRecord,
      result: FinalResult,
    ): Promise<Date | null> {
      const version = game.version + 1;
      try {
        return await transaction(async (tx) => {
          const bumped = await tx.game.updateMany({
            where: { id: game.id, version: game.version, status: "PLAYING" },
            data: {
              version,
              state: asJson(record.next),
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
          await recordResult(tx, game, result);
          return move.createdAt;
        });
      } catch (error) {
        if (error instanceof LostRace) return null;
        throw error;
      }
    },

    /**
     * Ends a running game where it stands when `decide` says so (everyone left):
     * status, result and ratings together. The row is locked first and the position
     * read under the lock, so a move in flight either landed before (and is the
     * position judged) or is refused by the status after. The version stays: no move
     * was made. Returns whether the game ended.
     */
    async abandon(
      gameId: string,
      decide: (state: GameState, seats: FinishedSeat[]) => FinalResult | null,
    ): Promise<boolean> {
      return transaction(async (tx) => {
        const game = await lockTable(tx, gameId);
        const row = await tx.game.findUniqueOrThrow({
          where: { id: gameId },
          select: { state: true, ruleset: true },
        });
        if (game.status !== "PLAYING" || row.state === null) return false;
        const seats: FinishedSeat[] = game.seats;
        const result = decide(decodeState(row.state), seats);
        if (!result) return false;
        await tx.game.update({
          where: { id: gameId },
          data: { status: "ABANDONED", finishedAt: new Date() },
        });
        await recordResult(tx, { id: gameId, ruleset: row.ruleset, seats }, result);
        return true;
      });
    },

    /**
     * Marks a running game as one where hints were used, before the hint is given, so
     * no hinted game is ever rated: the final move's transaction locks the same row and
     * reads the mark after it (recordResult). Returns whether the game was running.
     */
    async markHintsUsed(gameId: string): Promise<boolean> {
      const marked = await sql().query(
        `update "Game" set "hintsUsed" = true where id = $1 and status = 'PLAYING'`,
        [gameId],
      );
      return (marked.rowCount ?? 0) > 0;
    },

    /** Hands a seat to its bot or back; taking it back forgets its timeouts. */
    async setBotControl(gameId: string, seat: number, botControlled: boolean) {
      await sql().query(
        `update "GameSeat" set "botControlled" = $3,
           timeouts = case when $3 then timeouts else 0 end
         where "gameId" = $1 and seat = $2`,
        [gameId, seat, botControlled],
      );
    },

    /** Counts a timed-out turn; after `handoverAfter` in a row the seat goes to its bot. */
    async recordTimeout(gameId: string, seat: number, handoverAfter: number) {
      const updated = await sql().query<{ handedOver: boolean }>(
        `update "GameSeat" set timeouts = timeouts + 1,
           "botControlled" = "botControlled" or timeouts + 1 >= $3
         where "gameId" = $1 and seat = $2
         returning ("botControlled" and timeouts = $3) as "handedOver"`,
        [gameId, seat, handoverAfter],
      );
      return { handedOver: updated.rows[0]?.handedOver ?? false };
    },

    /**
     * Ids of the running games that need a server after a (re)start: a turn timer to
     * run or a bot to act. "Who must act" is read from the stored engine state the way
     * the engine's `toAct` reads it (setup: every seat that has not chosen; play: the
     * current seat); resume.test.ts holds the two equal on real games.
     */
    async gamesToResume(): Promise<string[]> {
      const result = await sql().query<{ id: string }>(GAMES_TO_RESUME);
      return result.rows.map((row) => row.id);
    },

    /** A new table in the lobby; the host takes the first human seat. */
    async createTable(
      hostPlayerId: string,
      input: NewTable,
      placement?: TablePlacement,
      tx: Tx = db,
    ) {
      const config: GameConfig = {
        ruleset: input.ruleset,
        players: input.seats.length,
        options: input.options,
        ...(placement ? { dealer: placement.dealer } : {}),
      };
      resolveConfig(config, () => "check"); // the rules the engine will apply at the deal
      const hostSeat = input.hostSeat ?? input.seats.findIndex((s) => s.kind === "human");
      if (input.seats[hostSeat]?.kind !== "human")
        throw invalid("A table needs at least one human seat: yours.");
      return tx.game.create({
        data: {
          ruleset: input.ruleset,
          config: asJson(config),
          seed: newSeed(),
          isPublic: input.isPublic,
          inviteCode: newInviteCode(),
          hostPlayerId,
          seatCount: input.seats.length,
          turnTimerSeconds: input.turnTimerSeconds,
          championshipId: placement?.championshipId ?? null,
          championshipIndex: placement?.championshipIndex ?? null,
          seats: {
            create: input.seats.map((spec, seat) => ({
              seat,
              playerId: placement?.seatPlayers
                ? (placement.seatPlayers[seat] ?? null)
                : seat === hostSeat
                  ? hostPlayerId
                  : null,
              botLevel: spec.kind === "bot" ? spec.level : null,
            })),
          },
        },
        select: { id: true, inviteCode: true },
      });
    },

    /**
     * The table "Play again" opens after an ended game: the one already opened (every
     * ask after the first gets it), or a new one from `table` (which may refuse by
     * throwing), recorded under the game's row lock, so two asks at once open one
     * table. `created` says which.
     */
    async rematch(
      gameId: string,
      hostPlayerId: string,
      table: () => Promise<NewTable>,
    ): Promise<{ id: string; inviteCode: string; created: boolean }> {
      return transaction(async (tx) => {
        await lockTable(tx, gameId);
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
        const created = await repository.createTable(
          hostPlayerId,
          await table(),
          undefined,
          tx,
        );
        await tx.game.updateMany({
          where: { id: gameId, rematchId: null },
          data: { rematchId: created.id },
        });
        return { ...created, created: true };
      });
    },

    /** How many tables the player sits at (in person) that wait or are being played. */
    async openSeats(playerId: string): Promise<number> {
      const found = await sql().query<{ count: number }>(
        `select count(*)::int as count from "GameSeat" s join "Game" g on g.id = s."gameId"
         where s."playerId" = $1 and not s."botControlled"
           and g.status in ('LOBBY', 'PLAYING')`,
        [playerId],
      );
      return found.rows[0]?.count ?? 0;
    },

    /**
     * The tables the player sits at that wait or are being played, newest first, with
     * their seats and championship; no state (the caller reads whose turn it is from
     * the game store, which keeps the games being played in memory).
     */
    async tablesOf(playerId: string, limit: number): Promise<SeatedTable[]> {
      const found = await sql().query<SeatedTable>(TABLES_OF, [playerId, limit]);
      return found.rows;
    },

    /** A table's id from its invite code (null: no such code). */
    async tableByInvite(inviteCode: string): Promise<string | null> {
      const found = await sql().query<{ id: string }>(
        `select id from "Game" where "inviteCode" = $1`,
        [inviteCode],
      );
      return found.rows[0]?.id ?? null;
    },

    /**
     * Takes a free human seat (or the one asked for, moving from the current one).
     * An invite-only table seats newcomers only through its invite code (`invited`).
     */
    async takeSeat(gameId: string, playerId: string, invited: boolean, seat?: number) {
      return transaction(async (tx) => {
        const game = await lockTable(tx, gameId);
        const mine = game.seats.find((s) => s.playerId === playerId);
        if (!game.isPublic && !invited && !mine) throw notFound("Table");
        if (game.status !== "LOBBY") throw wrongStatus("This table has already started.");
        if (mine && (seat === undefined || seat === mine.seat)) return mine.seat;
        const free = game.seats.filter((s) => s.playerId === null && s.botLevel === null);
        const target = seat === undefined ? free[0] : free.find((s) => s.seat === seat);
        if (!target)
          throw taken(
            seat === undefined ? "This table is full." : `Seat ${seat + 1} is not free.`,
          );
        // Taking another seat at the same table frees the one the player had.
        if (mine)
          await tx.gameSeat.update({
            where: { gameId_seat: { gameId, seat: mine.seat } },
            data: { playerId: null },
          });
        await tx.gameSeat.update({
          where: { gameId_seat: { gameId, seat: target.seat } },
          data: { playerId },
        });
        return target.seat;
      });
    },

    async leaveSeat(gameId: string, playerId: string) {
      return transaction(async (tx) => {
        const game = await lockTable(tx, gameId);
        if (game.status !== "LOBBY")
          throw wrongStatus("The game has started: resign instead.");
        const mine = game.seats.find((s) => s.playerId === playerId);
        if (!mine) throw notYourSeat("You are not seated at this table.");
        await tx.gameSeat.update({
          where: { gameId_seat: { gameId, seat: mine.seat } },
          data: { playerId: null },
        });
        return mine.seat;
      });
    },

    /** Deals the game. Only the host may, and only with every human seat taken. */
    async deal(gameId: string, playerId: string) {
      return transaction(async (tx) => {
        const game = await lockTable(tx, gameId);
        if (game.hostPlayerId !== playerId)
          throw notYourSeat("Only the host can start the game.");
        if (game.status !== "LOBBY") throw wrongStatus("The game has already started.");
        const empty = game.seats.filter(
          (s) => s.playerId === null && s.botLevel === null,
        );
        if (empty.length > 0)
          throw wrongStatus(
            `Waiting for ${empty.length} more ${empty.length === 1 ? "player" : "players"}.`,
          );
        const state = createGame({ ...decodeConfig(game.config), seed: game.seed });
        await tx.game.update({
          where: { id: gameId },
          data: {
            status: "PLAYING",
            state: asJson(state),
            version: 0,
            startedAt: new Date(),
          },
        });
      });
    },

    /**
     * What an ended game did to its players' ratings: each seat's shown rating before
     * and after, for people with an account (the leaderboard's players; guests and bots
     * get null). `rated` is false when the game was not rated (a hint was used);
     * null while the game runs.
     */
    async ratingChanges(
      gameId: string,
    ): Promise<{ rated: boolean; seats: (RatingChange | null)[] } | null> {
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

    /** A finished game's config (with its seed), moves and result; null while it runs. */
    async finishedRecord(gameId: string): Promise<GameRecord | null> {
      const game = await db.game.findUnique({
        where: { id: gameId },
        select: {
          id: true,
          status: true,
          config: true,
          seed: true,
          result: true,
          moves: {
            orderBy: { seq: "asc" },
            select: { seat: true, move: true, byBot: true },
          },
          seats: {
            orderBy: { seat: "asc" },
            select: {
              seat: true,
              playerId: true,
              botLevel: true,
              player: { select: { displayName: true } },
            },
          },
        },
      });
      if (!game) throw notFound("Game");
      if (!isEnded(game.status) || !game.result) return null;
      return {
        id: game.id,
        config: { ...decodeConfig(game.config), seed: game.seed },
        moves: game.moves.map((m) => ({
          seat: m.seat,
          move: decodeMove(m.move),
          byBot: m.byBot,
        })),
        seats: game.seats.map((s) => ({
          seat: s.seat,
          playerId: s.playerId,
          name: seatName(s.player, s.botLevel, s.seat),
          bot: s.botLevel,
        })),
        result: {
          winner: game.result.winnerSeat,
          stalemate: game.result.stalemate,
          order: decodeNumbers(game.result.order),
          scores: decodeNumbers(game.result.scores),
        },
        abandoned: game.status === "ABANDONED",
      };
    },
  };
  return repository;
}

export type GameRepository = ReturnType<typeof createGameRepository>;

class LostRace extends Error {}

/** A game's end, however it came: its result row and everyone's new ratings, each change kept with the result (none after a hint). */
async function recordResult(
  tx: Prisma.TransactionClient,
  game: { id: string; ruleset: string; seats: FinishedSeat[] },
  result: FinalResult,
): Promise<void> {
  const seats: FinishedSeat[] = game.seats;
  // Read here, under the row lock the ending took: a hint given until then counts.
  const { hintsUsed } = await tx.game.findUniqueOrThrow({
    where: { id: game.id },
    select: { hintsUsed: true },
  });
  const ratings = hintsUsed ? null : await updateRatings(tx, game.ruleset, seats, result);
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
}

/** A row of LOAD_GAME: the stored game before its JSON columns are decoded. */
type GameRow = Omit<
  StoredGame,
  "state" | "config" | "lastMoveAt" | "moveEvents" | "stateBytes" | "eventBytes"
> & { state: unknown; config: unknown; stateBytes: number | null };

// Timestamps are stored without a time zone, in UTC (Prisma's convention): read them
// `at time zone 'utc'` so node-postgres does not take them for local times.
/** The seats of the game `g`, in order, as one JSON array (StoredSeat[]). */
const SEATS_OF_G = `coalesce((
      select json_agg(json_build_object(
        'seat', s.seat, 'playerId', s."playerId", 'botLevel', s."botLevel",
        'botControlled', s."botControlled", 'displayName', p."displayName")
        order by s.seat)
      from "GameSeat" s left join "Player" p on p.id = s."playerId"
      where s."gameId" = g.id), '[]') as seats`;

const LOAD_GAME = `
  select g.id, g.status, g.version, g.state, g.config, g.ruleset, g."seatCount",
    g."turnTimerSeconds", g."inviteCode", g."isPublic", g."hostPlayerId",
    g."championshipId", g."hintsUsed", g."startedAt" at time zone 'utc' as "startedAt",
    g."finishedAt" at time zone 'utc' as "finishedAt",
    (select json_build_object('gameId', r.id, 'inviteCode', r."inviteCode",
        'hostPlayerId', r."hostPlayerId")
      from "Game" r where r.id = g."rematchId") as rematch,
    octet_length(g.state::text) as "stateBytes",
    ${SEATS_OF_G}
  from "Game" g where g.id = $1`;

// "Who must act" is read from the stored state the way the engine's `toAct` reads it
// (setup: every seat that has not chosen; play: the current seat), as GAMES_TO_RESUME
// does, so listing a player's tables never loads a whole game and its moves.
const TABLES_OF = `
  select g.id, g.status, g.ruleset, g."seatCount", g."championshipId",
    c.name as "championshipName", g."championshipIndex",
    case
      when g.status <> 'PLAYING' or g.state is null then '[]'::json
      when g.state->>'phase' = 'setup' then coalesce((
        select json_agg(e.i - 1 order by e.i)
        from jsonb_array_elements(g.state->'seats') with ordinality as e(seat, i)
        where e.seat->'chosen' = 'null'::jsonb), '[]'::json)
      when g.state->>'phase' = 'play' then json_build_array((g.state->>'current')::int)
      else '[]'::json
    end as acting,
    ${SEATS_OF_G}
  from "Game" g left join "Championship" c on c.id = g."championshipId"
  where g.status in ('LOBBY', 'PLAYING')
    and exists (select 1 from "GameSeat" m where m."gameId" = g.id and m."playerId" = $1)
  order by g."createdAt" desc, g.id
  limit $2`;

const LOAD_MOVES = `
  select events, "createdAt" at time zone 'utc' as "createdAt",
    octet_length(events::text) as bytes from "GameMove"
  where "gameId" = $1 and seq <= $2 order by seq`;

const COMMIT_MOVE = `
  with bumped as (
    update "Game" set version = $3, state = $4::jsonb, "updatedAt" = now() at time zone 'utc'
    where id = $1 and version = $2 and status = 'PLAYING'
    returning id
  ),
  -- Timeouts count turns in a row: a turn the human played starts the count again.
  played as (
    update "GameSeat" set timeouts = 0
    where "gameId" = (select id from bumped) and seat = $5 and timeouts > 0 and not $8
  )
  insert into "GameMove" ("gameId", seq, seat, move, events, "byBot")
  select id, $3, $5, $6::jsonb, $7::jsonb, $8 from bumped
  returning "createdAt" at time zone 'utc' as "createdAt"`;

const GAMES_TO_RESUME = `
  select g.id from "Game" g
  where g.status = 'PLAYING' and g.state is not null
    and (g."turnTimerSeconds" is not null
      or exists (
        select 1 from "GameSeat" s
        where s."gameId" = g.id
          and (s."playerId" is null or s."botControlled")
          and case g.state->>'phase'
            when 'setup' then g.state->'seats'->s.seat->'chosen' = 'null'::jsonb
            when 'play' then s.seat = (g.state->>'current')::int
            else false
          end))`;
