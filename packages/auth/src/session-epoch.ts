// "Sign out everywhere" with JWT sessions: nothing is stored per session, so each token
// carries the user's session epoch from when it was issued, and every read of a session
// compares it with the stored one (one indexed read by primary key). Raising the epoch
// ends every session issued before, on every device, at its next request.
import { sqlPool, type DbClient } from "@3u3d/db";

/** The user's current epoch, or null when the user no longer exists (account deleted). */
export async function currentSessionEpoch(
  db: DbClient,
  userId: string,
): Promise<number | null> {
  // Plain SQL: this runs on every request of a signed-in player.
  const found = await sqlPool(db).query<{ sessionEpoch: number }>(
    'select "sessionEpoch" from "User" where id = $1',
    [userId],
  );
  return found.rows[0]?.sessionEpoch ?? null;
}

/** Ends every session of the user; returns the new epoch for a session issued now. */
export async function endAllSessions(db: DbClient, userId: string): Promise<number> {
  const user = await db.user.update({
    where: { id: userId },
    data: { sessionEpoch: { increment: 1 } },
    select: { sessionEpoch: true },
  });
  return user.sessionEpoch;
}
