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
  mixesLookAlikeScripts,
  NAME_CHARACTERS,
  NAME_MAX,
  NAME_MIN,
  NAME_ONE_ALPHABET,
  NAME_PATTERN,
  NAME_TOO_LONG,
  NAME_TOO_SHORT,
  normalName,
} from "./display-name";
import { INVITE_ALPHABET, inviteCodeLengthFits, INVITE_CODE_WORDS } from "./invite-code";
import { REACTION_IDS, TALK_MAX_CHARS, TALK_MAX_MARKS } from "./talk";
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

/** A table's invite code as people type it: ten letters and digits (eight before), any case. */
export const inviteCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine(inviteCodeLengthFits, wordsAsText(INVITE_CODE_WORDS))
  .regex(new RegExp(`^[${INVITE_ALPHABET}]*$`), wordsAsText(INVITE_CODE_WORDS));

/** A name shown at the table, in its one form (display-name.ts: NFKC, one alphabet). */
export const displayNameSchema = z
  .string()
  .max(NAME_MAX * 8, wordsAsText(NAME_TOO_LONG)) // before any work on a huge string
  .transform(normalName)
  .pipe(
    z
      .string()
      .min(NAME_MIN, wordsAsText(NAME_TOO_SHORT))
      .max(NAME_MAX, wordsAsText(NAME_TOO_LONG))
      .regex(NAME_PATTERN, wordsAsText(NAME_CHARACTERS))
      .regex(/^\P{Default_Ignorable_Code_Point}+$/u, wordsAsText(NAME_CHARACTERS))
      .refine((name) => !mixesLookAlikeScripts(name), wordsAsText(NAME_ONE_ALPHABET)),
  );

/**
 * A message of table talk, in its one form (NFKC, trimmed): 1 to TALK_MAX_CHARS
 * characters; no control or format characters (direction overrides could make a line
 * read as someone else's; zero-width ones hide text) but the zero-width joiner emoji
 * are built with; no line or paragraph separators; something visible; at most
 * TALK_MAX_MARKS combining marks on one letter (a tower of them spills over other lines).
 */
const TOO_MANY_MARKS = new RegExp(`\\p{M}{${TALK_MAX_MARKS + 1}}`, "u");

export const talkTextSchema = z
  .string()
  .max(TALK_MAX_CHARS * 8, validationText("talkTooLong", { max: TALK_MAX_CHARS }))
  .transform((text) => text.normalize("NFKC").trim())
  .pipe(
    z
      .string()
      .min(1, validationText("talkEmpty"))
      .max(TALK_MAX_CHARS, validationText("talkTooLong", { max: TALK_MAX_CHARS }))
      .regex(
        /^(?:(?![\p{Cc}\p{Cf}\p{Zl}\p{Zp}])\P{Cs}|\u200D)+$/u,
        validationText("talkControlCharacters"),
      )
      .regex(
        /[^\p{Default_Ignorable_Code_Point}\p{White_Space}\p{M}]/u,
        validationText("talkEmpty"),
      )
      .refine(
        (text) => !TOO_MANY_MARKS.test(text),
        validationText("talkMarks", { max: TALK_MAX_MARKS }),
      ),
  );

export const reactionSchema = z.enum(REACTION_IDS);

/** A player's id as pages name it (a profile's address, the friends page's lists). */
export const playerIdSchema = z
  .string()
  .min(1, validationText("choosePlayer"))
  .regex(CUID, INVALID_ID);

/** A challenge's id. */
export const challengeIdSchema = idShaped(UUID);

/**
 * A readable profile address's handle as typed or linked (/players/<handle>): letters,
 * digits, _ . and -, case aside (the database compares lower-case). Anything else names
 * nobody, so it is refused as a bad link before a query sees it.
 */
export const handleSchema = z
  .string()
  .max(NAME_MAX * 4, INVALID_ID)
  .transform((typed) => typed.normalize("NFKC").trim())
  .pipe(z.string().regex(/^[\p{L}\p{N}_.-]+$/u, INVALID_ID));

/**
 * What a player typed to find someone by name: its one form (NFKC, trimmed), at most a
 * name long; no control or format characters (PostgreSQL refuses a NUL in text) and no
 * half of a surrogate pair (no name holds one, and the query's text would not be
 * well-formed). Empty asks nothing.
 */
export const playerSearchSchema = z
  .string()
  .max(NAME_MAX * 8, wordsAsText(NAME_TOO_LONG))
  .transform(normalName)
  .pipe(
    z
      .string()
      .max(NAME_MAX, wordsAsText(NAME_TOO_LONG))
      .regex(/^[^\p{Cc}\p{Cf}\p{Cs}]*$/u, wordsAsText(NAME_CHARACTERS)),
  );
/** An id a browser makes itself (crypto.randomUUID): an open page's, a device's. */
export const browserIdSchema = idShaped(UUID);
