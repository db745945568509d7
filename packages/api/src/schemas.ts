// zod schemas for everything a client may send. Shapes mirror the engine's Move and
// GameOptions, and the lists of rulesets, colours, swap modes and bot levels come from
// the engine and the AI, where they belong; the engine still judges legality, these
// only reject malformed input. Messages a player reads are catalogue messages carried
// through zod as text (validation-words.ts); trpc.ts says them in the request's language.
import { z } from "zod";

import { wordsAsText } from "@3u3d/i18n/words-in-text";

import { BOT_LEVELS, type BotLevel } from "@3u3d/ai";
import { COLOR_NAMES, RULESETS, SWAP_MODES } from "@3u3d/engine";

import {
  NAME_CHARACTERS,
  NAME_MAX,
  NAME_MIN,
  NAME_PATTERN,
  NAME_TOO_LONG,
  NAME_TOO_SHORT,
} from "./display-name";
import { INVITE_ALPHABET, INVITE_CODE_LENGTH, INVITE_CODE_WORDS } from "./invite-code";
import { REACTION_IDS, TALK_MAX_CHARS } from "./talk";
import { validationText } from "./validation-words";

export const rulesetSchema = z.enum(RULESETS);

const INVALID_ID = validationText("badLink");

const card = z
  .string()
  .min(2)
  .max(4)
  .regex(/^[0-9A-Za-z]+$/);

export const moveSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("setup"), faceUp: z.array(card).length(3) }),
  z.strictObject({ type: z.literal("play"), cards: z.array(card).min(1).max(16) }),
  z.strictObject({ type: z.literal("flip"), index: z.number().int().min(0).max(8) }),
  z.strictObject({ type: z.literal("pickup") }),
  z.strictObject({ type: z.literal("refill") }),
  z.strictObject({ type: z.literal("draw") }),
  z.strictObject({ type: z.literal("colorSwap"), hand: card, faceUp: card }),
  z.strictObject({ type: z.literal("colorSwapDecline") }),
]);

export const botLevelSchema = z.enum(
  BOT_LEVELS.map((b) => b.level) as [BotLevel, ...BotLevel[]],
);

export const optionsSchema = z.strictObject({
  continueAfterWinner: z.boolean().optional(),
  drawInsteadOfPlay: z.boolean().optional(),
  reverseOnOne: z.boolean().optional(),
  swap: z.enum(SWAP_MODES).optional(),
  colorFour: z.boolean().optional(),
  colors: z.array(z.enum(COLOR_NAMES)).min(1).max(7).optional(),
  equalAllowed: z.boolean().optional(),
  scoreTableCards: z.boolean().optional(),
});

export const seatSpecSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("human") }),
  z.strictObject({ kind: z.literal("bot"), level: botLevelSchema }),
]);

/**
 * Ids as the database makes them, and nothing else: Prisma's cuid() for games, tables,
 * championships and players ("c" and 20–32 lower-case letters and digits, Prisma's own
 * isCuid), PostgreSQL's gen_random_uuid() for challenges. Anything else names nothing,
 * so it is refused here as a bad link (400) before a query sees it: a NUL byte, which
 * PostgreSQL refuses in text, made every such request a 500 with a stack in the log.
 */
const CUID = /^c[0-9a-z]{20,32}$/;
const UUID = /^[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/;

const idShaped = (shape: RegExp) => z.string().regex(shape, INVALID_ID);

/** A game's (or a waiting table's) id. */
export const gameIdSchema = idShaped(CUID);

/** A championship's id. */
export const championshipIdSchema = idShaped(CUID);

/** A table's invite code as people type it: eight letters and digits, any case. */
export const inviteCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .length(INVITE_CODE_LENGTH, wordsAsText(INVITE_CODE_WORDS))
  .regex(new RegExp(`^[${INVITE_ALPHABET}]*$`), wordsAsText(INVITE_CODE_WORDS));

/** A name shown at the table. */
export const displayNameSchema = z
  .string()
  .trim()
  .min(NAME_MIN, wordsAsText(NAME_TOO_SHORT))
  .max(NAME_MAX, wordsAsText(NAME_TOO_LONG))
  .regex(NAME_PATTERN, wordsAsText(NAME_CHARACTERS));

/**
 * A message of table talk: trimmed, 1 to TALK_MAX_CHARS characters, with no control
 * characters and no direction overrides (which could make a line read as someone else's).
 */
export const talkTextSchema = z
  .string()
  .trim()
  .min(1, validationText("talkEmpty"))
  .max(TALK_MAX_CHARS, validationText("talkTooLong", { max: TALK_MAX_CHARS }))
  .regex(
    /^[^\p{Cc}\u202A-\u202E\u2066-\u2069]+$/u,
    validationText("talkControlCharacters"),
  );

export const reactionSchema = z.enum(REACTION_IDS);

/** A player's id as pages name it (a profile's address, the friends page's lists). */
export const playerIdSchema = z
  .string()
  .min(1, validationText("choosePlayer"))
  .regex(CUID, INVALID_ID);

/** A challenge's id. */
export const challengeIdSchema = idShaped(UUID);
