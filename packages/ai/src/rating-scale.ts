// The scale ratings are shown on, for players and bots alike (docs/ratings.md): Weng-Lin's
// newcomer (mu 25, sigma 25/3) reads 1500 ± 350, as a new Glicko player does; one mu
// point is 42 rating points. Linear, so ranking by mu ranks by the number shown.
export const RATING_SCALE = { center: 1500, mu: 25, pointsPerMu: 42 } as const;

/** A rating on the shown scale: `rating ± deviation`, both whole numbers. */
export function shownRating(r: { mu: number; sigma: number }) {
  return {
    rating: Math.round(
      RATING_SCALE.center + (r.mu - RATING_SCALE.mu) * RATING_SCALE.pointsPerMu,
    ),
    deviation: Math.round(r.sigma * RATING_SCALE.pointsPerMu),
  };
}
