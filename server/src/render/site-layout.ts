import { existsSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from 'shared-data/contract';

export const NOT_BUILT_MESSAGE = 'The site is not built: run npm run build';

/** Where the builds are, and which of them exist; looked at once, at start. */
export interface SiteLayout {
  shell: { dist: string; built: boolean };
  remotes: { name: RemoteName; dist: string; built: boolean }[];
}

export function inspectSite(siteRoot: string): SiteLayout {
  const shellDist = path.join(siteRoot, 'shell', 'dist');
  return {
    shell: { dist: shellDist, built: existsSync(path.join(shellDist, 'index.html')) },
    remotes: REMOTE_NAMES.map((name) => {
      const dist = path.join(siteRoot, `mfe-${name}`, 'dist');
      return { name, dist, built: existsSync(dist) };
    }),
  };
}
