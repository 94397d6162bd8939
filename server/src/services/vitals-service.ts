import {
  VITALS,
  VITALS_METRICS,
  addClinicDays,
  clinicDay,
  clinicDays,
  type VitalsEvent,
  type VitalsMetricSummary,
  type VitalsRouteSummary,
  type VitalsSummary,
} from 'shared-data/contract';
import type { Caller } from '../core/caller';
import { metaRepository } from '../repositories/meta-repository';
import { vitalsRepository, type VitalsCount } from '../repositories/vitals-repository';
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
}

export function createVitalsService(ctx: ServiceContext, options: VitalsOptions) {
  // This instance asks at most once an hour whether old days are due to go; of the instances
  // that ask, the one that claims the app_meta row removes them.
  let lastPurgeLook = -Infinity;

  /** Removes the days older than VITALS.keepDays, once an hour across every instance. */
  async function purge(): Promise<number | null> {
    const now = ctx.clock();
    if (!(await metaRepository(ctx.db).claim(VITALS_PURGE_KEY, now, HOUR_MS))) return null;
    const removed = await vitalsRepository(ctx.db).deleteBefore(
      addClinicDays(clinicDay(now), -(VITALS.keepDays - 1)),
    );
    if (removed) ctx.log.info({ removed }, `removed ${removed} site-speed rows of old days`);
    return removed;
  }

  return {
    /** Counts a page view's measurements (already checked against the contract) into today. */
    async record(events: VitalsEvent[]): Promise<{ recorded: number }> {
      const now = ctx.clock();
      const day = clinicDay(now);
      // One count per bucket: a statement may not update the same row twice.
      const counts = new Map<string, VitalsCount>();
      for (const { route, metric, value } of events) {
        const bucket = bucketOf(metric, value);
        const key = `${route} ${metric} ${bucket}`;
        const count = counts.get(key) ?? { day, route, metric, bucket, samples: 0 };
        count.samples += 1;
        counts.set(key, count);
      }
      await vitalsRepository(ctx.db).add([...counts.values()]);
      if (now - lastPurgeLook >= HOUR_MS) {
        lastPurgeLook = now;
        // The report is counted whatever becomes of the clean-up, which the next hour retries.
        await purge().catch((error: unknown) =>
          ctx.log.error({ err: error }, 'removing old site-speed days failed'),
        );
      }
      return { recorded: events.length };
    },

    purge,

    /**
     * Per public route with samples in the last 28 days: each metric's p75 over 7 and 28 days
     * (today included) and day by day, for administrators.
     */
    async summary(caller: Caller): Promise<VitalsSummary> {
      ensureAdmin(caller);
      const today = clinicDay(ctx.clock());
      const first = addClinicDays(today, -(VITALS.days - 1));
      const recentFirst = addClinicDays(today, -(VITALS.recentDays - 1));
      const days = clinicDays(first, today);
      // route -> metric -> day -> histogram
      const byRoute = new Map<string, Map<string, Map<string, Histogram>>>();
      for (const count of await vitalsRepository(ctx.db).between(first, today)) {
        const metrics = byRoute.get(count.route) ?? new Map<string, Map<string, Histogram>>();
        byRoute.set(count.route, metrics);
        const byDay = metrics.get(count.metric) ?? new Map<string, Histogram>();
        metrics.set(count.metric, byDay);
        const histogram = byDay.get(count.day) ?? new Map<number, number>();
        byDay.set(count.day, histogram);
        histogram.set(count.bucket, (histogram.get(count.bucket) ?? 0) + count.samples);
      }

      const routes: (VitalsRouteSummary & { samples: number })[] = [];
      for (const [route, metrics] of byRoute) {
        const summaries = VITALS_METRICS.map((metric): VitalsMetricSummary => {
          const byDay = metrics.get(metric) ?? new Map<string, Histogram>();
          const recent: Histogram = new Map();
          const all: Histogram = new Map();
          const daily = days.map((day) => {
            const histogram = byDay.get(day) ?? new Map<number, number>();
            addInto(all, histogram);
            if (day >= recentFirst) addInto(recent, histogram);
            return { day, p75: p75(metric, histogram), samples: total(histogram) };
          });
          return {
            metric,
            p75_7d: p75(metric, recent),
            samples_7d: total(recent),
            p75_28d: p75(metric, all),
            samples_28d: total(all),
            daily,
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
