// What the game server refuses, as its own typed errors. Only the tRPC layer turns them
// into HTTP codes (trpc.ts), and a bot's turn (bot-turns.ts) tells a lost race from a real fault by
// class, never by a message string.
import type { IllegalMoveCode } from "@3u3d/engine";
import { msg, type Msg, type MsgValue } from "@3u3d/i18n/msg";

import { speak } from "../words";

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
    /**
     * What the player reads, said in the request's language by the tRPC layer (words.ts);
     * `message` is the English for logs. Without it the player reads `message`.
     */
    readonly words: Msg | null = null,
  ) {
    super(message);
    this.name = "GameServerError";
  }
}

/**
 * A refusal of `kind`, as a message (the catalogue's "refusals" namespace) that the tRPC
 * layer says in the request's language; its English is the error's message, for logs.
 * Every refusal has words: a literal English sentence cannot reach a player from here
 * (test/unit/player-words.test.ts checks the sources too).
 */
const refuse = (kind: GameServerErrorKind, words: Msg) =>
  new GameServerError(kind, speak("en", words), null, words);

/** The server's own refusals at the table, by their id in refusals.server. */
export const serverWords = (id: string, values?: Record<string, string | number>) =>
  msg(`refusals.server.${id}`, values);

/** Any refusal's words by their id in the catalogue's refusals namespace ("tables.full"). */
export const refusalMsg = (id: string, values?: Record<string, MsgValue>) =>
  msg(`refusals.${id}`, values);

/** What was not found, as refusals.server.notFound names it. */
export type NotFoundWhat = "game" | "table" | "championship" | "player" | "challenge";

export const notFound = (what: NotFoundWhat) =>
  refuse("NOT_FOUND", serverWords("notFound", { what }));
export const notYourSeat = (words: Msg) => refuse("NOT_YOUR_SEAT", words);
export const wrongStatus = (words: Msg) => refuse("WRONG_STATUS", words);
export const invalid = (words: Msg) => refuse("INVALID", words);
export const taken = (words: Msg) => refuse("TAKEN", words);
export const tooMany = (words: Msg) => refuse("TOO_MANY", words);
export const staleVersion = (version: number, sent: number) =>
  refuse("STALE_VERSION", serverWords("staleVersion", { version, sent }));
