// Backup and restore at size: 1,000 blogs, each with a cover of three WebP widths (real
// processed images, under 1,000 different names: 3,000 files) and two paragraphs, then
// `npm run backup`'s and `npm run restore`'s code timed on SQLite with the disk store, and on
// PostgreSQL when one answers at TEST_DATABASE_URL. `npx tsx bench/backup.ts` runs it alone.
import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { createDiskImageFiles } from '../server/src/plugins/uploads';
import { processImage } from '../server/src/services/image-processor';
import { jpeg } from '../server/src/testing/api';
import { createTestDatabase, testDatabaseKinds } from '../server/src/testing/database';
import { restoreBackup, writeBackup } from '../server/src/tools/backup';

const BLOGS = 1_000;
const SOURCES = 10;

export interface BackupRun {
  backupSeconds: number;
  restoreSeconds: number;
  archiveMB: number;
  rows: number;
  imageFiles: number;
}

export interface BackupBench {
  blogs: number;
  byDatabase: Record<string, BackupRun>;
}

const round = (value: number) => Math.round(value * 10) / 10;
const seconds = (started: bigint) => round(Number(process.hrtime.bigint() - started) / 1e9);
const quiet = { log: () => undefined };

async function runOn(kind: 'sqlite' | 'postgres'): Promise<BackupRun> {
  const source = await createTestDatabase(kind);
  const target = await createTestDatabase(kind, { migrated: false });
  try {
    const files = createDiskImageFiles(path.join(source.dataDir, 'uploads'));
    // A few real uploads through the image pipeline; each blog gets a copy under its own hash.
    const processed = await Promise.all(
      Array.from({ length: SOURCES }, async (_, i) => processImage(await jpeg(1600 + i * 8, 900))),
    );
    const now = new Date().toISOString();
    for (let i = 0; i < BLOGS; i += 1) {
      const image = processed[i % SOURCES];
      if (!image) throw new Error('no image');
      const hash = createHash('sha256').update(`blog ${i}`).digest('hex').slice(0, 20);
      for (const variant of image.variants) {
        await files.write(`${hash}-${variant.width}.webp`, variant.data);
      }
      const imageId = `image-${i}`;
      await source.db
        .insertInto('images')
        .values({
          id: imageId,
          hash,
          widths: image.variants.map((v) => v.width).join(','),
          width: image.width,
          height: image.height,
          created_at: now,
        })
        .execute();
      await source.db
        .insertInto('blogs')
        .values({
          id: `blog-${i}`,
          title: `Blog ${i}`,
          image_id: imageId,
          created_by: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await source.db
        .insertInto('paragraphs')
        .values(
          [0, 1].map((position) => ({
            id: `paragraph-${i}-${position}`,
            blog_id: `blog-${i}`,
            position,
            content_type: 'paragraph' as const,
            content: `Paragraph ${position} of blog ${i}. `.repeat(10),
            image_id: null,
            created_at: now,
          })),
        )
        .execute();
    }

    const archive = path.join(source.dataDir, 'bench-backup.tar.gz');
    let started = process.hrtime.bigint();
    const manifest = await writeBackup({ db: source.db, kind, files }, archive, quiet);
    const backupSeconds = seconds(started);

    started = process.hrtime.bigint();
    const restored = await restoreBackup(
      archive,
      { db: target.db, kind, files: createDiskImageFiles(path.join(target.dataDir, 'uploads')) },
      {},
      quiet,
    );
    const restoreSeconds = seconds(started);
    if (restored.images !== manifest.images.count) throw new Error('restore lost images');
    return {
      backupSeconds,
      restoreSeconds,
      archiveMB: round(statSync(archive).size / 1024 / 1024),
      rows: manifest.tables.reduce((sum, t) => sum + t.rows, 0),
      imageFiles: manifest.images.count,
    };
  } finally {
    await source.drop();
    await target.drop();
  }
}

/** As the server's tests do: PostgreSQL too when one answers at TEST_DATABASE_URL. */
async function findPostgres(): Promise<void> {
  const given = process.env.TEST_DATABASE_URL ?? 'postgres://127.0.0.1:5432/test';
  if (given === 'none' || process.env.SERVER_TEST_POSTGRES_URL) return;
  const parsed = new URL(given);
  if (!parsed.username) parsed.username = os.userInfo().username;
  const client = new Client({ connectionString: parsed.toString(), connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    process.env.SERVER_TEST_POSTGRES_URL = parsed.toString();
  } catch {
    console.log(`No PostgreSQL at ${parsed.toString()}: SQLite only`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function benchBackup(): Promise<BackupBench> {
  await findPostgres();
  const byDatabase: Record<string, BackupRun> = {};
  for (const kind of testDatabaseKinds()) byDatabase[kind] = await runOn(kind);
  return { blogs: BLOGS, byDatabase };
}

export function backupLines(bench: BackupBench): string[] {
  return Object.entries(bench.byDatabase).map(
    ([kind, run]) =>
      `Backup of ${bench.blogs} blogs with images on ${kind} (${run.rows} rows, ${run.imageFiles} files, ` +
      `${run.archiveMB} MB archive): backup ${run.backupSeconds} s, restore ${run.restoreSeconds} s`,
  );
}

if (require.main === module) {
  benchBackup().then(
    (bench) => {
      for (const line of backupLines(bench)) console.log(line);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
