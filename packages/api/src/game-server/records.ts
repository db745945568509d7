// A finished game's record as replays, exports and the analysis read it: the stored
// record (@3u3d/db) with every seat named as the table named it, and who may open it.
import type { GameRecord, GameRepository } from "@3u3d/db/repositories";
import type { Locale } from "@3u3d/i18n";

import { notFound } from "./errors";
import type { GameCache } from "./game-cache";
import { seatNames } from "./table-policy";

export interface NamedGameRecord extends Omit<GameRecord, "seats"> {
  seats: { seat: number; playerId: string | null; name: string; bot: string | null }[];
}

/**
 * What decides who may open a game's record (services/finished-games.ts): who it is
 * open to, and who sat there. A finished record has it; so has a game still running.
 */
export interface RecordAccess {
  access: GameRecord["access"];
  seats: readonly { playerId: string | null }[];
}

export function nameRecord(record: GameRecord, locale: Locale): NamedGameRecord {
  const names = seatNames(record.seats, locale);
  return {
    ...record,
    seats: record.seats.map((s) => ({
      seat: s.seat,
      playerId: s.playerId,
      name: names[s.seat] ?? `Seat ${s.seat + 1}`,
      bot: s.botLevel,
    })),
  };
}

export interface RecordReadsOptions {
  games: Pick<GameRepository, "finishedRecord">;
  cache: Pick<GameCache, "load">;
}

/** Reading records: for replays and exports, and the analysis. */
export function createRecordReads({ games, cache }: RecordReadsOptions) {
  /** A game's stored record, null while it runs; NOT_FOUND when there is no such game. */
  async function stored(gameId: string): Promise<GameRecord | null> {
    const record = await games.finishedRecord(gameId);
    if (!record && !(await cache.load(gameId))) throw notFound("game");
    return record;
  }

  return {
    stored,
    /** A finished game's record, its seats named in `locale`'s words (null while it runs). */
    finishedRecord: async (
      gameId: string,
      locale: Locale,
    ): Promise<NamedGameRecord | null> => {
      const record = await stored(gameId);
      return record && nameRecord(record, locale);
    },
    /**
     * What finished-games.ts reads to judge who may open a game's record, for a game
     * that may still be running (null: no such game).
     */
    recordAccess: async (gameId: string): Promise<RecordAccess | null> => {
      const game = await cache.load(gameId);
      if (!game) return null;
      const { isPublic, championshipId, seats } = game;
      return { access: { isPublic, championshipId }, seats };
    },
  };
}
