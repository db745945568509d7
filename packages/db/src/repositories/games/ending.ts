// A game's end, however it came (its last move, or everyone leaving): the result, the
// ratings it changes and the achievements it earns, written on the transaction that
// ended the game (play.ts), which holds the game's row lock. Plain SQL on that
// transaction's connection: the ending is on the move path, where there is no ORM.
// The rules are the API's (EndingRules): this file reads what they judge and stores
// what they decide.
import type { GameEvent } from "@3u3d/engine";

import { awardAchievements } from "../achievements";
import { decodeNumbers } from "../decode";
import { ratingWrites } from "../ratings";
import type { Sql } from "../sql-transaction";
import { CHAMPIONSHIP_SO_FAR, ENDING_GAME, INSERT_RESULT } from "./sql";
import type {
  ChampionshipSoFar,
  EndingRules,
  FinalResult,
  FinishedSeat,
  StoredRating,
} from "./types";

/**
 * Stores a game's end on `sql` (a transaction holding the game's row lock): its result
 * and everyone's new ratings (none after a hint, nor in a casual game, nor when the
 * rule rates nobody: then it is stored as not rated), and the achievements it earned.
 * `moves`: every move's events, the last one included.
 */
export async function recordEnding(
  sql: Sql,
  rules: EndingRules,
  game: { id: string; ruleset: string },
  result: FinalResult,
  ending: { abandoned: boolean; moves: GameEvent[][] },
): Promise<void> {
  const found = await sql.query<{
    hintsUsed: boolean;
    rated: boolean;
    championshipId: string | null;
    seats: FinishedSeat[];
  }>(ENDING_GAME, [game.id]);
  const row = found.rows[0];
  if (!row) throw new Error(`game ${game.id} vanished in its ending`);
  const { hintsUsed, rated, championshipId, seats } = row;
  const ratings =
    hintsUsed || !rated ? null : await rateGame(sql, rules, game.ruleset, seats, result);
  await sql.query(INSERT_RESULT, [
    game.id,
    result.winner,
    result.stalemate,
    JSON.stringify(result.order),
    JSON.stringify(result.scores),
    ratings && JSON.stringify(ratings),
  ]);
  const awards = rules.award({
    ruleset: game.ruleset,
    seats,
    result,
    abandoned: ending.abandoned,
    hintsUsed,
    moves: ending.moves,
    championship: championshipId ? await championshipSoFar(sql, championshipId) : null,
  });
  await awardAchievements(sql, awards, game.id);
}

/**
 * Reads the people's ratings under their row locks, applies the rating rule, stores
 * the new ones. Returns the shown changes per seat, or null when nobody was rated.
 */
async function rateGame(
  sql: Sql,
  rules: EndingRules,
  ruleset: string,
  seats: FinishedSeat[],
  result: FinalResult,
) {
  const ratings = ratingWrites(sql);
  const people = seats.flatMap((s) => (s.playerId ? [s.playerId] : []));
  if (people.length > 0) await ratings.lockPlayers(people);
  const stored = people.length > 0 ? await ratings.read(ruleset, people) : [];
  const current = new Map<string, StoredRating & { games: number }>(
    stored.map((r) => [r.playerId, { mu: r.mu, sigma: r.sigma, games: r.games }]),
  );
  const { changes, updates } = rules.rate({ ruleset, seats, result, current });
  for (const { playerId, rating, win, penalty } of updates)
    await ratings.add(playerId, ruleset, { ...rating, win, penalty });
  return updates.length > 0 ? changes : null;
}

async function championshipSoFar(
  sql: Sql,
  championshipId: string,
): Promise<ChampionshipSoFar | null> {
  const found = await sql.query<{
    targetGames: number | null;
    targetScore: number | null;
    games: { winner: number | null; scores: unknown }[];
  }>(CHAMPIONSHIP_SO_FAR, [championshipId]);
  const row = found.rows[0];
  if (!row) return null;
  return {
    targetGames: row.targetGames,
    targetScore: row.targetScore,
    games: row.games.map((g) => ({ winner: g.winner, scores: decodeNumbers(g.scores) })),
  };
}
