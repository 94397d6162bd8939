import type { ReleaseAction } from 'shared-data/contract';
import type { ReleaseRepository } from '../../repositories/release-repository';
import { kilobytes } from './size';

// A remote's history (release_history) is written here and nowhere else: a version registered,
// a placement (live, canary, promote, rollback, withdraw) by a person, a token or a local build,
// and a canary withdrawn automatically. The activity log's summary of a change is said here too.

/** The actor of a canary the server withdrew on its own. */
export const AUTOMATIC = 'automatic';

/** A new version, with what it holds and what a first visit loads from it. */
export function recordRegistration(
  repo: ReleaseRepository,
  entry: {
    remote: string;
    version: string;
    actor: string;
    at: string;
    fileCount: number;
    totalBytes: number;
    firstVisitBytes: number;
    commit: string | null;
  },
): Promise<void> {
  return repo.addHistory({
    remote: entry.remote,
    action: 'register',
    version: entry.version,
    previousVersion: null,
    percent: null,
    actor: entry.actor,
    at: entry.at,
    detail: `${entry.fileCount} files, ${entry.totalBytes} bytes, ${kilobytes(entry.firstVisitBytes)} gzip on a first visit${entry.commit ? `, commit ${entry.commit}` : ''}`,
    loads: null,
    failures: null,
  });
}

/** A change of what serves: `previousVersion` is what was live before it. */
export function recordPlacement(
  repo: ReleaseRepository,
  entry: {
    remote: string;
    action: ReleaseAction;
    version: string | null;
    previousVersion: string | null;
    percent: number | null;
    actor: string;
    at: string;
    detail: string | null;
  },
): Promise<void> {
  return repo.addHistory({ ...entry, loads: null, failures: null });
}

/** A canary withdrawn by the server, with the counts that decided it and why. */
export function recordAutomaticWithdrawal(
  repo: ReleaseRepository,
  entry: {
    remote: string;
    version: string;
    previousVersion: string | null;
    percent: number | null;
    at: string;
    loads: number;
    failures: number;
    reason: string;
  },
): Promise<void> {
  return repo.addHistory({
    remote: entry.remote,
    action: 'withdraw',
    version: entry.version,
    previousVersion: entry.previousVersion,
    percent: entry.percent,
    actor: AUTOMATIC,
    at: entry.at,
    detail: entry.reason,
    loads: entry.loads,
    failures: entry.failures,
  });
}

/** A release change in words, for the activity log. */
export function releaseSummary(
  remote: string,
  action: string,
  version: string | null,
  percent?: number | null,
): string {
  switch (action) {
    case 'live':
      return `Made ${remote} ${version} live`;
    case 'canary':
      return `Made ${remote} ${version} the canary for ${percent ?? 0}% of visitors`;
    case 'promote':
      return `Promoted the ${remote} canary ${version} to live`;
    case 'rollback':
      return `Rolled ${remote} back to ${version}`;
    case 'withdraw':
      return `Withdrew the ${remote} canary ${version}`;
    default:
      return `${remote} ${version ?? ''}: ${action}`;
  }
}
