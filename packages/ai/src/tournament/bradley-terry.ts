// Bradley–Terry strengths from head-to-head results: P(i beats j) = e^θi / (e^θi + e^θj).
// Fitted by Hunter's MM algorithm (2004), which climbs the likelihood at every step
// and needs no step size. Half a win each way is added to every pairing that was
// played, so a level that never lost (or never won) still gets a finite strength.

/**
 * Log-strengths θ (mean 0) from `wins[i][j]`, the games level i won against level j
 * (games nobody won, R-LIMIT stalemates, are left out by the caller).
 */
export function fitBradleyTerry(wins: readonly (readonly number[])[]): number[] {
  const n = wins.length;
  const w = wins.map((row, i) =>
    row.map((x, j) => (i === j ? 0 : x + (x + (wins[j]?.[i] ?? 0) > 0 ? 0.5 : 0))),
  );
  let p = new Array<number>(n).fill(1);
  for (let round = 0; round < 10_000; round++) {
    const next = p.map((pi, i) => {
      let won = 0;
      let denom = 0;
      for (let j = 0; j < n; j++) {
        if (j === i) continue;
        const games = (w[i]?.[j] ?? 0) + (w[j]?.[i] ?? 0);
        won += w[i]?.[j] ?? 0;
        if (games > 0) denom += games / (pi + (p[j] as number));
      }
      return denom > 0 ? won / denom : pi;
    });
    // Strengths are defined up to a factor: keep their geometric mean at 1.
    const mean = Math.exp(next.reduce((s, x) => s + Math.log(x), 0) / n);
    const scaled = next.map((x) => x / mean);
    const moved = Math.max(
      ...scaled.map((x, i) => Math.abs(Math.log(x / (p[i] as number)))),
    );
    p = scaled;
    if (moved < 1e-10) break;
  }
  return p.map((x) => Math.log(x));
}

/** The chance the fit gives level i to beat level j. */
export function beatChance(theta: readonly number[], i: number, j: number): number {
  return 1 / (1 + Math.exp((theta[j] as number) - (theta[i] as number)));
}
