import { VITALS_METRICS } from 'shared-data/contract';
import { GROWTH, RESOLUTION, bucketOf, lastBucket, p75, valueOf } from './vitals-histogram';

describe('site-speed histogram buckets', () => {
  it('reads any value back within the resolution, from 1 ms (0.001 CLS) to the largest taken', () => {
    for (const metric of VITALS_METRICS) {
      const unit = metric === 'CLS' ? 0.001 : 1;
      for (let value = unit; value <= (metric === 'CLS' ? 100 : 300_000); value *= 1.013) {
        const back = valueOf(metric, bucketOf(metric, value));
        // The read-back value is rounded (whole ms, CLS to 4 decimals): half a step more.
        const rounding = metric === 'CLS' ? 0.00005 : 0.5;
        expect(Math.abs(back - value)).toBeLessThanOrEqual(value * RESOLUTION + rounding);
      }
    }
  });

  it('puts 0 (a page that never shifted) and anything under one unit in bucket 0, read as 0', () => {
    expect([bucketOf('CLS', 0), bucketOf('CLS', 0.0009), bucketOf('LCP', 0.4)]).toEqual([0, 0, 0]);
    expect(valueOf('CLS', 0)).toBe(0);
    expect(bucketOf('CLS', 0.001)).toBe(1);
  });

  it('starts a bucket at each power of GROWTH and keeps the numbering small', () => {
    expect(bucketOf('LCP', GROWTH ** 10)).toBe(11);
    expect(bucketOf('LCP', GROWTH ** 10 * 0.9999)).toBe(10);
    // Every metric fits in fewer than 200 buckets: a day's histogram stays small.
    for (const metric of VITALS_METRICS) expect(lastBucket(metric)).toBeLessThan(200);
  });

  it('takes the 75th percentile by nearest rank', () => {
    const histogram = new Map([
      [bucketOf('INP', 100), 3],
      [bucketOf('INP', 400), 1],
    ]);
    // 4 samples: the 3rd smallest is 100 ms.
    expect(p75('INP', histogram)).toBe(valueOf('INP', bucketOf('INP', 100)));
    histogram.set(bucketOf('INP', 400), 2);
    // 5 samples: the 4th smallest is 400 ms.
    expect(p75('INP', histogram)).toBe(valueOf('INP', bucketOf('INP', 400)));
    expect(p75('INP', new Map())).toBeNull();
  });
});
