// Test fixtures: the site-speed summary as GET vitals/summary answers it, checked against the
// contract's schema so the section is tested against the shape the server really sends.
import {
  VITALS,
  VITALS_DEVICE_CLASSES,
  VITALS_METRICS,
  vitalsSummarySchema,
  type VitalsDeviceClass,
  type VitalsMetric,
  type VitalsMetricSummary,
  type VitalsRouteSummary,
  type VitalsSummary,
} from 'shared-data/contract';

export const TODAY = '2026-11-25';

/** The 28 days up to TODAY, oldest first. */
export function testDays(): string[] {
  const last = Date.UTC(2026, 10, 25);
  return Array.from({ length: VITALS.days }, (_, i) =>
    new Date(last - (VITALS.days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

/** A day's figures: its p75 and how many samples from how many sources. */
export interface TestDay {
  p75: number;
  samples: number;
  sources: number;
}

/** A device class's 28 days. */
export interface TestDevice {
  p75: number | null;
  samples: number;
  sources: number;
}

/**
 * One metric: `daily` gives the days with visits, by how many days back (0: today), as a p75
 * (10 samples from 4 sources: too few to show) or whole; the 7- and 28-day figures are given or
 * absent; `devices` the 28 days of each device class given (the others have no samples).
 */
export function testMetric(
  metric: VitalsMetric,
  figures: {
    p75_7d?: number | null;
    p75_28d?: number | null;
    samples_7d?: number;
    samples_28d?: number;
    sources_7d?: number;
    sources_28d?: number;
    daily?: Record<number, number | TestDay>;
    devices?: Partial<Record<VitalsDeviceClass, TestDevice>>;
  } = {},
): VitalsMetricSummary {
  const days = testDays();
  return {
    metric,
    p75_7d: figures.p75_7d ?? null,
    samples_7d: figures.samples_7d ?? (figures.p75_7d == null ? 0 : 40),
    sources_7d: figures.sources_7d ?? (figures.p75_7d == null ? 0 : 16),
    p75_28d: figures.p75_28d ?? null,
    samples_28d: figures.samples_28d ?? (figures.p75_28d == null ? 0 : 120),
    sources_28d: figures.sources_28d ?? (figures.p75_28d == null ? 0 : 48),
    daily: days.map((day, i) => {
      const given = figures.daily?.[days.length - 1 - i];
      if (given === undefined) return { day, p75: null, samples: 0, sources: 0 };
      return typeof given === 'number'
        ? { day, p75: given, samples: 10, sources: 4 }
        : { day, ...given };
    }),
    devices: VITALS_DEVICE_CLASSES.map((device) => {
      const given = figures.devices?.[device];
      return {
        device,
        p75_28d: given?.p75 ?? null,
        samples_28d: given?.samples ?? 0,
        sources_28d: given?.sources ?? 0,
      };
    }),
  };
}

export function testRouteSpeed(
  route: string,
  metrics: Partial<Record<VitalsMetric, VitalsMetricSummary>> = {},
): VitalsRouteSummary {
  return { route, metrics: VITALS_METRICS.map((m) => metrics[m] ?? testMetric(m)) };
}

export function testVitalsSummary(routes: VitalsRouteSummary[], sampleRate = 1): VitalsSummary {
  return vitalsSummarySchema.parse({ today: TODAY, sample_rate: sampleRate, routes });
}
