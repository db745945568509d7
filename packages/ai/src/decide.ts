// The bot behind each level. Safe to import in the browser (practice plays them there).
import { beginnerBot } from "./bots/beginner";
import { breaksCircles } from "./bots/circle-breaker";
import { expertBot } from "./bots/expert";
import { heuristicBot } from "./bots/heuristic";
import { randomBot } from "./bots/random";
import { tacticianBot } from "./bots/tactician";
import type { Bot, BotLevel } from "./types";

/**
 * Each level's own play and nothing more: a game between them can circle until the turn
 * limit. Only for measuring that (the tournament CLI's --keep-circles).
 */
export const PLAIN_BOTS: Record<BotLevel, Bot> = {
  random: randomBot,
  beginner: beginnerBot,
  heuristic: heuristicBot,
  tactician: tacticianBot,
  expert: expertBot,
};

/** The bots as every table plays them: they break a circle (the random bot has none). */
export const BOTS: Record<BotLevel, Bot> = {
  random: randomBot,
  beginner: breaksCircles(beginnerBot),
  heuristic: breaksCircles(heuristicBot),
  tactician: breaksCircles(tacticianBot),
  expert: breaksCircles(expertBot),
};

export function isBotLevel(value: string): value is BotLevel {
  return Object.hasOwn(BOTS, value);
}
