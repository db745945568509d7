// Plackett–Luce strengths from finishing orders (openskill's own model, which rates the
// leaderboard): a game's places are drawn best first, each from the players not placed
// yet, in proportion to their strength e^θ. Heads-up it is Bradley–Terry,
// P(i beats j) = e^θi / (e^θi + e^θj). Fitted by Hunter's MM algorithm (2004), which
// climbs the likelihood at every step and needs no step size.
//
// Two details:
// - Tied places (equal penalty points) use Breslow's rule: each tied player is drawn
//   from everyone still unplaced, its tie partners included. The last place (or the
//   tie for it) is drawn from itself alone and says nothing, so it is skipped.
// - Every two levels that met get half a heads-up win each way, so a level that never
//   lost (or never won) still gets a finite strength.

/** One finished game: the levels' indices grouped by place, best first (a group is a tie). */
export type Placing = readonly (readonly number[])[];

interface Draw {
  winner: number;
  from: readonly number[];
  weight: number;
}

function drawsOf(placing: Placing, games: number): Draw[] {
  const draws: Draw[] = [];
  let unplaced = placing.flat();
  for (const group of placing.slice(0, -1)) {
    for (const winner of group) draws.push({ winner, from: unplaced, weight: games });
    unplaced = unplaced.filter((level) => !group.includes(level));
  }
  return draws;
}

function halfWinsBetweenLevelsThatMet(placings: readonly Placing[]): Draw[] {
  const met = new Set<string>();
  for (const placing of placings) {
    const levels = placing.flat();
    for (const a of levels) for (const b of levels) if (a < b) met.add(`${a}/${b}`);
  }
  return [...met].flatMap((key) => {
    const [a, b] = key.split("/").map(Number) as [number, number];
    return [
      { winner: a, from: [a, b], weight: 0.5 },
      { winner: b, from: [a, b], weight: 0.5 },
    ];
  });
}

/**
 * Log-strengths θ (mean 0) of `levels` levels from their games' placings (games nobody
 * finished, R-LIMIT stalemates, are left out by the caller).
 */
export function fitPlackettLuce(levels: number, placings: readonly Placing[]): number[] {
  // Games that ended alike are drawn once, weighted by how many there were (heads-up
  // there are only two ways a pairing's game can end).
  const alike = new Map<string, { placing: Placing; games: number }>();
  for (const placing of placings) {
    const key = JSON.stringify(placing);
    const entry = alike.get(key) ?? { placing, games: 0 };
    entry.games++;
    alike.set(key, entry);
  }
  const draws = [
    ...[...alike.values()].flatMap(({ placing, games }) => drawsOf(placing, games)),
    ...halfWinsBetweenLevelsThatMet(placings),
  ];
  const wins = new Array<number>(levels).fill(0);
  for (const draw of draws) wins[draw.winner] = (wins[draw.winner] ?? 0) + draw.weight;
  let gamma = new Array<number>(levels).fill(1);
  for (let round = 0; round < 10_000; round++) {
    // Each level's share of the draws it took part in, at the current strengths.
    const exposure = new Array<number>(levels).fill(0);
    for (const draw of draws) {
      const total = draw.from.reduce((sum, level) => sum + (gamma[level] as number), 0);
      for (const level of draw.from)
        exposure[level] = (exposure[level] as number) + draw.weight / total;
    }
    const next = gamma.map((g, i) =>
      (exposure[i] as number) > 0 ? (wins[i] as number) / (exposure[i] as number) : g,
    );
    // Strengths are defined up to a factor: keep their geometric mean at 1.
    const mean = Math.exp(next.reduce((s, x) => s + Math.log(x), 0) / levels);
    const scaled = next.map((x) => x / mean);
    const moved = Math.max(
      ...scaled.map((x, i) => Math.abs(Math.log(x / (gamma[i] as number)))),
    );
    gamma = scaled;
    if (moved < 1e-10) break;
  }
  return gamma.map((g) => Math.log(g));
}

/** The chance the fit gives level i to finish ahead of level j (the same at any table size). */
export function beatChance(theta: readonly number[], i: number, j: number): number {
  return 1 / (1 + Math.exp((theta[j] as number) - (theta[i] as number)));
}
