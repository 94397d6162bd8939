import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import * as tar from 'tar-stream';
import type { DatabaseKind } from '../core/database';

/**
 * One archive of everything the clinic would miss: a gzip-compressed tar holding each table
 * of the database as JSON lines (one row a line, in primary-key order), every image file the
 * database refers to, and manifest.json (last) with the sha256 of every other entry.
 *
 * The rows are a logical export read in one snapshot (PostgreSQL: one REPEATABLE READ
 * transaction; SQLite: one read transaction, which WAL keeps apart from the site's writes),
 * so the archive is the same whichever database wrote it, and restores into either.
 */
export const BACKUP_FORMAT = 'vetportal-backup';
export const BACKUP_VERSION = 1;
export const MANIFEST = 'manifest.json';

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  database: {
    kind: DatabaseKind;
    /** The last migration applied; all of them in `migrations`. */
    migration: string | undefined;
    migrations: string[];
  };
  /** In the order to insert them. */
  tables: { name: string; rows: number; entry: string }[];
  images: {
    count: number;
    bytes: number;
    /** Files the database named that were gone when read (deleted while the backup ran). */
    missing: string[];
  };
  /** Every entry but the manifest: its size and sha256. */
  entries: Record<string, { size: number; sha256: string }>;
}

export interface Progress {
  log(line: string): void;
}

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
export const tableEntry = (name: string) => `database/${name}.jsonl`;
export const imageEntry = (name: string) => `images/${name}`;

/** Writes one entry, waiting while the archive is behind (gzip or the disk is slower). */
export async function addEntry(pack: tar.Pack, name: string, data: Buffer): Promise<void> {
  // The entry's stream waits for the archive to take more (the buffer form would not).
  const entry: NodeJS.WritableStream = pack.entry({ name, size: data.length, mode: 0o644 });
  const finished = once(entry, 'finish');
  if (!entry.write(data)) await once(entry, 'drain');
  entry.end();
  await finished;
}

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

/** Every entry of the archive in order, each read whole (entries are one table or one image). */
export async function* readEntries(file: string): AsyncGenerator<{ name: string; data: Buffer }> {
  const extract = tar.extract();
  const source = createReadStream(file);
  const unzip = createGunzip();
  source.on('error', (error) => extract.destroy(error));
  unzip.on('error', (error) => extract.destroy(error));
  source.pipe(unzip).pipe(extract);
  try {
    for await (const entry of extract) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      yield { name: entry.header.name, data: Buffer.concat(chunks) };
    }
  } finally {
    source.destroy();
  }
}

/**
 * Reads the whole archive and checks it before anything is written: a manifest of this
 * format, every entry it lists present with its size and sha256, nothing else. Throws a
 * BackupError saying what is wrong.
 */
export async function verifyBackup(file: string): Promise<Manifest> {
  const seen = new Map<string, { size: number; sha256: string }>();
  let manifest: Manifest | undefined;
  try {
    for await (const { name, data } of readEntries(file)) {
      if (name === MANIFEST) manifest = JSON.parse(data.toString('utf8')) as Manifest;
      else seen.set(name, { size: data.length, sha256: sha256(data) });
    }
  } catch (error) {
    throw new BackupError(
      `${file} is not a readable backup archive (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  if (!manifest || (manifest.format as string) !== BACKUP_FORMAT) {
    throw new BackupError(`${file} has no ${MANIFEST} of a vetportal backup`);
  }
  if (manifest.version !== BACKUP_VERSION) {
    throw new BackupError(
      `${file} is a backup of format version ${manifest.version}; this server reads version ${BACKUP_VERSION}`,
    );
  }
  const problems: string[] = [];
  for (const [name, expected] of Object.entries(manifest.entries)) {
    const actual = seen.get(name);
    if (!actual) problems.push(`${name} is missing`);
    else if (actual.size !== expected.size || actual.sha256 !== expected.sha256) {
      problems.push(`${name} does not match its checksum`);
    }
  }
  for (const name of seen.keys()) {
    if (!manifest.entries[name]) problems.push(`${name} is not in the manifest`);
  }
  for (const table of manifest.tables) {
    if (!manifest.entries[table.entry]) problems.push(`${table.entry} is not in the manifest`);
  }
  if (problems.length) {
    const shown = problems.slice(0, 10).join('; ');
    const more = problems.length > 10 ? ` and ${problems.length - 10} more` : '';
    throw new BackupError(`${file} is damaged, nothing was restored: ${shown}${more}`);
  }
  return manifest;
}
