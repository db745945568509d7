// Accounts with a user name and a password. A guest who signs up keeps its Player,
// and so every game, championship and rating it already has.
import type { PlayersRepository, SignedIn } from "@3u3d/db/repositories";
import type { PlainWords } from "@3u3d/i18n/words-in-text";

import { accountWords } from "./account-words";
import { burnVerify, hashPassword, passwordProblem, verifyPassword } from "./passwords";
import { usernameSchema } from "./username";

export type AccountErrorCode =
  | "USERNAME_TAKEN"
  | "WEAK_PASSWORD"
  | "ALREADY_AN_ACCOUNT"
  | "WRONG_PASSWORD"
  | "NO_PASSWORD"
  | "ALREADY_LINKED";

/**
 * A refusal of an account change: its code for programs, and its words for the player
 * (a catalogue message, refusals.account.*), which the API says in the request's
 * language. The error's message is the words' id, for logs.
 */
export class AccountError extends Error {
  override name = "AccountError";
  constructor(
    readonly code: AccountErrorCode,
    readonly words: PlainWords,
  ) {
    super(words.id);
  }
}

export interface SignUpInput {
  username: string;
  password: string;
  /** null: keep the guest's name (or use the user name). */
  displayName: string | null;
  /** The caller's guest player, if any: it becomes the account's player. */
  guestPlayerId: string | null;
}

export async function signUp(
  players: PlayersRepository,
  input: SignUpInput,
): Promise<{ userId: string; playerId: string }> {
  const username = usernameSchema.parse(input.username);
  const problem = passwordProblem(input.password, username);
  if (problem) throw new AccountError("WEAK_PASSWORD", problem);
  const created = await players.createAccount({
    username,
    passwordHash: await hashPassword(input.password),
    displayName: input.displayName,
    guestPlayerId: input.guestPlayerId,
  });
  if (created.ok) return { userId: created.userId, playerId: created.playerId };
  throw created.reason === "USERNAME_TAKEN"
    ? new AccountError("USERNAME_TAKEN", accountWords("usernameTaken"))
    : new AccountError("ALREADY_AN_ACCOUNT", accountWords("alreadyAnAccount"));
}

/** The account's player for these credentials, or null (same answer, same time, whether the name exists or not). */
export async function verifyCredentials(
  players: PlayersRepository,
  input: { username: string; password: string },
): Promise<SignedIn | null> {
  const parsed = usernameSchema.safeParse(input.username);
  const user = parsed.success ? await players.passwordLogin(parsed.data) : null;
  if (!user?.passwordHash) {
    await burnVerify(input.password);
    return null;
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) return null;
  const playerId =
    user.playerId ?? (await players.addPlayer(user.userId, parsed.data ?? "player"));
  return { userId: user.userId, playerId, sessionEpoch: user.sessionEpoch };
}
