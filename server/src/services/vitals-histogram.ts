import { VITALS, type VitalsMetric } from 'shared-data/contract';

// The fixed buckets site speed counts values in (docs/behaviour.md#site-speed): log-scale, each
// GROWTH times as wide as the one before, so a percentile read from the counts is within the same
// share of the true one whatever the value's size. Fixed forever: stored counts name buckets by
// number, so changing them takes a migration that moves the counts.

/** Each bucket's upper edge is this times its lower edge. */
export const GROWTH = 1.08;

/**
 * The largest relative error of a value read back from its bucket: the bucket's geometric middle
 * is at most sqrt(GROWTH) - 1 (3.9 %) from any value in it.
 */
export const RESOLUTION = Math.sqrt(GROWTH) - 1;

/** What one bucket step counts in: a millisecond, or a thousandth of a CLS score. */
const UNIT: Record<VitalsMetric, number> = { LCP: 1, INP: 1, CLS: 0.001, TTFB: 1 };

/** The last bucket of a metric: the one that holds its largest accepted value. */
export function lastBucket(metric: VitalsMetric): number {
  return bucketOf(metric, VITALS.maxValue[metric]);
}

/**
 * The bucket of a value: 0 below one unit (0 to 1 ms, a CLS under 0.001, a CLS of 0 above all),
 * then n >= 1 for [GROWTH^(n-1), GROWTH^n) units.
 */
export function bucketOf(metric: VitalsMetric, value: number): number {
  const units = value / UNIT[metric];
  if (!(units >= 1)) return 0;
  // The small epsilon keeps a value on an edge (GROWTH^n exactly) in the bucket it starts.
  return 1 + Math.floor(Math.log(units) / Math.log(GROWTH) + 1e-9);
}

/** The value a bucket stands for: 0 for bucket 0, else its geometric middle. */
export function valueOf(metric: VitalsMetric, bucket: number): number {
  if (bucket <= 0) return 0;
  const value = GROWTH ** (bucket - 0.5) * UNIT[metric];
  // Whole milliseconds; CLS to four decimals.
  return metric === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value);
}

/** Counts by bucket number. */
export type Histogram = Map<number, number>;

/** Adds `from` into `into`. */
export function addInto(into: Histogram, from: Histogram): void {
  for (const [bucket, count] of from) into.set(bucket, (into.get(bucket) ?? 0) + count);
}

export function total(histogram: Histogram): number {
  let sum = 0;
  for (const count of histogram.values()) sum += count;
  return sum;
}

/**
 * The 75th percentile by nearest rank: the value of the bucket holding the ceil(0.75 n)-th
 * smallest sample; null for no sample.
 */
export function p75(metric: VitalsMetric, histogram: Histogram): number | null {
  const n = total(histogram);
  if (n === 0) return null;
  const rank = Math.ceil(0.75 * n);
  let seen = 0;
  for (const bucket of [...histogram.keys()].sort((a, b) => a - b)) {
    seen += histogram.get(bucket) ?? 0;
    if (seen >= rank) return valueOf(metric, bucket);
  }
  return null;
}
