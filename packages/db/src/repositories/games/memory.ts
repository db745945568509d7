// The games repository in memory: the same contract as the PostgreSQL one (the
// contract tests run both), for the game server's unit tests, which then need no
// database. Every read hands out a copy, so a caller can no more change what is
// stored by mutating a result than it could change a row; writes that PostgreSQL
// serialises with a row lock are serialised per game here. Where it cannot be the
// same, on purpose: it keeps no championships (a championship's game is judged as a
// game, its name is null in lists), times come from its clock, not the database's,
// and a game's JSON sizes (`stateBytes`, `eventBytes`) are JSON.stringify's, which the
// game server also uses, while PostgreSQL measures its jsonb text (a few % larger).
/* eslint-disable @typescript-eslint/require-await -- the contract is asynchronous (PostgreSQL's side must be); memory answers at once */
import type { GameEvent, GameState } from "@3u3d/engine";

import { systemClock, type Clock } from "../../clock";
import type { GameRepository } from "./contract";
import {
  byKey,
  isEnded,
  type Award,
  type Deal,
  type EndingRules,
  type FinalResult,
  type GameRecord,
  type GameStatus,
  type LockedTable,
  type MoveRecord,
  type NewTableRow,
  type RatingChange,
  type StoredGame,
  type StoredRating,
  type StoredSeat,
} from "./types";

interface MemorySeat extends StoredSeat {
  timeouts: number;
  resigned: boolean;
  handedOver: "resigned" | "timedOut" | null;
}

interface MemoryGame {
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

export function createMemoryGames(
  /** `clock`: the time stamped on games (a test's manual clock; the system's by default). */
  options: EndingRules & { players: MemoryPlayers; clock?: Clock },
): GameRepository & {
  /** Every person's stored rating per ruleset (tests look). */
  ratings: Map<
    string,
    StoredRating & { games: number; wins: number; penaltyTotal: number }
  >;
  /** Every achievement held, by "player/key", with the game that earned it. */
  achievements: Map<string, Award & { gameId: string }>;
} {
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

  /** The move's new state and its entry in the history; returns its time. */
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
    return at;
  }

  const ruleOf = (game: MemoryGame) => game.row.config.ruleset ?? "3up3down";

  const newestFirst = (a: MemoryGame, b: MemoryGame) => b.order - a.order;
  const startedLast = (a: MemoryGame, b: MemoryGame) =>
    (b.startedAt?.getTime() ?? 0) - (a.startedAt?.getTime() ?? 0) || newestFirst(a, b);

  /** The best conservative rating (mu - 3 sigma) seated at a game in its ruleset; null: none. */
  function bestRating(game: MemoryGame): number | null {
    const rated = game.seats.flatMap((s) => {
      const stored = s.playerId && ratings.get(`${s.playerId}/${ruleOf(game)}`);
      return stored ? [stored.mu - 3 * stored.sigma] : [];
    });
    return rated.length > 0 ? Math.max(...rated) : null;
  }

  /**
   * Games being played as the lobby shows them, like BEST_LIVE_TABLES (sql.ts): of the
   * 100 started last, the best-rated first (unrated last), then the newest.
   */
  function bestRatedFirst(playing: MemoryGame[]): MemoryGame[] {
    return playing
      .sort(startedLast)
      .slice(0, 100)
      .map((game) => ({ game, best: bestRating(game) }))
      .sort(
        (a, b) =>
          (a.best === null ? 1 : 0) - (b.best === null ? 1 : 0) ||
          (b.best ?? 0) - (a.best ?? 0) ||
          startedLast(a.game, b.game),
      )
      .map(({ game }) => game);
  }

  return {
    ratings,
    achievements,

    async load(gameId) {
      const game = games.get(gameId);
      if (!game) return null;
      const rematch = game.rematchId ? games.get(game.rematchId) : undefined;
      const stored: StoredGame = {
        id: game.id,
        status: game.status,
        version: game.version,
        state: copy(game.state),
        config: copy(game.row.config),
        ruleset: ruleOf(game),
        seatCount: game.seats.length,
        turnTimerSeconds: game.row.turnTimerSeconds,
        inviteCode: game.row.inviteCode,
        isPublic: game.row.isPublic,
        hostPlayerId: game.row.hostPlayerId,
        championshipId: game.row.championshipId,
        startedAt: game.startedAt,
        finishedAt: game.finishedAt,
        lastMoveAt: game.moves.at(-1)?.at ?? null,
        seats: seatsOf(game),
        rematch: rematch
          ? {
              gameId: rematch.id,
              inviteCode: rematch.row.inviteCode,
              hostPlayerId: rematch.row.hostPlayerId,
            }
          : null,
        rated: game.row.rated !== false,
        hintsUsed: game.hintsUsed,
        moveEvents: copy(game.moves.map((m) => m.events)) as StoredGame["moveEvents"],
        stateBytes: game.state ? JSON.stringify(game.state).length : 0,
        eventBytes: game.moves.reduce(
          (sum, m) => sum + JSON.stringify(m.events).length,
          0,
        ),
      };
      return stored;
    },

    async commitMove(game, record) {
      const stored = games.get(game.id);
      if (!onVersion(stored, game)) return null;
      const at = appendMove(stored, record);
      // Timeouts count turns in a row: a turn the human played starts the count again.
      const seat = stored.seats[record.seat];
      if (seat && !record.byBot) seat.timeouts = 0;
      return at;
    },

    async commitFinal(game, record, result) {
      return locked(game.id, async () => {
        const stored = games.get(game.id);
        if (!onVersion(stored, game)) return null;
        const at = appendMove(stored, record);
        stored.status = "FINISHED";
        stored.finishedAt = at;
        recordResult(stored, result);
        return at;
      });
    },

    abandon: (gameId, decide) =>
      locked(gameId, () => {
        const game = games.get(gameId);
        if (game?.status !== "PLAYING" || !game.state) return false;
        const result = decide(copy(game.state), seatsOf(game));
        if (!result) return false;
        game.status = "ABANDONED";
        game.finishedAt = new Date(clock.now());
        game.acting = [];
        recordResult(game, result);
        return true;
      }),

    async markHintsUsed(gameId) {
      const game = games.get(gameId);
      if (game?.status !== "PLAYING") return false;
      game.hintsUsed = true;
      return true;
    },

    async moveSeat(gameId, from, to) {
      const game = games.get(gameId);
      if (!game || (game.status !== "LOBBY" && game.status !== "PLAYING")) return null;
      if (game.seats.some((s) => s.playerId === to)) return null;
      const row = game.seats.find((s) => s.playerId === from);
      if (!row) return null;
      row.playerId = to;
      if (game.row.hostPlayerId === from) game.row.hostPlayerId = to;
      return row.seat;
    },

    async setBotControl(gameId, seat, botControlled) {
      const row = games.get(gameId)?.seats[seat];
      if (!row) return;
      row.botControlled = botControlled;
      row.resigned ||= botControlled;
      if (botControlled) row.handedOver ??= "resigned";
      if (!botControlled) row.timeouts = 0;
    },

    async recordTimeout(gameId, seat, handoverAfter) {
      const row = games.get(gameId)?.seats[seat];
      if (!row) return { handedOver: false };
      row.timeouts += 1;
      row.botControlled ||= row.timeouts >= handoverAfter;
      row.resigned ||= row.botControlled;
      if (row.timeouts >= handoverAfter) row.handedOver ??= "timedOut";
      return { handedOver: row.botControlled && row.timeouts === handoverAfter };
    },

    async gamesToResume() {
      return [...games.values()]
        .filter(
          (g) =>
            g.status === "PLAYING" &&
            (g.row.turnTimerSeconds !== null ||
              g.acting.some((seat) => {
                const row = g.seats[seat];
                return row !== undefined && (row.playerId === null || row.botControlled);
              })),
        )
        .map((g) => g.id);
    },

    async createTable({ table, dealt }) {
      const made = store(table);
      if (dealt) dealIn(made.id, dealt);
      return made;
    },

    rematch: (gameId, table) =>
      locked(gameId, async () => {
        const game = games.get(gameId);
        if (!game) return null;
        const existing = game.rematchId ? games.get(game.rematchId) : undefined;
        if (existing)
          return { id: existing.id, inviteCode: existing.row.inviteCode, created: false };
        const made = store(await table());
        game.rematchId = made.id;
        return { ...made, created: true };
      }),

    async openSeats(playerId) {
      return [...games.values()].filter(
        (g) =>
          (g.status === "LOBBY" || g.status === "PLAYING") &&
          (g.seats.some((s) => s.playerId === playerId && !s.botControlled) ||
            (g.status === "LOBBY" &&
              g.row.hostPlayerId === playerId &&
              g.row.championshipId === null)),
      ).length;
    },

    async tablesOf(playerId, limit) {
      return [...games.values()]
        .filter(
          (g) =>
            (g.status === "LOBBY" || g.status === "PLAYING") &&
            g.seats.some((s) => s.playerId === playerId),
        )
        .sort((a, b) => b.order - a.order)
        .slice(0, limit)
        .map((g) => ({
          id: g.id,
          status: g.status as "LOBBY" | "PLAYING",
          ruleset: ruleOf(g),
          seatCount: g.seats.length,
          championshipId: g.row.championshipId,
          championshipName: null, // championships are not kept in memory
          championshipIndex: g.row.championshipIndex,
          seats: seatsOf(g),
          acting: g.status === "PLAYING" ? [...g.acting] : [],
          turnTimerSeconds: g.row.turnTimerSeconds,
          turnSince: g.status === "PLAYING" ? (g.moves.at(-1)?.at ?? g.startedAt) : null,
        }));
    },

    async publicTables(status, limit, movedWithinSeconds) {
      const since =
        movedWithinSeconds === undefined ? 0 : clock.now() - movedWithinSeconds * 1000;
      const listed = [...games.values()].filter(
        (g) =>
          g.status === status &&
          g.row.isPublic &&
          (status === "PLAYING"
            ? g.updatedAt.getTime() > since
            : g.seats.some((s) => s.playerId !== null)),
      );
      return (status === "LOBBY" ? listed.sort(newestFirst) : bestRatedFirst(listed))
        .slice(0, limit)
        .map((g) => ({
          id: g.id,
          config: copy(g.row.config),
          ruleset: ruleOf(g),
          seatCount: g.seats.length,
          createdAt: g.createdAt,
          seats: seatsOf(g),
        }));
    },

    playingCount() {
      return Promise.resolve(
        [...games.values()].filter((g) => g.status === "PLAYING").length,
      );
    },

    async untimedGamesIdle(idleSeconds, limit) {
      const before = clock.now() - idleSeconds * 1000;
      return [...games.values()]
        .filter(
          (g) =>
            g.status === "PLAYING" &&
            g.row.turnTimerSeconds === null &&
            g.updatedAt.getTime() < before,
        )
        .sort((a, b) => a.updatedAt.getTime() - b.updatedAt.getTime())
        .slice(0, limit)
        .map((g) => g.id);
    },

    async tablesNobodySitsAt(limit) {
      return [...games.values()]
        .filter(
          (g) =>
            g.status === "LOBBY" &&
            g.row.championshipId === null &&
            g.seats.every((s) => s.playerId === null),
        )
        .sort((a, b) => a.order - b.order)
        .slice(0, limit)
        .map((g) => g.id);
    },

    async tableByInvite(inviteCode) {
      return (
        [...games.values()].find(
          (g) =>
            g.row.inviteCode === inviteCode &&
            (g.status === "LOBBY" || g.status === "PLAYING"),
        )?.id ?? null
      );
    },

    reseat: (gameId, decide) =>
      locked(gameId, () => {
        const game = games.get(gameId);
        if (!game) return null;
        const { changes, value, host, close } = decide(lockedTable(game));
        for (const { seat, playerId } of changes) {
          const row = game.seats[seat];
          if (row) row.playerId = playerId;
        }
        if (host !== undefined) game.row.hostPlayerId = host;
        if (close) {
          game.status = "ABANDONED";
          game.finishedAt = new Date(clock.now());
        }
        // Like the row's updatedAt: seats live in rows of their own, so only a change
        // of host or status touches the game's.
        if (host !== undefined || close) game.updatedAt = new Date(clock.now());
        return { value };
      }),

    deal: (gameId, decide) =>
      locked(gameId, () => {
        const game = games.get(gameId);
        if (!game) return false;
        dealIn(gameId, decide(lockedTable(game)));
        return true;
      }),

    async seating(gameId) {
      const game = games.get(gameId);
      return game
        ? { status: game.status, isPublic: game.row.isPublic, seats: seatsOf(game) }
        : null;
    },

    async ratingChanges(gameId) {
      const game = games.get(gameId);
      if (!game?.result) return null;
      if (game.result.ratings === null) return { rated: false, seats: [] };
      const changes = game.result.ratings;
      return {
        rated: true,
        seats: game.seats.map((s, seat) =>
          s.playerId && options.players.hasAccount(s.playerId)
            ? (changes[seat] ?? null)
            : null,
        ),
      };
    },

    async achievementsEarned(gameId) {
      return [...achievements.values()]
        .filter((a) => a.gameId === gameId)
        .map(({ playerId, key }) => ({ playerId, key }))
        .sort(byKey);
    },

    async finishedRecord(gameId) {
      const game = games.get(gameId);
      if (!game || !isEnded(game.status) || !game.result) return null;
      const { ratings: _ratings, ...result } = game.result;
      const record: GameRecord = {
        id: game.id,
        config: { ...copy(game.row.config), seed: game.row.seed },
        moves: copy(
          game.moves.map((m) => ({ seat: m.seat, move: m.move, byBot: m.byBot })),
        ) as GameRecord["moves"],
        seats: seatsOf(game),
        result: copy(result),
        abandoned: game.status === "ABANDONED",
        access: {
          isPublic: game.row.isPublic,
          championshipId: game.row.championshipId,
        },
      };
      return record;
    },
  };
}
