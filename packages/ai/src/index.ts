export { BOTS, isBotLevel } from "./decide";
export { BOT_LEVELS, type Bot, type BotLevel, type DecideOptions } from "./types";
export { legalMovesFromView } from "./legal";
export { buildKnowledge, type Knowledge } from "./knowledge";
export { determinize } from "./determinize";
export { chooseHeuristic, situationFromState, situationFromView } from "./bots/heuristic";
export { EXPERT_DEFAULTS, moveKey } from "./bots/expert";
export { playMatch, type MatchResult, type SeatPlayer } from "./tournament/play-match";
export { createPlayLoop, seatHistory, type PlayLoop, type SeatSight } from "./play/play-loop";
export {
  inlineThinker,
  workerThinker,
  defaultWorkerFile,
  searches,
  type BotThinker,
  type ReviewRequest,
  type ThinkRequest,
} from "./thinker";
export { explainMove, hintFor, reviewDecision, type DecisionReview } from "./coach";
export { BOT_MU, BOT_SIGMA, botMu, botRating } from "./bot-strength";
export { RATING_SCALE, shownRating } from "./rating-scale";
