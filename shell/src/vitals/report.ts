import { onCLS, onINP, onLCP, onTTFB, type Metric, type ReportOpts } from 'web-vitals';
import { VITALS, type VitalsDevice, type VitalsMetric } from 'shared-data/contract/web-vitals';
import type { VitalsEvent } from 'shared-data/contract';
import { deviceClass, deviceSignals } from './device-class';
import { publicRouteOf } from './public-route';

// The reporting chunk (docs/behaviour.md#site-speed), loaded by start-vitals.ts for a sampled
// visit: the library's measurements, each under its page's route pattern, sent together.

type OnMetric = (report: (metric: Metric) => void, options: ReportOpts) => void;

/** The library's four measures; tests hand in their own. */
export type VitalsLibrary = Record<`on${VitalsMetric}`, OnMetric>;

const LIBRARY: VitalsLibrary = { onLCP, onINP, onCLS, onTTFB };

/**
 * Posts one report without holding the page: navigator.sendBeacon (text/plain, so no CORS
 * preflight), or fetch with keepalive where the browser has no beacon or refused it (a beacon
 * is refused when the browser's queue is full).
 */
export function sendReport(
  url: string,
  body: string,
  beacon: ((url: string, body: string) => boolean) | undefined = typeof navigator.sendBeacon ===
  'function'
    ? (to, data) => navigator.sendBeacon(to, data)
    : undefined,
  post: typeof fetch | undefined = typeof fetch === 'function' ? fetch : undefined,
): void {
  try {
    if (beacon?.(url, body)) return;
  } catch {
    // Refused outright: the fallback below.
  }
  post?.(url, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'omit',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
  }).catch(() => undefined);
}

/** Whole milliseconds; CLS to four decimals. */
const rounded = (name: VitalsMetric, value: number) =>
  name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value);

/** The path a metric is about: its page's URL as the library gives it, else the landing page. */
function pathOf(metric: Metric, landingPath: string): string {
  if (!metric.navigationURL) return landingPath;
  try {
    return new URL(metric.navigationURL, window.location.href).pathname;
  } catch {
    return landingPath;
  }
}

/**
 * Starts the library (with soft navigations where the browser measures them) and keeps each
 * measurement of a public page as { route pattern, metric, value }: nothing else of the page or
 * the visitor but the visit's device class (phone or desktop), named once a report when the
 * browser tells it. They go out together when the page is hidden or left, and whenever the
 * answer is called (a move to another page). Each measurement is counted once, with the value it
 * has when it first goes out; one still waiting takes the library's later value.
 */
export function startReporting(
  apiBase: string,
  landingPath: string,
  library: VitalsLibrary = LIBRARY,
  send: (url: string, body: string) => void = sendReport,
  device: VitalsDevice | null = deviceClass(deviceSignals()) ?? null,
): () => void {
  const url = `${apiBase.endsWith('/') ? apiBase : `${apiBase}/`}${VITALS.path}`;
  const waiting = new Map<string, VitalsEvent>();
  const sent = new Set<string>();

  const take = (metric: Metric) => {
    const name = metric.name as VitalsMetric;
    if (sent.has(metric.id) || !(name in VITALS.maxValue)) return;
    // After a move within the site the library reports a TTFB of 0: nothing was fetched.
    if (name === 'TTFB' && metric.navigationType === 'soft-navigation') return;
    const route = publicRouteOf(pathOf(metric, landingPath));
    const value = rounded(name, metric.value);
    if (!route || !(value >= 0 && value <= VITALS.maxValue[name])) return;
    waiting.set(metric.id, { route, metric: name, value } as VitalsEvent);
  };

  const flush = () => {
    if (waiting.size === 0) return;
    const events = [...waiting.values()];
    for (const id of waiting.keys()) sent.add(id);
    waiting.clear();
    for (let i = 0; i < events.length; i += VITALS.maxEvents) {
      const batch = events.slice(i, i + VITALS.maxEvents);
      send(url, JSON.stringify(device ? { device, events: batch } : { events: batch }));
    }
  };

  const options: ReportOpts = { reportSoftNavs: true };
  for (const start of [library.onTTFB, library.onLCP, library.onCLS, library.onINP]) {
    try {
      start(take, options);
    } catch {
      // A browser without an API one measure needs still reports the others.
    }
  }
  // After the library's own listeners, which report CLS and INP as the page is hidden.
  addEventListener(
    'visibilitychange',
    () => {
      if (document.visibilityState === 'hidden') flush();
    },
    true,
  );
  addEventListener('pagehide', flush, true);
  return flush;
}
