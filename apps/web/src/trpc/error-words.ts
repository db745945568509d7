import { TRPCClientError } from "@trpc/client";

// A failed request in words for a player. The server already words its refusals, in the
// request's language (and never sends a validator's text: packages/api/src/trpc.ts);
// what it cannot word is a request that never reached it, or a failure it did not
// answer. Those two sentences are the page's (`common.errors`): components get them
// with useErrorWords (use-error-words.ts), tests pass English.

/** The two sentences the page says itself. */
export interface FailureWords {
  /** No answer: the network failed us. */
  offline: string;
  /** Anything else that is not a refusal in words. */
  unknown: string;
}

/** A failure whose message is already written for the player (a check in the browser). */
export class PlayerWordsError extends Error {}

export function errorWords(e: unknown, words: FailureWords): string {
  if (e instanceof PlayerWordsError) return e.message;
  if (e instanceof TRPCClientError) {
    // No answer from the server (no data, no shape): the network failed us.
    const answered = (e as TRPCClientError<never>).shape !== undefined;
    return answered && e.message ? e.message : words.offline;
  }
  return words.unknown;
}

/** A query's or mutation's error in words, or null while there is none. */
export function errorWordsOrNull(e: unknown, words: FailureWords): string | null {
  return e === null || e === undefined ? null : errorWords(e, words);
}
