// `npm run backup`: the archive (backup-archive.ts) written from the database and the image store.
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import * as tar from 'tar-stream';
import type { DatabaseKind, Db, Executor } from '../core/database';
import { imageFileName, type ImageFiles } from '../core/images';
import {
  addEntry,
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BackupError,
  imageEntry,
  MANIFEST,
  sha256,
  tableEntry,
  type Manifest,
  type Progress,
} from './backup-archive';
import { appliedMigrations, appTables, rowToJson, tableRows } from './schema';

// The archive's format and its check are backup-archive.ts's; restoring one is restore.ts's.
export {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BackupError,
  verifyBackup,
  type Manifest,
  type Progress,
} from './backup-archive';
export { restoreBackup, type RestoreSummary, type RestoreTarget } from './restore';

export interface BackupSource {
  db: Db;
  kind: DatabaseKind;
  files: ImageFiles;
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
