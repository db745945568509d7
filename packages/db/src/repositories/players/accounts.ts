// Accounts: the User row (user name, password hash, session epoch), its OAuth logins
// (Account) and the players it owns. A guest who signs up keeps its Player, and so
// every game, championship and rating it already has. Prisma model API.
import type { DbClient } from "../../client";
import type { PlayersRepository } from "./types";

/** Thrown inside a transaction to roll it back; becomes an outcome outside. */
class GuestAlreadyClaimed extends Error {}

export function accountRows(
  db: DbClient,
): Pick<
  PlayersRepository,
  | "createAccount"
  | "passwordLogin"
  | "addPlayer"
  | "oauthLogin"
  | "account"
  | "unlinkLogin"
  | "changePasswordHash"
  | "endAllSessions"
> {
  async function endAllSessions(userId: string, passwordHash?: string) {
    const user = await db.user.update({
      where: { id: userId },
      data: { sessionEpoch: { increment: 1 }, ...(passwordHash && { passwordHash }) },
      select: { sessionEpoch: true },
    });
    return user.sessionEpoch;
  }

  return {
    async createAccount(input) {
      try {
        return await db.$transaction(async (tx) => {
          const guest = input.guestPlayerId
            ? await tx.player.findUnique({
                where: { id: input.guestPlayerId },
                select: { id: true, userId: true, displayName: true },
              })
            : null;
          if (guest?.userId) throw new GuestAlreadyClaimed();
          const displayName = input.displayName ?? guest?.displayName ?? input.username;
          const user = await tx.user.create({
            data: {
              username: input.username,
              name: displayName,
              passwordHash: input.passwordHash,
            },
          });
          if (guest) {
            // Only a guest nobody has claimed yet: two sign-ups racing with one guest
            // cookie must not both take it (the loser's transaction is rolled back).
            const claimed = await tx.player.updateMany({
              where: { id: guest.id, userId: null },
              data: { userId: user.id, displayName },
            });
            if (claimed.count !== 1) throw new GuestAlreadyClaimed();
            return { ok: true as const, userId: user.id, playerId: guest.id };
          }
          const player = await tx.player.create({
            data: { userId: user.id, displayName },
          });
          return { ok: true as const, userId: user.id, playerId: player.id };
        });
      } catch (error) {
        if (error instanceof GuestAlreadyClaimed)
          return { ok: false, reason: "ALREADY_AN_ACCOUNT" };
        // A unique violation: the only unique column written is the user name.
        if ((error as { code?: string }).code === "P2002")
          return { ok: false, reason: "USERNAME_TAKEN" };
        throw error;
      }
    },

    async passwordLogin(username) {
      const user = await db.user.findUnique({
        where: { username },
        select: {
          id: true,
          passwordHash: true,
          sessionEpoch: true,
          players: { select: { id: true }, orderBy: { createdAt: "asc" }, take: 1 },
        },
      });
      return (
        user && {
          userId: user.id,
          passwordHash: user.passwordHash,
          sessionEpoch: user.sessionEpoch,
          playerId: user.players[0]?.id ?? null,
        }
      );
    },

    async addPlayer(userId, displayName) {
      const player = await db.player.create({
        data: { userId, displayName },
        select: { id: true },
      });
      return player.id;
    },

    oauthLogin: (login) =>
      db.$transaction(async (tx) => {
        const linked = await tx.account.findUnique({
          where: {
            provider_providerAccountId: {
              provider: login.provider,
              providerAccountId: login.providerAccountId,
            },
          },
          select: { userId: true },
        });
        const linkTo = login.linkToUserId;
        if (linked && linkTo && linked.userId !== linkTo)
          return { ok: false as const, reason: "ALREADY_LINKED" as const };
        const oauthAccount = {
          provider: login.provider,
          providerAccountId: login.providerAccountId,
          type: login.type,
        };
        if (!linked && linkTo)
          await tx.account.create({ data: { userId: linkTo, ...oauthAccount } });
        const userId =
          linked?.userId ??
          linkTo ??
          (
            await tx.user.create({
              data: {
                name: login.name,
                image: login.image,
                accounts: { create: oauthAccount },
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
        if (existing)
          return { ok: true as const, userId, playerId: existing.id, sessionEpoch };
        const guest = login.guestPlayerId
          ? await tx.player.findUnique({
              where: { id: login.guestPlayerId },
              select: { id: true, userId: true },
            })
          : null;
        const player =
          guest?.userId === null
            ? await tx.player.update({ where: { id: guest.id }, data: { userId } })
            : await tx.player.create({
                data: { userId, displayName: (login.name ?? "player").slice(0, 24) },
              });
        return { ok: true as const, userId, playerId: player.id, sessionEpoch };
      }),

    async account(userId) {
      const user = await db.user.findUnique({
        where: { id: userId },
        select: {
          username: true,
          name: true,
          email: true,
          passwordHash: true,
          createdAt: true,
          accounts: { select: { provider: true } },
          players: {
            orderBy: { createdAt: "asc" },
            select: { id: true, displayName: true, createdAt: true },
          },
        },
      });
      if (!user) return null;
      const { accounts, ...rest } = user;
      return { ...rest, linkedProviders: accounts.map((a) => a.provider) };
    },

    unlinkLogin: (userId, provider) =>
      db.$transaction(async (tx) => {
        // Locks the user, so two unlinks at once cannot remove both of its last logins.
        await tx.$executeRaw`select 1 from "User" where id = ${userId} for update`;
        const user = await tx.user.findUnique({
          where: { id: userId },
          select: {
            passwordHash: true,
            accounts: { select: { id: true, provider: true } },
          },
        });
        const login = user?.accounts.find((a) => a.provider === provider);
        if (!user || !login) return { ok: false as const, reason: "NOT_LINKED" as const };
        if (user.passwordHash === null && user.accounts.length === 1)
          return { ok: false as const, reason: "LAST_WAY_IN" as const };
        await tx.account.delete({ where: { id: login.id } });
        return { ok: true as const };
      }),

    // One update: a new password and the end of every session older than it.
    changePasswordHash: (userId, passwordHash) => endAllSessions(userId, passwordHash),

    endAllSessions: (userId) => endAllSessions(userId),
  };
}
