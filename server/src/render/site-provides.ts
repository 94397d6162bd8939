import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../config';
import { providedBy, type SiteProvides } from '../services/releases';

/**
 * What the running site provides to a remote (docs/behaviour.md#releases): the shared packages
 * of the shell's build (its mf-manifest.json, re-read when it changes) and the version of the
 * shared-data contract this server was built with.
 */
export function siteProvidesReader(shellDist: string): () => SiteProvides {
  const sharedData = (
    JSON.parse(readFileSync(path.join(REPO_ROOT, 'shared-data', 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  const manifestFile = path.join(shellDist, 'mf-manifest.json');
  let cached: { stamp: number; shell: Record<string, string> | null } | undefined;
  return () => {
    const stamp = statSync(manifestFile, { throwIfNoEntry: false })?.mtimeMs ?? -1;
    if (cached?.stamp !== stamp) {
      let shell: Record<string, string> | null = null;
      try {
        shell = providedBy(JSON.parse(readFileSync(manifestFile, 'utf8')) as object);
      } catch {
        // Not built: no shell to check singletons against (nothing loads without one anyway).
      }
      cached = { stamp, shell };
    }
    return { shell: cached.shell, sharedData };
  };
}
