// `npm run restore`: an archive checked (backup-archive.ts), then its rows and images put into a
// database and an image store.
import { sql } from 'kysely';
import type { DatabaseKind, Db } from '../core/database';
import { IMAGE_FILE_NAME, type ImageFiles } from '../core/images';
import { migrateToLatest } from '../plugins/database';
import { migrationProvider, SEEDED_TABLES } from '../migrations';
import {
  BackupError,
  readEntries,
  tableEntry,
  verifyBackup,
  type Progress,
} from './backup-archive';
import { appTables, countRows, insertRows, quoted, resetSequences, rowFromJson } from './schema';

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
