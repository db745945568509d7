import { randomUUID } from "node:crypto";

import { initTRPC, TRPCError } from "@trpc/server";
import { ZodError, z } from "zod";

import {
  clientKey,
  GUEST_COOKIE,
  guestCookieHeader,
  readCookie,
  readGuestToken,
  signGuestToken,
  type RateLimiter,
} from "@3u3d/auth";
import type { Repositories } from "@3u3d/db/repositories";
import { DEFAULT_LOCALE, type Locale } from "@3u3d/i18n";
import { wordsInText } from "@3u3d/i18n/words-in-text";
import { log, REQUEST_ID_HEADER, requestIdOf, withLogFields } from "@3u3d/log";

import {
  GameServerError,
  refusalMsg,
  type GameServerErrorKind,
} from "./game-server/errors";
import type { AddressBook, Coach, Master, Tables } from "./game-server/game-server";
import type { Championships } from "./services/championships";
import type { Friends } from "./services/friends";
import type { Pairing } from "./services/pairing";
import type { Push } from "./services/push";
import type { Puzzles } from "./services/puzzles";
import type { Presence } from "./services/presence";
import type { AddressLimits } from "./services/address-limits";
import type { Overload, SheddableWork } from "./overload";
import { refusal, wordsOf } from "./refusal";
import type { PersonNews } from "./person-news";
import type { StreamLimits } from "./stream-limits";
import { transformer } from "./transformer";
import { requestLocale, speak } from "./words";

/**
 * Everything a procedure may use, injected by the caller (the Next.js route, a test,
 * a script). Nothing here reaches for globals, so tests build it with a test database.
 */
export interface ApiDeps {
  /** Storage, one repository per aggregate (@3u3d/db/repositories): never a client. */
  repositories: Repositories;
  /** The game server's master: moves, snapshots and live frames, records. */
  master: Master;
  /** The game server's tables: opening, seats, the deal, rematch, table talk. */
  tables: Tables;
  /** The game server's coach: hints and post-game analysis. */
  coach: Coach;
  /** Where each player's requests come from (their bots' share of the bots' lane). */
  addressBook: Pick<AddressBook, "seen">;
  /** Championships: creating, dealing the next game, standings (house.ts). */
  championships: Championships;
  /** Quick pairing: waiting for a game with people, in pools shared by every instance (house.ts). */
  pairing: Pairing;
  /** Web Push: devices' subscriptions, and notifying a player's devices (house.ts). */
  push: Push;
  /** Follows, blocks and challenges between accounts (house.ts). */
  friends: Friends;
  /** Who is here: heartbeats and the home page's counts (house.ts). */
  presence: Presence;
  /** The daily puzzle: days, stored puzzles, moves judged, streaks (house.ts). */
  puzzles: Puzzles;
  /** Signs guest cookies (AUTH_SECRET, or the one kept in the database). */
  authSecret: string;
  /** Limits sign-in and sign-up attempts per client and user name. */
  authLimiter: RateLimiter;
  /** Limits how fast one address creates guests and tables. */
  addressLimits: AddressLimits;
  /** This instance's live event streams: how many per address and in all, how long each. */
  streams: StreamLimits;
  /** What of each person's changed, for their pages' news stream (house.ts). */
  news: PersonNews;
  /**
   * Whether this instance is overloaded, and the count of what it refused for it
   * (overload.ts). Absent: never overloaded (tests, scripts).
   */
  overload?: Overload;
}

export interface TrpcContext extends ApiDeps {
  headers: Headers;
  /**
   * This request's id in the log (its X-Request-Id if well-formed, else a new one),
   * on every line written while it is answered, into the game server (@3u3d/log).
   */
  requestId: string;
  /** The language the caller reads (requestLocale): names and refusals are said in it. */
  locale: Locale;
  /** The caller's player identity (signed-in user's or guest's); null when anonymous. */
  playerId: string | null;
  /** When the caller's Auth.js session signed in (ms); null for guests and old sessions. */
  sessionSignedInAt: number | null;
  /** Adds a Set-Cookie header to the response (absent for server-side callers). */
  setCookie?: (header: string) => void;
}

export async function createTRPCContext(
  deps: ApiDeps,
  opts: {
    headers: Headers;
    /** Tests and server-side callers name the player directly. */
    playerId?: string | null;
    /** The player of the caller's Auth.js session (a signed-in account), if any. */
    sessionPlayerId?: string | null;
    /** When that session signed in (ms). */
    sessionSignedInAt?: number | null;
    setCookie?: (header: string) => void;
    /** The request's id, when the HTTP handler has read it already (requests.ts). */
    requestId?: string;
  },
): Promise<TrpcContext> {
  const base = {
    ...deps,
    headers: opts.headers,
    requestId: opts.requestId ?? requestIdOf(opts.headers.get(REQUEST_ID_HEADER)),
    locale: requestLocale(opts.headers),
    setCookie: opts.setCookie,
    sessionSignedInAt: opts.sessionSignedInAt ?? null,
  };
  if (opts.playerId !== undefined) return { ...base, playerId: opts.playerId };
  return { ...base, playerId: await callerPlayerId(deps, opts) };
}

/** Who is calling: the Auth.js session's player, else a valid guest cookie's, else nobody. */
export async function callerPlayerId(
  deps: Pick<ApiDeps, "repositories" | "authSecret">,
  opts: {
    headers: Headers;
    sessionPlayerId?: string | null;
    setCookie?: (header: string) => void;
  },
): Promise<string | null> {
  if (opts.sessionPlayerId) return opts.sessionPlayerId;
  return guestPlayerId(deps, opts.headers, opts.setCookie);
}

/** Sets the cookie that makes this browser the guest `playerId` (a fresh token). */
export function setGuestCookie(
  secret: string,
  headers: Headers,
  setCookie: ((header: string) => void) | undefined,
  playerId: string,
) {
  setCookie?.(
    guestCookieHeader(signGuestToken(secret, playerId), {
      secure: headers.get("x-forwarded-proto") === "https",
    }),
  );
}

/**
 * The guest this browser's cookie names, if it is still a guest, whoever the session
 * says the caller is: a guest who signed in to an account at a table brings their seat
 * along with it (game.bringGuestSeat).
 */
export const guestOfBrowser = (
  deps: Pick<ApiDeps, "repositories" | "authSecret">,
  headers: Headers,
) => guestPlayerId(deps, headers);

/**
 * The guest player named by a valid guest cookie, if it is still a guest. A token a
 * day old or more is re-issued on the way (guest tokens expire after a quiet spell).
 */
async function guestPlayerId(
  deps: Pick<ApiDeps, "repositories" | "authSecret">,
  headers: Headers,
  setCookie?: (header: string) => void,
): Promise<string | null> {
  const token = readGuestToken(
    deps.authSecret,
    readCookie(headers.get("cookie"), GUEST_COOKIE),
  );
  if (!token) return null;
  // Once a guest signs up its player belongs to the account: only a session may act as it.
  // This runs on every request a guest makes (each move, each refresh): one read by key.
  if (!(await deps.repositories.players.isGuest(token.playerId))) return null;
  if (token.renew) setGuestCookie(deps.authSecret, headers, setCookie, token.playerId);
  return token.playerId;
}

const t = initTRPC.context<TrpcContext>().create({
  transformer,
  errorFormatter: ({ shape, error, path, ctx }) => {
    // Every sentence a player reads is said in the request's language (words.ts).
    const locale = ctx?.locale ?? DEFAULT_LOCALE;
    // What went wrong inside stays in our log under an id; the client gets a sentence.
    if (error.code === "INTERNAL_SERVER_ERROR") {
      const id = randomUUID().slice(0, 8);
      log().error(
        { err: error.cause ?? error, errorId: id, path, reqId: ctx?.requestId },
        "internal error",
      );
      return {
        ...shape,
        message: speak(locale, refusalMsg("site.internal", { id })),
        data: {
          ...shape.data,
          stack: undefined,
          zodError: null,
          engineCode: null,
          errorId: id,
        },
      };
    }
    const invalid = error.cause instanceof ZodError ? error.cause : null;
    const words = wordsOf(error.cause);
    return {
      ...shape,
      // A person reads the message (player words only, in their language); the
      // field-by-field details, validator text included, are in data.zodError for
      // developers and tests.
      message: invalid
        ? readableIssues(invalid, locale)
        : words
          ? speak(locale, words)
          : shape.message,
      data: {
        ...shape.data,
        zodError: invalid ? z.flattenError(invalid) : null,
        // The engine's stable refusal code (NOT_YOUR_TURN, TOO_LOW, …) for clients and tests.
        engineCode:
          error.cause instanceof GameServerError ? error.cause.engineCode : null,
        errorId: null,
      },
    };
  },
});

/** What a player reads when a request fails validation without words for them. */
export const INVALID_REQUEST = refusalMsg("site.invalidRequest");

/**
 * The first problem with words for players, in `locale`'s words, else INVALID_REQUEST.
 * The schemas' own messages are catalogue messages carried through zod
 * (@3u3d/i18n/words-in-text); zod's built-in ones ("Too small: expected string to have
 * >=2 characters") are not, and never reach a player. The details stay in data.zodError.
 */
export function readableIssues(error: ZodError, locale: Locale): string {
  for (const issue of error.issues) {
    const words = wordsInText(issue.message);
    if (words) return speak(locale, words);
  }
  return speak(locale, INVALID_REQUEST);
}

export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;

const HTTP_CODE: Record<GameServerErrorKind, TRPCError["code"]> = {
  NOT_FOUND: "NOT_FOUND",
  NOT_YOUR_SEAT: "FORBIDDEN",
  WRONG_STATUS: "CONFLICT",
  STALE_VERSION: "CONFLICT",
  REFUSED: "BAD_REQUEST",
  TAKEN: "CONFLICT",
  TOO_MANY: "TOO_MANY_REQUESTS",
  INVALID: "BAD_REQUEST",
};

/** The game server's refusals as tRPC errors (anything else unchanged). */
export function asTRPCError(cause: unknown): unknown {
  if (cause instanceof GameServerError)
    return new TRPCError({ code: HTTP_CODE[cause.kind], message: cause.message, cause });
  // Prisma found no database connection for a transaction in time (P2028): the pool is
  // behind, nothing was written, and asking again later is the answer (503 with
  // Retry-After). Issue #65: in a burst of 1,000 new tables, before the overload set
  // in, these were 500s. Its own words, not the overload's: any call may meet it, a
  // seated player's resign or rematch too, and what they need to know is that nothing
  // was changed (not that games under way carry on).
  if (isPoolTimeout(cause))
    return refusal("SERVICE_UNAVAILABLE", refusalMsg("limits.databaseBusy"));
  return cause;
}

/** Prisma's "unable to start a transaction in the given time" (its known code P2028). */
const isPoolTimeout = (cause: unknown) =>
  cause instanceof Error &&
  (cause as Error & { code?: unknown }).code === "P2028" &&
  /unable to start a transaction/i.test(cause.message);

/** Refusals become HTTP answers here, and only here (the event stream maps its own). */
const domainErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (result.ok) return result;
  const mapped = asTRPCError(result.error.cause);
  if (mapped instanceof TRPCError) throw mapped;
  return result;
});

/**
 * One line per call, when it is answered: its path, how long it took, how it ended, who
 * asked and the game it is about. Everything the call writes on the way (the game server
 * included) carries the request id and the game id, and the seat once the game server
 * knows it (@3u3d/log's scope). Ids only: never the input or the answer.
 */
const logged = t.middleware(async ({ ctx, path, type, getRawInput, next }) => {
  const began = performance.now();
  const gameId = gameIdIn(await getRawInput().catch(() => undefined));
  return withLogFields(
    { reqId: ctx.requestId, path, ...(gameId ? { gameId } : {}) },
    async () => {
      const result = await next();
      const ms = Math.round((performance.now() - began) * 10) / 10;
      const who = ctx.playerId ? { playerId: ctx.playerId } : {};
      if (result.ok) log().info({ type, ms, ...who }, "call");
      else
        log()[result.error.code === "INTERNAL_SERVER_ERROR" ? "error" : "info"](
          { type, ms, ...who, code: result.error.code },
          "call refused",
        );
      return result;
    },
  );
});

/** A call's game id, if its input names one of the shape the database makes. */
function gameIdIn(input: unknown): string | null {
  if (typeof input !== "object" || input === null || !("gameId" in input)) return null;
  const { gameId } = input;
  return typeof gameId === "string" && /^[a-z0-9]{1,40}$/.test(gameId) ? gameId : null;
}

export const publicProcedure = t.procedure.use(logged).use(domainErrors);

/**
 * New work (a table, a seat, a pairing) is refused while this instance is overloaded
 * (overload.ts), before it costs anything: a 503 the client may try again after. Moves
 * and everything else about games under way never pass here.
 */
export const sheddable = (work: SheddableWork) =>
  t.middleware(({ ctx, next }) => {
    if (ctx.overload?.overloaded()) {
      ctx.overload.refused(work);
      throw refusal("SERVICE_UNAVAILABLE", refusalMsg("limits.busy"));
    }
    return next();
  });

/**
 * Procedures for callers with a player identity; ctx.playerId is then a string. The
 * game server is told where the player is (their tables' bots think in turn by owner:
 * person and address, game-server/bot-lane.ts).
 */
export const playerProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.playerId) throw refusal("UNAUTHORIZED", refusalMsg("site.signInOrGuest"));
  ctx.addressBook.seen(ctx.playerId, clientKey(ctx.headers));
  // Only what changes: tRPC merges it into the context itself, a copy of every key
  // (issue #65: passing the whole context made it copy each key twice, per call).
  return next({ ctx: { playerId: ctx.playerId } });
});
