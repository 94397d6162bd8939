import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { openDatabase, SQLITE_FILE, type Database } from '../plugins/database';
import { openImageFiles } from '../plugins/uploads';
import { BackupError, writeBackup } from './backup';
import {
  CommandError,
  commandConfig,
  consoleOutput,
  megabytes,
  runCommand,
  type Output,
} from './cli';

const USAGE = `Usage: npm run backup -- <file>

Writes one archive (.tar.gz) of the database and every image, safe while the site runs.
Reads the server's configuration (DATABASE_URL, DATA_DIR, IMAGE_STORE, S3_*).`;

/** `backup <file>`: the database and the images in one archive. */
export async function backupCommand(
  args: string[],
  config: Config = commandConfig(),
  out: Output = consoleOutput,
  /** Tests hand in an open database (a PostgreSQL schema of their own). */
  given?: Database,
): Promise<void> {
  const [file, ...rest] = args;
  if (!file || rest.length || file.startsWith('-')) {
    await given?.db.destroy();
    throw new CommandError(USAGE);
  }
  const target = path.resolve(file);
  const sqliteFile = path.join(config.dataDir, SQLITE_FILE);
  if (!given && !config.databaseUrl && !existsSync(sqliteFile)) {
    // Opening it would create an empty database: say where we looked instead.
    throw new CommandError(`No database at ${sqliteFile}: is DATA_DIR (or DATABASE_URL) right?`);
  }
  const database =
    given ?? openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const images = openImageFiles(config);
  try {
    out.log(`Backing up ${database.location} and ${images.files.location} to ${target}`);
    const started = Date.now();
    const manifest = await writeBackup(
      { db: database.db, kind: database.kind, files: images.files },
      target,
      out,
    ).catch((error: unknown) => {
      throw error instanceof BackupError ? new CommandError(error.message) : error;
    });
    const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    out.log(
      `Done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${manifest.tables.length} tables, ` +
        `${rows} rows, ${manifest.images.count} images (${megabytes(manifest.images.bytes)}), ` +
        `migration ${manifest.database.migration ?? 'none'}`,
    );
  } finally {
    images.close();
    await database.db.destroy();
  }
}

if (require.main === module) runCommand((args) => backupCommand(args));
