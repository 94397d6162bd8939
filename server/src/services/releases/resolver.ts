import { REMOTE_NAMES, type RemoteName } from 'shared-data/contract';
import {
  SERVER_BUNDLE_FILE,
  versionPath,
  type ReleaseResolver,
  type RemoteChoice,
  type RemoteManifest,
  type VisitorRemotes,
} from '../../core/releases';
import type { StateRecord } from '../../repositories/release-repository';
import { MANIFEST_FILE } from './files';
import type { VersionFileLookup } from './version-files';

// Which copy of each remote a visitor gets (docs/behaviour.md#releases), by the visitor's sticky
// bucket (0-99): a fixed URL from the configuration wins; else the canary for the buckets below
// its percentage; else the live version; else the remote's unversioned build.

/** Where remotes come from besides the registry. */
export interface Channels {
  /** REMOTE_<NAME>_URL where set: that URL for everyone, the registry notwithstanding. */
  overrides: Partial<Record<RemoteName, string>>;
  /** A remote with no registered version: its unversioned build, as before releases existed. */
  unversioned: Record<RemoteName, string>;
}

/** The copy of `remote` a visitor in `bucket` gets, given its state (undefined: never changed). */
export function remoteChoice(
  remote: RemoteName,
  state: Pick<StateRecord, 'live' | 'canary' | 'canaryPercent'> | undefined,
  bucket: number,
  channels: Channels,
): RemoteChoice {
  const fixed = channels.overrides[remote];
  if (fixed) return { url: fixed, version: null, channel: 'fixed' };
  if (state?.canary && state.canaryPercent !== null && bucket < state.canaryPercent) {
    return {
      url: versionPath(remote, state.canary, MANIFEST_FILE),
      version: state.canary,
      channel: 'canary',
    };
  }
  if (state?.live) {
    return {
      url: versionPath(remote, state.live, MANIFEST_FILE),
      version: state.live,
      channel: 'live',
    };
  }
  return { url: channels.unversioned[remote], version: null, channel: 'live' };
}

/** What the site's page and /runtime-config.json read from the registry. */
export function createResolver(
  channels: Channels,
  states: () => Promise<Map<string, StateRecord>>,
  file: VersionFileLookup,
): ReleaseResolver {
  return {
    async choose(bucket) {
      const map = await states();
      return Object.fromEntries(
        REMOTE_NAMES.map((remote) => [
          remote,
          remoteChoice(remote, map.get(remote), bucket, channels),
        ]),
      ) as VisitorRemotes;
    },
    async serverBundleOf(remote, version) {
      const files = await file(remote, version, SERVER_BUNDLE_FILE);
      return files?.[0] ? files[0].bytes.toString('utf8') : null;
    },
    async manifestOf(remote, version) {
      const files = await file(remote, version, MANIFEST_FILE);
      if (!files?.[0]) return null;
      try {
        return JSON.parse(files[0].bytes.toString('utf8')) as RemoteManifest;
      } catch {
        return null;
      }
    },
  };
}
