import type { VitalsMetric } from 'shared-data/contract';
import type { Executor } from '../core/database';

/** Samples to add to one bucket of one day's histogram. */
export interface VitalsCount {
  day: string;
  route: string;
  metric: VitalsMetric;
  bucket: number;
  samples: number;
}

/** The site-speed histograms (web_vitals): counts only, never a visit. */
export function vitalsRepository(db: Executor) {
  return {
    /**
     * Adds each count to its bucket, creating the bucket when new: one statement, so concurrent
     * reports (from any instance) all land. The counts must name distinct buckets (PostgreSQL
     * refuses to update one row twice in a statement).
     */
    async add(counts: VitalsCount[]): Promise<void> {
      if (counts.length === 0) return;
      await db
        .insertInto('web_vitals')
        .values(counts)
        .onConflict((oc) =>
          oc.columns(['day', 'route', 'metric', 'bucket']).doUpdateSet((eb) => ({
            samples: eb('web_vitals.samples', '+', eb.ref('excluded.samples')),
          })),
        )
        .execute();
    },
    /** Every count of the days from `from` to `to` (YYYY-MM-DD, both included). */
    async between(from: string, to: string): Promise<VitalsCount[]> {
      const rows = await db
        .selectFrom('web_vitals')
        .select(['day', 'route', 'metric', 'bucket', 'samples'])
        .where('day', '>=', from)
        .where('day', '<=', to)
        .execute();
      return rows.map((row) => ({
        ...row,
        bucket: Number(row.bucket),
        samples: Number(row.samples),
      }));
    },
    /** Removes the days before `day`; answers how many rows went. */
    async deleteBefore(day: string): Promise<number> {
      const result = await db.deleteFrom('web_vitals').where('day', '<', day).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
