// The games repository's contract, in three parts by use, each kept by both stores
// (PostgreSQL: play.ts, tables.ts, records.ts; memory: the same names in memory/) and
// held to the same cases by test/games-repository.test.ts:
//
// - GamePlay, the move path: a game loaded for play, a move committed against the
//   version it was computed from, the final move with its result, an abandoned game's
//   end, and the seat changes a running game makes (bot control, timeouts, hints).
//   Plain SQL on the pool, no ORM: one statement per move, one transaction per ending.
// - GameTables, table queries: opening, seating and dealing a table under its row
//   lock, the rematch, and the lists (the lobby, a player's tables, the games a
//   restart or a sweep must look at).
// - GameRecords, what an ended game left: its replay, rating changes, achievements.
//
// `GameRepository` is the three together, as `Repositories.games` hands them out.
import type { GameState } from "@3u3d/engine";

import type {
  Award,
  FinalResult,
  GameRecord,
  GameStatus,
  ListedTable,
  LockedTable,
  MoveRecord,
  NewTableRow,
  RatingChanges,
  Reseating,
  SeatedTable,
  StoredGame,
  StoredSeat,
  TableToOpen,
} from "./types";

/** The move path: what a game costs while it is played. */
export interface GamePlay {
  /** The game, its seats and the events of every move; null when there is none. */
  load(gameId: string): Promise<StoredGame | null>;
  /**
   * A move, guarded by the version it was computed from: the new state, the appended
   * move and (for a person's move) their seat's timeouts reset. Returns the move's
   * time, or null when the stored version is no longer `game.version`.
   */
  commitMove(game: StoredGame, record: MoveRecord): Promise<Date | null>;
  /**
   * The last move, by the same statement and version check as `commitMove`, with the
   * result, the ratings it changes (none after a hint or in a casual game) and the
   * achievements it earns, in one transaction. Returns the move's time, or null (and
   * nothing stored) when the stored version is no longer `game.version`.
   */
  commitFinal(
    game: StoredGame,
    record: MoveRecord,
    result: FinalResult,
  ): Promise<Date | null>;
  /**
   * Ends a running game where it stands when `decide` says so (everyone left), under
   * the row's lock so a move in flight lands before or is refused after. The version
   * stays. Returns whether the game ended.
   */
  abandon(
    gameId: string,
    decide: (state: GameState, seats: StoredSeat[]) => FinalResult | null,
  ): Promise<boolean>;
  /** Marks a running game as hinted (never rated). Returns whether it was running. */
  markHintsUsed(gameId: string): Promise<boolean>;
  /**
   * Hands a seat to its bot (marking it resigned for good) or back; taking it back
   * forgets its timeouts but not the resign.
   */
  setBotControl(gameId: string, seat: number, botControlled: boolean): Promise<void>;
  /** Counts a timed-out turn; after `handoverAfter` in a row the seat goes to its bot (resigned). */
  recordTimeout(
    gameId: string,
    seat: number,
    handoverAfter: number,
  ): Promise<{ handedOver: boolean }>;
}

/** Table queries: the lobby's writes under the row lock, and the lists. */
export interface GameTables {
  /** Stores a new table: in the lobby, or dealt in the same transaction when `dealt`. */
  createTable(opened: TableToOpen): Promise<{ id: string; inviteCode: string }>;
  /**
   * The rematch table of an ended game: the one already opened (`created` false), or
   * the one `table` makes (it may refuse by throwing), recorded under the game's lock.
   * null: no such game.
   */
  rematch(
    gameId: string,
    table: () => Promise<NewTableRow>,
  ): Promise<{ id: string; inviteCode: string; created: boolean } | null>;
  /**
   * Changes who sits where (and who hosts, or closes the table): `decide` judges the
   * locked table and returns the changes (it refuses by throwing). Returns what it
   * returned; null: no such table.
   */
  reseat<T>(
    gameId: string,
    decide: (table: LockedTable) => Reseating<T>,
  ): Promise<{ value: T } | null>;
  /**
   * Deals the game: `decide` judges the locked table and returns the first state (it
   * refuses by throwing) and the seats to act. Returns false when there is no such table.
   */
  deal(
    gameId: string,
    decide: (table: LockedTable) => { state: GameState; acting: number[] },
  ): Promise<boolean>;
  /**
   * Gives `from`'s seat at a table still waiting or being played to `to` (a guest who
   * signed in to an account at the table), unless `to` already sits there. Returns the
   * seat, or null when there was none to give.
   */
  moveSeat(gameId: string, from: string, to: string): Promise<number | null>;
  /**
   * Who sits where, the game's status and whether its table is open to everyone,
   * without its state or moves (a light read); null: no such game.
   */
  seating(
    gameId: string,
  ): Promise<{ status: GameStatus; isPublic: boolean; seats: StoredSeat[] } | null>;
  /** A table's id from its invite code (null: no such code). */
  tableByInvite(inviteCode: string): Promise<string | null>;
  /** Tables the player sits at in person that wait or are being played. */
  openSeats(playerId: string): Promise<number>;
  /** Those tables, newest first (at most `limit`), with their seats and championship. */
  tablesOf(playerId: string, limit: number): Promise<SeatedTable[]>;
  /**
   * Public tables waiting in the lobby with a person seated (`LOBBY`, newest first), or
   * being played (`PLAYING`: of the 100 started last, the best-rated first, by the best
   * `mu - 3 sigma` seated in the game's ruleset, then the newest), those with
   * `movedWithinSeconds` only with a move (or a change) that recent.
   */
  publicTables(
    status: "LOBBY" | "PLAYING",
    limit: number,
    movedWithinSeconds?: number,
  ): Promise<ListedTable[]>;
  /** Waiting tables (not a championship's) where no person sits, oldest first. */
  tablesNobodySitsAt(limit: number): Promise<string[]>;
  /** Running games that need a server: a turn timer, or a bot among the seats to act. */
  gamesToResume(): Promise<string[]>;
  /**
   * Games being played without a turn timer (a guest's casual game against bots) in
   * which nothing has happened for `idleSeconds`, oldest first.
   */
  untimedGamesIdle(idleSeconds: number, limit: number): Promise<string[]>;
  /** How many games are being played now, on every instance (metrics). */
  playingCount(): Promise<number>;
}

/** What an ended game left behind: its replay, its rating changes, its achievements. */
export interface GameRecords {
  /** An ended game's rating changes; null while it runs (or no such game). */
  ratingChanges(gameId: string): Promise<RatingChanges | null>;
  /** The achievements an ended game earned (in its ending), oldest key first. */
  achievementsEarned(gameId: string): Promise<Award[]>;
  /** A finished game's config (with its seed), moves and result; null while it runs or when there is no such game. */
  finishedRecord(gameId: string): Promise<GameRecord | null>;
}

/** The whole games repository: the move path, the table queries and the records. */
export type GameRepository = GamePlay & GameTables & GameRecords;
