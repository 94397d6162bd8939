import semver from 'semver';
import type { RemoteManifest } from '../core/releases';

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
