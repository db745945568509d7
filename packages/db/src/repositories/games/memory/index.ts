// The games repository in memory: the same contract as the PostgreSQL one (the
// contract tests run both), for the game server's unit tests, which then need no
// database. Every read hands out a copy, so a caller can no more change what is
// stored by mutating a result than it could change a row; writes that PostgreSQL
// serialises with a row lock are serialised per game here. Where it cannot be the
// same, on purpose: it keeps no championships (a championship's game is judged as a
// game, its name is null in lists), times come from its clock, not the database's,
// and a game's JSON sizes (`stateBytes`, `eventBytes`) are JSON.stringify's, which the
// game server also uses, while PostgreSQL measures its jsonb text (a few % larger).
import type { GameRepository } from "../contract";
import type { Award, StoredRating } from "../types";
import { memoryPlay } from "./play";
import { memoryRecords } from "./records";
import { createMemoryStore, type MemoryStore } from "./store";
import { memoryTables } from "./tables";

export type { MemoryPlayers } from "./store";

export function createMemoryGames(
  /** `clock`: the time stamped on games (a test's manual clock; the system's by default). */
  options: Parameters<typeof createMemoryStore>[0],
): GameRepository & {
  /** Every person's stored rating per ruleset (tests look). */
  ratings: Map<
    string,
    StoredRating & { games: number; wins: number; penaltyTotal: number }
  >;
  /** Every achievement held, by "player/key", with the game that earned it. */
  achievements: Map<string, Award & { gameId: string }>;
} {
  const kept: MemoryStore = createMemoryStore(options);
  return {
    ratings: kept.ratings,
    achievements: kept.achievements,
    ...memoryPlay(kept),
    ...memoryTables(kept),
    ...memoryRecords(kept),
  };
}
