// Password hashing with argon2id (@node-rs/argon2: maintained, prebuilt for every
// platform, no node-gyp). Production stores OWASP's argon2id recommendation (19 MiB,
// 2 passes, 1 lane, the library's defaults written out so a test can hold them to it).
// Tests lower the cost through @3u3d/auth/testing: a test signing in hundreds of times
// measures the limits, not argon2, and must not fail because the machine is busy.
// Verifying reads the cost from the stored hash, so either kind verifies anywhere.
import { hash, verify } from "@node-rs/argon2";

import type { PlainWords } from "@3u3d/i18n/words-in-text";

import { accountWords } from "./account-words";

const ARGON2ID = 2; // Algorithm.Argon2id (a const enum, not importable under isolatedModules)

export interface PasswordHashCost {
  /** KiB of memory per lane. */
  memoryCost: number;
  /** Passes over that memory. */
  timeCost: number;
  /** Lanes. */
  parallelism: number;
}

export const PRODUCTION_PASSWORD_HASH: PasswordHashCost = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

let cost = PRODUCTION_PASSWORD_HASH;
let dummy: Promise<string> | undefined; // burnVerify's hash, made at first use

/** For tests only (re-exported by src/testing.ts, never by the package's index). */
export function setPasswordHashCost(next: PasswordHashCost): void {
  cost = next;
  dummy = undefined; // burnVerify's hash is made again at the new cost
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, ...cost });
}

export async function verifyPassword(
  passwordHash: string,
  password: string,
): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash never matches
  }
}

// Verifying against this when the user does not exist keeps "no such user" and
// "wrong password" equally slow, so response times do not reveal which names exist.
export async function burnVerify(password: string): Promise<void> {
  dummy ??= hashPassword("not-a-real-password-just-for-timing");
  await verifyPassword(await dummy, password);
}

const COMMON = new Set([
  "password",
  "password1",
  "password123",
  "1234567890",
  "12345678910",
  "qwertyuiop",
  "iloveyou12",
  "letmein123",
  "welcome123",
  "football12",
  "abcdefghij",
  "0123456789",
]);

const PASSWORD_MIN = 10;
const PASSWORD_MAX = 200;

/** Why a password is too weak (a catalogue message), or null when it is acceptable. */
export function passwordProblem(password: string, username: string): PlainWords | null {
  if (password.length < PASSWORD_MIN)
    return accountWords("passwordTooShort", { min: PASSWORD_MIN });
  if (password.length > PASSWORD_MAX)
    return accountWords("passwordTooLong", { max: PASSWORD_MAX });
  if (COMMON.has(password.toLowerCase())) return accountWords("passwordCommon");
  if (new Set(password).size < 4) return accountWords("passwordFewCharacters");
  if (password.toLowerCase().includes(username.toLowerCase()))
    return accountWords("passwordHasUsername");
  return null;
}
