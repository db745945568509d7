// A player's progress per ruleset, as profiles show it: counters, average place and
// penalty, win streaks, the record against each bot level, and the rating after each
// rated game (read from GameResult.ratings, which the game's end wrote). Read only:
// Game, GameSeat, GameResult.
//
// Which games count: every ended game of the player's with a result (played to the
// end, or ended because everyone left: GameStatus ABANDONED with its result), rated or
// not, hints or none: the same games the match history lists with a result. A seat its
// player handed to its bot (a resign, or turns timed out; GameSeat.resigned) is a loss
// in last place, whatever the bot then made of it, as ratings count it. Only rated
// games (GameResult.ratings holds the seat's before and after) are rating points.
//
// Query style: SQL through Prisma's tagged templates: the place is computed from the
// result's JSON (order, scores), streaks are runs found with a window function, and
// the answers stay small however many games a player has (a row per ruleset, a row
// per bot level, the last `points` rated games per ruleset). Measured
// (bench/progress.bench.ts, 2026-12-02, 2 cores at load 10): a player of 2,000 games
// among 4,000, median 78 ms, slowest 120 ms: per request is fine, no cache kept.
import type { DbClient } from "../../client";
import { Prisma } from "../../generated/prisma/client";
import { ENDED_STATUSES } from "./types";

/** One rated game's shown rating, before and after it. */
export interface RatingPoint {
  finishedAt: Date;
  before: number;
  after: number;
}

/** The record against one bot level: games with one or more of its bots at the table. */
export interface LevelRecord {
  level: string;
  games: number;
  wins: number;
}

export interface RulesetProgress {
  ruleset: string;
  games: number;
  wins: number;
  /** 1 is first; ties share the better place (as the result screen shows them). */
  averagePlace: number;
  averagePenalty: number;
  /** The longest run of wins in a row, and the run the last game ended on. */
  bestStreak: number;
  currentStreak: number;
  /** By level name; levels never met are left out. */
  levels: LevelRecord[];
  /** Rated games in all, and the last `points` of them, oldest first. */
  ratedGames: number;
  ratings: RatingPoint[];
}

export interface ProgressRepository {
  /** Per ruleset the player has a counted game in, by ruleset. */
  progressOf(playerId: string, options: { points: number }): Promise<RulesetProgress[]>;
}

const ENDED = Prisma.join([...ENDED_STATUSES]);

/**
 * Each counted game of the player's, one row: won, place, penalty. The place of a seat
 * that stayed is its finishing rank (packages/api's finishingRanks): its turn in going
 * out, else after everyone who went out, sharing a rank with equal penalty points.
 */
const outcomes = (playerId: string) => Prisma.sql`
  outcome as (
    select g.id, g.ruleset, coalesce(g."finishedAt", r."finishedAt") as at,
      (r."winnerSeat" = s.seat and not s.resigned) is true as won,
      (r.scores ->> s.seat)::int as penalty,
      case when s.resigned then g."seatCount" else coalesce(
        (select o.i from jsonb_array_elements_text(r."order") with ordinality o(v, i)
          where o.v::int = s.seat),
        jsonb_array_length(r."order") + 1 + (
          select count(*) from jsonb_array_elements_text(r.scores) with ordinality x(v, i)
          where x.v::int < (r.scores ->> s.seat)::int
            and not r."order" @> to_jsonb(x.i - 1)))
      end as place
    from "GameSeat" s
    join "Game" g on g.id = s."gameId"
    join "GameResult" r on r."gameId" = s."gameId"
    where s."playerId" = ${playerId} and g.status::text in (${ENDED})
  )`;

interface RecordRow extends Omit<RulesetProgress, "levels" | "ratedGames" | "ratings"> {
  levels: LevelRecord[];
}

interface PointRow extends RatingPoint {
  ruleset: string;
  total: number;
}

export function createProgressRepository(db: DbClient): ProgressRepository {
  return {
    async progressOf(playerId, { points }) {
      const [records, rated] = await Promise.all([
        // A run of wins is the games between two losses: counting the losses so far
        // numbers the runs; the current one is the run after the last loss.
        db.$queryRaw<RecordRow[]>`
          with ${outcomes(playerId)},
          runs as (
            select ruleset, won,
              count(*) filter (where not won) over (partition by ruleset order by at, id) as run
            from outcome
          ),
          streak as (
            select ruleset, run, count(*) filter (where won)::int as wins
            from runs group by ruleset, run
          ),
          level as (
            select o.ruleset, b."botLevel" as level, count(*)::int as games,
              count(*) filter (where o.won)::int as wins
            from outcome o
            join lateral (
              select distinct "botLevel" from "GameSeat" b
              where b."gameId" = o.id and b."playerId" is null
                and b."botLevel" is not null and not b.resigned
            ) b on true
            group by o.ruleset, b."botLevel"
          )
          select o.ruleset, count(*)::int as games,
            count(*) filter (where o.won)::int as wins,
            avg(o.place)::float as "averagePlace",
            avg(o.penalty)::float as "averagePenalty",
            (select max(wins) from streak where streak.ruleset = o.ruleset) as "bestStreak",
            (select wins from streak where streak.ruleset = o.ruleset
              order by run desc limit 1) as "currentStreak",
            coalesce((select jsonb_agg(jsonb_build_object(
                'level', level.level, 'games', level.games, 'wins', level.wins)
                order by level.level)
              from level where level.ruleset = o.ruleset), '[]') as levels
          from outcome o
          group by o.ruleset
          order by o.ruleset`,
        db.$queryRaw<PointRow[]>`
          select ruleset, "finishedAt", before, after, total from (
            select g.ruleset, coalesce(g."finishedAt", r."finishedAt") as "finishedAt",
              (r.ratings -> s.seat ->> 'before')::int as before,
              (r.ratings -> s.seat ->> 'after')::int as after,
              row_number() over (partition by g.ruleset
                order by coalesce(g."finishedAt", r."finishedAt") desc, g.id desc) as newest,
              (count(*) over (partition by g.ruleset))::int as total
            from "GameSeat" s
            join "Game" g on g.id = s."gameId"
            join "GameResult" r on r."gameId" = s."gameId"
            where s."playerId" = ${playerId} and g.status::text in (${ENDED})
              and jsonb_typeof(r.ratings -> s.seat) = 'object'
          ) p
          where newest <= ${points}
          order by ruleset, newest desc`,
      ]);
      return records.map((record) => {
        const mine = rated.filter((p) => p.ruleset === record.ruleset);
        return {
          ...record,
          bestStreak: Number(record.bestStreak),
          currentStreak: Number(record.currentStreak),
          ratedGames: mine[0]?.total ?? 0,
          ratings: mine.map(({ finishedAt, before, after }) => ({
            finishedAt,
            before,
            after,
          })),
        };
      });
    },
  };
}
