// How fast one address may do the things that are free to ask for but cost the server:
// creating guests and tables (a row each, and a table with bots costs CPU while it
// plays), reading replays (each page rebuilds up to 200 positions), and the coach's
// hints and analyses (expert searches: guests are free to make, so a limit per person
// alone is no limit). A script could
// otherwise ask for them without end. A classroom behind one address still fits well
// inside the free allowance; past it, waits grow (RateLimiter) and a quiet spell
// starts afresh.
import { searches, type BotLevel } from "@3u3d/ai";
import { clientKey, RateLimiter } from "@3u3d/auth";
import type { LimitsRepository } from "@3u3d/db/repositories";

import { GameServerError } from "../game-server/errors";
import { refusal, refusalMsg } from "../refusal";
import { waitInWords } from "../wait-in-words";

export interface AddressLimits {
  guests: RateLimiter;
  tables: RateLimiter;
  /**
   * New tables with a bot that searches (an Expert or a Tactician): each keeps a share
   * of the bots' threads busy while it plays (game-server/bot-lane.ts).
   */
  botTables: RateLimiter;
  /** Replay pages and game exports. */
  replays: RateLimiter;
  /** Turning notifications on and off (a stored subscription each). */
  push: RateLimiter;
  /** Hints asked (an expert search each, unless the position was asked before). */
  hints: RateLimiter;
  /** Post-game analyses started (up to 120 expert searches each). */
  analyses: RateLimiter;
  /** Invite codes that opened no table: guesses, or typos (lookUpInviteCode). */
  invites: RateLimiter;
  /** Pages counted online for browsers that are nobody yet (services/presence.ts). */
  anonymousPages: RateLimiter;
}

const QUIET_HOUR = { forgetAfterMs: 60 * 60_000, maxDelayMs: 15 * 60_000 };

/** The limits every instance counts together, in the database's RateBucket table. */
export function defaultAddressLimits(limits: LimitsRepository): AddressLimits {
  return {
    guests: new RateLimiter(limits, "guests", {
      freeAttempts: 50,
      firstDelayMs: 60_000,
      ...QUIET_HOUR,
    }),
    tables: new RateLimiter(limits, "tables", {
      freeAttempts: 100,
      firstDelayMs: 60_000,
      ...QUIET_HOUR,
    }),
    // A class each playing an Expert fits; a script holding a hundred such tables
    // (issue #61, item 3) does not: past 30, one more a minute, then every 2, 4… 15.
    botTables: new RateLimiter(limits, "bot-tables", {
      freeAttempts: 30,
      firstDelayMs: 60_000,
      ...QUIET_HOUR,
    }),
    // Hundreds of replays' worth; past it, one page a minute at worst, and ten quiet
    // minutes start afresh.
    replays: new RateLimiter(limits, "replays", {
      freeAttempts: 600,
      firstDelayMs: 1_000,
      forgetAfterMs: 10 * 60_000,
      maxDelayMs: 60_000,
    }),
    // Far more than a household's browsers turning notifications on and off.
    push: new RateLimiter(limits, "push", {
      freeAttempts: 60,
      firstDelayMs: 60_000,
      ...QUIET_HOUR,
    }),
    // A household or a classroom asking a hint every turn each: 120 in a burst, then
    // two a second for the whole address (a fifth of one instance's coach), and a
    // quiet minute starts afresh. Each person has their own limit too (coach.ts).
    hints: new RateLimiter(limits, "address-hints", {
      freeAttempts: 120,
      firstDelayMs: 100,
      maxDelayMs: 500,
      forgetAfterMs: 60_000,
    }),
    // An analysis is seconds of coach CPU: ten in a burst, then one every few minutes
    // (ten at most) for the whole address.
    analyses: new RateLimiter(limits, "address-analyses", {
      freeAttempts: 10,
      firstDelayMs: 60_000,
      maxDelayMs: 10 * 60_000,
      forgetAfterMs: 60 * 60_000,
    }),
    // Wrong invite codes, counted as sign-in counts wrong passwords: 30 in a burst (a
    // class mistyping its codes fits), then waits of 1, 2, 4… up to 15 minutes, and a
    // quiet hour starts afresh. About 30 guesses an hour then, against 10^15 codes.
    invites: new RateLimiter(limits, "address-invites", {
      freeAttempts: 30,
      firstDelayMs: 60_000,
      ...QUIET_HOUR,
    }),
    // A household's or a classroom's tabs, opened and reopened: 200 in a burst, then
    // one a minute at most (past the limit a page is simply not counted).
    anonymousPages: new RateLimiter(limits, "address-pages", {
      freeAttempts: 200,
      firstDelayMs: 60_000,
      maxDelayMs: 60_000,
      forgetAfterMs: 10 * 60_000,
    }),
  };
}

/**
 * Counts a new table (a championship's, a rematch's) for the caller's address, and,
 * when a bot at it searches, its bot tables too; refused in the tables' words.
 */
export async function limitNewTable(
  limits: Pick<AddressLimits, "tables" | "botTables">,
  headers: Headers,
  seats: readonly ({ kind: "human" } | { kind: "bot"; level: BotLevel })[],
) {
  await limitByAddress(limits.tables, headers, "tables");
  if (seats.some((s) => s.kind === "bot" && searches(s.level)))
    await limitByAddress(limits.botTables, headers, "tables");
}

/** What an address asked too much of, by its words in refusals.limits. */
export type AddressLimited =
  "tables" | "guests" | "pairing" | "replays" | "analyses" | "hints" | "push" | "invites";

/**
 * Counts one request for the caller's address, or refuses it with the wait in words:
 * "Too many new tables from your address: try again in 40 seconds."
 */
export async function limitByAddress(
  limiter: RateLimiter,
  headers: Headers,
  what: AddressLimited,
) {
  const verdict = await limiter.attempt(clientKey(headers));
  if (!verdict.ok)
    throw refusal(
      "TOO_MANY_REQUESTS",
      refusalMsg(`limits.${what}`, { wait: waitInWords(verdict.retryAfterMs) }),
    );
}

/**
 * Looks up what an invite code opens, counting the code as a guess for the caller's
 * address unless it opened something (issue #61: 295 guesses a second were answered).
 * `open` resolves to null, or throws a NOT_FOUND refusal, when the code opens nothing;
 * only then does the attempt stay counted. While the address waits, no code is
 * looked up at all.
 */
export async function lookUpInviteCode<T>(
  limiter: RateLimiter,
  headers: Headers,
  open: () => Promise<T>,
): Promise<T> {
  const address = clientKey(headers);
  const verdict = await limiter.attempt(address);
  if (!verdict.ok)
    throw refusal(
      "TOO_MANY_REQUESTS",
      refusalMsg("limits.invites", { wait: waitInWords(verdict.retryAfterMs) }),
    );
  let opened: T;
  try {
    opened = await open();
  } catch (error) {
    if (!(error instanceof GameServerError && error.kind === "NOT_FOUND"))
      await limiter.refund([address]);
    throw error;
  }
  if (opened !== null) await limiter.refund([address]);
  return opened;
}
