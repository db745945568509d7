// The bot levels, their player-facing descriptions and strengths, safe to import in the
// browser (the package root also exports the worker pool, which is Node-only).
export { BOT_LEVELS, type BotLevel } from "./types";
export { BOT_MU, BOT_SIGMA, botRating } from "./bot-strength";
export { RATING_SCALE, shownRating } from "./rating-scale";
