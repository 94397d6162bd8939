import semver from 'semver';
import type { RemoteManifest } from '../../core/releases';

// The compatibility gate (docs/behaviour.md#releases): a version goes live or canary only if
// the shell can load it and its shared singletons and shared-data contract fit what runs.

/** What the running site provides: the shell's shared packages and the server's shared-data. */
export interface SiteProvides {
  /** Shared package -> version, from the shell's build manifest; null when it cannot be read. */
  shell: Record<string, string> | null;
  /** The version of shared-data (its contract) this server serves. */
  sharedData: string;
}

export const EXPOSED_MODULE = './module';
const CONTRACT_PACKAGE = 'shared-data';

const satisfies = (version: string, range: string) =>
  semver.satisfies(version, range, { includePrerelease: true });

/** The entries of a manifest list that are objects: an uploaded manifest may hold anything. */
export function entriesOf<T extends object>(list: readonly (T | null)[] | undefined): T[] {
  return Array.isArray(list)
    ? list.filter((entry): entry is T => typeof entry === 'object' && entry !== null)
    : [];
}

/** Every reason the build would break the site, in words; empty when it fits. */
export function compatibilityProblems(manifest: RemoteManifest, site: SiteProvides): string[] {
  const problems: string[] = [];
  const exposes = entriesOf(manifest.exposes);
  if (!exposes.some((expose) => expose.path === EXPOSED_MODULE)) {
    problems.push(`it does not expose '${EXPOSED_MODULE}', which the shell loads`);
  }
  for (const shared of entriesOf(manifest.shared)) {
    const { name, requiredVersion: range } = shared;
    if (typeof name !== 'string' || typeof range !== 'string' || !range) continue;
    if (!semver.validRange(range)) {
      problems.push(`it requires ${name} '${range}', which is not a version range`);
      continue;
    }
    if (name === CONTRACT_PACKAGE && !satisfies(site.sharedData, range)) {
      problems.push(
        `it was built against ${CONTRACT_PACKAGE} ${range}, but this server serves the ${CONTRACT_PACKAGE} contract ${site.sharedData}`,
      );
      continue;
    }
    if (!shared.singleton) continue;
    const provided = site.shell?.[name];
    if (provided && !satisfies(provided, range)) {
      problems.push(
        `it requires ${name} ${range}, but the live shell provides ${name} ${provided}`,
      );
    }
  }
  return problems;
}

/** The shared packages and versions a shell's manifest provides. */
export function providedBy(manifest: RemoteManifest): Record<string, string> {
  const provided: Record<string, string> = {};
  for (const shared of entriesOf(manifest.shared)) {
    if (typeof shared.name === 'string' && typeof shared.version === 'string') {
      provided[shared.name] = shared.version;
    }
  }
  return provided;
}

// A version's files are served at its own path (/mfe/<remote>/<version>/) and nowhere else: a
// manifest that sends the shell elsewhere for its code (another origin, //host, a javascript:
// or data: URL, a ../ path, another version's folder) would run what the gate never saw.

const SEGMENT = /^[A-Za-z0-9_@+~-][A-Za-z0-9._@+~-]*$/;
const MAX_PATH = 200;
const MAX_NAMED = 5;

/** A file path inside the version's folder, as a build writes one ('js/1.abc.js'). */
const isOwnFile = (value: string) =>
  value.length <= MAX_PATH && value.split('/').every((segment) => SEGMENT.test(segment));

/** A manifest's value, shown in a message: printable ASCII, cut short. */
const shown = (value: unknown) => {
  const text = typeof value === 'string' ? value : String(JSON.stringify(value));
  const clean = text.replace(/[^\x20-\x7e]/g, '?');
  return clean.length > 80 ? `${clean.slice(0, 77)}...` : clean;
};

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** The file names an `assets` object lists ({ js: { sync: [...], async: [...] }, css: ... }). */
function assetNames(assets: unknown): unknown[] {
  const names: unknown[] = [];
  for (const kind of Object.values(record(assets))) {
    for (const list of Object.values(record(kind))) {
      if (Array.isArray(list)) names.push(...(list as unknown[]));
      else names.push(list);
    }
  }
  return names;
}

/**
 * Every place the manifest would load from outside `base` (the version's own path, with its
 * trailing slash), in words; empty when all of it stays there. Its publicPath must be 'auto'
 * (the folder its manifest was loaded from) or `base` itself; getPublicPath (code the
 * federation runtime would run to choose the folder) must be absent; the entry and every asset
 * must be a plain relative path; it names no remotes of its own.
 */
export function manifestPathProblems(manifest: RemoteManifest, base: string): string[] {
  const problems: string[] = [];
  const outside = (what: string, value: unknown) =>
    problems.push(`its ${what} '${shown(value)}' points outside ${base}`);
  const meta = record((manifest as { metaData?: unknown }).metaData);
  if ('publicPath' in meta && meta.publicPath !== 'auto' && meta.publicPath !== base) {
    outside('publicPath', meta.publicPath);
  }
  if (meta.getPublicPath !== undefined && meta.getPublicPath !== '') {
    problems.push(
      `its getPublicPath '${shown(meta.getPublicPath)}' would choose where its files load from: only publicPath 'auto' or '${base}' may`,
    );
  }
  const entry = record(meta.remoteEntry);
  if ('name' in entry && (typeof entry.name !== 'string' || !isOwnFile(entry.name))) {
    outside('remote entry', entry.name);
  }
  if (
    'path' in entry &&
    entry.path !== '' &&
    !(typeof entry.path === 'string' && isOwnFile(entry.path))
  ) {
    outside('remote entry folder', entry.path);
  }
  const lists = [
    ...(Array.isArray(manifest.exposes) ? manifest.exposes : []),
    ...(Array.isArray(manifest.shared) ? manifest.shared : []),
  ];
  for (const item of lists) {
    const fields = record(item);
    for (const name of assetNames(fields.assets)) {
      if (typeof name !== 'string' || !isOwnFile(name)) outside('asset', name);
    }
    if ('fallback' in fields && fields.fallback !== '') {
      if (typeof fields.fallback !== 'string' || !isOwnFile(fields.fallback)) {
        outside('shared fallback', fields.fallback);
      }
    }
  }
  const remotes = (manifest as { remotes?: unknown }).remotes;
  if (remotes !== undefined && !(Array.isArray(remotes) && remotes.length === 0)) {
    const first = Array.isArray(remotes) ? record(remotes[0]) : {};
    outside('remotes', first.entry ?? first.name ?? remotes);
  }
  // A manifest of a thousand hostile assets is named by its first few.
  return problems.length > MAX_NAMED
    ? [...problems.slice(0, MAX_NAMED), `and ${problems.length - MAX_NAMED} more such paths`]
    : problems;
}
