// The games aggregate as the game server sees it: a table (Game), its seats, its moves
// and, once it ends, its result with the ratings it changed. These are its shapes, the
// domain's, not the database's; the repository's contract over them, in three parts by
// use, is contract.ts. So the PostgreSQL repository (postgres.ts and its parts) and the
// in-memory one the game server's unit tests use (memory/) are interchangeable.
//
// The repository decides nothing a player could read: refusals in words ("This table
// is full.") are the game server's (packages/api/src/game-server/tables.ts). Where a rule must be judged under the row's
// lock (who may sit, deal, end the game), the repository locks, hands the locked
// table to the caller's `decide`, and stores what it returns.
import type { GameConfig, GameEvent, GameState, Move, Ruleset } from "@3u3d/engine";

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
  /** The seat's person holds an account, so the seat is rated (false for guests and bots). */
  account: boolean;
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
  /** false: a casual game, which never changes ratings (nor offers a way to). */
  rated: boolean;
  /**
   * A person asked for a hint here. Hints are only given in casual games now (#61);
   * a rated game hinted before that is stored as not rated.
   */
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

/** A new table as stored: everything decided (seed, invite code, who sits where). */
export interface NewTableRow {
  config: GameConfig;
  seed: string;
  inviteCode: string;
  isPublic: boolean;
  hostPlayerId: string;
  turnTimerSeconds: number | null;
  championshipId: string | null;
  championshipIndex: number | null;
  seats: { playerId: string | null; botLevel: string | null }[];
  /** false: a casual game, which never changes ratings (absent: rated, like every table). */
  rated?: boolean;
}

/** A deal: the first position and the seats that act first. */
export interface Deal {
  state: GameState;
  acting: number[];
}

/**
 * A table as the game server opens it (its `tables.open`): the row, and its deal when
 * it is dealt at once (null: it waits in the lobby for its people and its host).
 */
export interface TableToOpen {
  table: NewTableRow;
  dealt: Deal | null;
}

/** A table as its row lock holds it: what lobby decisions are judged on. */
export interface LockedTable {
  id: string;
  status: GameStatus;
  isPublic: boolean;
  hostPlayerId: string | null;
  championshipId: string | null;
  config: GameConfig;
  seed: string;
  seats: StoredSeat[];
}

/** Who sits in a seat after a lobby change (null: the seat is free again). */
export interface SeatChange {
  seat: number;
  playerId: string | null;
}

/** What a lobby decision stores: seat changes, a new host, or the table closed. */
export interface Reseating<T> {
  changes: SeatChange[];
  value: T;
  /** The table's new host (its host got up and someone else still sits there). */
  host?: string;
  /** Closes the waiting table (nobody sits there any more): it ends, never dealt. */
  close?: boolean;
}

export interface MoveRecord {
  seat: number;
  move: Move;
  byBot: boolean;
  /** The state after the move, and the events it logged. */
  next: GameState;
  events: GameEvent[];
  /** The seats that must act after the move (the engine's `toAct`), kept for lists and restarts. */
  acting: number[];
  /** The state and events as JSON text, made once (the write and the store's size both use it). */
  json: { next: string; events: string };
}

export interface FinalResult {
  winner: number | null;
  stalemate: boolean;
  order: number[];
  scores: number[];
}

/** A seat at an ended game, as ratings judge it. */
export interface FinishedSeat {
  seat: number;
  playerId: string | null;
  botLevel: string | null;
  /** A person's seat their bot finished for them (a resign, or timeouts). */
  botControlled: boolean;
  /** The person handed the seat to its bot at some point, even if they took it back. */
  resigned: boolean;
  /** The person holds an account (false: a guest, or no person). */
  account: boolean;
}

/** A person's stored rating in one ruleset. */
export interface StoredRating {
  mu: number;
  sigma: number;
}

/** A person's shown rating before and after one game. */
export interface RatingChange {
  before: number;
  after: number;
  /**
   * The rating was provisional when the game began (fewer rated games than
   * packages/api's PROVISIONAL_GAMES): the model still knows little of the player, so
   * it moves far. Absent in results stored before it was kept.
   */
  provisional?: boolean;
}

/**
 * How an ended game changes ratings: given the current ratings of its people, each
 * person's new rating and the shown change per seat (null: a bot or no change). Pure;
 * the repository reads and writes the ratings around it in the ending's transaction.
 */
export type RatingRule = (game: {
  ruleset: string;
  seats: FinishedSeat[];
  result: FinalResult;
  /** The people's stored ratings, with the rated games each has played (none: a first game). */
  current: ReadonlyMap<string, StoredRating & { games: number }>;
}) => {
  changes: (RatingChange | null)[];
  updates: { playerId: string; rating: StoredRating; win: 0 | 1; penalty: number }[];
};

/** A championship as its deciding game's end sees it: its rules and every game's result. */
export interface ChampionshipSoFar {
  targetGames: number | null;
  targetScore: number | null;
  /** The results of its ended games in order, this game's last. */
  games: { winner: number | null; scores: number[] }[];
}

/** An ended game as achievements judge it: who sat where, how it ended, every move's events. */
export interface GameToJudge {
  ruleset: string;
  seats: FinishedSeat[];
  result: FinalResult;
  /** Everyone left before the end (the moves stop there). */
  abandoned: boolean;
  /** A person asked for a hint. */
  hintsUsed: boolean;
  /** moves[i]: the events of move i + 1, as the engine logged them. */
  moves: GameEvent[][];
  /** The championship the game belongs to (null: none, or the repository keeps none). */
  championship: ChampionshipSoFar | null;
}

/** An achievement a person earns by a game: its key (packages/api's services/achievements.ts). */
export interface Award {
  playerId: string;
  key: string;
}

/**
 * Which achievements an ended game earns. Pure; the repository stores them in the
 * ending's transaction, each at most once per player (one already held is left as it was).
 */
export type AchievementRule = (game: GameToJudge) => Award[];

/** Achievements in one order in both repositories (code points, not a collation). */
export const byKey = (a: { key: string }, b: { key: string }) =>
  a.key < b.key ? -1 : a.key > b.key ? 1 : 0;

/** The rules an ending applies inside its transaction (both are packages/api's). */
export interface EndingRules {
  rate: RatingRule;
  award: AchievementRule;
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
  /** The seats that must act now (stored with each move). */
  acting: number[];
  turnTimerSeconds: number | null;
  /** While it is played: when the turn now running began (the last move, or the deal). */
  turnSince: Date | null;
}

/** A public table as the lobby lists it. */
export interface ListedTable {
  id: string;
  config: GameConfig;
  ruleset: Ruleset;
  seatCount: number;
  createdAt: Date;
  seats: StoredSeat[];
}

/** A finished game's full record: enough to replay it move by move. */
export interface GameRecord {
  id: string;
  config: GameConfig;
  /** Every move; `byBot`: a bot made it (a bot's seat, or a person's handed to its bot). */
  moves: { seat: number; move: Move; byBot: boolean }[];
  /** Who sat where (names are the caller's to give: packages/api's game-server/records.ts). */
  seats: StoredSeat[];
  result: FinalResult;
  /** Everyone left before the end: the moves stop where the game was abandoned. */
  abandoned: boolean;
  /** Who may open the record besides its seats (packages/api's finished-games.ts). */
  /** Who may open the record besides its seats (an invite code opens none: #61). */
  access: { isPublic: boolean; championshipId: string | null };
}

/** What an ended game did to ratings: `rated` false after a hint; per seat, people with an account only. */
export interface RatingChanges {
  rated: boolean;
  seats: (RatingChange | null)[];
}
