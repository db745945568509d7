export * from "./types";
export type { GamePlay, GameRecords, GameRepository, GameTables } from "./contract";
export { createPostgresGames } from "./postgres";
export { createPostgresPlay } from "./play";
export { createPostgresTables, type TableWrites } from "./tables";
export { createPostgresRecords } from "./records";
export { asJson } from "./rows";
export { createMemoryGames, type MemoryPlayers } from "./memory";
export {
  decodeConfig,
  decodeEvents,
  decodeMove,
  decodeRatingChanges,
  decodeState,
} from "./decode";
export { decodeNumbers } from "../decode";
