import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { RenderOutput } from 'shared-data/contract';

export type { RenderOutput };

/**
 * The shell's server bundle (shell/src/server/render.tsx) as text, for the render isolates to
 * evaluate; null (pages rendered in the browser) when it is not built. It is the site's own
 * code, but it runs beside a remote's in that remote's isolate, never in the server's process.
 */
export function readShellBundle(file: string): string | null {
  if (!existsSync(file)) return null;
  return readFileSync(file, 'utf8');
}

/**
 * A local build's server bundle: when it was written (a rebuild is picked up) and how to read it,
 * read only when that build was not evaluated yet.
 */
export function localBundle(
  file: string,
): { stamp: string; read: () => Promise<string | null> } | null {
  const stat = statSync(file, { throwIfNoEntry: false });
  if (!stat) return null;
  return {
    stamp: String(stat.mtimeMs),
    read: () => readFile(file, 'utf8').catch(() => null),
  };
}
