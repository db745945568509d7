// Limits on guessing passwords that stop guessers, not the people who know them. Only a
// wrong password counts: each check is counted as a failure before the password is
// looked at (so a burst of parallel guesses is counted one by one and cannot slip past
// together) and taken back when the password was right.
//
// Sign-in is counted in three buckets, all or none:
// - the account and the address together: 10 wrong passwords, then waits of 1, 2, 4…
//   minutes up to 15. A right password clears it. Someone guessing at an account from
//   one machine is held here without touching anybody else's sign-in.
// - the account from anywhere: 100 wrong passwords an hour (a guesser spread over many
//   machines). A trickle of wrong passwords (one every 15 minutes) never reaches it, so
//   it cannot keep the owner out.
// - the address, whatever the account: 100 wrong passwords an hour (one machine trying a
//   password on many names). An office or school behind one address signs in freely:
//   right passwords are not counted.
// Account changes behind a password (deleting the account, a new password) are made by
// someone already signed in, so they count per account only, in a bucket of their own.
import type { RateLimiter, RateLimitPolicy, Verdict } from "./rate-limit";
import { usernameSchema } from "./username";

const HOUR_MS = 60 * 60_000;

/** One key's bucket: cleared by a right password. */
const PAIR: RateLimitPolicy = {
  freeAttempts: 10,
  firstDelayMs: 60_000,
  maxDelayMs: 15 * 60_000,
};
/** An hour's bucket: past its allowance, nothing more until the next hour's. */
const HOURLY_CEILING: RateLimitPolicy = {
  freeAttempts: 100,
  firstDelayMs: HOUR_MS,
  maxDelayMs: HOUR_MS,
};
/** Sign-ups make accounts: counted whether they work or not; a class can still join. */
const SIGNUP_ADDRESS: RateLimitPolicy = { freeAttempts: 40, firstDelayMs: 60_000 };
const SIGNUP_NAME: RateLimitPolicy = { freeAttempts: 10, firstDelayMs: 60_000 };

/** Which policy a key of the auth limiter follows (the keys are made below). */
export function authPolicy(key: string): RateLimitPolicy {
  if (key.startsWith("signin:hour:")) return HOURLY_CEILING;
  if (key.startsWith("signup:address:")) return SIGNUP_ADDRESS;
  if (key.startsWith("signup:")) return SIGNUP_NAME;
  return PAIR;
}

/** The buckets one password check is counted in. */
export interface GuessKeys {
  /** Cleared by a right password. */
  own: string[];
  /** Given back their one attempt by a right password (others' failures stay). */
  shared: string[];
}

/**
 * A sign-in's buckets. The account is the user name in its normal form (" Alice" is
 * alice); a name no account can have gets no account bucket, as it cannot be guessed
 * into, and counts only against the address.
 */
export function signInGuessKeys(
  client: string,
  username: string,
  now: number,
): GuessKeys {
  const hour = Math.floor(now / HOUR_MS);
  const shared = [`signin:hour:${hour}:address:${client}`];
  const account = usernameSchema.safeParse(username);
  if (!account.success) return { own: [], shared };
  return {
    own: [`signin:pair:${account.data}@${client}`],
    shared: [...shared, `signin:hour:${hour}:account:${account.data}`],
  };
}

/** The bucket of a signed-in account's password-confirmed changes. */
export function accountChangeGuessKeys(userId: string): GuessKeys {
  return { own: [`change:user:${userId}`], shared: [] };
}

export type GuardedCheck<T> =
  { ok: false; retryAfterMs: number } | { ok: true; result: T };

/**
 * Runs `check` (a password check: null when the password was wrong) unless a bucket
 * makes it wait. A wrong password stays counted; a right one is given back.
 */
export async function checkPasswordLimited<T>(
  limiter: RateLimiter,
  keys: GuessKeys,
  check: () => Promise<T | null>,
): Promise<GuardedCheck<T | null>> {
  const all = [...keys.own, ...keys.shared];
  const verdict: Verdict = await limiter.attempt(all);
  if (!verdict.ok) return verdict;
  let result: T | null;
  try {
    result = await check();
  } catch (error) {
    // A failure of ours (the database, say) is nobody's guess.
    await limiter.refund(all);
    throw error;
  }
  if (result !== null) {
    await limiter.forget(keys.own);
    await limiter.refund(keys.shared);
  }
  return { ok: true, result };
}
