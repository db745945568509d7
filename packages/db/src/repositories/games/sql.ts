// The games repository's plain SQL: the whole move path (loading a game, committing a
// move, the final move and an abandoned game's end, with the result, ratings and
// achievements: play.ts, ending.ts) and the lists polled often (a player's tables, the
// lobby's best games, the restart and sweep queries: tables.ts). A statement costs
// ~0.15 ms of CPU here against ~2 ms through Prisma's query compiler
// (docs/benchmarks.md; `pnpm --filter @3u3d/db bench:commit-final` for an ending).
//
// Timestamps are stored without a time zone, in UTC (Prisma's convention): read them
// `at time zone 'utc'` so node-postgres does not take them for local times.

/** The seats of the game `g`, in order, as one JSON array (StoredSeat[]). */
const SEATS_OF_G = `coalesce((
      select json_agg(json_build_object(
        'seat', s.seat, 'playerId', s."playerId", 'botLevel', s."botLevel",
        'botControlled', s."botControlled", 'displayName', p."displayName",
        'account', p."userId" is not null)
        order by s.seat)
      from "GameSeat" s left join "Player" p on p.id = s."playerId"
      where s."gameId" = g.id), '[]') as seats`;

export const LOAD_GAME = `
  select g.id, g.status, g.version, g.state, g.config, g.ruleset, g."seatCount",
    g."turnTimerSeconds", g."inviteCode", g."isPublic", g."hostPlayerId",
    g."championshipId", g.rated, g."hintsUsed", g."startedAt" at time zone 'utc' as "startedAt",
    g."finishedAt" at time zone 'utc' as "finishedAt",
    (select json_build_object('gameId', r.id, 'inviteCode', r."inviteCode",
        'hostPlayerId', r."hostPlayerId")
      from "Game" r where r.id = g."rematchId") as rematch,
    octet_length(g.state::text) as "stateBytes",
    ${SEATS_OF_G}
  from "Game" g where g.id = $1`;

export const LOAD_MOVES = `
  select events, "createdAt" at time zone 'utc' as "createdAt",
    octet_length(events::text) as bytes from "GameMove"
  where "gameId" = $1 and seq <= $2 order by seq`;

/** The seats to act are stored with each move, so lists and restarts never read the state. */
export const TABLES_OF = `
  select g.id, g.status, g.ruleset, g."seatCount", g."championshipId",
    c.name as "championshipName", g."championshipIndex",
    case when g.status = 'PLAYING' then to_json(g.acting) else '[]'::json end as acting,
    g."turnTimerSeconds",
    case when g.status = 'PLAYING' then coalesce(
      (select m."createdAt" from "GameMove" m where m."gameId" = g.id order by m.seq desc limit 1),
      g."startedAt") at time zone 'utc' end as "turnSince",
    ${SEATS_OF_G}
  from "Game" g left join "Championship" c on c.id = g."championshipId"
  where g.status in ('LOBBY', 'PLAYING')
    and exists (select 1 from "GameSeat" m where m."gameId" = g.id and m."playerId" = $1)
  order by g."createdAt" desc, g.id
  limit $2`;

/**
 * Every move, the last one too: the game's new state, version and seats to act,
 * guarded by the version the move was computed from; the move appended; a person's
 * timeouts in a row forgotten. $10 true: the move ends the game (FINISHED, now), and
 * the caller stores its result in the same transaction (commitFinal). No row: the
 * version moved on (or the game is no longer being played), and nothing changed.
 */
export const COMMIT_MOVE = `
  with bumped as (
    update "Game" set version = $3, state = $4::jsonb, acting = $9::int[],
      "updatedAt" = now() at time zone 'utc',
      status = case when $10::boolean then 'FINISHED'::"GameStatus" else status end,
      "finishedAt" = case when $10::boolean then now() at time zone 'utc' else "finishedAt" end
    where id = $1 and version = $2 and status = 'PLAYING'
    returning id
  ),
  -- Timeouts count turns in a row: a turn the human played starts the count again.
  played as (
    update "GameSeat" set timeouts = 0
    where "gameId" = (select id from bumped) and seat = $5 and timeouts > 0 and not $8
  )
  insert into "GameMove" ("gameId", seq, seat, move, events, "byBot")
  select id, $3, $5, $6::jsonb, $7::jsonb, $8 from bumped
  returning "createdAt" at time zone 'utc' as "createdAt"`;

/**
 * A bot's move that does not end the game (two in three of all moves): COMMIT_MOVE
 * without what only a person's move or the last one needs — no seat's timeouts to
 * forget, no ending. COMMIT_MOVE's parameters but the last ($8, byBot, is true). Issue
 * #65: less to plan and execute on most moves; both run as prepared statements (play.ts).
 */
export const COMMIT_BOT_MOVE = `
  with bumped as (
    update "Game" set version = $3, state = $4::jsonb, acting = $9::int[],
      "updatedAt" = now() at time zone 'utc'
    where id = $1 and version = $2 and status = 'PLAYING'
    returning id
  )
  insert into "GameMove" ("gameId", seq, seat, move, events, "byBot")
  select id, $3, $5, $6::jsonb, $7::jsonb, $8 from bumped
  returning "createdAt" at time zone 'utc' as "createdAt"`;

/** A running game locked for its end (abandon): its status, state, ruleset and seats. */
export const LOCK_FOR_ENDING = `
  select g.status, g.state, g.ruleset, ${SEATS_OF_G}
  from "Game" g where g.id = $1
  for update of g`;

export const ABANDON = `
  update "Game" set status = 'ABANDONED', acting = '{}',
    "finishedAt" = now() at time zone 'utc', "updatedAt" = now() at time zone 'utc'
  where id = $1`;

export const MOVE_EVENTS = `select events from "GameMove" where "gameId" = $1 order by seq`;

/**
 * What an ending judges, read under the row lock it holds: hints and resigns given
 * until then count, and whether each person holds an account (guests are not rated).
 */
export const ENDING_GAME = `
  select g."hintsUsed", g.rated, g."championshipId", coalesce((
      select json_agg(json_build_object(
        'seat', s.seat, 'playerId', s."playerId", 'botLevel', s."botLevel",
        'botControlled', s."botControlled", 'resigned', s.resigned,
        'account', p."userId" is not null)
        order by s.seat)
      from "GameSeat" s left join "Player" p on p.id = s."playerId"
      where s."gameId" = g.id), '[]') as seats
  from "Game" g where g.id = $1`;

/** $6 null: the game was not rated (a hint, a casual game, or nobody to rate). */
export const INSERT_RESULT = `
  insert into "GameResult" ("gameId", "winnerSeat", stalemate, "order", scores, ratings, "finishedAt")
  values ($1, $2, $3, $4::jsonb, $5::jsonb, $6::jsonb, now() at time zone 'utc')`;

/** A championship's rules and the results of its ended games in order (this one's just written). */
export const CHAMPIONSHIP_SO_FAR = `
  select c."targetGames", c."targetScore", coalesce((
      select json_agg(json_build_object('winner', r."winnerSeat", 'scores', r.scores)
        order by g."championshipIndex")
      from "Game" g join "GameResult" r on r."gameId" = g.id
      where g."championshipId" = c.id), '[]') as games
  from "Championship" c where c.id = $1`;

export const PLAYING_COUNT = `select count(*)::int as n from "Game" where status = 'PLAYING'`;

/** Running games with a turn timer, or with a bot (or a person's seat a bot plays) to act. */
export const GAMES_TO_RESUME = `
  select g.id from "Game" g
  where g.status = 'PLAYING'
    and (g."turnTimerSeconds" is not null
      or exists (
        select 1 from "GameSeat" s
        where s."gameId" = g.id and s.seat = any(g.acting)
          and (s."playerId" is null or s."botControlled")))`;

/**
 * The tables a person is at (in person) that wait or are being played, and the waiting
 * tables they host without sitting there (none should be: a table is closed or passed
 * on when its host leaves, tables.ts, but one that slipped through still counts).
 */
export const OPEN_SEATS = `
  select count(*)::int as count from "Game" g
  where g.status in ('LOBBY', 'PLAYING')
    and (exists (
        select 1 from "GameSeat" s
        where s."gameId" = g.id and s."playerId" = $1 and not s."botControlled")
      or (g.status = 'LOBBY' and g."hostPlayerId" = $1 and g."championshipId" is null))`;

/** Waiting tables (not a championship's) where no person sits: the sweep closes them. */
export const TABLES_NOBODY_SITS_AT = `
  select g.id from "Game" g
  where g.status = 'LOBBY' and g."championshipId" is null
    and not exists (
      select 1 from "GameSeat" s where s."gameId" = g.id and s."playerId" is not null)
  order by g."createdAt"
  limit $1`;

export const MARK_HINTS_USED = `update "Game" set "hintsUsed" = true where id = $1 and status = 'PLAYING'`;

/** A seat handed to its bot stays resigned when taken back (it ranks last). */
export const SET_BOT_CONTROL = `
  update "GameSeat" set "botControlled" = $3, resigned = resigned or $3,
    "handedOver" = coalesce("handedOver", case when $3 then 'resigned' end),
    timeouts = case when $3 then timeouts else 0 end
  where "gameId" = $1 and seat = $2`;

/** Untimed games being played that nobody has moved in for $1 seconds, oldest first. */
export const UNTIMED_GAMES_IDLE = `
  select id from "Game"
  where status = 'PLAYING' and "turnTimerSeconds" is null
    and "updatedAt" < (now() at time zone 'utc') - make_interval(secs => $1::float8)
  order by "updatedAt"
  limit $2`;

/** A seat changes hands at a live table ($2 → $3), unless $3 sits there already. */
export const MOVE_SEAT = `
  update "GameSeat" s set "playerId" = $3
  from "Game" g
  where s."gameId" = $1 and s."playerId" = $2 and g.id = s."gameId"
    and g.status in ('LOBBY', 'PLAYING')
    and not exists (select 1 from "GameSeat" o where o."gameId" = $1 and o."playerId" = $3)
  returning s.seat`;

/** The host of a table, when it was the seat's player, follows the seat. */
export const MOVE_HOST = `update "Game" set "hostPlayerId" = $3 where id = $1 and "hostPlayerId" = $2`;

export const RECORD_TIMEOUT = `
  update "GameSeat" set timeouts = timeouts + 1,
    "botControlled" = "botControlled" or timeouts + 1 >= $3,
    resigned = resigned or timeouts + 1 >= $3,
    "handedOver" = coalesce("handedOver", case when timeouts + 1 >= $3 then 'timedOut' end)
  where "gameId" = $1 and seat = $2
  returning ("botControlled" and timeouts = $3) as "handedOver"`;

/** A code opens only a table still waiting or playing: it dies with its game (#61). */
export const TABLE_BY_INVITE = `select id from "Game" where "inviteCode" = $1 and status in ('LOBBY', 'PLAYING')`;

/**
 * Public games being played to show, best-rated first: among the CANDIDATES started
 * most recently (and, when $2 is given, moved in the last $2 seconds: a game nobody
 * moves in is not "being played now"), by the best conservative rating
 * (mu - 3 sigma) seated at each in its ruleset, then newest first. A bounded read
 * however many games run: the candidates come off the (status, isPublic) index, each
 * rated by its few seats.
 */
export const BEST_LIVE_TABLES = `
  with candidates as (
    select g.id, g.ruleset, g."startedAt" from "Game" g
    where g.status = 'PLAYING' and g."isPublic"
      and ($2::float8 is null
        or g."updatedAt" > (now() at time zone 'utc') - make_interval(secs => $2::float8))
    order by g."startedAt" desc limit 100
  )
  select c.id from candidates c
  order by (
    select max(r.mu - 3 * r.sigma) from "GameSeat" s
    join "Rating" r on r."playerId" = s."playerId" and r.ruleset = c.ruleset
    where s."gameId" = c.id
  ) desc nulls last, c."startedAt" desc
  limit $1`;
