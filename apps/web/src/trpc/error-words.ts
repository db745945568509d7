import { TRPCClientError } from "@trpc/client";

// A failed request in words for a player. The server already words its refusals (and
// never sends a validator's text: packages/api/src/trpc.ts); what it cannot word is a
// request that never reached it. Those words are the page's language's (`common.errors`,
// handed over by ErrorWordsFromCatalogue in the root layout, since errorWords is called
// from plain functions as well as components); English until then.

/** The English, for tests and before the page's language is known. */
export const OFFLINE_WORDS =
  "The server cannot be reached. Check your connection and try again.";
export const UNKNOWN_WORDS = "Something went wrong. Please try again.";

const fallback = { offline: OFFLINE_WORDS, unknown: UNKNOWN_WORDS };

/** Says the two failures in the page's language from now on (ErrorWordsFromCatalogue). */
export function setErrorWords(words: typeof fallback) {
  fallback.offline = words.offline;
  fallback.unknown = words.unknown;
}

/** A failure whose message is already written for the player (a check in the browser). */
export class PlayerWordsError extends Error {}

export function errorWords(e: unknown): string {
  if (e instanceof PlayerWordsError) return e.message;
  if (e instanceof TRPCClientError) {
    // No answer from the server (no data, no shape): the network failed us.
    const answered = (e as TRPCClientError<never>).shape !== undefined;
    return answered && e.message ? e.message : fallback.offline;
  }
  return fallback.unknown;
}

/** A query's or mutation's error in words, or null while there is none. */
export function errorWordsOrNull(e: unknown): string | null {
  return e === null || e === undefined ? null : errorWords(e);
}
