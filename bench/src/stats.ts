/** Order statistics of a sample of measurements. */
export interface Summary {
  readonly n: number;
  readonly median: number;
  readonly p95: number;
  readonly p99: number;
  readonly min: number;
  readonly max: number;
}

/** The q-quantile (0..1) of sorted values, by linear interpolation between closest ranks. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const position = (sorted.length - 1) * q;
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  const a = sorted[lower] ?? Number.NaN;
  const b = sorted[upper] ?? Number.NaN;
  return a + (b - a) * (position - lower);
}

/** Median, p95, p99, min and max of a sample (NaN for an empty one). */
export function summarise(values: readonly number[]): Summary {
  const sorted = [...values].sort((x, y) => x - y);
  return {
    n: sorted.length,
    median: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    p99: quantile(sorted, 0.99),
    min: sorted[0] ?? Number.NaN,
    max: sorted[sorted.length - 1] ?? Number.NaN,
  };
}

/** Milliseconds since an arbitrary origin, sub-millisecond resolution. */
export function nowMs(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}
