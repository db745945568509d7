// Follows (Follow): one account following another, and the friends page's list of
// them with who is online or playing. SQL through Prisma's tagged templates: the
// insert-if-missing, the lateral join for a game being played and times on the
// database's clock have no model-API form.
import type { DbClient } from "../../client";
import type { FollowedPlayer, FriendsRepository } from "./types";

/** The friends page lists at most this many (a follow costs a row on every poll of it). */
const LISTED = 200;

export function followRows(
  db: DbClient,
): Pick<FriendsRepository, "follow" | "unfollow" | "following" | "relation"> {
  return {
    async follow(followerId, followedId) {
      // One statement: a block made meanwhile either comes first (no row) or removes
      // this follow under its pair lock.
      const rows = await db.$queryRaw<{ ok: boolean }[]>`
        with allowed as (
          select not exists (
            select 1 from "Block"
            where ("blockerId" = ${followerId} and "blockedId" = ${followedId})
               or ("blockerId" = ${followedId} and "blockedId" = ${followerId})
          ) as ok
        ), inserted as (
          insert into "Follow" ("followerId", "followedId")
          select ${followerId}, ${followedId} from allowed where ok
          on conflict do nothing
        )
        select ok from allowed`;
      return rows[0]?.ok ?? false;
    },

    async unfollow(followerId, followedId) {
      await db.$executeRaw`
        delete from "Follow"
        where "followerId" = ${followerId} and "followedId" = ${followedId}`;
    },

    following: (playerId, onlineWithinMs) =>
      db.$queryRaw<FollowedPlayer[]>`
        select p.id as "playerId", p."displayName" as name,
          exists (
            select 1 from "OpenPage" page
            where page."playerId" = p.id
              and page."seenAt" > now() - ${onlineWithinMs}::float8 * interval '1 millisecond'
          ) as online,
          case when g.id is null then null
            else json_build_object('gameId', g.id, 'isPublic', g."isPublic") end as playing,
          exists (
            select 1 from "Follow" back
            where back."followerId" = p.id and back."followedId" = ${playerId}
          ) as "followsBack"
        from "Follow" f
        join "Player" p on p.id = f."followedId"
        left join lateral (
          select g.id, g."isPublic" from "GameSeat" s join "Game" g on g.id = s."gameId"
          where s."playerId" = p.id and g.status = 'PLAYING' and not s."botControlled"
          order by g."isPublic" desc, g."startedAt" desc nulls last
          limit 1
        ) g on true
        where f."followerId" = ${playerId}
        order by lower(p."displayName"), p.id
        limit ${LISTED}`,

    async relation(viewerId, otherId) {
      const rows = await db.$queryRaw<
        { following: boolean; blocking: boolean; blockedBy: boolean }[]
      >`
        select
          exists (select 1 from "Follow"
            where "followerId" = ${viewerId} and "followedId" = ${otherId}) as following,
          exists (select 1 from "Block"
            where "blockerId" = ${viewerId} and "blockedId" = ${otherId}) as blocking,
          exists (select 1 from "Block"
            where "blockerId" = ${otherId} and "blockedId" = ${viewerId}) as "blockedBy"`;
      return rows[0] ?? { following: false, blocking: false, blockedBy: false };
    },
  };
}
