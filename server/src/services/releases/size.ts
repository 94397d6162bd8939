import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import semver from 'semver';
import type { RemoteManifest } from '../../core/releases';
import { ENTRY_FILE } from './files';
import { EXPOSED_MODULE, entriesOf } from './gate';

// A release's size (docs/behaviour.md#releases): the gzip bytes a first visit to the remote's
// routes loads from it, measured by the server from the uploaded files themselves. Counted:
// the remote entry; the sync scripts and style sheets of its exposed './module' (what the
// federation runtime loads before the module runs); the sync files of each shared package the
// live shell does not provide in a version the remote accepts (the remote's own copy then loads).
// Not counted: async chunks (a route's lazy page, loaded on navigation: the manifest does not say
// which route needs which), images and fonts, and the shell's own files.

const gzipAsync = promisify(gzip);

/**
 * Each file gzipped alone at level 9, as the build's .gz copies and the site budgets count; in
 * zlib's thread pool, so a large release does not hold up the requests of others meanwhile.
 */
export const gzipBytes = async (bytes: Buffer): Promise<number> =>
  (await gzipAsync(bytes, { level: 9 })).length;

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** The sync js and css of an `assets` object ({ js: { sync: [...] }, css: { sync: [...] } }). */
function syncAssets(assets: unknown): string[] {
  const names: string[] = [];
  for (const kind of ['js', 'css']) {
    const sync = record(record(assets)[kind]).sync;
    if (Array.isArray(sync)) {
      names.push(...sync.filter((name): name is string => typeof name === 'string'));
    }
  }
  return names;
}

/** Whether the shell's copy of a shared package serves a remote that asks for `range`. */
function shellServes(shell: Record<string, string>, name: string, range: unknown): boolean {
  const provided = shell[name];
  if (provided === undefined) return false;
  if (typeof range !== 'string' || !range || !semver.validRange(range)) return true;
  return semver.satisfies(provided, range, { includePrerelease: true });
}

/**
 * The build's files a first visit to the remote's routes loads, in load order, each once.
 * `shell` is what the live shell provides (null when its manifest cannot be read: shared
 * packages are then not counted, as the gate then does not check them either).
 */
export function firstVisitFiles(
  manifest: RemoteManifest,
  shell: Record<string, string> | null,
): string[] {
  const entry = record(record((manifest as { metaData?: unknown }).metaData).remoteEntry);
  const entryName = typeof entry.name === 'string' && entry.name ? entry.name : ENTRY_FILE;
  const folder = typeof entry.path === 'string' && entry.path ? `${entry.path}/` : '';
  const files = [`${folder}${entryName}`];
  for (const expose of entriesOf(manifest.exposes)) {
    if (expose.path === EXPOSED_MODULE) files.push(...syncAssets(record(expose).assets));
  }
  if (shell) {
    for (const shared of entriesOf(manifest.shared)) {
      const fields = record(shared);
      if (typeof fields.name !== 'string') continue;
      if (!shellServes(shell, fields.name, fields.requiredVersion)) {
        files.push(...syncAssets(fields.assets));
      }
    }
  }
  return [...new Set(files)];
}

/**
 * The gzip bytes of `firstVisitFiles` in `files` (a listed file the build lacks loads nothing,
 * so it counts nothing; the gate refuses a build with no entry anyway).
 */
export async function firstVisitBytes(
  manifest: RemoteManifest,
  shell: Record<string, string> | null,
  files: readonly { path: string; bytes: Buffer }[],
): Promise<number> {
  const byPath = new Map(files.map((file) => [file.path, file.bytes]));
  let total = 0;
  for (const name of firstVisitFiles(manifest, shell)) {
    const bytes = byPath.get(name);
    if (bytes) total += await gzipBytes(bytes);
  }
  return total;
}

/** Bytes as KB (1024) with one decimal: '31.2 KB'. */
export const kilobytes = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** Why a version's size does not fit its remote's budget, or null when it does (or none is set). */
export function budgetProblem(bytes: number | null, budgetBytes: number | null): string | null {
  if (bytes === null || budgetBytes === null || bytes <= budgetBytes) return null;
  return `it adds ${kilobytes(bytes)} gzip to its public routes; its budget is ${budgetText(budgetBytes)}`;
}

/** A budget as declared ('24 KB'), without a decimal when it has none. */
export const budgetText = (bytes: number): string => {
  const kb = bytes / 1024;
  return Number.isInteger(kb) ? `${kb} KB` : `${kb.toFixed(1)} KB`;
};
