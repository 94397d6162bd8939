/**
 * What visitors really get (docs/behaviour.md#site-speed): the Web Vitals the shell reports from
 * real visits, the public routes they are reported for, and web.dev's rating thresholds, shared
 * by the shell, the server and the dashboard. Without zod, so the pages can import it as
 * 'shared-data/contract/web-vitals' (bundled into the chunk that uses it, tree-shaken: it is not
 * part of the shared singleton, so the home page's first scripts do not grow with it).
 */
import { SITE_ROUTES } from './site-routes';

/** The metrics reported: loading, responsiveness, visual stability, server response. */
export const VITALS_METRICS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalsMetric = (typeof VITALS_METRICS)[number];

/**
 * web.dev's thresholds: a value up to `good` is good, up to `poor` needs improvement, above it
 * is poor. Milliseconds, except CLS (a score without unit).
 */
export const VITALS_THRESHOLDS = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  TTFB: { good: 800, poor: 1800 },
} as const satisfies Record<VitalsMetric, { good: number; poor: number }>;

export const VITALS_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type VitalsRating = (typeof VITALS_RATINGS)[number];

/** The rating of a value of that metric by web.dev's thresholds. */
export function vitalsRating(metric: VitalsMetric, value: number): VitalsRating {
  const { good, poor } = VITALS_THRESHOLDS[metric];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

/**
 * The public route patterns reported: the public and blog remotes' routes of SITE_ROUTES, never a
 * path (a booking's manage link holds its secret token; /blogs/7 is '/blogs/:blog_id'). The
 * dashboard, the account screens and a page that is not found are not reported.
 */
export const VITALS_ROUTES = [
  ...Object.values(SITE_ROUTES.public),
  ...Object.values(SITE_ROUTES.blog),
] as const;
export type VitalsRoute = (typeof VITALS_ROUTES)[number];

/**
 * The device classes a report may name (docs/behaviour.md#site-speed-in-the-shell): a phone, or
 * anything else (a computer or a tablet). The browser decides it from what it knows of itself;
 * the server trusts it for nothing but the split of the figures.
 */
export const VITALS_DEVICES = ['phone', 'desktop'] as const;
export type VitalsDevice = (typeof VITALS_DEVICES)[number];

/**
 * The classes the figures are split by: those reported, and 'unknown' for a report that named
 * none (a browser that could not tell, or one measured before devices were recorded).
 */
export const VITALS_DEVICE_CLASSES = [...VITALS_DEVICES, 'unknown'] as const;
export type VitalsDeviceClass = (typeof VITALS_DEVICE_CLASSES)[number];

/** The calls' rules (docs/behaviour.md#site-speed-calls). */
export const VITALS = {
  /** POST <apiBase>vitals, JSON (sent as text/plain by navigator.sendBeacon). */
  path: 'vitals',
  /** Events in one report: a page view gives at most one of each metric. */
  maxEvents: 10,
  /** The largest value taken, per metric: milliseconds (5 minutes), or a CLS score. */
  maxValue: { LCP: 300_000, INP: 300_000, CLS: 100, TTFB: 300_000 },
  /** The summary's two windows, in days (today, the clinic's, included). */
  recentDays: 7,
  days: 28,
  /** Days of figures kept: the summary's 28 and a week more; older days are deleted. */
  keepDays: 35,
  /**
   * Samples one source (one client address) adds a day to one route's metric; the rest of its
   * reports count nothing, so one source cannot outweigh real visits.
   */
  samplesPerSource: 3,
  /**
   * A p75 from fewer sources than this is marked as such: below it, one source's samples (up to
   * 3 a day) are a large share of the figure and can move it.
   */
  minSources: 10,
} as const satisfies {
  path: string;
  maxEvents: number;
  maxValue: Record<VitalsMetric, number>;
  recentDays: number;
  days: number;
  keepDays: number;
  samplesPerSource: number;
  minSources: number;
};
