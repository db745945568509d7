// A finished game's record as replays, exports and the analysis read it: the stored
// record (@3u3d/db) with every seat named as the table named it.
import type { GameRecord } from "@3u3d/db/repositories";
import type { Locale } from "@3u3d/i18n";

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
