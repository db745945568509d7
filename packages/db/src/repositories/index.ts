// The repositories: one per aggregate, each the only code that touches its tables.
// The game server and the routers are given these (createRepositories), never the
// database client; the games repository also has an in-memory twin for unit tests.
import type { DbClient } from "../client";
import { createPostgresChampionships, type ChampionshipRepository } from "./championships";
import { createPostgresGames, type GameRepository, type RatingRule } from "./games";

export * from "./games";
export * from "./championships";

export interface Repositories {
  games: GameRepository;
  championships: ChampionshipRepository;
}

/**
 * Every repository on one database. `rate`: how an ended game changes ratings (the
 * API's Weng-Lin rule), applied inside the ending's transaction.
 */
export function createRepositories(db: DbClient, options: { rate: RatingRule }): Repositories {
  const games = createPostgresGames(db, options);
  return { games, championships: createPostgresChampionships(db, games) };
}
