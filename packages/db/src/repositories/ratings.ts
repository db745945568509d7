// Ratings (Rating): the leaderboards and a player's ratings, and the writes a finished
// game makes inside the game repository's transaction (ratingWrites). Accounts only on
// the leaderboards: a guest is one browser, and many share a name.
//
// Query style: SQL through Prisma's tagged templates ($queryRaw) for the reads (the
// leaderboards sort by a computed average); the ending's writes (the row locks and the
// counting upsert) are plain SQL on the games repository's transaction, which runs on
// the pool with no ORM (ratingWrites).
import type { DbClient } from "../client";
import { Prisma } from "../generated/prisma/client";
import type { Sql } from "./sql-transaction";

/** A stored rating and its counters. */
export interface RatingRecord {
  ruleset: string;
  mu: number;
  sigma: number;
  games: number;
  wins: number;
  penaltyTotal: number;
}

export type LeaderboardMetric = "rating" | "wins" | "avgPenalty";

export interface LeaderboardQuery {
  ruleset: string;
  metric: LeaderboardMetric;
  /** Rated games a listed player has: at least `from`, fewer than `below` (null: no cap). */
  games: { from: number; below: number | null };
  limit: number;
  offset: number;
}

export interface LeaderboardRow extends RatingRecord {
  playerId: string;
  /** The player's display name. */
  name: string;
}

export interface RatingsRepository {
  /** One page of a leaderboard (accounts only) and how many rows it has in all. */
  leaderboard(
    query: LeaderboardQuery,
  ): Promise<{ total: number; rows: LeaderboardRow[] }>;
  /** A player's ratings, one per ruleset played, by ruleset. */
  ratingsOf(playerId: string): Promise<RatingRecord[]>;
}

// Fixed SQL per metric (no user input reaches ORDER BY). The shown rating is a linear
// function of mu, so ranking by mu ranks by the number shown.
const ORDER: Record<LeaderboardMetric, Prisma.Sql> = {
  rating: Prisma.sql`order by r.mu desc, r.games desc, r."playerId"`,
  wins: Prisma.sql`order by r.wins desc, r.games asc, r."playerId"`,
  avgPenalty: Prisma.sql`order by (r."penaltyTotal"::float / greatest(r.games, 1)) asc, r.games desc, r."playerId"`,
};

export function createRatingsRepository(db: DbClient): RatingsRepository {
  return {
    async leaderboard({ ruleset, metric, games, limit, offset }) {
      const below =
        games.below === null ? Prisma.empty : Prisma.sql`and r.games < ${games.below}`;
      const where = Prisma.sql`where r.ruleset = ${ruleset} and p."userId" is not null
        and r.games >= ${games.from} ${below}`;
      const [rows, counted] = await Promise.all([
        db.$queryRaw<LeaderboardRow[]>`
          select r."playerId", p."displayName" as name, r.ruleset, r.mu, r.sigma,
            r.games, r.wins, r."penaltyTotal"
          from "Rating" r join "Player" p on p.id = r."playerId"
          ${where}
          ${ORDER[metric]}
          limit ${limit} offset ${offset}`,
        db.$queryRaw<{ total: number }[]>`
          select count(*)::int as total
          from "Rating" r join "Player" p on p.id = r."playerId"
          ${where}`,
      ]);
      return { total: counted[0]?.total ?? 0, rows };
    },

    ratingsOf: (playerId) =>
      db.$queryRaw<RatingRecord[]>`
        select ruleset, mu, sigma, games, wins, "penaltyTotal" from "Rating"
        where "playerId" = ${playerId} order by ruleset`,
  };
}

/** One game's outcome for one person, as their rating row counts it. */
export interface RatedGame {
  mu: number;
  sigma: number;
  /** 1 for a win, else 0. */
  win: number;
  penalty: number;
}

/**
 * The rating writes of a game's end, run on the game repository's transaction (the
 * result, the move and the ratings commit together): plain SQL on that transaction's
 * connection, as the whole ending is (games/ending.ts). Kept here so that Rating has
 * one home.
 */
export function ratingWrites(sql: Sql) {
  return {
    /**
     * Locks the players' rows until commit, in one order: two games of one player ending
     * at once must not both read the old rating and overwrite each other.
     */
    async lockPlayers(playerIds: readonly string[]): Promise<void> {
      const ids = [...new Set(playerIds)].sort();
      await sql.query(
        'select id from "Player" where id = any($1::text[]) order by id for update',
        [ids],
      );
    },

    /** The stored ratings of these players in the ruleset (none for a first game). */
    async read(
      ruleset: string,
      playerIds: readonly string[],
    ): Promise<{ playerId: string; mu: number; sigma: number; games: number }[]> {
      const found = await sql.query<{
        playerId: string;
        mu: number;
        sigma: number;
        games: number;
      }>(
        `select "playerId", mu, sigma, games from "Rating"
        where ruleset = $1 and "playerId" = any($2::text[])`,
        [ruleset, [...playerIds]],
      );
      return found.rows;
    },

    /** Stores the new rating and counts the game, the win and the penalty. */
    async add(playerId: string, ruleset: string, game: RatedGame): Promise<void> {
      await sql.query(
        `insert into "Rating" ("playerId", ruleset, mu, sigma, games, wins, "penaltyTotal", "updatedAt")
        values ($1, $2, $3, $4, 1, $5, $6, now() at time zone 'utc')
        on conflict ("playerId", ruleset) do update set
          mu = excluded.mu,
          sigma = excluded.sigma,
          games = "Rating".games + 1,
          wins = "Rating".wins + excluded.wins,
          "penaltyTotal" = "Rating"."penaltyTotal" + excluded."penaltyTotal",
          "updatedAt" = now() at time zone 'utc'`,
        [playerId, ruleset, game.mu, game.sigma, game.win, game.penalty],
      );
    },
  };
}
