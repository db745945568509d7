// Storage behind interfaces: one repository per aggregate, each the only code that
// touches its tables (packages/db/README.md lists them with their tables and query
// styles). Services, routers, auth and the game server get these, not a database
// client; a write spanning aggregates is one repository method owning its transaction.
// The games repository also has an in-memory twin (games/memory/) for unit tests.
import type { DbClient } from "../client";
import {
  createAchievementsRepository,
  type AchievementsRepository,
} from "./achievements";
import { createAnalysesRepository, type AnalysesRepository } from "./analyses";
import {
  createPostgresChampionships,
  type ChampionshipRepository,
} from "./championships";
import { createPostgresGames, type EndingRules, type GameRepository } from "./games";
import { createFriendsRepository, type FriendsRepository } from "./friends";
import { createHistoryRepository, type HistoryRepository } from "./games/history";
import { createPairingRepository, type PairingRepository } from "./pairing";
import { createPresenceRepository, type PresenceRepository } from "./presence";
import { createProgressRepository, type ProgressRepository } from "./games/progress";
import { createLimitsRepository, type LimitsRepository } from "./limits";
import { createPlayersRepository, type PlayersRepository } from "./players";
import { createPushRepository, type PushRepository } from "./push";
import { createPuzzlesRepository, type PuzzlesRepository } from "./puzzles";
import { createRatingsRepository, type RatingsRepository } from "./ratings";
import { createSiteRepository, type SiteRepository } from "./site";
import { createTalkRepository, type TalkRepository } from "./talk";

export type * from "./achievements";
export type * from "./analyses";
export type * from "./friends";
export type * from "./games/history";
export type * from "./limits";
export type * from "./pairing";
export type * from "./presence";
export type * from "./games/progress";
export type * from "./players";
export type * from "./push";
export type * from "./puzzles";
export type * from "./ratings";
export type * from "./site";
export type * from "./talk";
export * from "./games";
export * from "./championships";
export { ratingWrites } from "./ratings";
export { awardAchievements } from "./achievements";

export interface Repositories {
  /** Tables, seats, moves and results (Game, GameSeat, GameMove, GameResult). */
  games: GameRepository;
  /** Championships (Championship); their games are games. */
  championships: ChampionshipRepository;
  /** Players and accounts: Player, User, Account. */
  players: PlayersRepository;
  /** Rate-limit buckets: RateBucket. */
  limits: LimitsRepository;
  /** Ratings and leaderboards: Rating (an ending's writes go through the games repository). */
  ratings: RatingsRepository;
  /** Table talk: TableMessage. */
  talk: TalkRepository;
  /** Post-game analyses: GameAnalysis. */
  analyses: AnalysesRepository;
  /** Ended games as histories read them (Game, GameSeat, GameResult; read only). */
  history: HistoryRepository;
  /** A player's progress per ruleset: stats, streaks, bot record, rating points (read only). */
  progress: ProgressRepository;
  /** Instance settings and the migration version: AppSetting. */
  site: SiteRepository;
  /** Quick pairing: PairingSeek; a match's table through the games repository. */
  pairing: PairingRepository;
  /** Web Push subscriptions, one per device: PushSubscription. */
  push: PushRepository;
  /** Who is here: the pages open now (OpenPage), and the counts the home page shows. */
  presence: PresenceRepository;
  /** Friends: Follow, Block, Challenge; an accepted challenge's table through the games repository. */
  friends: FriendsRepository;
  /** The daily puzzle: Puzzle, PuzzleDay. */
  puzzles: PuzzlesRepository;
  /** Achievements held (an ending's awards go through the games repository). */
  achievements: AchievementsRepository;
}

/**
 * Every repository on one database. `rate`: how an ended game changes ratings (the
 * API's Weng-Lin rule, services/ratings.ts), and `award`: which achievements it earns
 * (services/achievements.ts), both applied inside the ending's transaction.
 */
export function createRepositories(db: DbClient, options: EndingRules): Repositories {
  const games = createPostgresGames(db, options);
  return {
    games,
    championships: createPostgresChampionships(db, games),
    players: createPlayersRepository(db),
    limits: createLimitsRepository(db),
    ratings: createRatingsRepository(db),
    talk: createTalkRepository(db),
    analyses: createAnalysesRepository(db),
    history: createHistoryRepository(db),
    progress: createProgressRepository(db),
    site: createSiteRepository(db),
    pairing: createPairingRepository(db, games),
    push: createPushRepository(db),
    presence: createPresenceRepository(db),
    friends: createFriendsRepository(db, games),
    puzzles: createPuzzlesRepository(db),
    achievements: createAchievementsRepository(db),
  };
}
