import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { contentTypeOf } from './files';

/**
 * A build folder's files a release may hold (source maps and other kinds are left out), with
 * paths relative to it, in a stable order; none when the folder cannot be read.
 */
export function readBuild(dist: string): { path: string; bytes: Buffer }[] {
  const out: { path: string; bytes: Buffer }[] = [];
  const walk = (dir: string, prefix: string) => {
    let entries: string[];
    try {
      entries = readdirSync(dir).sort();
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry);
      const relative = prefix ? `${prefix}/${entry}` : entry;
      if (statSync(full).isDirectory()) walk(full, relative);
      else if (!/\.map(\.br|\.gz)?$/.test(entry) && contentTypeOf(relative)) {
        out.push({ path: relative, bytes: readFileSync(full) });
      }
    }
  };
  walk(dist, '');
  return out;
}
