// The account and player behind an OAuth sign-in. With JWT sessions Auth.js keeps no
// users itself, so a first sign-in creates the User, its Account link and its Player
// (adopting the browser's guest player, with its games, when there is one). A signed-in
// player who signs in with a provider links that login to their account instead: a way
// back in when the password is lost.
import type { DbClient } from "@3u3d/db";

import { AccountError } from "./accounts";

export interface OAuthIdentity {
  provider: string;
  providerAccountId: string;
  type: string;
  name: string | null;
  image: string | null;
  /** The guest player of the signing-in browser, if any. */
  guestPlayerId: string | null;
  /** The account the browser is signed in to, if any: the login is linked to it. */
  linkToUserId?: string | null;
}

export async function playerForOAuth(
  db: DbClient,
  identity: OAuthIdentity,
): Promise<{ userId: string; playerId: string; sessionEpoch: number }> {
  return db.$transaction(async (tx) => {
    const linked = await tx.account.findUnique({
      where: {
        provider_providerAccountId: {
          provider: identity.provider,
          providerAccountId: identity.providerAccountId,
        },
      },
      select: { userId: true },
    });
    const linkTo = identity.linkToUserId ?? null;
    if (linked && linkTo && linked.userId !== linkTo)
      throw new AccountError(
        "ALREADY_LINKED",
        "That login already belongs to another account.",
      );
    if (!linked && linkTo)
      await tx.account.create({
        data: {
          userId: linkTo,
          provider: identity.provider,
          providerAccountId: identity.providerAccountId,
          type: identity.type,
        },
      });
    const userId =
      linked?.userId ??
      linkTo ??
      (
        await tx.user.create({
          data: {
            name: identity.name,
            image: identity.image,
            accounts: {
              create: {
                provider: identity.provider,
                providerAccountId: identity.providerAccountId,
                type: identity.type,
              },
            },
          },
          select: { id: true },
        })
      ).id;
    const existing = await tx.player.findFirst({
      where: { userId },
      orderBy: { createdAt: "asc" },
      select: { id: true },
    });
    const { sessionEpoch } = await tx.user.findUniqueOrThrow({
      where: { id: userId },
      select: { sessionEpoch: true },
    });
    if (existing) return { userId, playerId: existing.id, sessionEpoch };
    const guest = identity.guestPlayerId
      ? await tx.player.findUnique({
          where: { id: identity.guestPlayerId },
          select: { id: true, userId: true },
        })
      : null;
    const player =
      guest?.userId === null
        ? await tx.player.update({ where: { id: guest.id }, data: { userId } })
        : await tx.player.create({
            data: { userId, displayName: (identity.name ?? "player").slice(0, 24) },
          });
    return { userId, playerId: player.id, sessionEpoch };
  });
}
