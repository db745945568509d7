// The in-memory games repository's table queries (contract.ts's GameTables): the
// lobby's writes under the per-game lock, and the lists, in PostgreSQL's orders.
/* eslint-disable @typescript-eslint/require-await -- the contract is asynchronous (PostgreSQL's side must be); memory answers at once */
import type { GameTables } from "../contract";
import type { MemoryGame, MemoryStore } from "./store";

export function memoryTables(kept: MemoryStore): GameTables {
  const {
    clock,
    games,
    ratings,
    locked,
    copy,
    seatsOf,
    lockedTable,
    dealIn,
    store,
    ruleOf,
  } = kept;

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

    async seating(gameId) {
      const game = games.get(gameId);
      return game
        ? { status: game.status, isPublic: game.row.isPublic, seats: seatsOf(game) }
        : null;
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

    playingCount() {
      return Promise.resolve(
        [...games.values()].filter((g) => g.status === "PLAYING").length,
      );
    },
  };
}
