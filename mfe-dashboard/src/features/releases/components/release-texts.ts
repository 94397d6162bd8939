import type { RemoteReleases } from 'shared-data/contract';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** "3 days ago", "2 hours ago", "just now" (days up to a month: "20 days ago", not "3 weeks"). */
export function ago(iso: string, now = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  if (!Number.isFinite(seconds)) return iso;
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return 'just now';
}

/** The date and time in full, for a title beside an age. */
export const fullDate = (iso: string) => new Date(iso).toLocaleString('en-GB');

/** "2 of 120 loads failed (1.7%)", or that nothing was reported yet. */
export function failureText(loads: number, failures: number): string {
  if (loads === 0) return 'No loads reported yet';
  const share = ((failures / loads) * 100).toFixed(1).replace(/\.0$/, '');
  return `${failures} of ${loads} loads failed (${share}%)`;
}

/** The version that was live before the live one: where a plain Roll back goes. */
export function previousLive(releases: RemoteReleases): string | null {
  const entry = releases.history.find(
    (change) =>
      (change.action === 'live' || change.action === 'promote' || change.action === 'rollback') &&
      change.version === releases.live &&
      change.previous_version !== null,
  );
  if (entry?.previous_version) return entry.previous_version;
  return releases.versions.find((version) => version.version !== releases.live)?.version ?? null;
}
