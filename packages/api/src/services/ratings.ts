// Ratings after a finished game: Weng-Lin (the `openskill` package) with every seat
// its own team. Bots take part with the strength the bot ladder measured for their level
// at a table of that size (botMu in @3u3d/ai) but are not stored. Only accounts are
// rated: a guest's seat is left out of the game as ratings see it (a guest costs
// nothing to make, so beating one proves nothing). Shown on the scale of @3u3d/ai's shownRating.
// Each person's shown rating before and after the game is kept with its result
// (GameResult.ratings), so the result screen can say what the game was worth. The
// rows are read and written through the ratings repository's ratingWrites, on the
// transaction of the game's end. A change made while the player's rating is provisional
// (fewer than PROVISIONAL_GAMES rated games) is marked so: the model knows little of them
// yet (sigma near 25/3), so one game moves them by a hundred points or more, and the
// result screen says why.
import { rate, rating } from "openskill";

import { BOT_SIGMA, botMu, isBotLevel, shownRating } from "@3u3d/ai";
import { finishingPlaces } from "@3u3d/engine";

import type { FinishedSeat, RatingChange, RatingRule } from "@3u3d/db/repositories";

/** Provisional until a player has this many rated games: listed apart on the leaderboard. */
export const PROVISIONAL_GAMES = 5;

/** A bot seat's strength at a table of `players` (the Card shark's for an unknown level). */
export const botStrength = (ruleset: string, players: number, level: string | null) => ({
  mu: botMu(
    ruleset === "palace" ? "palace" : "3up3down",
    players,
    level && isBotLevel(level) ? level : "heuristic",
  ),
  sigma: BOT_SIGMA,
});

/**
 * Finishing rank of each seat (1 = best): seats that went out in order, then the rest
 * by fewer penalty points; equal points share a rank.
 */
export function finishingRanks(order: number[], scores: number[]): number[] {
  const ranks = new Array<number>(scores.length).fill(0);
  let placed = 0;
  for (const place of finishingPlaces(order, scores)) {
    for (const seat of place) ranks[seat] = placed + 1;
    placed += place.length;
  }
  return ranks;
}

/**
 * The ranks ratings are computed from: finishing ranks, except that a person who handed
 * their seat to its bot (they resigned, or were handed over after timeouts) ranks below
 * everyone who stayed, whatever the bot achieved and even if they took the seat back for
 * the finish: leaving a game must never be worth more than losing it, or resigning to a
 * strong bot would farm rating. Those who stayed keep their order among themselves, so
 * the one who finished last of them still beats a leaver rather than tying with them
 * (a tie with a stronger stayer would raise the leaver's rating).
 */
export function ratingRanks(seats: FinishedSeat[], order: number[], scores: number[]) {
  const finishing = finishingRanks(order, scores);
  const left = new Set(seats.filter(leftTheGame).map((seat) => seat.seat));
  const stayed = finishing.filter((_, seat) => !left.has(seat));
  return finishing.map((rank, seat) =>
    left.has(seat)
      ? stayed.length + 1
      : 1 + stayed.filter((other) => other < rank).length,
  );
}

/** A person who handed this seat to its bot at some point (and may have taken it back). */
const leftTheGame = (seat: FinishedSeat) =>
  seat.playerId !== null && (seat.botControlled || seat.resigned);

/**
 * The seats ratings see: bots, and people with an account. A guest is one browser's
 * cookie, made for free (a second browser makes another), so a seat of theirs is left
 * out: a win over a guest moves nobody's rating, and guests have none of their own.
 */
export const ratedSeat = (seat: FinishedSeat) => seat.playerId === null || seat.account;

/**
 * How a finished game changes ratings (the games repository applies it in the
 * ending's transaction, with the people's ratings read under lock): everyone's new
 * Weng-Lin rating, and each seat's shown rating before and after (null for bots), as
 * GameResult.ratings keeps it.
 */
export const rateGame: RatingRule = ({ ruleset, seats, result, current }) => {
  const changes: (RatingChange | null)[] = seats.map(() => null);
  const updates: ReturnType<RatingRule>["updates"] = [];
  // The game as ratings see it: guests' seats left out, everyone else keeping their
  // rank (gaps where a guest finished change nothing: only the order counts).
  const counted = seats.filter(ratedSeat);
  if (counted.length < 2 || !counted.some((s) => s.playerId !== null))
    return { changes, updates };
  const teams = counted.map((s) => {
    if (s.playerId) {
      const r = current.get(s.playerId);
      return [r ? rating({ mu: r.mu, sigma: r.sigma }) : rating()];
    }
    return [rating(botStrength(ruleset, seats.length, s.botLevel))];
  });
  const ranks = ratingRanks(seats, result.order, result.scores);
  const rated = rate(teams, { rank: counted.map((s) => ranks[s.seat] ?? seats.length) });
  counted.forEach((seat, i) => {
    const next = rated[i]?.[0];
    const before = teams[i]?.[0];
    if (!seat.playerId || !next || !before) return;
    changes[seat.seat] = {
      before: shownRating(before).rating,
      after: shownRating(next).rating,
      provisional: (current.get(seat.playerId)?.games ?? 0) < PROVISIONAL_GAMES,
    };
    updates.push({
      playerId: seat.playerId,
      rating: { mu: next.mu, sigma: next.sigma },
      win: result.winner === seat.seat && !leftTheGame(seat) ? 1 : 0,
      penalty: result.scores[seat.seat] ?? 0,
    });
  });
  return { changes, updates };
};

/** What leaderboards and profiles show of a rating row. */
export function ratingSummary(r: {
  mu: number;
  sigma: number;
  games: number;
  wins: number;
  penaltyTotal: number;
}) {
  return {
    ...shownRating(r),
    provisional: r.games < PROVISIONAL_GAMES,
    games: r.games,
    wins: r.wins,
    averagePenalty: r.games ? Math.round((r.penaltyTotal / r.games) * 10) / 10 : null,
  };
}
