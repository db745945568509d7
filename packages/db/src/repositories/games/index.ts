export * from "./types";
export { createPostgresGames, asJson } from "./postgres";
export { createMemoryGames, type MemoryPlayers } from "./memory";
export {
  decodeConfig,
  decodeEvents,
  decodeMove,
  decodeNumbers,
  decodeRatingChanges,
  decodeState,
} from "./decode";
