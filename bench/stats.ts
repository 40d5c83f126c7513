/** Summary statistics of the benchmarks' samples. */

/** The q-quantile (0..1) of unsorted values, nearest-rank. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** The median of unsorted values (nearest-rank: the middle one of an odd count, the lower middle of an even). */
export const median = (values: readonly number[]) => quantile(values, 0.5);
