// How fast one address may do the things that are free to ask for but cost the server:
// creating guests and tables (a row each, and a table with bots costs CPU while it
// plays) and reading replays (each page rebuilds up to 200 positions). A script could
// otherwise ask for them without end. A classroom behind one address still fits well
// inside the free allowance; past it, waits grow (RateLimiter) and a quiet spell
// starts afresh.
import { TRPCError } from "@trpc/server";

import { clientKey, RateLimiter } from "@3u3d/auth";
import type { LimitsRepository } from "@3u3d/db/repositories";

import { waitInWords } from "../wait-in-words";

export interface AddressLimits {
  guests: RateLimiter;
  tables: RateLimiter;
  /** Replay pages and game exports. */
  replays: RateLimiter;
  /** Turning notifications on and off (a stored subscription each). */
  push: RateLimiter;
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
  };
}

/**
 * Counts one request for the caller's address, or refuses it with the wait in words:
 * "Too many <what> from your address: try again in 40 seconds."
 */
export async function limitByAddress(
  limiter: RateLimiter,
  headers: Headers,
  what: string,
) {
  const verdict = await limiter.attempt(clientKey(headers));
  if (!verdict.ok)
    throw new TRPCError({
      code: "TOO_MANY_REQUESTS",
      message: `Too many ${what} from your address: try again in ${waitInWords(verdict.retryAfterMs)}.`,
    });
}

export { waitInWords };
