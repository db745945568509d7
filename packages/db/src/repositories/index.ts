// Storage behind interfaces: one repository per aggregate, each the only code that
// touches its tables (packages/db/README.md lists them with their tables and query
// styles). Services, routers, auth and the game server get these, not a database
// client; a write spanning aggregates is one repository method owning its transaction.
import type { DbClient } from "../client";
import { createAnalysesRepository, type AnalysesRepository } from "./analyses";
import { createHistoryRepository, type HistoryRepository } from "./history";
import { createLimitsRepository, type LimitsRepository } from "./limits";
import { createPlayersRepository, type PlayersRepository } from "./players";
import { createRatingsRepository, type RatingsRepository } from "./ratings";
import { createSiteRepository, type SiteRepository } from "./site";
import { createTalkRepository, type TalkRepository } from "./talk";

export type * from "./analyses";
export type * from "./history";
export type * from "./limits";
export type * from "./players";
export type * from "./ratings";
export type * from "./site";
export type * from "./talk";
export { ENDED_STATUSES } from "./history";
export { ratingWrites } from "./ratings";

export interface Repositories {
  /** Players and accounts: Player, User, Account. */
  players: PlayersRepository;
  /** Rate-limit buckets: RateBucket. */
  limits: LimitsRepository;
  /** Ratings and leaderboards: Rating. */
  ratings: RatingsRepository;
  /** Table talk: TableMessage. */
  talk: TalkRepository;
  /** Post-game analyses: GameAnalysis. */
  analyses: AnalysesRepository;
  /** Ended games as histories read them (Game, GameSeat, GameResult; read only). */
  history: HistoryRepository;
  /** Instance settings and the migration version: AppSetting. */
  site: SiteRepository;
  // games and championships: the game aggregate's repositories join here.
}

export function createRepositories(db: DbClient): Repositories {
  return {
    players: createPlayersRepository(db),
    limits: createLimitsRepository(db),
    ratings: createRatingsRepository(db),
    talk: createTalkRepository(db),
    analyses: createAnalysesRepository(db),
    history: createHistoryRepository(db),
    site: createSiteRepository(db),
  };
}
