import {
  VITALS,
  VITALS_DEVICE_CLASSES,
  VITALS_METRICS,
  addClinicDays,
  clinicDay,
  clinicDays,
  type VitalsDevice,
  type VitalsDeviceClass,
  type VitalsEvent,
  type VitalsMetricSummary,
  type VitalsRouteSummary,
  type VitalsSummary,
} from 'shared-data/contract';
import { createHmac } from 'node:crypto';
import type { Caller } from '../core/caller';
import { metaRepository } from '../repositories/meta-repository';
import {
  vitalsRepository,
  type VitalsCount,
  type VitalsSourceCount,
} from '../repositories/vitals-repository';
import { ensureAdmin } from './account-rules';
import type { ServiceContext } from './context';
import { addInto, bucketOf, p75, total, type Histogram } from './vitals-histogram';

// Site speed (docs/behaviour.md#site-speed): the shell's reports counted into per-day histograms,
// and the administrators' summary read from them.

/** The app_meta row that says when old days were last removed (by any instance). */
export const VITALS_PURGE_KEY = 'vitals_purge_at';
const HOUR_MS = 3_600_000;

export interface VitalsOptions {
  /** The share of visits that report (VITALS_SAMPLE_RATE), shown with the summary. */
  sampleRate: number;
  /** Keys the hash that stands for a client address (a source) for one day. */
  sourceKey: Buffer;
}

export function createVitalsService(ctx: ServiceContext, options: VitalsOptions) {
  // This instance asks at most once an hour whether old days are due to go; of the instances
  // that ask, the one that claims the app_meta row removes them.
  let lastPurgeLook = -Infinity;

  /** Removes the days older than VITALS.keepDays, once an hour across every instance. */
  async function purge(): Promise<number | null> {
    const now = ctx.clock();
    if (!(await metaRepository(ctx.db).claim(VITALS_PURGE_KEY, now, HOUR_MS))) return null;
    const repo = vitalsRepository(ctx.db);
    await repo.forgetSourcesBefore(clinicDay(now));
    const removed = await repo.deleteBefore(addClinicDays(clinicDay(now), -(VITALS.keepDays - 1)));
    if (removed) ctx.log.info({ removed }, `removed ${removed} site-speed rows of old days`);
    return removed;
  }

  return {
    /**
     * Counts a page view's measurements (already checked against the contract) into today, at
     * most VITALS.samplesPerSource a day per source (the client address) and route and metric:
     * the rest count nothing. The address is the source because a visitor id would be free to
     * make (one page request each); it is kept only as a hash keyed by the day, for the day.
     * The device the report names (none: 'unknown') only says which figures the samples join:
     * the share is the source's whatever device it names.
     */
    async record(
      events: VitalsEvent[],
      address: string,
      reported?: VitalsDevice,
    ): Promise<{ recorded: number }> {
      const device: VitalsDeviceClass = reported ?? 'unknown';
      const now = ctx.clock();
      const day = clinicDay(now);
      const source = createHmac('sha256', options.sourceKey)
        .update(`${day} ${address}`)
        .digest('base64url')
        .slice(0, 22);
      const recorded = await ctx.db.transaction().execute(async (trx) => {
        const repo = vitalsRepository(trx);
        // One count per bucket and per route and metric: a statement may not update a row twice.
        const counts = new Map<string, VitalsCount>();
        const sources = new Map<string, VitalsSourceCount>();
        let taken = 0;
        for (const { route, metric, value } of events) {
          const claimed = await repo.claim({ day, route, metric, source }, VITALS.samplesPerSource);
          if (!claimed) continue;
          taken += 1;
          const bucket = bucketOf(metric, value);
          const key = `${route} ${metric} ${bucket}`;
          const count = counts.get(key) ?? { day, route, metric, device, bucket, samples: 0 };
          count.samples += 1;
          counts.set(key, count);
          if (claimed === 'new') {
            sources.set(`${route} ${metric}`, { day, route, metric, device, sources: 1 });
          }
        }
        await repo.add([...counts.values()]);
        await repo.addSources([...sources.values()]);
        return taken;
      });
      if (now - lastPurgeLook >= HOUR_MS) {
        lastPurgeLook = now;
        // The report is counted whatever becomes of the clean-up, which the next hour retries.
        await purge().catch((error: unknown) =>
          ctx.log.error({ err: error }, 'removing old site-speed days failed'),
        );
      }
      return { recorded };
    },

    purge,

    /**
     * Per public route with samples in the last 28 days: each metric's p75 over 7 and 28 days
     * (today included) and day by day, and over the 28 days per device class, for administrators.
     */
    async summary(caller: Caller): Promise<VitalsSummary> {
      ensureAdmin(caller);
      const today = clinicDay(ctx.clock());
      const first = addClinicDays(today, -(VITALS.days - 1));
      const recentFirst = addClinicDays(today, -(VITALS.recentDays - 1));
      const days = clinicDays(first, today);
      // route -> metric -> day -> histogram, every device together
      const byRoute = new Map<string, Map<string, Map<string, Histogram>>>();
      // `${route} ${metric} ${device}` -> the 28 days' histogram of that device class
      const byDevice = new Map<string, Histogram>();
      for (const count of await vitalsRepository(ctx.db).between(first, today)) {
        const metrics = byRoute.get(count.route) ?? new Map<string, Map<string, Histogram>>();
        byRoute.set(count.route, metrics);
        const byDay = metrics.get(count.metric) ?? new Map<string, Histogram>();
        metrics.set(count.metric, byDay);
        const histogram = byDay.get(count.day) ?? new Map<number, number>();
        byDay.set(count.day, histogram);
        histogram.set(count.bucket, (histogram.get(count.bucket) ?? 0) + count.samples);
        const deviceKey = `${count.route} ${count.metric} ${count.device}`;
        const ofDevice = byDevice.get(deviceKey) ?? new Map<number, number>();
        byDevice.set(deviceKey, ofDevice);
        ofDevice.set(count.bucket, (ofDevice.get(count.bucket) ?? 0) + count.samples);
      }
      // `${route} ${metric} ${day}` -> that day's distinct sources, every device together
      const sourcesOn = new Map<string, number>();
      // `${route} ${metric} ${device}` -> the 28 days' sources of that device class
      const sourcesOf = new Map<string, number>();
      for (const count of await vitalsRepository(ctx.db).sourcesBetween(first, today)) {
        const dayKey = `${count.route} ${count.metric} ${count.day}`;
        sourcesOn.set(dayKey, (sourcesOn.get(dayKey) ?? 0) + count.sources);
        const deviceKey = `${count.route} ${count.metric} ${count.device}`;
        sourcesOf.set(deviceKey, (sourcesOf.get(deviceKey) ?? 0) + count.sources);
      }

      const routes: (VitalsRouteSummary & { samples: number })[] = [];
      for (const [route, metrics] of byRoute) {
        const summaries = VITALS_METRICS.map((metric): VitalsMetricSummary => {
          const byDay = metrics.get(metric) ?? new Map<string, Histogram>();
          const recent: Histogram = new Map();
          const all: Histogram = new Map();
          let recentSources = 0;
          let allSources = 0;
          const daily = days.map((day) => {
            const histogram = byDay.get(day) ?? new Map<number, number>();
            const sources = sourcesOn.get(`${route} ${metric} ${day}`) ?? 0;
            addInto(all, histogram);
            allSources += sources;
            if (day >= recentFirst) {
              addInto(recent, histogram);
              recentSources += sources;
            }
            return { day, p75: p75(metric, histogram), samples: total(histogram), sources };
          });
          return {
            metric,
            p75_7d: p75(metric, recent),
            samples_7d: total(recent),
            sources_7d: recentSources,
            p75_28d: p75(metric, all),
            samples_28d: total(all),
            sources_28d: allSources,
            daily,
            devices: VITALS_DEVICE_CLASSES.map((device) => {
              const histogram = byDevice.get(`${route} ${metric} ${device}`) ?? new Map();
              return {
                device,
                p75_28d: p75(metric, histogram),
                samples_28d: total(histogram),
                sources_28d: sourcesOf.get(`${route} ${metric} ${device}`) ?? 0,
              };
            }),
          };
        });
        const samples = summaries.reduce((sum, summary) => sum + summary.samples_28d, 0);
        routes.push({ route, metrics: summaries, samples });
      }
      routes.sort((a, b) => b.samples - a.samples || a.route.localeCompare(b.route));
      return {
        today,
        sample_rate: options.sampleRate,
        routes: routes.map(({ route, metrics }) => ({ route, metrics })),
      };
    },
  };
}

export type VitalsService = ReturnType<typeof createVitalsService>;
