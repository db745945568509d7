// Accounts with a user name and a password. A guest who signs up keeps its Player,
// and so every game, championship and rating it already has.
import type { DbClient } from "@3u3d/db";

import { burnVerify, hashPassword, passwordProblem, verifyPassword } from "./passwords";
import { usernameSchema } from "./username";

export type AccountErrorCode =
  | "USERNAME_TAKEN"
  | "WEAK_PASSWORD"
  | "ALREADY_AN_ACCOUNT"
  | "WRONG_PASSWORD"
  | "NO_PASSWORD"
  | "ALREADY_LINKED";

export class AccountError extends Error {
  override name = "AccountError";
  constructor(
    readonly code: AccountErrorCode,
    message: string,
  ) {
    super(message);
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
  db: DbClient,
  input: SignUpInput,
): Promise<{ userId: string; playerId: string }> {
  const username = usernameSchema.parse(input.username);
  const problem = passwordProblem(input.password, username);
  if (problem) throw new AccountError("WEAK_PASSWORD", problem);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.$transaction(async (tx) => {
      const guest = input.guestPlayerId
        ? await tx.player.findUnique({
            where: { id: input.guestPlayerId },
            select: { id: true, userId: true, displayName: true },
          })
        : null;
      if (guest?.userId)
        throw new AccountError(
          "ALREADY_AN_ACCOUNT",
          "You are already signed in to an account.",
        );
      const displayName = input.displayName ?? guest?.displayName ?? username;
      const user = await tx.user.create({
        data: { username, name: displayName, passwordHash },
      });
      if (guest) {
        // Only a guest nobody has claimed yet: two sign-ups racing with one guest
        // cookie must not both take it (the loser's transaction is rolled back).
        const claimed = await tx.player.updateMany({
          where: { id: guest.id, userId: null },
          data: { userId: user.id, displayName },
        });
        if (claimed.count !== 1)
          throw new AccountError(
            "ALREADY_AN_ACCOUNT",
            "You are already signed in to an account.",
          );
        return { userId: user.id, playerId: guest.id };
      }
      const player = await tx.player.create({ data: { userId: user.id, displayName } });
      return { userId: user.id, playerId: player.id };
    });
  } catch (error) {
    if ((error as { code?: string }).code === "P2002")
      throw new AccountError("USERNAME_TAKEN", "That user name is taken.");
    throw error;
  }
}

/** The account's player for these credentials, or null (same answer, same time, whether the name exists or not). */
export async function verifyCredentials(
  db: DbClient,
  input: { username: string; password: string },
): Promise<{ userId: string; playerId: string; sessionEpoch: number } | null> {
  const parsed = usernameSchema.safeParse(input.username);
  const user = parsed.success
    ? await db.user.findUnique({
        where: { username: parsed.data },
        select: {
          id: true,
          passwordHash: true,
          sessionEpoch: true,
          players: { select: { id: true }, orderBy: { createdAt: "asc" }, take: 1 },
        },
      })
    : null;
  if (!user?.passwordHash) {
    await burnVerify(input.password);
    return null;
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) return null;
  const player =
    user.players[0] ??
    (await db.player.create({
      data: { userId: user.id, displayName: parsed.data ?? "player" },
    }));
  return { userId: user.id, playerId: player.id, sessionEpoch: user.sessionEpoch };
}
