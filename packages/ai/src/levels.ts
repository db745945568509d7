// The bot levels and their player-facing descriptions, safe to import in the browser
// (the package root also exports the worker pool, which is Node-only).
export { BOT_LEVELS, type BotLevel } from "./types";
