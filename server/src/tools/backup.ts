import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'kysely';
import * as tar from 'tar-stream';
import type { DatabaseKind, Db, Executor } from '../core/database';
import { IMAGE_FILE_NAME, imageFileName, type ImageFiles } from '../core/images';
import { migrateToLatest } from '../plugins/database';
import { migrationProvider, SEEDED_TABLES } from '../migrations';
import {
  appliedMigrations,
  appTables,
  countRows,
  insertRows,
  quoted,
  resetSequences,
  rowFromJson,
  rowToJson,
  tableRows,
} from './schema';

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
const MANIFEST = 'manifest.json';

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

export interface BackupSource {
  db: Db;
  kind: DatabaseKind;
  files: ImageFiles;
}

export interface Progress {
  log(line: string): void;
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const tableEntry = (name: string) => `database/${name}.jsonl`;
const imageEntry = (name: string) => `images/${name}`;

/** Writes one entry, waiting while the archive is behind (gzip or the disk is slower). */
async function addEntry(pack: tar.Pack, name: string, data: Buffer): Promise<void> {
  // The entry's stream waits for the archive to take more (the buffer form would not).
  const entry: NodeJS.WritableStream = pack.entry({ name, size: data.length, mode: 0o644 });
  const finished = once(entry, 'finish');
  if (!entry.write(data)) await once(entry, 'drain');
  entry.end();
  await finished;
}

/** What the database's images rows name: every stored file of every image. */
async function referencedFiles(rows: Record<string, unknown>[]): Promise<string[]> {
  const names = new Set<string>();
  for (const row of rows) {
    const hash = String(row.hash);
    for (const width of String(row.widths).split(',')) {
      names.add(imageFileName(hash, Number(width)));
    }
  }
  return [...names].sort();
}

/**
 * Writes the archive to `file` (through a temporary name beside it, renamed at the end, so a
 * failed backup leaves no half archive under the name). Safe while the site runs.
 */
export async function writeBackup(
  source: BackupSource,
  file: string,
  progress: Progress,
): Promise<Manifest> {
  const entries: Manifest['entries'] = {};
  const pack = tar.pack();
  const temp = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${randomBytes(4).toString('hex')}.tmp`,
  );
  const written = pipeline(pack, createGzip(), createWriteStream(temp, { flags: 'wx' }));
  // A failure of the file stream surfaces through `written`; keep it from going unhandled.
  written.catch(() => undefined);

  try {
    const add = async (name: string, data: Buffer) => {
      entries[name] = { size: data.length, sha256: sha256(data) };
      await addEntry(pack, name, data);
    };

    // 1. The rows, all read in one snapshot.
    const tables: Manifest['tables'] = [];
    let migrations: string[] = [];
    let imageRows: Record<string, unknown>[] = [];
    const exportAll = async (db: Executor) => {
      migrations = await appliedMigrations(db).catch(() => {
        throw new BackupError(
          'The database has never been migrated: nothing to back up (is DATABASE_URL or DATA_DIR right?)',
        );
      });
      for (const table of await appTables(db, source.kind)) {
        const rows = await tableRows(db, table);
        if (table.name === 'images') imageRows = rows;
        const lines = rows.map((row) => `${rowToJson(row)}\n`).join('');
        await add(tableEntry(table.name), Buffer.from(lines));
        tables.push({ name: table.name, rows: rows.length, entry: tableEntry(table.name) });
        progress.log(`  ${table.name}: ${rows.length} rows`);
      }
    };
    if (source.kind === 'postgres') {
      await source.db
        .transaction()
        .setIsolationLevel('repeatable read')
        .setAccessMode('read only')
        .execute(exportAll);
    } else {
      // One read transaction on one connection: every select sees the same snapshot.
      await source.db.transaction().execute(exportAll);
    }

    // 2. The images those rows name, from whichever store holds them.
    const images: Manifest['images'] = { count: 0, bytes: 0, missing: [] };
    const names = await referencedFiles(imageRows);
    for (const name of names) {
      if ((await source.files.size(name)) === undefined) {
        images.missing.push(name);
        continue;
      }
      const data = await source.files.read(name);
      await add(imageEntry(name), data);
      images.count += 1;
      images.bytes += data.length;
      if (images.count % 500 === 0) progress.log(`  images: ${images.count} of ${names.length}`);
    }
    progress.log(`  images: ${images.count} files from ${source.files.location}`);
    if (images.missing.length) {
      progress.log(`  ${images.missing.length} image files were gone (deleted meanwhile)`);
    }

    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      database: { kind: source.kind, migration: migrations[migrations.length - 1], migrations },
      tables,
      images,
      entries,
    };
    await addEntry(pack, MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2)));
    pack.finalize();
    await written;
    await rename(temp, file);
    return manifest;
  } catch (error) {
    pack.destroy();
    await written.catch(() => undefined);
    await unlink(temp).catch(() => undefined);
    throw error;
  }
}

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

/** Every entry of the archive in order, each read whole (entries are one table or one image). */
async function* readEntries(file: string): AsyncGenerator<{ name: string; data: Buffer }> {
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

export interface RestoreTarget {
  db: Db;
  kind: DatabaseKind;
  files: ImageFiles;
}

export interface RestoreSummary {
  tables: { name: string; rows: number }[];
  images: number;
  /** Rows and image files removed first (--force on a target that held some). */
  cleared: { rows: number; images: number };
  sequences: string[];
}

/**
 * Restores a backup: checks the archive, migrates the target, refuses one holding any row or
 * image unless `force` (which empties it first), then inserts every table's rows in one
 * transaction, in the order of their foreign keys, resets PostgreSQL's sequences, and writes
 * the images into the target's store.
 */
export async function restoreBackup(
  file: string,
  target: RestoreTarget,
  { force = false }: { force?: boolean },
  progress: Progress,
): Promise<RestoreSummary> {
  const manifest = await verifyBackup(file);
  progress.log(
    `Archive checked: ${manifest.tables.length} tables, ${manifest.images.count} images, ` +
      `written ${manifest.createdAt} from ${manifest.database.kind} at ${manifest.database.migration ?? 'no migration'}`,
  );

  const known = Object.keys(await migrationProvider.getMigrations());
  const unknown = manifest.database.migrations.filter((name) => !known.includes(name));
  if (unknown.length) {
    throw new BackupError(
      `The backup comes from a newer version of the server (migrations ${unknown.join(', ')}): update this one first`,
    );
  }
  const applied = await migrateToLatest(target);
  if (applied.length) progress.log(`Migrated the target: ${applied.join(', ')}`);

  const tables = await appTables(target.db, target.kind);
  const tableNames = new Set(tables.map((t) => t.name));
  const foreign = manifest.tables.filter((t) => !tableNames.has(t.name));
  if (foreign.length) {
    throw new BackupError(
      `The target has no table ${foreign.map((t) => t.name).join(', ')}: not this server's backup`,
    );
  }

  // What the migrations wrote themselves does not make the target non-empty; it is replaced.
  let rowsThere = 0;
  for (const table of tables) {
    if (!SEEDED_TABLES.includes(table.name)) rowsThere += await countRows(target.db, table.name);
  }
  let imagesThere: string[] = [];
  for await (const stored of target.files.list()) imagesThere.push(stored.name);
  if ((rowsThere || imagesThere.length) && !force) {
    throw new BackupError(
      `The target is not empty (${rowsThere} rows, ${imagesThere.length} images in ${target.files.location}): ` +
        'restore into an empty data folder or database, or add --force to replace what is there',
    );
  }

  // The rows: all or nothing, in one transaction, emptied first with --force.
  const summary: RestoreSummary = {
    tables: [],
    images: 0,
    cleared: { rows: rowsThere, images: imagesThere.length },
    sequences: [],
  };
  const order = manifest.tables.map((t) => t.name);
  await target.db.transaction().execute(async (trx) => {
    for (const table of [...tables].reverse()) {
      if (rowsThere || SEEDED_TABLES.includes(table.name)) {
        await sql`delete from ${sql.raw(quoted(table.name))}`.execute(trx);
      }
    }
    const pending = new Map<string, Buffer>();
    let next = 0;
    const insertReady = async () => {
      // Tables go in in the manifest's order, whatever order the entries come in.
      for (;;) {
        const name = order[next];
        const data = name === undefined ? undefined : pending.get(tableEntry(name));
        if (name === undefined || data === undefined) return;
        pending.delete(tableEntry(name));
        const rows = data.toString('utf8').split('\n').filter(Boolean).map(rowFromJson);
        await insertRows(trx, name, rows);
        summary.tables.push({ name, rows: rows.length });
        progress.log(`  ${name}: ${rows.length} rows`);
        next += 1;
      }
    };
    for await (const { name, data } of readEntries(file)) {
      if (!name.startsWith('database/')) continue;
      pending.set(name, data);
      await insertReady();
    }
    if (next !== order.length) throw new BackupError('The archive lost tables while reading');
    summary.sequences = await resetSequences(trx, target.kind);
  });

  // The images, into the configured store, once the rows are in.
  if (force && imagesThere.length) {
    for (const name of imagesThere) await target.files.remove(name);
    imagesThere = [];
  }
  for await (const { name, data } of readEntries(file)) {
    if (!name.startsWith('images/')) continue;
    const fileName = name.slice('images/'.length);
    if (!IMAGE_FILE_NAME.test(fileName)) throw new BackupError(`Unexpected entry ${name}`);
    await target.files.write(fileName, data);
    summary.images += 1;
    if (summary.images % 500 === 0) progress.log(`  images: ${summary.images}`);
  }
  progress.log(`  images: ${summary.images} files into ${target.files.location}`);
  return summary;
}
