// Test fixtures: the registry as GET releases/ answers it, checked against the contract's schemas
// so the screens are tested against the shapes the server really sends.
import {
  deployTokenSchema,
  releaseOverviewSchema,
  type DeployToken,
  type ReleaseHistoryEntry,
  type ReleaseOverview,
  type ReleaseVersion,
  type RemoteReleases,
} from 'shared-data/contract';
import type { RemoteName } from 'shared-data';

const DAY = 24 * 3600 * 1000;
/** An ISO time `days` before now. */
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

export function testVersion(overrides: Partial<ReleaseVersion> = {}): ReleaseVersion {
  return {
    remote: 'blog',
    version: 'aaaaaaaaaaaa',
    released_by: 'Wanjiru Kamau',
    released_at: daysAgo(10),
    commit: '0123456789abcdef',
    file_count: 12,
    total_bytes: 120_000,
    requires: { react: '^19.3.1' },
    loads: 0,
    failures: 0,
    failure_share: null,
    first_visit_bytes: 16_000,
    ...overrides,
  };
}

let entryId = 0;
export function testHistoryEntry(
  overrides: Partial<ReleaseHistoryEntry> = {},
): ReleaseHistoryEntry {
  entryId += 1;
  return {
    id: `h${entryId}`,
    remote: 'blog',
    action: 'live',
    version: 'aaaaaaaaaaaa',
    previous_version: null,
    percent: null,
    actor: 'Wanjiru Kamau',
    at: daysAgo(10),
    detail: null,
    loads: null,
    failures: null,
    ...overrides,
  };
}

export function testRemoteReleases(
  remote: RemoteName,
  overrides: Partial<RemoteReleases> = {},
): RemoteReleases {
  return {
    remote,
    live: null,
    live_since: null,
    canary: null,
    canary_percent: null,
    canary_since: null,
    fixed_url: null,
    revision: 0,
    budget_bytes: null,
    versions: [],
    history: [],
    ...overrides,
  };
}

/**
 * The blog with three versions: `v1` live before (registered before sizes were measured), `v2`
 * live for 3 days (17.2 KB on a first visit), `v3` a 25 % canary (18.4 KB); a 20 KB budget.
 */
export const BLOG = testRemoteReleases('blog', {
  live: 'bbbbbbbbbbbb',
  live_since: daysAgo(3),
  canary: 'cccccccccccc',
  canary_percent: 25,
  canary_since: daysAgo(1),
  revision: 4,
  budget_bytes: 20 * 1024,
  versions: [
    testVersion({
      version: 'cccccccccccc',
      released_by: 'deploy token blog team CI',
      released_at: daysAgo(1),
      loads: 40,
      failures: 1,
      failure_share: 0.025,
      first_visit_bytes: 18_842,
    }),
    testVersion({
      version: 'bbbbbbbbbbbb',
      released_by: 'Kiprono Langat',
      released_at: daysAgo(3),
      loads: 120,
      failures: 0,
      failure_share: 0,
      first_visit_bytes: 17_613,
    }),
    testVersion({
      version: 'aaaaaaaaaaaa',
      released_at: daysAgo(10),
      loads: 300,
      failures: 3,
      first_visit_bytes: null,
    }),
  ],
  history: [
    testHistoryEntry({
      action: 'canary',
      version: 'cccccccccccc',
      percent: 25,
      at: daysAgo(1),
      actor: 'deploy token blog team CI',
    }),
    testHistoryEntry({
      action: 'live',
      version: 'bbbbbbbbbbbb',
      previous_version: 'aaaaaaaaaaaa',
      at: daysAgo(3),
      actor: 'Kiprono Langat',
    }),
    testHistoryEntry({
      action: 'live',
      version: 'aaaaaaaaaaaa',
      at: daysAgo(10),
      actor: 'local build',
    }),
  ],
});

/** The public remote: one version, live since the first start. */
export const PUBLIC = testRemoteReleases('public', {
  live: 'dddddddddddd',
  live_since: daysAgo(30),
  versions: [
    testVersion({ remote: 'public', version: 'dddddddddddd', released_by: 'local build' }),
  ],
  history: [
    testHistoryEntry({
      remote: 'public',
      version: 'dddddddddddd',
      actor: 'local build',
      at: daysAgo(30),
    }),
  ],
});

export function testOverview(remotes: RemoteReleases[] = [PUBLIC, BLOG]): ReleaseOverview {
  return releaseOverviewSchema.parse({
    remotes,
    canary_max_failure_share: 0.05,
    canary_min_loads: 20,
  });
}

export function testDeployToken(overrides: Partial<DeployToken> = {}): DeployToken {
  return deployTokenSchema.parse({
    id: 't1',
    remote: 'blog',
    label: 'blog team CI',
    created_by: 'Wanjiru Kamau',
    created_at: daysAgo(20),
    last_used_at: daysAgo(1),
    revoked_at: null,
    ...overrides,
  });
}
