// How fast one address may create guests and tables. Both are free and cost the server
// (a row each, and a table with bots costs CPU while it plays), so a script could
// otherwise make them without end. A classroom behind one address still fits well
// inside the free allowance; past it, waits grow (RateLimiter) and an hour of quiet
// starts afresh.
import { TRPCError } from "@trpc/server";

import { clientKey, RateLimiter } from "@3u3d/auth";

export interface CreationLimits {
  guests: RateLimiter;
  tables: RateLimiter;
}

const QUIET_HOUR = { forgetAfterMs: 60 * 60_000, maxDelayMs: 15 * 60_000 };

export function defaultCreationLimits(): CreationLimits {
  return {
    guests: new RateLimiter(50, 60_000, QUIET_HOUR),
    tables: new RateLimiter(100, 60_000, QUIET_HOUR),
  };
}

/** Counts one creation for the caller's address, or refuses it with the wait in words. */
export function limitCreation(limiter: RateLimiter, headers: Headers, what: string) {
  const verdict = limiter.attempt(clientKey(headers));
  if (!verdict.ok)
    throw new TRPCError({
      code: "TOO_MANY_REQUESTS",
      message: `Too many new ${what} from your address: try again in ${waitInWords(verdict.retryAfterMs)}.`,
    });
}

/** "40 seconds", "1 minute", "15 minutes". */
export function waitInWords(ms: number): string {
  const [amount, unit] =
    ms < 60_000 ? [Math.ceil(ms / 1000), "second"] : [Math.ceil(ms / 60_000), "minute"];
  return `${amount} ${unit}${amount === 1 ? "" : "s"}`;
}
