import type { ReleaseBeaconEvent, RemoteName } from 'shared-data/contract';

// When a canary is withdrawn without anyone asking (docs/behaviour.md#releases): once at least
// `minLoads` visitors loaded it and more than `maxFailureShare` of them could not. Each visitor
// counts once per version for a load and once for a failure. Pure: no database, no clock.

/** RELEASE_CANARY_MAX_FAILURE_SHARE and RELEASE_CANARY_MIN_LOADS. */
export interface CanaryLimits {
  maxFailureShare: number;
  minLoads: number;
}

/** What one visitor's beacon says of one version: loaded, and whether it also failed. */
export interface VersionReport {
  remote: RemoteName;
  version: string;
  failed: boolean;
}

/**
 * A beacon's events, one per version in the order first named: a version failed if any of its
 * events says so (a visitor who loaded it, then failed, reports both).
 */
export function reportsByVersion(events: readonly ReleaseBeaconEvent[]): VersionReport[] {
  const reported = new Map<string, VersionReport>();
  for (const { remote, version, outcome } of events) {
    const key = `${remote}/${version}`;
    const entry = reported.get(key) ?? { remote, version, failed: false };
    entry.failed ||= outcome === 'failed';
    reported.set(key, entry);
  }
  return [...reported.values()];
}

/** Whether a canary with these counts (distinct visitors) is to be withdrawn. */
export function withdrawalDue(
  counts: { loads: number; failures: number },
  limits: CanaryLimits,
): boolean {
  const share = counts.failures / counts.loads;
  return !(counts.loads < limits.minLoads || share <= limits.maxFailureShare);
}

/** Why it was withdrawn, in the history's words. */
export function withdrawalReason(
  counts: { loads: number; failures: number },
  limits: CanaryLimits,
): string {
  const share = counts.failures / counts.loads;
  return `${counts.failures} of ${counts.loads} visitors could not load it (${(share * 100).toFixed(1)}%, more than ${(limits.maxFailureShare * 100).toFixed(1)}% of at least ${limits.minLoads})`;
}
