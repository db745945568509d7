// The in-memory games repository's store: the games, ratings and achievements kept,
// the per-game lock that stands in for PostgreSQL's row lock, and what the three parts
// (play.ts, tables.ts, records.ts beside this file) share: copies out, seats with
// names, a table stored, dealt, a move appended, an ending recorded.
import type { GameEvent, GameState } from "@3u3d/engine";

import { systemClock, type Clock } from "../../../clock";
import type {
  Award,
  Deal,
  EndingRules,
  FinalResult,
  GameStatus,
  LockedTable,
  MoveRecord,
  NewTableRow,
  RatingChange,
  StoredGame,
  StoredRating,
  StoredSeat,
} from "../types";

export interface MemorySeat extends StoredSeat {
  timeouts: number;
  resigned: boolean;
  handedOver: "resigned" | "timedOut" | null;
}

export interface MemoryGame {
  id: string;
  status: GameStatus;
  version: number;
  state: GameState | null;
  acting: number[];
  row: NewTableRow;
  /** Creation order (ties in time are common in memory) and time. */
  order: number;
  createdAt: Date;
  /** The last move or change (a game's `updatedAt`). */
  updatedAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  seats: MemorySeat[];
  moves: { seat: number; move: unknown; events: unknown[]; byBot: boolean; at: Date }[];
  rematchId: string | null;
  hintsUsed: boolean;
  result: (FinalResult & { ratings: (RatingChange | null)[] | null }) | null;
}

/** What the in-memory repository needs to know of players: their names and whether they hold an account. */
export interface MemoryPlayers {
  displayName(playerId: string): string | null;
  hasAccount(playerId: string): boolean;
}

/** `clock`: the time stamped on games (a test's manual clock; the system's by default). */
export function createMemoryStore(
  options: EndingRules & { players: MemoryPlayers; clock?: Clock },
) {
  const clock = options.clock ?? systemClock;
  const games = new Map<string, MemoryGame>();
  const ratings = new Map<
    string,
    StoredRating & { games: number; wins: number; penaltyTotal: number }
  >();
  const achievements = new Map<string, Award & { gameId: string }>();
  const locks = new Map<string, Promise<unknown>>();
  let created = 0;

  /** Runs `fn` after every earlier locked write of this game (a row lock's order). */
  function locked<T>(gameId: string, fn: () => Promise<T> | T): Promise<T> {
    const before = locks.get(gameId) ?? Promise.resolve();
    const run = before.then(fn, fn);
    locks.set(
      gameId,
      run.catch(() => undefined),
    );
    return run;
  }

  const copy = <T>(value: T): T => structuredClone(value);

  function seatsOf(game: MemoryGame): StoredSeat[] {
    return game.seats.map(({ timeouts: _timeouts, resigned: _resigned, ...seat }) => ({
      ...seat,
      displayName: seat.playerId ? options.players.displayName(seat.playerId) : null,
      account: !!seat.playerId && options.players.hasAccount(seat.playerId),
    }));
  }

  function lockedTable(game: MemoryGame): LockedTable {
    return copy({
      id: game.id,
      status: game.status,
      isPublic: game.row.isPublic,
      hostPlayerId: game.row.hostPlayerId,
      championshipId: game.row.championshipId,
      config: game.row.config,
      seed: game.row.seed,
      seats: seatsOf(game),
    });
  }

  /** A stored table's first position: it is being played from now. */
  function dealIn(gameId: string, { state, acting }: Deal) {
    const game = games.get(gameId);
    if (!game) throw new Error(`memory: no table ${gameId} to deal`);
    game.status = "PLAYING";
    game.state = copy(state);
    game.acting = [...acting];
    game.version = 0;
    game.startedAt = new Date(clock.now());
    game.updatedAt = game.startedAt;
  }

  function store(row: NewTableRow) {
    if ([...games.values()].some((g) => g.row.inviteCode === row.inviteCode))
      throw new Error("invite code already used");
    const id = `memory-${++created}`;
    games.set(id, {
      id,
      status: "LOBBY",
      version: 0,
      state: null,
      acting: [],
      row: copy(row),
      order: created,
      createdAt: new Date(clock.now()),
      updatedAt: new Date(clock.now()),
      startedAt: null,
      finishedAt: null,
      seats: row.seats.map((s, seat) => ({
        seat,
        ...s,
        botControlled: false,
        displayName: null,
        account: false, // read when seats are handed out (seatsOf)
        timeouts: 0,
        resigned: false,
        handedOver: null,
      })),
      moves: [],
      rematchId: null,
      hintsUsed: false,
      result: null,
    });
    return { id, inviteCode: row.inviteCode };
  }

  function recordResult(game: MemoryGame, result: FinalResult) {
    let changes: (RatingChange | null)[] | null = null;
    const ruleset = game.row.config.ruleset ?? "3up3down";
    const seats = game.seats.map((s) => ({
      seat: s.seat,
      playerId: s.playerId,
      botLevel: s.botLevel,
      botControlled: s.botControlled,
      resigned: s.resigned,
      account: !!s.playerId && options.players.hasAccount(s.playerId),
    }));
    if (!game.hintsUsed && game.row.rated !== false) {
      const current = new Map<string, StoredRating & { games: number }>();
      for (const seat of game.seats) {
        const stored = seat.playerId && ratings.get(`${seat.playerId}/${ruleset}`);
        if (stored && seat.playerId)
          current.set(seat.playerId, {
            mu: stored.mu,
            sigma: stored.sigma,
            games: stored.games,
          });
      }
      const rated = options.rate({ ruleset, seats, result, current });
      for (const { playerId, rating, win, penalty } of rated.updates) {
        const key = `${playerId}/${ruleset}`;
        const before = ratings.get(key);
        ratings.set(key, {
          ...rating,
          games: (before?.games ?? 0) + 1,
          wins: (before?.wins ?? 0) + win,
          penaltyTotal: (before?.penaltyTotal ?? 0) + penalty,
        });
      }
      if (rated.updates.length > 0) changes = rated.changes;
    }
    game.result = { ...copy(result), ratings: changes };
    // No championships are kept in memory: its games are judged as games only.
    const awards = options.award({
      ruleset,
      seats,
      result: copy(result),
      abandoned: game.status === "ABANDONED",
      hintsUsed: game.hintsUsed,
      moves: game.moves.map((m) => copy(m.events) as GameEvent[]),
      championship: null,
    });
    for (const award of awards) {
      const key = `${award.playerId}/${award.key}`;
      if (!achievements.has(key)) achievements.set(key, { ...award, gameId: game.id });
    }
  }

  /** The stored game is still being played at the version the move was computed from. */
  const onVersion = (
    stored: MemoryGame | undefined,
    game: StoredGame,
  ): stored is MemoryGame =>
    stored?.version === game.version && stored.status === "PLAYING";

  /** The move's new state, its entry in the history and the seat's timeouts; returns its time. */
  function appendMove(stored: MemoryGame, record: MoveRecord): Date {
    const at = new Date(clock.now());
    stored.version += 1;
    stored.updatedAt = at;
    stored.state = copy(record.next);
    stored.acting = [...record.acting];
    stored.moves.push({
      seat: record.seat,
      move: copy(record.move),
      events: copy(record.events),
      byBot: record.byBot,
      at,
    });
    // Timeouts count turns in a row: a turn the human played starts the count again
    // (PostgreSQL's COMMIT_MOVE, for every move, the last one too).
    const seat = stored.seats[record.seat];
    if (seat && !record.byBot) seat.timeouts = 0;
    return at;
  }

  const ruleOf = (game: MemoryGame) => game.row.config.ruleset ?? "3up3down";

  return {
    options,
    clock,
    games,
    ratings,
    achievements,
    locked,
    copy,
    seatsOf,
    lockedTable,
    dealIn,
    store,
    recordResult,
    onVersion,
    appendMove,
    ruleOf,
  };
}

export type MemoryStore = ReturnType<typeof createMemoryStore>;
