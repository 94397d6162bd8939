// Where site speed's calls go (docs/behaviour.md#site-speed-calls).
import type { Endpoint } from '../endpoints';

export const vitalsEndpoints = {
  // Site speed (docs/behaviour.md#site-speed-calls): the shell's report of a page view's Web
  // Vitals (public, no session: JSON sent as text/plain by navigator.sendBeacon), and the
  // administrators' summary.
  reportVitals: { method: 'POST', path: 'vitals', auth: 'none', body: 'json' },
  vitalsSummary: { method: 'GET', path: 'vitals/summary', auth: 'bearer', body: 'none' },
} as const satisfies Record<string, Endpoint>;
