// Changing an account's password: the current one must be given (a session left open
// on a shared computer is not enough), and every other session ends with it (the new
// hash and the raised session epoch are one write).
import type { PlayersRepository } from "@3u3d/db/repositories";

import { accountWords } from "./account-words";
import { AccountError } from "./accounts";
import { hashPassword, passwordProblem, verifyPassword } from "./passwords";

export async function changePassword(
  players: PlayersRepository,
  input: { userId: string; current: string; next: string },
): Promise<void> {
  const user = await players.account(input.userId);
  if (!user) throw new Error(`no account ${input.userId}`);
  if (!user.passwordHash || !user.username)
    throw new AccountError("NO_PASSWORD", accountWords("noPassword"));
  if (!(await verifyPassword(user.passwordHash, input.current)))
    throw new AccountError("WRONG_PASSWORD", accountWords("wrongCurrentPassword"));
  const problem = passwordProblem(input.next, user.username);
  if (problem) throw new AccountError("WEAK_PASSWORD", problem);
  await players.changePasswordHash(input.userId, await hashPassword(input.next));
}
