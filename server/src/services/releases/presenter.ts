import {
  REMOTE_NAMES,
  type ReleaseHistoryEntry,
  type ReleaseOverview,
  type ReleaseVersion,
  type RemoteName,
  type RemoteReleases,
} from 'shared-data/contract';
import {
  releaseRepository,
  type HistoryRecord,
  type VersionRecord,
} from '../../repositories/release-repository';
import type { ServiceContext } from '../context';

// The registry as the contract shows it: a remote's state, versions, newest history and budget;
// and every remote with the canary's thresholds for the overview.

/** History entries a remote's answer carries, newest first. */
export const HISTORY_LIMIT = 50;

export const presentVersion = (version: VersionRecord): ReleaseVersion => ({
  remote: version.remote as RemoteName,
  version: version.version,
  released_by: version.releasedBy,
  released_at: version.releasedAt,
  commit: version.commit,
  file_count: version.fileCount,
  total_bytes: version.totalBytes,
  requires: version.requires,
  loads: version.loads,
  failures: version.failures,
  failure_share: version.loads ? version.failures / version.loads : null,
  first_visit_bytes: version.firstVisitBytes,
});

export const presentHistory = (entry: HistoryRecord): ReleaseHistoryEntry => ({
  id: entry.id,
  remote: entry.remote as RemoteName,
  action: entry.action,
  version: entry.version,
  previous_version: entry.previousVersion,
  percent: entry.percent,
  actor: entry.actor,
  at: entry.at,
  detail: entry.detail,
  loads: entry.loads,
  failures: entry.failures,
});

export function createPresenter(
  ctx: Pick<ServiceContext, 'db'>,
  options: {
    overrides: Partial<Record<RemoteName, string>>;
    canary: { maxFailureShare: number; minLoads: number };
  },
) {
  async function present(remote: RemoteName): Promise<RemoteReleases> {
    const repo = releaseRepository(ctx.db);
    const [state, versions, history, budget] = await Promise.all([
      repo.state(remote),
      repo.versions(remote),
      repo.history(remote, HISTORY_LIMIT),
      repo.budget(remote),
    ]);
    return {
      remote,
      live: state.live,
      live_since: state.liveSince,
      canary: state.canary,
      canary_percent: state.canaryPercent,
      canary_since: state.canarySince,
      fixed_url: options.overrides[remote] ?? null,
      revision: state.revision,
      budget_bytes: budget?.budgetBytes ?? null,
      versions: versions.map(presentVersion),
      history: history.map(presentHistory),
    };
  }

  return {
    present,
    async overview(): Promise<ReleaseOverview> {
      return {
        remotes: await Promise.all(REMOTE_NAMES.map((remote) => present(remote))),
        canary_max_failure_share: options.canary.maxFailureShare,
        canary_min_loads: options.canary.minLoads,
      };
    },
  };
}

export type Presenter = ReturnType<typeof createPresenter>;
