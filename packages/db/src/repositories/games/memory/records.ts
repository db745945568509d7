// The in-memory games repository's records (contract.ts's GameRecords): what an ended
// game left behind, its replay, rating changes and achievements.
/* eslint-disable @typescript-eslint/require-await -- the contract is asynchronous (PostgreSQL's side must be); memory answers at once */
import type { GameRecords } from "../contract";
import { byKey, isEnded, type GameRecord } from "../types";
import type { MemoryStore } from "./store";

export function memoryRecords(kept: MemoryStore): GameRecords {
  const { games, achievements, copy, seatsOf, options } = kept;

  return {
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
