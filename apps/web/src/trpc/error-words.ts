import { TRPCClientError } from "@trpc/client";

// A failed request in words for a player. The server already words its refusals (and
// never sends a validator's text: packages/api/src/trpc.ts); what it cannot word is a
// request that never reached it.

export const OFFLINE_WORDS =
  "The server cannot be reached. Check your connection and try again.";
export const UNKNOWN_WORDS = "Something went wrong. Please try again.";

/** A failure whose message is already written for the player (a check in the browser). */
export class PlayerWordsError extends Error {}

export function errorWords(e: unknown): string {
  if (e instanceof PlayerWordsError) return e.message;
  if (e instanceof TRPCClientError) {
    // No answer from the server (no data, no shape): the network failed us.
    const answered = (e as TRPCClientError<never>).shape !== undefined;
    return answered && e.message ? e.message : OFFLINE_WORDS;
  }
  return UNKNOWN_WORDS;
}

/** A query's or mutation's error in words, or null while there is none. */
export function errorWordsOrNull(e: unknown): string | null {
  return e === null || e === undefined ? null : errorWords(e);
}
