import path from 'node:path';
import type { Config } from '../config';
import { openDatabase } from '../plugins/database';
import { openImageFiles } from '../plugins/uploads';
import { BackupError } from './backup-archive';
import { restoreBackup } from './restore';
import { CommandError, commandConfig, consoleOutput, runCommand, type Output } from './cli';

const USAGE = `Usage: npm run restore -- <file> [--force]

Restores an archive of npm run backup into the configured database and image store
(DATABASE_URL, DATA_DIR, IMAGE_STORE, S3_*), which must be empty; --force empties them first.
The archive is checked whole before anything is written.`;

/** `restore <file> [--force]`: puts a backup into an empty database and image store. */
export async function restoreCommand(
  args: string[],
  config: Config = commandConfig(),
  out: Output = consoleOutput,
  database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }),
): Promise<void> {
  const force = args.includes('--force');
  const rest = args.filter((arg) => arg !== '--force');
  const [file] = rest;
  const images = openImageFiles(config);
  try {
    if (!file || rest.length !== 1 || file.startsWith('-')) throw new CommandError(USAGE);
    const source = path.resolve(file);
    out.log(`Restoring ${source} into ${database.location} and ${images.files.location}`);
    const started = Date.now();
    const summary = await restoreBackup(
      source,
      { db: database.db, kind: database.kind, files: images.files },
      { force },
      out,
    ).catch((error: unknown) => {
      throw error instanceof BackupError ? new CommandError(error.message) : error;
    });
    const rows = summary.tables.reduce((sum, t) => sum + t.rows, 0);
    if (summary.cleared.rows || summary.cleared.images) {
      out.log(
        `Emptied first (--force): ${summary.cleared.rows} rows, ${summary.cleared.images} images`,
      );
    }
    out.log(
      `Done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${summary.tables.length} tables, ` +
        `${rows} rows, ${summary.images} images` +
        (summary.sequences.length ? `, ${summary.sequences.length} sequences reset` : ''),
    );
  } finally {
    images.close();
    await database.db.destroy();
  }
}

if (require.main === module) runCommand((args) => restoreCommand(args));
