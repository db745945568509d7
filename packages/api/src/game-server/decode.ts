// Typed decoding of the JSON columns a game is stored in. PostgreSQL hands back `any`;
// these checks turn it into the engine's types or fail loudly with the column's name,
// instead of a cast that would let a malformed row travel on until it breaks a seat's
// view. The checks look at the structure the server relies on (phase, seats, log…),
// not at every card: the engine wrote these values and is their authority.
import { z } from "zod";

import type { GameConfig, GameEvent, GameState, Move } from "@3u3d/engine";

import { moveSchema, optionsSchema, rulesetSchema } from "../schemas";

const cards = z.array(z.string());

const seatStateSchema = z.looseObject({
  hand: cards,
  faceUp: cards,
  faceDown: cards,
  six: cards,
  chosen: cards.nullable(),
  out: z.boolean(),
});

const eventSchema = z.looseObject({ seq: z.number().int(), type: z.string() });

const stateSchema = z.looseObject({
  version: z.literal(1),
  config: z.looseObject({ ruleset: rulesetSchema, players: z.number().int() }),
  phase: z.enum(["setup", "play", "over"]),
  draw: cards,
  pile: cards,
  removed: cards,
  seats: z.array(seatStateSchema),
  current: z.number().int(),
  direction: z.union([z.literal(1), z.literal(-1)]),
  owed: z.number().int(),
  turn: z.number().int(),
  eventSeq: z.number().int(),
  log: z.array(eventSchema),
});

const configSchema = z.looseObject({
  ruleset: rulesetSchema.optional(),
  players: z.number().int(),
  dealer: z.number().int().optional(),
  options: optionsSchema.optional(),
});

function decoder<T>(column: string, schema: z.ZodType) {
  return (value: unknown): T => {
    const parsed = schema.safeParse(value);
    if (!parsed.success)
      throw new Error(
        `stored ${column} is malformed: ${parsed.error.issues[0]?.message}`,
      );
    return parsed.data as T;
  };
}

export const decodeState = decoder<GameState>("Game.state", stateSchema);
export const decodeConfig = decoder<GameConfig>("Game.config", configSchema);
export const decodeEvents = decoder<GameEvent[]>("GameMove.events", z.array(eventSchema));
export const decodeMove = decoder<Move>("GameMove.move", moveSchema);
export const decodeNumbers = decoder<number[]>("number list", z.array(z.number()));
export const decodeRatingChanges = decoder<({ before: number; after: number } | null)[]>(
  "GameResult.ratings",
  z.array(z.object({ before: z.number(), after: z.number() }).nullable()),
);
