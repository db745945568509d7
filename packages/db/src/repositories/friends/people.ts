// Finding people (issue #63): accounts by the start of their shown name, and the
// accounts someone played with lately. Neither ever shows a viewer someone a block
// stands between (either way: who blocked you is not found by you, and whom you
// blocked is on your friends page already). SQL through Prisma's tagged templates:
// the search must read the expression index "Player_searchKey_idx" (migration
// 20261202040510_finding_people), which the model API cannot name.
import type { DbClient } from "../../client";
import type { FriendsRepository } from "./types";

/** The games looked back over for "people you played with recently". */
const RECENT_GAMES = 50;

/** `like` reads \, % and _ as wildcards: typed ones are meant as themselves. */
const literalForLike = (typed: string) => typed.replace(/[\\%_]/g, "\\$&");

export function peopleRows(
  db: DbClient,
): Pick<FriendsRepository, "search" | "playedWithRecently"> {
  return {
    search: (viewerId, typed, limit) =>
      db.$queryRaw`
        select p.id as "playerId", p."displayName" as name, h.handle,
          exists (
            select 1 from "Follow" f
            where f."followerId" = ${viewerId} and f."followedId" = p.id
          ) as following
        from "Player" p
        join lateral (
          select handle from "PlayerHandle" where "playerId" = p.id
          order by "claimedAt" desc limit 1
        ) h on true
        where p."userId" is not null
          and (
            player_search_key(p."displayName")
              like player_search_key(${literalForLike(typed)}) || '%'
            or p.id = (select "playerId" from "PlayerHandle" where handle = lower(${typed}))
          )
          and not exists (
            select 1 from "Block" b
            where (b."blockerId" = p.id and b."blockedId" = ${viewerId})
               or (b."blockerId" = ${viewerId} and b."blockedId" = p.id)
          )
        order by player_search_key(p."displayName"), p.id
        limit ${limit}`,

    playedWithRecently: (playerId, limit) =>
      db.$queryRaw`
        with mine as (
          select g.id, coalesce(g."finishedAt", g."startedAt", g."createdAt") as at
          from "GameSeat" s join "Game" g on g.id = s."gameId"
          where s."playerId" = ${playerId}
            and g.status in ('PLAYING', 'FINISHED', 'ABANDONED')
          order by at desc
          limit ${RECENT_GAMES}
        )
        select p.id as "playerId", p."displayName" as name, max(mine.at) as "lastPlayed"
        from mine
        join "GameSeat" s on s."gameId" = mine.id
        join "Player" p on p.id = s."playerId"
        where p."userId" is not null and p.id <> ${playerId}
          and not exists (
            select 1 from "Follow" f
            where f."followerId" = ${playerId} and f."followedId" = p.id
          )
          and not exists (
            select 1 from "Block" b
            where (b."blockerId" = p.id and b."blockedId" = ${playerId})
               or (b."blockerId" = ${playerId} and b."blockedId" = p.id)
          )
        group by p.id, p."displayName"
        order by "lastPlayed" desc, p.id
        limit ${limit}`,
  };
}
