import type { RuntimeConfig } from 'shared-data';
import { remoteOfPath } from '../shared/route-remote';

// What visitors really get (docs/behaviour.md#site-speed): a share of visits measures its Web
// Vitals with the web-vitals library. Only this file is in the page's first scripts; the library
// and the reporting are a chunk of their own, fetched once the page has loaded and settled, and
// only for a visit that is sampled.

/** After the load event, this long (the page's own late requests are over), then an idle moment. */
export const SETTLE_MS = 3_000;
/** The idle moment is awaited at most this long. */
export const IDLE_TIMEOUT_MS = 2_000;

/** The reporting chunk: starts the library, answers what sends the measurements waiting. */
export type StartReporting = (apiBase: string, landingPath: string) => () => void;

export interface VitalsOptions {
  /** Draws whether this visit is sampled: a number in [0, 1). */
  random?: () => number;
  /** Fetches the reporting chunk. */
  load?: () => Promise<{ startReporting: StartReporting }>;
}

let sendWaiting: (() => void) | undefined;

/**
 * Called on each move to another page: the measurements waiting go out now rather than when
 * the page is hidden. Nothing until the reporting runs.
 */
export function vitalsRouteChanged(): void {
  sendWaiting?.();
  // A visit measured by the server-rendered page's own script (standalone.ts).
  window.portalVitals?.routeChanged();
}

/**
 * For a page the browser renders (a server-rendered one is measured by its own starter script
 * and vitals/standalone.ts, whether or not the app starts). Starts measuring this visit when the runtime config's `vitalsSampleRate` draws it (none
 * without one) and it starts on a public page; otherwise nothing is loaded.
 */
export function startVitals(
  config: Pick<RuntimeConfig, 'apiBase' | 'vitalsSampleRate'>,
  {
    random = Math.random,
    load = () => import(/* webpackChunkName: "web-vitals" */ './report'),
  }: VitalsOptions = {},
): void {
  const rate = config.vitalsSampleRate;
  const landingPath = window.location.pathname;
  // A public page: one the public or blog remote owns (the shell's route table, already here;
  // the chunk maps each measurement to its route pattern).
  const remote = remoteOfPath(landingPath);
  if (!(typeof rate === 'number' && random() < rate) || (remote !== 'public' && remote !== 'blog'))
    return;
  const begin = () => {
    load().then(
      ({ startReporting }) => {
        sendWaiting = startReporting(config.apiBase, landingPath);
      },
      // A browser that cannot run the chunk only goes unmeasured.
      () => undefined,
    );
  };
  const settle = () =>
    setTimeout(() => {
      if (typeof requestIdleCallback === 'function') {
        requestIdleCallback(begin, { timeout: IDLE_TIMEOUT_MS });
      } else begin();
    }, SETTLE_MS);
  if (document.readyState === 'complete') settle();
  else addEventListener('load', settle, { once: true });
}
