// How strong each bot level is, per ruleset, on Weng-Lin's scale: fitted by the ladder
// (src/cli/ladder.ts; the runs and commands are in docs/benchmarks.md, "The bot
// ladder"). Ratings use it for the bots' seats (which are never stored), and the bot
// pickers show it on the rating scale.
import type { Ruleset } from "@3u3d/engine";

import { shownRating } from "./rating-scale";
import type { BotLevel } from "./types";

/** The spread given to a bot's strength: a bot does not change, so it stays small. */
export const BOT_SIGMA = 2;

export const BOT_MU: Record<Ruleset, Record<BotLevel, number>> = {
  // 2026-11-24, seed 1: 1,000 games per pairing, 100 with the expert (3,300 games).
  "3up3down": {
    random: 13.4,
    beginner: 21.9,
    heuristic: 25.5,
    tactician: 28.3,
    expert: 33.3,
  },
  // 2026-11-24, seed 1: 1,000 games per pairing, 40 with the expert (3,120 games).
  palace: {
    random: 10.7,
    beginner: 14.2,
    heuristic: 28.5,
    tactician: 34.9,
    expert: 40.6,
  },
};

/** A level's strength as the leaderboard would show it (e.g. 1675). */
export function botRating(ruleset: Ruleset, level: BotLevel): number {
  return shownRating({ mu: BOT_MU[ruleset][level], sigma: BOT_SIGMA }).rating;
}
