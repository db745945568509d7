// Games of two saved tournament runs dealt alike, paired up from one bot's seats: the
// difference a change makes is measured on the pairs (far less noise than two win rates
// side by side). compare-runs pools the pairs of several seeds into one comparison,
// which is how a change worth a point or two is screened (docs/benchmarks.md).
import { placesOfGame } from "@3u3d/engine";
import type { Seat } from "@3u3d/engine";

/** What a tournament's --save line holds that a comparison reads. */
export interface SavedGame {
  game: number;
  lineup: string[];
  result: { winner: Seat | null; order: Seat[]; scores: number[] };
}

/** One game from the compared bot's seats: a mean when it sat more than once. */
export interface Outcome {
  win: number;
  /** null in a stalemate: nobody has a place. */
  place: number | null;
  penalty: number;
}

export type OutcomePair = [before: Outcome, after: Outcome];

/** The bot's outcome in one game; null when it did not play in it. */
export function outcomeOf({ lineup, result }: SavedGame, bot: string): Outcome | null {
  const seats = lineup.flatMap((level, seat) => (level === bot ? [seat] : []));
  if (seats.length === 0) return null;
  const places = placesOfGame(result);
  const mean = (of: (seat: number) => number) =>
    seats.reduce((sum, seat) => sum + of(seat), 0) / seats.length;
  return {
    win: mean((seat) => (result.winner === seat ? 1 : 0)),
    place: places ? mean((seat) => places[seat] ?? 0) : null,
    penalty: mean((seat) => result.scores[seat] ?? 0),
  };
}

/**
 * The games both runs finished with the bot seated, as (before, after) pairs in the order
 * of `after`; a game only one run reached (a run stopped early) is left out, and so is
 * one the bot did not play in.
 */
export function pairGames(
  before: readonly SavedGame[],
  after: readonly SavedGame[],
  bot: string,
): OutcomePair[] {
  const first = new Map(before.map((g) => [g.game, outcomeOf(g, bot)]));
  const pairs: OutcomePair[] = [];
  for (const game of after) {
    const was = first.get(game.game);
    const now = outcomeOf(game, bot);
    if (was && now) pairs.push([was, now]);
  }
  return pairs;
}
