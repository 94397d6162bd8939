import type { VitalsDeviceClass, VitalsMetric } from 'shared-data/contract';
import type { Executor } from '../core/database';

/** Samples to add to one bucket of one day's histogram. */
export interface VitalsCount {
  day: string;
  route: string;
  metric: VitalsMetric;
  device: VitalsDeviceClass;
  bucket: number;
  samples: number;
}

/** A day's distinct sources of one route's metric, by the device of each one's first sample. */
export interface VitalsSourceCount {
  day: string;
  route: string;
  metric: VitalsMetric;
  device: VitalsDeviceClass;
  sources: number;
}

/**
 * The site-speed histograms (web_vitals): counts only, never a visit; and per source (a day's
 * keyed hash of an address, never the address) how many samples it gave today.
 */
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
          oc.columns(['day', 'route', 'metric', 'device', 'bucket']).doUpdateSet((eb) => ({
            samples: eb('web_vitals.samples', '+', eb.ref('excluded.samples')),
          })),
        )
        .execute();
    },
    /** Every count of the days from `from` to `to` (YYYY-MM-DD, both included). */
    async between(from: string, to: string): Promise<VitalsCount[]> {
      const rows = await db
        .selectFrom('web_vitals')
        .select(['day', 'route', 'metric', 'device', 'bucket', 'samples'])
        .where('day', '>=', from)
        .where('day', '<=', to)
        .execute();
      return rows.map((row) => ({
        ...row,
        bucket: Number(row.bucket),
        samples: Number(row.samples),
      }));
    },
    /**
     * Takes one sample of `source` for a day's route and metric if it has given fewer than `cap`:
     * 'new' for its first, 'more' for another, null when it has given its share, whatever device
     * its reports name (the device splits the figures, never the share). One statement
     * (an upsert whose update holds only under the cap), so concurrent reports from any instance
     * never let a source past it.
     */
    async claim(
      key: { day: string; route: string; metric: VitalsMetric; source: string },
      cap: number,
    ): Promise<'new' | 'more' | null> {
      const row = await db
        .insertInto('web_vitals_sources')
        .values({ ...key, samples: 1 })
        .onConflict((oc) =>
          oc
            .columns(['day', 'route', 'metric', 'source'])
            .doUpdateSet((eb) => ({ samples: eb('web_vitals_sources.samples', '+', 1) }))
            .where('web_vitals_sources.samples', '<', cap),
        )
        .returning('samples')
        .executeTakeFirst();
      if (!row) return null;
      return Number(row.samples) === 1 ? 'new' : 'more';
    },
    /** Adds new sources to their day's counts (distinct route and metric per count). */
    async addSources(counts: VitalsSourceCount[]): Promise<void> {
      if (counts.length === 0) return;
      await db
        .insertInto('web_vitals_source_counts')
        .values(counts)
        .onConflict((oc) =>
          oc.columns(['day', 'route', 'metric', 'device']).doUpdateSet((eb) => ({
            sources: eb('web_vitals_source_counts.sources', '+', eb.ref('excluded.sources')),
          })),
        )
        .execute();
    },
    /** Every day's source count from `from` to `to` (YYYY-MM-DD, both included). */
    async sourcesBetween(from: string, to: string): Promise<VitalsSourceCount[]> {
      const rows = await db
        .selectFrom('web_vitals_source_counts')
        .select(['day', 'route', 'metric', 'device', 'sources'])
        .where('day', '>=', from)
        .where('day', '<=', to)
        .execute();
      return rows.map((row) => ({ ...row, sources: Number(row.sources) }));
    },
    /** Removes the days before `day`; answers how many rows went. */
    async deleteBefore(day: string): Promise<number> {
      const result = await db.deleteFrom('web_vitals').where('day', '<', day).executeTakeFirst();
      await db.deleteFrom('web_vitals_source_counts').where('day', '<', day).execute();
      return Number(result.numDeletedRows);
    },
    /** Forgets the sources of the days before `day` (only today's are needed for the cap). */
    async forgetSourcesBefore(day: string): Promise<void> {
      await db.deleteFrom('web_vitals_sources').where('day', '<', day).execute();
    },
  };
}
