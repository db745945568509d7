/** Wilson score interval for a proportion (95 % by default). */
export function wilson(
  successes: number,
  trials: number,
  z = 1.96,
): { low: number; high: number } {
  if (trials === 0) return { low: 0, high: 1 };
  const p = successes / trials;
  const denom = 1 + (z * z) / trials;
  const centre = p + (z * z) / (2 * trials);
  const margin = z * Math.sqrt((p * (1 - p)) / trials + (z * z) / (4 * trials * trials));
  return {
    low: Math.max(0, (centre - margin) / denom),
    high: Math.min(1, (centre + margin) / denom),
  };
}

/** The q-quantile (0..1) of already sorted numbers, nearest-rank. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(
    sorted.length - 1,
    Math.max(0, Math.ceil(q * sorted.length) - 1),
  );
  return sorted[index] as number;
}

/** The mean of `values` with its 95 % interval (normal approximation, z = 1.96). */
export function meanWithCi(
  values: readonly number[],
  z = 1.96,
): { mean: number; low: number; high: number } {
  const n = values.length;
  if (n === 0) return { mean: NaN, low: NaN, high: NaN };
  const mean = values.reduce((s, v) => s + v, 0) / n;
  const variance = n > 1 ? values.reduce((s, v) => s + (v - mean) ** 2, 0) / (n - 1) : 0;
  const margin = z * Math.sqrt(variance / n);
  return { mean, low: mean - margin, high: mean + margin };
}
