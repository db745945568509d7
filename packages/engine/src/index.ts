// The engine's public contract (described in this package's README; the rules are
// docs/rules.md). Pure functions over plain JSON states. Every shuffle and random
// choice comes from the seeded generator in the state (rng.ts); the one exception is
// createGame without a seed, which draws a seed from Math.random once and stores it in
// the config (setup.ts, seedForUnseededGame), so even that game replays exactly.
export type {
  CardCode,
  GameConfig,
  GameEvent,
  GameEventType,
  GameOptions,
  GameState,
  Move,
  MoveType,
  Outcome,
  Phase,
  PlayerView,
  ResolvedConfig,
  ResolvedOptions,
  Ruleset,
  Seat,
  SeatState,
  SeatView,
  SwapMode,
  Zone,
} from "./types";
export { IllegalMoveError, GameConfigError, type IllegalMoveCode } from "./errors";
export { createGame } from "./setup";
export { legalMoves, toAct, colorsMatter } from "./legal";
export { applyMove, applyMoveInPlace } from "./apply";
export { viewFor, redactEvent } from "./view";
export { countedCards, outcome, scoresOf } from "./outcome";
export { finishingPlaces, placesOfGame, seatPlaces } from "./places";
export type { Hint, HintWhy } from "./hint";
export { replay, replayStates, type RecordedMove } from "./replay";
export { cloneState } from "./clone";
export { LOG_LIMIT } from "./log";
export { PLAYER_LIMITS, RULESETS, SWAP_MODES, TURN_LIMIT, resolveConfig } from "./config";
export {
  cardInfo,
  fullDeck,
  isCardCode,
  scoreCards,
  palaceRankName,
  COLOR_NAMES,
  COLOR_INITIAL,
  PALACE_SUITS,
  CLEAR_RANK,
  type CardInfo,
  type CardKind,
  type ColorName,
} from "./cards";
export { effectiveTop, mustPlayLowerThan, playableOn } from "./pile";
export { activeZone, nextSeat } from "./turn";
export {
  championshipStandings,
  championshipOver,
  dealerForGame,
  type ChampionshipGame,
  type ChampionshipRules,
  type Standing,
} from "./championship";
