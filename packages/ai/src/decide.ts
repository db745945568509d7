import { beginnerBot } from "./bots/beginner";
import { expertBot } from "./bots/expert";
import { heuristicBot } from "./bots/heuristic";
import { randomBot } from "./bots/random";
import type { Bot, BotLevel } from "./types";

export const BOTS: Record<BotLevel, Bot> = {
  random: randomBot,
  beginner: beginnerBot,
  heuristic: heuristicBot,
  expert: expertBot,
};

export function isBotLevel(value: string): value is BotLevel {
  return Object.hasOwn(BOTS, value);
}
