// Blocks (Block): a block removes both follows and cancels pending challenges between
// the two in its transaction, under the pair's lock (pair-lock.ts), so a challenge
// being made at the same moment either comes first and is cancelled, or sees the
// block. SQL through Prisma's tagged templates (the advisory lock, insert-if-missing).
import type { DbClient } from "../../client";
import { lockPair, TX_OPTIONS } from "./pair-lock";
import type { BlockedPlayer, FriendsRepository } from "./types";

export function blockRows(
  db: DbClient,
): Pick<
  FriendsRepository,
  "block" | "unblock" | "blocked" | "blockedIds" | "blockedPairsAmong"
> {
  return {
    async block(blockerId, blockedId) {
      await db.$transaction(async (tx) => {
        await lockPair(tx, blockerId, blockedId);
        await tx.$executeRaw`
          insert into "Block" ("blockerId", "blockedId")
          values (${blockerId}, ${blockedId}) on conflict do nothing`;
        await tx.$executeRaw`
          delete from "Follow"
          where ("followerId" = ${blockerId} and "followedId" = ${blockedId})
             or ("followerId" = ${blockedId} and "followedId" = ${blockerId})`;
        await tx.$executeRaw`
          update "Challenge" set status = 'cancelled', "answeredAt" = now()
          where status = 'pending'
            and (("fromPlayerId" = ${blockerId} and "toPlayerId" = ${blockedId})
              or ("fromPlayerId" = ${blockedId} and "toPlayerId" = ${blockerId}))`;
      }, TX_OPTIONS);
    },

    async unblock(blockerId, blockedId) {
      await db.$executeRaw`
        delete from "Block" where "blockerId" = ${blockerId} and "blockedId" = ${blockedId}`;
    },

    blocked: (blockerId) =>
      db.$queryRaw<BlockedPlayer[]>`
        select p.id as "playerId", p."displayName" as name, b."createdAt" as since
        from "Block" b join "Player" p on p.id = b."blockedId"
        where b."blockerId" = ${blockerId}
        order by b."createdAt" desc, p.id`,

    async blockedIds(blockerId) {
      const rows = await db.$queryRaw<{ id: string }[]>`
        select "blockedId" as id from "Block" where "blockerId" = ${blockerId}`;
      return rows.map((r) => r.id);
    },

    async blockedPairsAmong(playerIds) {
      const ids = [...new Set(playerIds)];
      if (ids.length < 2) return [];
      const rows = await db.$queryRaw<{ blockerId: string; blockedId: string }[]>`
        select "blockerId", "blockedId" from "Block"
        where "blockerId" = any(${ids}::text[]) and "blockedId" = any(${ids}::text[])
        order by "blockerId", "blockedId"`;
      return rows.map((r): [string, string] => [r.blockerId, r.blockedId]);
    },
  };
}
