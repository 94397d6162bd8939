import type { RemoteName } from 'shared-data';
import type { ReleaseBeaconEvent, ReleaseOutcome } from 'shared-data/contract';

// The contract's RELEASE_BEACON_PATH and RELEASE_BEACON_MAX_EVENTS, repeated here because the
// contract module carries zod, which the home page must not load (docs/behaviour.md#releases).
const BEACON_PATH = 'releases/beacon';
const MAX_EVENTS = 50;
/** How long events wait for others before they go out together. */
export const BEACON_DELAY_MS = 2000;

export type ReportOutcome = (remote: RemoteName, outcome: ReleaseOutcome) => void;

/**
 * The release beacon (docs/behaviour.md#releases): each load of a remote and each failure to
 * load or render it, per version, sent in batches of at most 50 a short while after the first
 * one and whenever the page is hidden or left. Only a remote, a version and an outcome go out:
 * no personal data. Remotes without a registered version (`versionOf` answers null) are not
 * reported. A failure soon after a load (before the batch went) replaces it: one event per
 * attempt. `send` is navigator.sendBeacon: a text/plain body needs no CORS preflight.
 */
export function createReleaseBeacon(
  apiBase: string,
  versionOf: (remote: RemoteName) => string | null | undefined,
  send: (url: string, body: Blob) => boolean = (url, body) => navigator.sendBeacon(url, body),
): ReportOutcome {
  const url = `${apiBase.endsWith('/') ? apiBase : `${apiBase}/`}${BEACON_PATH}`;
  let queue: ReleaseBeaconEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    while (queue.length > 0) {
      const events = queue.slice(0, MAX_EVENTS);
      queue = queue.slice(MAX_EVENTS);
      try {
        send(url, new Blob([JSON.stringify({ events })], { type: 'text/plain' }));
      } catch {
        // A beacon refused by the browser is lost; the figures are a sample anyway.
      }
    }
  };
  addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  return (remote, outcome) => {
    const version = versionOf(remote);
    if (!version) return;
    // A page that rendered and then threw (its data arrived, say) is one failed attempt.
    if (outcome === 'failed')
      queue = queue.filter(
        (event) =>
          event.remote !== remote || event.version !== version || event.outcome === 'failed',
      );
    queue.push({ remote, version, outcome });
    timer ??= setTimeout(flush, BEACON_DELAY_MS);
  };
}
