import type { RemoteName, RemoteReleases } from 'shared-data/contract';
import { formatClinic } from 'shared-data/contract/booking';

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

/** The date and time in full, the clinic's (Nairobi), for a title beside an age. */
export const fullDate = (iso: string) => formatClinic(iso, 'd MMM yyyy, HH:mm');

/** Each remote as the people using it know it. */
export const REMOTE_LABELS: Record<RemoteName, string> = {
  public: 'Public pages',
  blog: 'Blog',
  auth: 'Sign-in pages',
  dashboard: 'Dashboard',
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** 'no failures', '2 of 120 loads failed', or 'no visits reported yet'. */
function loadsText(loads: number, failures: number): string {
  if (loads === 0) return 'no visits reported yet';
  if (failures === 0) return 'no failures';
  return `${failures} of ${plural(loads, 'load', 'loads')} failed`;
}

/**
 * One line in plain words on what a remote's visitors get (docs/behaviour.md#releases-in-the-dashboard):
 * 'Blog: everyone on the version of 24 Nov, no failures', 'Dashboard: trying a new version on
 * 10% of visitors, 0 of 230 loads failed'. Dates are the clinic's.
 */
export function releaseSummary(releases: RemoteReleases): string {
  const { remote, live, canary } = releases;
  const name = REMOTE_LABELS[remote];
  const find = (id: string | null) => releases.versions.find((v) => v.version === id);
  if (releases.fixed_url)
    return `${name}: everyone on the build the server is set to load from another address`;
  const current = find(live);
  if (!live || !current) return `${name}: nothing released yet, everyone on the site's own build`;
  const since = formatClinic(current.released_at, 'd MMM');
  const trial = find(canary);
  if (!canary || !trial) {
    return `${name}: everyone on the version of ${since}, ${loadsText(current.loads, current.failures)}`;
  }
  const failures =
    trial.loads === 0
      ? 'no visits reported yet'
      : `${trial.failures} of ${plural(trial.loads, 'load', 'loads')} failed`;
  return `${name}: trying a new version on ${releases.canary_percent ?? 0}% of visitors, ${failures}; the others on the version of ${since}`;
}

/** "2 of 120 visitors could not load it (1.7%)" (a visitor counts once), or none reported yet. */
export function failureText(loads: number, failures: number): string {
  if (loads === 0) return 'No visitors reported yet';
  const share = ((failures / loads) * 100).toFixed(1).replace(/\.0$/, '');
  return `${failures} of ${loads} visitors could not load it (${share}%)`;
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

/** Bytes as KB with one decimal: '18.4 KB'. */
export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** How a size differs from the one before: '+1.2 KB', '-0.3 KB', or 'no change' (to 0.1 KB). */
export function sizeChange(bytes: number, previous: number): string {
  const change = (bytes - previous) / 1024;
  if (Math.abs(change) < 0.05) return 'no change';
  return `${change > 0 ? '+' : '-'}${Math.abs(change).toFixed(1)} KB`;
}
