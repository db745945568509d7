// How strong each bot level is, per ruleset and table size, on Weng-Lin's scale: fitted
// by the ladder (src/cli/ladder.ts; the runs and commands are in docs/benchmarks.md,
// "The bot ladder"). Ratings use it for the bots' seats (which are never stored), and
// the bot pickers show the heads-up strength on the rating scale.
//
// Why two tables: with four at a table luck decides more, and the levels' fitted
// strengths come out far closer together than heads-up (3UP 3DOWN's Rookie-to-Expert
// span is about half as wide), more than openskill's own widening for bigger tables
// allows for. Rating a 4-player game against the heads-up strengths would pay a win
// over the Expert as if it were a heads-up win.
import type { Ruleset } from "@3u3d/engine";

import { shownRating } from "./rating-scale";
import type { BotLevel } from "./types";

/** The spread given to a bot's strength: a bot does not change, so it stays small. */
export const BOT_SIGMA = 2;

type Strengths = Record<BotLevel, number>;

export const BOT_MU: Record<Ruleset, { headsUp: Strengths; fourPlayers: Strengths }> = {
  "3up3down": {
    // 2026-11-28 (#40, fourth session), seed 1, after the opponent model and the
    // Tactician's 50 iterations: 400 games per pairing, 40 with the expert (2,560
    // games), the expert at 2,000 iterations without a clock, circles broken.
    headsUp: {
      random: 12.5,
      beginner: 22.5,
      heuristic: 25.3,
      tactician: 29.0,
      expert: 33.7,
    },
    // 2026-11-28 (#40, fourth session), seed 1, 4 players, after the table search
    // changed (opponent model, 15-move playouts): 300 games of the lineup without the
    // expert, 60 of each with it (540 games), the expert at 2,000 iterations without a
    // clock. Few games with the expert: its mu is the least certain here.
    fourPlayers: {
      random: 19.4,
      beginner: 21.8,
      heuristic: 22.8,
      tactician: 28.3,
      expert: 30.0,
    },
  },
  palace: {
    // 2026-11-28 (#40, fifth session), seed 1, after the opponent model and the
    // Tactician's 50 iterations: 400 games per pairing, 20 with the expert (2,480 games),
    // the expert at its default budget (2,000 iterations or 100 ms), circles broken.
    headsUp: {
      random: 10.3,
      beginner: 12.5,
      heuristic: 27.7,
      tactician: 34.1,
      expert: 43.5,
    },
    // 2026-11-28 (#40, fifth session), seed 1, 4 players, after the opponent model
    // reached palace tables: 200 games of the lineup without the expert, 20 of each
    // with it (280 games), the expert at its default budget. The Card shark is fitted
    // above the Tactician and the Expert here, as in session 17, though the Expert wins
    // more than its share against three Card sharks; a guess at why is in
    // docs/benchmarks.md.
    fourPlayers: {
      random: 10.4,
      beginner: 14.4,
      heuristic: 35.5,
      tactician: 31.9,
      expert: 33.7,
    },
  },
};

/**
 * The strength a bot of `level` is rated as at a table of `players`: heads-up its
 * heads-up strength, with three or more the 4-player one (the nearest size measured).
 */
export function botMu(ruleset: Ruleset, players: number, level: BotLevel): number {
  const fitted = BOT_MU[ruleset];
  return (players <= 2 ? fitted.headsUp : fitted.fourPlayers)[level];
}

/** A level's heads-up strength as the leaderboard would show it (e.g. 1701). */
export function botRating(ruleset: Ruleset, level: BotLevel): number {
  return shownRating({ mu: botMu(ruleset, 2, level), sigma: BOT_SIGMA }).rating;
}
