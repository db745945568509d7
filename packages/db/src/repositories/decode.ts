// Typed decoding of the JSON columns the repositories hand out. PostgreSQL hands back
// `any`; these structural checks fail loudly with the column's name instead of letting
// a malformed row travel on as a cast. (The game server's own decoding of states and
// moves lives with the game repository and uses `decoder` from here; this file knows no
// engine types.)
import { z } from "zod";

/** A decoder for one stored column: the value as `T`, or an error naming the column. */
export function decoder<T>(column: string, schema: z.ZodType) {
  return (value: unknown): T => {
    const parsed = schema.safeParse(value);
    if (!parsed.success)
      throw new Error(
        `stored ${column} is malformed: ${parsed.error.issues[0]?.message}`,
      );
    return parsed.data as T;
  };
}

/** GameResult.order and GameResult.scores: one number per seat (or per place). */
export const decodeNumbers = decoder<number[]>("number list", z.array(z.number()));

/**
 * A judged decision as GameAnalysis.reviews keeps it: the fields checked here, and the
 * rest of the AI's review (the moves) kept as it was written.
 */
export interface StoredReview {
  /** The move's number in the game. */
  seq: number;
  playedChance: number;
  bestChance: number;
}

export const decodeReviews = decoder<StoredReview[]>(
  "GameAnalysis.reviews",
  z.array(
    z.looseObject({ seq: z.number(), playedChance: z.number(), bestChance: z.number() }),
  ),
);
