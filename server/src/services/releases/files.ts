import { createHash } from 'node:crypto';
import path from 'node:path';
import { HttpError } from '../../core/errors';
import type { RemoteManifest } from '../../core/releases';
import type { VersionFile } from '../../repositories/release-repository';
import { entriesOf } from './gate';

// What a release may contain (docs/behaviour.md#releases): only the kinds of file a remote's
// production build writes, each under its own size limit, under safe relative paths.

/** The limits of one release. */
export const RELEASE_LIMITS = {
  fileBytes: 5 * 1024 * 1024,
  totalBytes: 30 * 1024 * 1024,
  files: 2000,
  pathLength: 200,
} as const;

/** File kinds a build writes, by extension, with the type they are served as. */
export const RELEASE_FILE_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
};
/** The build's precompressed twins (main.js.br beside main.js), sent to browsers that accept them. */
export const COMPRESSED_TYPES: Record<string, string> = { '.br': 'br', '.gz': 'gzip' };

export const MANIFEST_FILE = 'mf-manifest.json';
export const ENTRY_FILE = 'remoteEntry.js';

const SEGMENT = /^[A-Za-z0-9_@+~-][A-Za-z0-9._@+~-]*$/;

/** Why a path may not be stored, or null when it may. */
export function pathProblem(file: string): string | null {
  if (file.length > RELEASE_LIMITS.pathLength) {
    return `is longer than ${RELEASE_LIMITS.pathLength} characters`;
  }
  if (file.includes('\0')) return 'contains a NUL character';
  if (file.includes('\\')) return 'contains a backslash';
  if (file.startsWith('/') || /^[A-Za-z]:/.test(file)) return 'is absolute';
  const segments = file.split('/');
  if (segments.some((segment) => segment === '..')) return 'leaves the build folder (..)';
  if (segments.some((segment) => !SEGMENT.test(segment))) {
    return 'has an empty, hidden or unusual segment (letters, digits, . _ - @ + ~ only)';
  }
  return null;
}

/** The type a file is served as, or null for a kind a build does not make. */
export function contentTypeOf(file: string): string | null {
  const ext = path.posix.extname(file).toLowerCase();
  if (ext in COMPRESSED_TYPES) return contentTypeOf(file.slice(0, -ext.length));
  return RELEASE_FILE_TYPES[ext] ?? null;
}

/**
 * The version id: the first 12 hex characters of a SHA-256 over every file, sorted by path,
 * each as its path, its length and its bytes. The same build is always the same version.
 */
export function versionIdOf(files: { path: string; bytes: Buffer }[]): string {
  const hash = createHash('sha256');
  for (const file of [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    hash.update(`${file.path}\0${file.bytes.length}\0`);
    hash.update(file.bytes);
  }
  return hash.digest('hex').slice(0, 12);
}

export interface CheckedBuild {
  version: string;
  files: VersionFile[];
  manifest: RemoteManifest;
  manifestText: string;
  /** Shared package -> the range the build requires, from its manifest. */
  requires: Record<string, string>;
  totalBytes: number;
}

const refuse = (status: number, msg: string): never => {
  throw new HttpError(status, msg);
};

/**
 * Checks a build's files: paths, kinds, sizes, and the manifest and entry every remote has.
 * Throws the HttpError that names the first problem (400, 413 or 415).
 */
export function checkBuild(input: { path: string; bytes: Buffer }[]): CheckedBuild {
  if (input.length === 0) refuse(400, 'files: the build is empty');
  if (input.length > RELEASE_LIMITS.files) {
    refuse(413, `files: a release holds at most ${RELEASE_LIMITS.files} files`);
  }
  const seen = new Set<string>();
  let totalBytes = 0;
  const files: VersionFile[] = [];
  for (const { path: file, bytes } of input) {
    const problem = pathProblem(file);
    if (problem) refuse(400, `files: the path '${file.replace(/[^\x20-\x7e]/g, '?')}' ${problem}`);
    if (seen.has(file)) refuse(400, `files: '${file}' appears twice`);
    seen.add(file);
    if (file.endsWith('.map') || file.endsWith('.map.br') || file.endsWith('.map.gz')) {
      refuse(415, `files: '${file}' is a source map; source maps are not published, leave it out`);
    }
    const contentType = contentTypeOf(file);
    if (!contentType) {
      refuse(
        415,
        `files: '${file}' is not a kind of file a build makes (allowed: ${Object.keys(
          RELEASE_FILE_TYPES,
        ).join(' ')}, and their .br/.gz copies)`,
      );
    }
    if (bytes.length > RELEASE_LIMITS.fileBytes) {
      refuse(413, `files: '${file}' is larger than ${RELEASE_LIMITS.fileBytes / 1024 / 1024} MB`);
    }
    totalBytes += bytes.length;
    if (totalBytes > RELEASE_LIMITS.totalBytes) {
      refuse(
        413,
        `files: the release is larger than ${RELEASE_LIMITS.totalBytes / 1024 / 1024} MB`,
      );
    }
    files.push({
      path: file,
      contentType: contentType as string,
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      bytes,
    });
  }
  for (const file of seen) {
    const ext = path.posix.extname(file);
    if (ext in COMPRESSED_TYPES && !seen.has(file.slice(0, -ext.length))) {
      refuse(400, `files: '${file}' is a compressed copy of a file the release does not hold`);
    }
  }
  for (const required of [MANIFEST_FILE, ENTRY_FILE]) {
    if (!seen.has(required)) refuse(422, `files: the build has no ${required}`);
  }
  const manifestFile = files.find((file) => file.path === MANIFEST_FILE) as VersionFile;
  const manifestText = manifestFile.bytes.toString('utf8');
  let parsed: unknown;
  try {
    parsed = JSON.parse(manifestText);
  } catch {
    return refuse(422, `files: ${MANIFEST_FILE} is not JSON`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return refuse(422, `files: ${MANIFEST_FILE} is not a federation manifest`);
  }
  const manifest = parsed as RemoteManifest;
  return {
    version: versionIdOf(input),
    files,
    manifest,
    manifestText,
    requires: requiresOf(manifest),
    totalBytes,
  };
}

/** What a manifest requires of the shell: each shared package's required range. */
export function requiresOf(manifest: RemoteManifest): Record<string, string> {
  const requires: Record<string, string> = {};
  for (const shared of entriesOf(manifest.shared)) {
    if (typeof shared.name === 'string' && typeof shared.requiredVersion === 'string') {
      requires[shared.name] = shared.requiredVersion;
    }
  }
  return requires;
}
