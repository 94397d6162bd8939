import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { DatabaseKind } from '../core/database';
import type { ImageFiles } from '../core/images';
import { openDatabase, type Database } from '../plugins/database';
import { createDiskImageFiles } from '../plugins/uploads';
import { firstRun } from '../seed/first-run';
import { addYearHolidays } from '../services/booking/holiday-calendar';
import { createTestApi, injectForm, jpeg, testConfig, type TestApi } from '../testing/api';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/database';
import { remoteBuild, upload } from '../testing/release-fixture';
import { startS3Server, type TestS3Server } from '../testing/s3-server';
import { verifyBackup, type Manifest } from './backup';
import { backupCommand } from './backup-cli';
import { restoreCommand } from './restore-cli';
import { appTables, tableRows } from './schema';

jest.setTimeout(120_000);

/** Every row of every table, each table's rows sorted, as plain JSON. */
async function allRows(database: Pick<Database, 'db' | 'kind'>) {
  const tables: Record<string, string[]> = {};
  for (const table of await appTables(database.db, database.kind)) {
    tables[table.name] = (await tableRows(database.db, table)).map((r) => JSON.stringify(r)).sort();
  }
  return tables;
}

async function allFiles(files: ImageFiles): Promise<Map<string, Buffer>> {
  const found = new Map<string, Buffer>();
  for await (const file of files.list()) found.set(file.name, await files.read(file.name));
  return new Map([...found.entries()].sort(([a], [b]) => a.localeCompare(b)));
}

/** Another connection to the same database, as a separate command would open. */
function connectionTo(database: TestDatabase): Database {
  return openDatabase({
    databaseUrl: database.databaseUrl,
    dataDir: database.dataDir,
    schema: database.schema,
  });
}

const quiet = { log: () => undefined };

/** Every pair (source, target) of database kinds this run has. */
const pairs = testDatabaseKinds().flatMap((from) =>
  testDatabaseKinds().map((to) => [from, to] as [DatabaseKind, DatabaseKind]),
);

describe.each(testDatabaseKinds())('backup of a site on %s, taken while it runs', (kind) => {
  let api: TestApi;
  let s3: TestS3Server;
  let archive: string;
  let quietArchive: string;
  let token: string;
  let enquiriesBefore: number;

  const createEnquiry = (i: number) =>
    api.app.inject({
      method: 'POST',
      url: '/api/enquiry/create',
      payload: {
        fullname: `Client ${i}`,
        email: `client${i}@example.com`,
        phonenumber: '+254 712 345 678',
        message: `Enquiry number ${i}: is the clinic open on Sunday? 🐄 "quoted" \\ back`,
        geo_data: i % 2 ? null : { country_name: 'Kenya', latitude: -1.28 },
      },
    });

  beforeAll(async () => {
    s3 = await startS3Server();
    // No pollers: a minute in, a reminder pass sends the reminder of the booking made below when
    // it is due, and a run slowed past that finds the source changed since its quiet backup.
    api = await createTestApi(kind, { REMINDER_POLL_SECONDS: '0', PUBLISH_POLL_SECONDS: '0' });
    const config = testConfig(api.database.dataDir);
    // The demo content (carousel, counters, promises, doctors, blogs, their images)...
    await firstRun(
      api.app.services,
      { ...config, admin: { email: 'admin@example.com', password: 'a long password' } },
      () => undefined,
    );
    // ...staff, blogs with images and paragraphs, enquiries.
    token = (await api.account({ isAdmin: true })).token;
    await api.account({ isDoctor: true, fullname: 'Dr. Achieng Otieno' });
    for (let i = 0; i < 3; i += 1) {
      const res = await injectForm(api.app, {
        method: 'POST',
        url: '/api/blog/create',
        token,
        parts: [
          { name: 'title', value: `Blog ${i}: ticks, worms & "fleas"` },
          { name: 'image', value: await jpeg(700 + i * 300, 500), filename: 'cover.jpg' },
        ],
      });
      expect(res.statusCode).toBe(200);
      const paragraph = await injectForm(api.app, {
        method: 'POST',
        url: '/api/blog/paragraph/create',
        token,
        parts: [
          { name: 'blog_id', value: String(res.json<{ blog_id: string }>().blog_id) },
          { name: 'content_type', value: 'paragraph' },
          { name: 'content', value: `Paragraph of blog ${i}` },
          { name: 'image', value: await jpeg(500 + i * 10, 400), filename: 'inline.jpg' },
        ],
      });
      expect(paragraph.statusCode).toBe(200);
    }
    for (let i = 0; i < 20; i += 1) expect((await createEnquiry(i)).statusCode).toBe(200);
    enquiriesBefore = 20;
    // A released version of a remote (its files are bytes in the database)...
    const released = await upload(api.app, 'blog', token, remoteBuild('Backed up ✓'), {
      target: 'none',
    });
    expect(released.statusCode).toBe(200);
    // ...and a booking, with its reminder jobs.
    const free = await api.app.inject('/api/appointments/next-free?type=consultation&species=Dog');
    expect(free.statusCode).toBe(200);
    const slot = free.json<{ start: string; doctor_id: string }>();
    const booked = await api.app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: {
        type: 'consultation',
        start: slot.start,
        doctor_id: slot.doctor_id,
        fullname: 'Wanjiru Kamau',
        phonenumber: '0712 345 678',
        email: 'wanjiru@example.com',
        pet_name: 'Simba',
        species: 'Dog',
      },
    });
    expect(booked.statusCode).toBe(201);
    // The periodic passes every instance runs (the activity log's and people's data retention,
    // next year's holidays) done now, as on a site up for a while: each claims its turn for
    // hours, so none writes to the source after the backups (a first pass comes 5 to 90 s after
    // the start, which a slow run reaches).
    await api.app.audit.prune();
    await api.app.retention.prune();
    const year = new Date().getUTCFullYear();
    for (const each of [year, year + 1]) await addYearHolidays(api.app.services.ctx, each);

    // The backup runs while enquiries keep arriving.
    archive = path.join(api.database.dataDir, 'during-writes.tar.gz');
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        expect((await createEnquiry(1000 + written)).statusCode).toBe(200);
        written += 1;
      }
    })();
    await backupCommand(
      [archive],
      testConfig(api.database.dataDir),
      quiet,
      connectionTo(api.database),
    );
    writing = false;
    await writer;
    expect(written).toBeGreaterThan(0);
    // Each enquiry is acknowledged after its answer (its counters written then): the site is
    // quiet once those are done too.
    await api.app.services.enquiries.acknowledgementsSettled();

    quietArchive = path.join(api.database.dataDir, 'quiet.tar.gz');
    await backupCommand(
      [quietArchive],
      testConfig(api.database.dataDir),
      quiet,
      connectionTo(api.database),
    );
  });

  afterAll(async () => {
    await api?.close();
    await s3?.close();
  });

  const sourceFiles = () => createDiskImageFiles(path.join(api.database.dataDir, 'uploads'));

  describe.each(testDatabaseKinds())('restored into an empty %s', (targetKind) => {
    let target: TestDatabase;
    const restore = (file: string, args: string[] = [], env: Record<string, string> = {}) =>
      restoreCommand([file, ...args], testConfig(target.dataDir, env), quiet, connectionTo(target));

    beforeEach(async () => {
      target = await createTestDatabase(targetKind, { migrated: false });
    });
    afterEach(async () => {
      await target?.drop();
    });

    it('gives back every row of every table and every image byte', async () => {
      await restore(quietArchive);
      expect(await allRows(target)).toEqual(await allRows(api.database));
      const images = await allFiles(createDiskImageFiles(path.join(target.dataDir, 'uploads')));
      expect(images.size).toBeGreaterThan(20);
      expect(images).toEqual(await allFiles(sourceFiles()));
    });

    it('gives back a consistent snapshot of the backup taken during writes', async () => {
      await restore(archive);
      const restored = await allRows(target);
      const source = await allRows(api.database);
      // Some of the enquiries written meanwhile, each exactly as the source has it.
      const enquiries = restored.enquiries ?? [];
      expect(enquiries.length).toBeGreaterThanOrEqual(enquiriesBefore);
      expect(enquiries.length).toBeLessThan((source.enquiries ?? []).length);
      expect(source.enquiries).toEqual(expect.arrayContaining(enquiries));
      // The enquiries' acknowledgements count in attempt_counters as they go: that table moved
      // with them. Every other table is as the source has it.
      const movedWithEnquiries = ['enquiries', 'attempt_counters'];
      for (const [table, rows] of Object.entries(restored)) {
        if (!movedWithEnquiries.includes(table))
          expect([table, rows]).toEqual([table, source[table]]);
      }
    });

    // Once per source kind: the bucket is slow to fill, and the database side is covered above.
    const onceForBucket = targetKind === kind ? it : it.skip;
    onceForBucket('puts the images into the bucket when IMAGE_STORE is s3', async () => {
      await restore(quietArchive, [], { IMAGE_STORE: 's3', ...s3.env });
      expect(await allFiles(s3.files)).toEqual(await allFiles(sourceFiles()));
      // Restored again with --force over itself: the same.
      await restore(quietArchive, ['--force'], { IMAGE_STORE: 's3', ...s3.env });
      expect(await allFiles(s3.files)).toEqual(await allFiles(sourceFiles()));
      // A backup of that site reads its images from the bucket: the same entries, byte for byte.
      const fromBucket = path.join(target.dataDir, 'from-bucket.tar.gz');
      await backupCommand(
        [fromBucket],
        testConfig(target.dataDir, { IMAGE_STORE: 's3', ...s3.env }),
        quiet,
        connectionTo(target),
      );
      const imageEntries = (manifest: Manifest) =>
        Object.entries(manifest.entries).filter(([name]) => name.startsWith('images/'));
      expect(imageEntries(await verifyBackup(fromBucket))).toEqual(
        imageEntries(await verifyBackup(quietArchive)),
      );
      for (const name of (await allFiles(s3.files)).keys()) await s3.files.remove(name);
    });

    it('refuses a target that is not empty, and replaces it with --force', async () => {
      await restore(quietArchive);
      // Something changed since: a new enquiry in the target.
      await target.db
        .insertInto('enquiries')
        .values({
          id: 'later',
          fullname: 'Later',
          email: 'later@example.com',
          phonenumber: '1',
          message: 'after the backup',
          geo_data: null,
          created_at: new Date().toISOString(),
        })
        .execute();
      await expect(restore(quietArchive)).rejects.toThrow(/not empty.*--force/);
      expect((await allRows(target)).enquiries).toContainEqual(expect.stringContaining('later'));

      await restore(quietArchive, ['--force']);
      expect(await allRows(target)).toEqual(await allRows(api.database));
    });
  });

  it.each([
    [
      'a flipped byte in the compressed file',
      (bytes: Buffer) => {
        const copy = Buffer.from(bytes);
        const at = Math.floor(copy.length / 2);
        copy[at] = (copy[at] ?? 0) ^ 0xff;
        return copy;
      },
      /not a readable backup archive|damaged/,
    ],
    [
      'a changed byte inside an entry, recompressed',
      (bytes: Buffer) => {
        const tar = gunzipSync(bytes);
        // Inside the first entry's data (after its 512-byte header).
        tar[600] = (tar[600] ?? 0) ^ 0x01;
        return gzipSync(tar);
      },
      /damaged.*does not match its checksum/,
    ],
    [
      'a cut-off archive',
      (bytes: Buffer) => bytes.subarray(0, Math.floor(bytes.length * 0.7)),
      /not a readable backup archive|damaged|no manifest/,
    ],
  ])('refuses %s, writing nothing', async (_what, damage, message) => {
    const target = await createTestDatabase(kind, { migrated: false });
    try {
      const damaged = path.join(target.dataDir, 'damaged.tar.gz');
      writeFileSync(damaged, damage(readFileSync(quietArchive)));
      await expect(
        restoreCommand([damaged], testConfig(target.dataDir), quiet, connectionTo(target)),
      ).rejects.toThrow(message);
      // Not even migrated.
      const check = connectionTo(target);
      try {
        expect(await appTables(check.db, check.kind)).toEqual([]);
      } finally {
        await check.db.destroy();
      }
      expect(
        (await allFiles(createDiskImageFiles(path.join(target.dataDir, 'uploads')))).size,
      ).toBe(0);
    } finally {
      await target.drop();
    }
  });
});

// Keeps the list of pairs honest in the test names when PostgreSQL is there.
it(`covers ${pairs.map((p) => p.join(' -> ')).join(', ')}`, () => {
  expect(pairs.length).toBeGreaterThan(0);
});

describe('the commands refuse what they cannot do', () => {
  let dataDir: TestDatabase;
  beforeAll(async () => {
    dataDir = await createTestDatabase('sqlite', { migrated: false });
  });
  afterAll(async () => {
    await dataDir?.drop();
  });

  it('backup: says where it looked for a database that is not there, creating nothing', async () => {
    const elsewhere = path.join(dataDir.dataDir, 'not-here');
    await expect(backupCommand(['b.tar.gz'], testConfig(elsewhere), quiet)).rejects.toThrow(
      `No database at ${path.join(elsewhere, 'vetportal.sqlite')}`,
    );
    expect(existsSync(elsewhere)).toBe(false);
  });

  it.each([[[]], [['-x']], [['a.tar.gz', 'b.tar.gz']]])('backup %j: usage', async (args) => {
    await expect(
      backupCommand(args, testConfig(dataDir.dataDir), quiet, connectionTo(dataDir)),
    ).rejects.toThrow(/Usage: npm run backup -- <file>/);
  });

  it.each([[[]], [['--force']], [['a.tar.gz', 'b.tar.gz']]])('restore %j: usage', async (args) => {
    await expect(
      restoreCommand(args, testConfig(dataDir.dataDir), quiet, connectionTo(dataDir)),
    ).rejects.toThrow(/Usage: npm run restore -- <file> \[--force\]/);
  });

  it('restore: names a file that is not there', async () => {
    await expect(
      restoreCommand(['missing.tar.gz'], testConfig(dataDir.dataDir), quiet, connectionTo(dataDir)),
    ).rejects.toThrow(/missing\.tar\.gz is not a readable backup archive/);
  });
});
