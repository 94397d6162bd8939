import {
  VITALS_THRESHOLDS,
  vitalsRating,
  type VitalsMetric,
  type VitalsRating,
} from 'shared-data/contract/web-vitals';
import type { VitalsDay, VitalsMetricSummary } from 'shared-data/contract';
import type { VitalsDeviceClass } from 'shared-data/contract/web-vitals';

/** What each measure is, for the legend and the abbreviations' titles. */
export const METRIC_NAMES: Record<VitalsMetric, string> = {
  LCP: 'Largest Contentful Paint',
  INP: 'Interaction to Next Paint',
  CLS: 'Cumulative Layout Shift',
  TTFB: 'Time to First Byte',
};

export const METRIC_MEANINGS: Record<VitalsMetric, string> = {
  LCP: 'how long the main content takes to show',
  INP: 'how quickly the page answers a tap, click or key',
  CLS: 'how much the page moves about as it loads',
  TTFB: 'how long the server takes to start answering',
};

/** The rating in words: the colour of its badge only repeats it. */
export const RATING_WORDS: Record<VitalsRating, string> = {
  good: 'Good',
  'needs-improvement': 'Needs improvement',
  poor: 'Poor',
};

/** '180 ms', '2.54 s'; a CLS score as it is: '0.032', '0'. */
export function formatValue(metric: VitalsMetric, value: number): string {
  if (metric === 'CLS') return value === 0 ? '0' : String(Number(value.toFixed(3)));
  return value < 1000 ? `${Math.round(value)} ms` : `${(value / 1000).toFixed(2)} s`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11-25' -> '25 Nov'. */
export function dayLabel(day: string): string {
  const [, month, date] = day.split('-').map(Number);
  return `${date ?? ''} ${MONTHS[(month ?? 1) - 1] ?? ''}`;
}

/** The good line in words: 'Good is at most 2.50 s.' */
export const goodLine = (metric: VitalsMetric) =>
  `Good is at most ${formatValue(metric, VITALS_THRESHOLDS[metric].good)}.`;

/** A chart's text alternative: the days shown, the range, the latest day, the days too thin. */
export function chartSummary(metric: VitalsMetric, daily: readonly VitalsDay[]): string {
  const visited = daily.filter((day) => day.p75 !== null);
  const measured = visited.filter((day) => enoughSamples(day.samples));
  const thin = visited.length - measured.length;
  const thinText =
    thin === 0
      ? ''
      : ` ${thin} ${thin === 1 ? 'day' : 'days'} had too few visits to show (fewer than ${MIN_SAMPLES} samples).`;
  const last = measured.at(-1);
  if (!last || last.p75 === null) {
    if (thin > 0) {
      return `No day of the last ${daily.length} had enough visits to show.${thinText} ${goodLine(metric)}`;
    }
    return `No visits measured in the last ${daily.length} days. ${goodLine(metric)}`;
  }
  const values = measured.map((day) => day.p75 ?? 0);
  const range =
    measured.length === 1
      ? `${formatValue(metric, last.p75)} on ${dayLabel(last.day)}`
      : `lowest ${formatValue(metric, Math.min(...values))}, highest ${formatValue(metric, Math.max(...values))}, latest ${formatValue(metric, last.p75)} on ${dayLabel(last.day)}`;
  return `${measured.length} of ${daily.length} days with enough visits: ${range}.${thinText} ${goodLine(metric)}`;
}

/**
 * The fewest samples a p75 is shown or judged from: the windows' figures, each day's, the charts'
 * points and the verdicts all wait for it. Below it the nearest-rank p75 is one of the last few
 * values (of 8 samples, the 6th), so a single slow or fast visit moves it a whole rank: the
 * figure is hidden and its sample count shown instead (docs/behaviour.md#site-speed-in-the-dashboard).
 */
export const MIN_SAMPLES = 20;

/** Enough samples for its p75 to be shown. */
export const enoughSamples = (samples: number) => samples >= MIN_SAMPLES;

/** The measures a verdict weighs: what a visitor feels (TTFB is part of the first). */
const VERDICT_METRICS = ['LCP', 'INP', 'CLS'] as const satisfies readonly VitalsMetric[];

/** What a measure that is not good means to a visitor. */
const PROBLEMS: Record<(typeof VERDICT_METRICS)[number], (value: string) => string> = {
  LCP: (value) => `the main content takes ${value} to show`,
  INP: (value) => `taps take ${value} to get an answer`,
  CLS: (value) => `the page moves about as it loads (${value})`,
};

export interface Verdict {
  /** 'unknown' while there are too few samples to judge. */
  rating: VitalsRating | 'unknown';
  text: string;
}

/** A measure's 28-day figure a verdict weighs: its p75 and the samples it rests on. */
export interface VerdictFigure {
  metric: VitalsMetric;
  p75: number | null;
  samples: number;
}

/** The 28 days of one device class's visits. */
export const visitsOn = (
  metrics: readonly VitalsMetricSummary[],
  device: VitalsDeviceClass,
): VerdictFigure[] =>
  metrics.map((m) => {
    const figures = m.devices.find((d) => d.device === device);
    return { metric: m.metric, p75: figures?.p75_28d ?? null, samples: figures?.samples_28d ?? 0 };
  });

/** What each device class is called on screen. */
export const DEVICE_NAMES: Record<VitalsDeviceClass, string> = {
  phone: 'Phones',
  desktop: 'Computers and tablets',
  unknown: 'Device not known',
};

/**
 * A route's verdict in plain words over the last 28 days, from p75s (every visit's, or one
 * device class's): fast for at least 3 of 4 visitors when the p75 of each measure felt (LCP,
 * INP, CLS) is good; the measures that are not, in words, otherwise. It waits for MIN_SAMPLES of
 * LCP; INP and CLS count once they have as many.
 */
export function routeVerdict(figures: readonly VerdictFigure[]): Verdict {
  const find = (metric: VitalsMetric) => figures.find((m) => m.metric === metric);
  const lcp = find('LCP');
  if (!lcp || lcp.p75 === null || !enoughSamples(lcp.samples)) {
    const samples = lcp?.samples ?? 0;
    return {
      rating: 'unknown',
      text: `not enough visits yet to judge (${samples} of the ${MIN_SAMPLES} page views needed)`,
    };
  }
  const judged = VERDICT_METRICS.flatMap((metric) => {
    const m = find(metric);
    if (!m || m.p75 === null || !enoughSamples(m.samples)) return [];
    const rating = vitalsRating(metric, m.p75);
    return [{ metric, rating, problem: PROBLEMS[metric](formatValue(metric, m.p75)) }];
  });
  const poor = judged.filter((j) => j.rating === 'poor');
  const slow = judged.filter((j) => j.rating === 'needs-improvement');
  if (poor.length > 0) {
    const problems = [...poor, ...slow].map((j) => j.problem).join('; ');
    return { rating: 'poor', text: `slow for more than 1 of 4 visitors: ${problems}` };
  }
  if (slow.length > 0) {
    const problems = slow.map((j) => j.problem).join('; ');
    return {
      rating: 'needs-improvement',
      text: `fast for fewer than 3 of 4 visitors: ${problems}`,
    };
  }
  return { rating: 'good', text: 'fast for at least 3 of 4 visitors' };
}
