import type { ReleaseOverview, RemoteName, RemoteReleases } from 'shared-data/contract';
import type { ServiceContext } from '../context';
import { authorize, ensureStaffAdmin, remoteOf, type ReleaseCaller } from './access';
import { createCanaryMonitor } from './canary-monitor';
import type { CanaryLimits } from './canary-rule';
import { createPlacementChecks } from './checks';
import { createCommands } from './commands';
import { createFileCache } from './file-cache';
import type { SiteProvides } from './gate';
import { createLocalBuilds } from './local-builds';
import { createPresenter } from './presenter';
import { previewOf } from './preview';
import { createStateChanges } from './registry';
import { createResolver } from './resolver';
import { createRetention } from './retention';
import { createStateCache } from './state-cache';
import { createUpload } from './upload';
import { createVersionFiles } from './version-files';

// The release registry (docs/behaviour.md#releases) put together from its parts; each part is
// one concern, and this is the one place that knows them all.

export interface ReleaseOptions {
  /** What the running site provides, read when a version is checked. */
  siteProvides: () => SiteProvides;
  /** REMOTE_<NAME>_URL where set: that URL for everyone, the registry notwithstanding. */
  overrides: Partial<Record<RemoteName, string>>;
  /** A remote with no registered version: its unversioned build, as before releases existed. */
  unversioned: Record<RemoteName, string>;
  canary: CanaryLimits;
  /** How long an instance trusts its copy of the remotes' state (changes it makes end it at once). */
  stateTtlMs?: number;
  /** Bytes of version files kept in memory per instance. */
  fileCacheBytes?: number;
  /**
   * Days a version is kept once neither live nor canary (RELEASE_KEEP_DAYS; 30 unless told);
   * the rollback target is always kept.
   */
  keepDays?: number;
}

export function createReleaseService(ctx: ServiceContext, options: ReleaseOptions) {
  const channels = { overrides: options.overrides, unversioned: options.unversioned };
  const stateCache = createStateCache(ctx, options.stateTtlMs ?? 250);
  const forget = stateCache.forget;
  const fileCache = createFileCache(options.fileCacheBytes ?? 64 * 1024 * 1024);
  const file = createVersionFiles(ctx, fileCache);
  const checks = createPlacementChecks(options.siteProvides);
  const change = createStateChanges(ctx, forget);
  const presenter = createPresenter(ctx, { overrides: options.overrides, canary: options.canary });
  const retention = createRetention(ctx, {
    keepDays: options.keepDays ?? 30,
    forget,
    files: fileCache,
  });
  const deps = { checks, change, present: presenter.present };

  return {
    resolver: createResolver(channels, () => stateCache.states(), file),

    async overview(who: ReleaseCaller): Promise<ReleaseOverview> {
      ensureStaffAdmin(who);
      return presenter.overview();
    },

    async remote(who: ReleaseCaller, name: string): Promise<RemoteReleases> {
      const remote = remoteOf(name);
      authorize(who, remote);
      return presenter.present(remote);
    },

    ...createUpload(ctx, {
      ...deps,
      siteProvides: options.siteProvides,
      scheduleCleanup: () => retention.scheduleCleanup(),
    }),
    ...createCommands(ctx, deps),
    preview: (name: string, version: string) => previewOf(ctx, name, version),
    /**
     * A file of a version and its precompressed copies (first the file itself); null when the
     * remote, version or path is unknown.
     */
    file,
    ...createCanaryMonitor(ctx, { canary: options.canary, channels, forget }),
    ...retention,
    ...createLocalBuilds(ctx, { siteProvides: options.siteProvides, checks, forget }),
  };
}

export type ReleaseService = ReturnType<typeof createReleaseService>;
