// A game that runs far longer than games ever do is going round in circles: the same
// cards pass back and forth until the turn limit (R-LIMIT) ends it and nobody wins.
// Bots keep such a circle turning because each of them answers the same position the
// same way (the Card shark loops exactly, the Expert drifts into it), so past a turn no
// sound game reaches, every bot now and then plays another legal move at random, and
// the circle breaks. Measurements: docs/benchmarks.md, "Stalemates".
import { legalMovesFromView } from "../legal";
import { createRng } from "../rng";
import type { Bot } from "../types";

/**
 * Turns per seat after which a game is taken to be going round in circles: 300 turns
 * heads-up. Of 1,000 heads-up games of the Card shark against itself or the Beginner,
 * none that ended by itself took more than 199 turns in 3UP 3DOWN or 276 in palace;
 * with more players (100 games each of Card sharks and Beginners), 3UP 3DOWN took at
 * most 236 turns with 6, 8 or 12 players, and palace, played down to the last player,
 * 753 with 5. Longer ones are the random bot's (it needs no help to vary) and the
 * Beginner's against itself in palace (up to 893 turns; it plays one card at a time).
 */
export const CIRCLING_AFTER_PER_SEAT = 150;

/** How often, once a game circles, a bot plays a random legal move instead of its own. */
export const BREAK_CHANCE = 0.25;

/** The bot, unchanged until the game circles; then now and then a random legal move. */
export function breaksCircles(bot: Bot): Bot {
  return (view, history, options) => {
    if (view.phase === "play" && view.turn >= CIRCLING_AFTER_PER_SEAT * view.players) {
      const rng = createRng(`${options.seed}/circle`);
      if (rng.next() < BREAK_CHANCE) {
        const moves = legalMovesFromView(view, history);
        if (moves.length > 1) return rng.pick(moves);
      }
    }
    return bot(view, history, options);
  };
}
