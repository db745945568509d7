// Typed decoding of the JSON columns a game is stored in. PostgreSQL hands back `any`;
// these checks turn it into the engine's types or fail loudly with the column's name,
// instead of a cast that would let a malformed row travel on until it breaks a seat's
// view. They look at the structure the server relies on (phase, seats, log, a move's
// type…), not at every card: the engine wrote these values and is their authority.
import { z } from "zod";

import { COLOR_NAMES, RULESETS, SWAP_MODES } from "@3u3d/engine";
import type { GameConfig, GameEvent, GameState, Move, Ruleset } from "@3u3d/engine";

import { decoder } from "../decode";

const cards = z.array(z.string());
const ruleset = z.enum(RULESETS);

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
  config: z.looseObject({ ruleset, players: z.number().int() }),
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

const optionsSchema = z.looseObject({
  swap: z.enum(SWAP_MODES).optional(),
  colors: z.array(z.enum(COLOR_NAMES)).optional(),
});

const configSchema = z.looseObject({
  ruleset: ruleset.optional(),
  players: z.number().int(),
  dealer: z.number().int().optional(),
  options: optionsSchema.optional(),
});

const MOVE_TYPES = [
  "setup",
  "play",
  "flip",
  "pickup",
  "refill",
  "draw",
  "colorSwap",
  "colorSwapDecline",
] as const satisfies readonly Move["type"][];

const moveSchema = z.looseObject({ type: z.enum(MOVE_TYPES) });

export const decodeState = decoder<GameState>("Game.state", stateSchema);
export const decodeConfig = decoder<GameConfig>("Game.config", configSchema);
export const decodeEvents = decoder<GameEvent[]>("GameMove.events", z.array(eventSchema));
export const decodeRuleset = decoder<Ruleset>("Game.ruleset", ruleset);
export const decodeMove = decoder<Move>("GameMove.move", moveSchema);
export const decodeRatingChanges = decoder<
  ({ before: number; after: number; provisional?: boolean } | null)[]
>(
  "GameResult.ratings",
  z.array(
    z
      .object({
        before: z.number(),
        after: z.number(),
        provisional: z.boolean().optional(),
      })
      .nullable(),
  ),
);
