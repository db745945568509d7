// Places in a finished game (R-OUT, R-SCORE): the seats that went out, in the order they
// did, then the rest by fewer penalty points (equal points share a place). In 3UP 3DOWN
// only the winner goes out; in palace all but the last do. A rule of the game, so it
// lives here, where the game-over panel, the ratings and the bot ladder all read it.
import type { Seat } from "./types";

/** Seats grouped by place, best first: a group of more than one is a tie. */
export function finishingPlaces(
  order: readonly Seat[],
  scores: readonly number[],
): Seat[][] {
  const rest = scores
    .map((score, seat) => ({ seat, score }))
    .filter(({ seat }) => !order.includes(seat))
    .sort((a, b) => a.score - b.score);
  const places: Seat[][] = order.map((seat) => [seat]);
  rest.forEach((entry, i) => {
    const tied = rest[i - 1]?.score === entry.score;
    const last = places[places.length - 1];
    if (tied && last) last.push(entry.seat);
    else places.push([entry.seat]);
  });
  return places;
}

/** Each seat's place, 1 for first; seats tied for a place share the mean of the places they fill. */
export function seatPlaces(order: readonly Seat[], scores: readonly number[]): number[] {
  const places = scores.map(() => 0);
  let filled = 0;
  for (const group of finishingPlaces(order, scores)) {
    const shared = filled + (group.length + 1) / 2;
    for (const seat of group) places[seat] = shared;
    filled += group.length;
  }
  return places;
}

/** seatPlaces of a played game; null for a stalemate, which has no places (R-LIMIT). */
export const placesOfGame = (result: {
  winner: Seat | null;
  order: readonly Seat[];
  scores: readonly number[];
}): number[] | null =>
  result.winner === null ? null : seatPlaces(result.order, result.scores);
