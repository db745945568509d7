export * from "./types";
export { createPostgresGames, asJson } from "./postgres";
export { createMemoryGames, type MemoryPlayers } from "./memory";
export {
  decodeConfig,
  decodeEvents,
  decodeMove,
  decodeRatingChanges,
  decodeState,
} from "./decode";
export { decodeNumbers } from "../decode";
