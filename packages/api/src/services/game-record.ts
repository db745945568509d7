// Reading and writing the engine state of a table. The state lives in Game.state (JSON)
// and is replaced in the same transaction that appends the move producing it.
import type { GameState } from "@3u3d/engine";
import type { DbClient, Prisma } from "@3u3d/db";

export type Tx = Prisma.TransactionClient | DbClient;

export interface SeatRow {
  seat: number;
  playerId: string | null;
  botLevel: string | null;
  botControlled: boolean;
}

export interface GameRow {
  id: string;
  status: "LOBBY" | "PLAYING" | "FINISHED" | "ABANDONED";
  version: number;
  state: GameState | null;
  seatCount: number;
  turnTimerSeconds: number | null;
  seats: SeatRow[];
}

/** Loads a game, locking its row until the transaction ends (serializes moves). */
export async function loadForUpdate(tx: Tx, gameId: string): Promise<GameRow | null> {
  const locked = await tx.$queryRaw<
    { id: string }[]
  >`select id from "Game" where id = ${gameId} for update`;
  if (locked.length === 0) return null;
  return load(tx, gameId);
}

export async function load(tx: Tx, gameId: string): Promise<GameRow | null> {
  const game = await tx.game.findUnique({
    where: { id: gameId },
    select: {
      id: true,
      status: true,
      version: true,
      state: true,
      seatCount: true,
      turnTimerSeconds: true,
      seats: {
        select: { seat: true, playerId: true, botLevel: true, botControlled: true },
        orderBy: { seat: "asc" },
      },
    },
  });
  if (!game) return null;
  return { ...game, state: game.state as unknown as GameState | null };
}

/** Who plays a seat right now: a bot (a bot seat, or a human seat handed to its bot). */
export function isBotSeat(row: SeatRow): boolean {
  return row.playerId === null || row.botControlled;
}

// Moves wait for the game's row lock; under load that wait plus the work can pass
// Prisma's 2 s / 5 s defaults, which would abort a perfectly good move.
const TX_OPTIONS = { maxWait: 10_000, timeout: 20_000 };

/** An interactive transaction with the limits every game write uses. */
export function inTransaction<T>(
  db: DbClient,
  fn: (tx: Prisma.TransactionClient) => Promise<T>,
): Promise<T> {
  return db.$transaction(fn, TX_OPTIONS);
}
