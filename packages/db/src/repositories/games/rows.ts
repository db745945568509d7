// What the Prisma-side parts of the games repository (tables.ts, records.ts) and the
// championships repository share: the transaction type, JSON values, seat rows.
import type { Prisma } from "../../generated/prisma/client";
import type { StoredSeat } from "./types";

export type Tx = Prisma.TransactionClient;

/**
 * A value for a JSON column. Engine states, configs and events are plain JSON by the
 * engine's contract (structuredClone- and JSON-safe); this names that promise where
 * values cross into the database, instead of a cast at each write.
 */
export const asJson = (value: object): Prisma.InputJsonValue => value;

/** How a seat is read through Prisma: with its player's name and account. */
export const SEAT_WITH_PLAYER = {
  orderBy: { seat: "asc" },
  include: { player: { select: { displayName: true, userId: true } } },
} as const;

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
