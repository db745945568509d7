// Refusals a player reads that are not the game server's own (game-server/errors.ts has
// those): a TRPCError whose cause carries the words, a catalogue message. The tRPC
// layer says them in the request's language (trpc.ts's errorFormatter, words.ts); the
// error's message is the English, for logs and for callers that skip the formatter
// (server-side callers, tests calling a router directly).
import { TRPCError } from "@trpc/server";

import type { Msg } from "@3u3d/i18n/msg";

import { GameServerError } from "./game-server/errors";

export { refusalMsg } from "./game-server/errors";
import { speak } from "./words";

/** The words of a refusal, carried as a TRPCError's cause. */
export class PlayerWords extends Error {
  constructor(readonly words: Msg) {
    super(speak("en", words));
    this.name = "PlayerWords";
  }
}

/** A refusal with `code` (its HTTP status) and the words the player reads. */
export const refusal = (code: TRPCError["code"], words: Msg): TRPCError =>
  new TRPCError({ code, message: speak("en", words), cause: new PlayerWords(words) });

/** What the player reads for an error's cause, when it has words; null otherwise. */
export function wordsOf(cause: unknown): Msg | null {
  if (cause instanceof PlayerWords) return cause.words;
  if (cause instanceof GameServerError) return cause.words;
  return null;
}
