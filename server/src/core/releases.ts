import type { ReleaseChannel, RemoteName } from 'shared-data/contract';

/**
 * The parts of a federation manifest (mf-manifest.json) the server reads. A released one came
 * from an upload: entries of its lists may be anything, readers check them (null stands for that).
 */
export interface RemoteManifest {
  name?: string;
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: ({ path?: string; name?: string; assets?: { js?: { sync?: string[] } } } | null)[];
  shared?: ({
    name?: string;
    version?: string;
    singleton?: boolean;
    requiredVersion?: string;
  } | null)[];
}

/** Where one visitor's copy of a remote comes from. */
export interface RemoteChoice {
  /** The manifest URL the shell loads. */
  url: string;
  version: string | null;
  channel: ReleaseChannel;
}

export type VisitorRemotes = Record<RemoteName, RemoteChoice>;

/**
 * What the site's page and /runtime-config.json need from the registry, implemented by the
 * release service: the versions a visitor in `bucket` (0-99) gets, and a version's manifest.
 */
export interface ReleaseResolver {
  choose(bucket: number): Promise<VisitorRemotes>;
  /** A registered version's mf-manifest.json, parsed; null when there is none. */
  manifestOf(remote: RemoteName, version: string): Promise<RemoteManifest | null>;
  /** A registered version's server bundle (SERVER_BUNDLE_FILE); null when it has none. */
  serverBundleOf(remote: RemoteName, version: string): Promise<string | null>;
}

/** Where a remote's build keeps its server bundle (webpack/server-bundle.cjs). */
export const SERVER_BUNDLE_FILE = 'server/module.js';

/** Files of a build that are the server's alone: never served to browsers. */
export const isServerFile = (file: string) => file.startsWith('server/');

/** The URL a version's file is served at. */
export const versionPath = (remote: string, version: string, file = '') =>
  `/mfe/${remote}/${version}/${file}`;
