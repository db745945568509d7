// R-CHAMP: standings across the games of a championship.
import type { Seat } from "./types";

export interface ChampionshipGame {
  winner: Seat | null;
  scores: number[];
}

export interface ChampionshipRules {
  players: number;
  /** A fixed number of games… */
  games?: number;
  /** …or play until some seat's total reaches this. */
  targetScore?: number;
  /** Dealer of the first game (default players-1, so seat 0 starts). */
  firstDealer?: Seat;
}

export interface Standing {
  seat: Seat;
  total: number;
  wins: number;
  lastScore: number;
  /** 1-based; seats still tied after every tie-break share a place. */
  place: number;
}

/** Lowest total first; ties: more games won, then the lower score in the latest game. */
export function championshipStandings(
  players: number,
  games: readonly ChampionshipGame[],
): Standing[] {
  const rows: Standing[] = Array.from({ length: players }, (_, seat) => ({
    seat,
    total: 0,
    wins: 0,
    lastScore: 0,
    place: 0,
  }));
  for (const game of games) {
    rows.forEach((row) => {
      row.total += game.scores[row.seat] ?? 0;
      row.lastScore = game.scores[row.seat] ?? 0;
    });
    if (game.winner !== null) rows[game.winner]!.wins += 1;
  }
  const compare = (a: Standing, b: Standing) =>
    a.total - b.total || b.wins - a.wins || a.lastScore - b.lastScore;
  rows.sort((a, b) => compare(a, b) || a.seat - b.seat);
  rows.forEach((row, i) => {
    const previous = rows[i - 1];
    row.place = previous && compare(previous, row) === 0 ? previous.place : i + 1;
  });
  return rows;
}

/** The dealer moves one seat to the left each game. */
export function dealerForGame(rules: ChampionshipRules, gameIndex: number): Seat {
  const first = rules.firstDealer ?? rules.players - 1;
  return (first + gameIndex) % rules.players;
}

export function championshipOver(
  rules: ChampionshipRules,
  games: readonly ChampionshipGame[],
): boolean {
  if (rules.games !== undefined && games.length >= rules.games) return true;
  if (rules.targetScore !== undefined) {
    return championshipStandings(rules.players, games).some(
      (row) => row.total >= rules.targetScore!,
    );
  }
  return false;
}
