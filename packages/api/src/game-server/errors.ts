// What the game server refuses, as its own typed errors. Only the tRPC layer turns them
// into HTTP codes (trpc.ts), and the bot driver tells a lost race from a real fault by
// class, never by a message string.
import type { IllegalMoveCode } from "@3u3d/engine";

export type GameServerErrorKind =
  /** No such game, table or championship. */
  | "NOT_FOUND"
  /** The caller has no seat there, or is not the one who may do this. */
  | "NOT_YOUR_SEAT"
  /** The game is not in the state this needs (not started, over, already dealt…). */
  | "WRONG_STATUS"
  /** The move was computed from an older version of the game. */
  | "STALE_VERSION"
  /** The engine refused the move (see `engineCode`). */
  | "REFUSED"
  /** Someone was there first (the seat is taken, the table is full). */
  | "TAKEN"
  /** The caller already has as many of these as one person may, or the server is busy. */
  | "TOO_MANY"
  /** The request itself cannot be met (a table with no human seat…). */
  | "INVALID";

export class GameServerError extends Error {
  constructor(
    readonly kind: GameServerErrorKind,
    message: string,
    /** The engine's stable refusal code, for REFUSED. */
    readonly engineCode: IllegalMoveCode | null = null,
  ) {
    super(message);
    this.name = "GameServerError";
  }
}

export const notFound = (what: string) =>
  new GameServerError("NOT_FOUND", `${what} not found.`);
export const notYourSeat = (message: string) =>
  new GameServerError("NOT_YOUR_SEAT", message);
export const wrongStatus = (message: string) =>
  new GameServerError("WRONG_STATUS", message);
export const invalid = (message: string) => new GameServerError("INVALID", message);
export const taken = (message: string) => new GameServerError("TAKEN", message);
export const tooMany = (message: string) => new GameServerError("TOO_MANY", message);
export const staleVersion = (version: number, sent: number) =>
  new GameServerError(
    "STALE_VERSION",
    `The game has moved on (version ${version}, you sent ${sent}): refresh and try again.`,
  );
