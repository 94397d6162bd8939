import {
  VITALS_THRESHOLDS,
  type VitalsMetric,
  type VitalsRating,
} from 'shared-data/contract/web-vitals';
import type { VitalsDay } from 'shared-data/contract';

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

/** A chart's text alternative: how many days had visits, the range, the latest day. */
export function chartSummary(metric: VitalsMetric, daily: readonly VitalsDay[]): string {
  const measured = daily.filter((day) => day.p75 !== null);
  const last = measured.at(-1);
  if (!last || last.p75 === null) {
    return `No visits measured in the last ${daily.length} days. ${goodLine(metric)}`;
  }
  const values = measured.map((day) => day.p75 ?? 0);
  const range =
    measured.length === 1
      ? `${formatValue(metric, last.p75)} on ${dayLabel(last.day)}`
      : `lowest ${formatValue(metric, Math.min(...values))}, highest ${formatValue(metric, Math.max(...values))}, latest ${formatValue(metric, last.p75)} on ${dayLabel(last.day)}`;
  return `${measured.length} of ${daily.length} days with visits: ${range}. ${goodLine(metric)}`;
}
