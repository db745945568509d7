// Changing an account's password: the current one must be given (a session left open
// on a shared computer is not enough), and every other session ends with it.
import type { DbClient } from "@3u3d/db";

import { AccountError } from "./accounts";
import { hashPassword, passwordProblem, verifyPassword } from "./passwords";
import { endAllSessions } from "./session-epoch";

export async function changePassword(
  db: DbClient,
  input: { userId: string; current: string; next: string },
): Promise<void> {
  const user = await db.user.findUniqueOrThrow({
    where: { id: input.userId },
    select: { username: true, passwordHash: true },
  });
  if (!user.passwordHash || !user.username)
    throw new AccountError(
      "NO_PASSWORD",
      "This account signs in with GitHub, Google or Discord and has no password.",
    );
  if (!(await verifyPassword(user.passwordHash, input.current)))
    throw new AccountError("WRONG_PASSWORD", "Your current password is not right.");
  const problem = passwordProblem(input.next, user.username);
  if (problem) throw new AccountError("WEAK_PASSWORD", problem);
  await db.user.update({
    where: { id: input.userId },
    data: { passwordHash: await hashPassword(input.next) },
  });
  await endAllSessions(db, input.userId);
}
