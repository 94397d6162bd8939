import { sql } from 'kysely';
import SQLite from 'better-sqlite3';
import {
  migrateToLatest,
  openDatabase,
  pingDatabase,
  postgresConnection,
  withStatementCache,
} from './database';
import { createTestDatabase, testDatabaseKinds } from '../testing/database';
import { migrationProvider } from '../migrations';

describe.each(testDatabaseKinds())('database on %s', (kind) => {
  it('migrates an empty database once, then has nothing left to do', async () => {
    const test = await createTestDatabase(kind, { migrated: false });
    try {
      expect(await migrateToLatest(test)).toEqual([
        '2026-11-21_initial',
        '2026-11-25_2_booking',
        '2026-11-25_3_list-indexes',
        '2026-11-25_4_releases',
        '2026-11-25_5_release-retention',
        '2026-11-26_6_web-vitals',
        '2026-11-27_7_visitor-counts',
        '2026-11-27_8_attempt-counters',
        '2026-11-27_9_booking-mailbox',
        '2026-11-28_10_release-sizes',
        '2026-11-28_11_species-and-short-links',
        '2026-11-28_13_blog-publishing',
        '2026-11-28_17_audit-log',
        '2026-11-28_18_vitals-device',
        '2026-11-28_19_consents',
        '2026-11-28_20_privacy-rights',
        '2026-11-29_21_booking-language',
        '2026-11-30_22_content-languages',
      ]);
      expect(await migrateToLatest(test)).toEqual([]);
      const tables = await test.db.introspection.getTables();
      expect(tables.map((t) => t.name)).toEqual(
        expect.arrayContaining([
          'staff',
          'refresh_tokens',
          'one_time_codes',
          'blogs',
          'paragraphs',
          'blog_revisions',
          'carousel_items',
          'enquiries',
          'enquiry_responses',
          'counters',
          'promises',
          'images',
          'release_versions',
          'release_files',
          'release_state',
          'release_budgets',
          'release_history',
          'deploy_tokens',
          'bookings',
          'booking_cells',
          'reminder_jobs',
          'web_vitals',
          'release_visitors',
          'web_vitals_sources',
          'web_vitals_source_counts',
          'attempt_counters',
          'consents',
        ]),
      );
      await expect(pingDatabase(test.db)).resolves.toBeUndefined();
    } finally {
      await test.drop();
    }
  });

  // Several instances share a PostgreSQL database; SQLite is one instance's own file.
  const onShared = kind === 'postgres' ? it : it.skip;
  onShared('migrates once when two instances start together on one empty database', async () => {
    const test = await createTestDatabase(kind, { migrated: false });
    const other = openDatabase({
      databaseUrl: test.databaseUrl,
      dataDir: test.dataDir,
      schema: test.schema,
    });
    try {
      const [first, second] = await Promise.all([migrateToLatest(test), migrateToLatest(other)]);
      // One ran them all, the other found nothing left (or the reverse).
      expect([...first, ...second].sort()).toEqual(
        Object.keys(await migrationProvider.getMigrations()).sort(),
      );
      expect(await migrateToLatest(other)).toEqual([]);
    } finally {
      await other.db.destroy();
      await test.drop();
    }
  });

  it('enforces foreign keys', async () => {
    const test = await createTestDatabase(kind);
    try {
      const now = new Date().toISOString();
      const insert = test.db
        .insertInto('paragraphs')
        .values({
          id: 'p1',
          blog_id: 'no-such-blog',
          position: 0,
          content_type: 'paragraph',
          content: 'x',
          image_id: null,
          created_at: now,
        })
        .execute()
        .then(
          () => 'inserted',
          (error: unknown) => String(error),
        );
      // On failure, the connection's settings and the table's keys show why.
      const state = async () =>
        kind === 'sqlite'
          ? {
              foreignKeys: (await sql`pragma foreign_keys`.execute(test.db)).rows,
              keys: (await sql`pragma foreign_key_list(paragraphs)`.execute(test.db)).rows.length,
            }
          : {};
      expect({ outcome: await insert, ...(await state()) }).toEqual({
        outcome: expect.stringMatching(/foreign key/i),
        ...(await state()),
      });
    } finally {
      await test.drop();
    }
  });
});

describe('the PostgreSQL connection', () => {
  it("keeps the URL's session options beside the schema's search path", () => {
    expect(
      postgresConnection(
        'postgres://clinic:s%40fe@db.example:5432/vet?options=-c%20statement_timeout%3D5000&sslmode=require',
        'test_ab12',
      ),
    ).toEqual({
      connectionString: 'postgres://clinic:s%40fe@db.example:5432/vet?sslmode=require',
      options: '-c statement_timeout=5000 -c search_path=test_ab12',
    });
    expect(postgresConnection('postgres://127.0.0.1:5432/test', 'test_ab12')).toEqual({
      connectionString: 'postgres://127.0.0.1:5432/test',
      options: '-c search_path=test_ab12',
    });
    expect(postgresConnection('postgres://127.0.0.1:5432/test')).toEqual({
      connectionString: 'postgres://127.0.0.1:5432/test',
    });
  });

  const onPostgres = process.env.SERVER_TEST_POSTGRES_URL ? it : it.skip;
  onPostgres('applies both on a real server', async () => {
    const test = await createTestDatabase('postgres', { migrated: false });
    const url = new URL(test.databaseUrl!);
    url.searchParams.set('options', '-c statement_timeout=4321');
    const database = openDatabase({
      databaseUrl: url.toString(),
      dataDir: test.dataDir,
      schema: test.schema,
    });
    try {
      const { rows } = await sql<{ schema: string; timeout: string }>`
        select current_schema() as schema, current_setting('statement_timeout') as timeout`.execute(
        database.db,
      );
      expect(rows).toEqual([{ schema: test.schema, timeout: '4321ms' }]);
    } finally {
      await database.db.destroy();
      await test.drop();
    }
  });
});

describe('SQLite settings', () => {
  it('uses WAL with foreign keys on, in DATA_DIR', async () => {
    const test = await createTestDatabase('sqlite');
    try {
      const { rows } = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(test.db);
      expect(rows[0]?.journal_mode).toBe('wal');
      const fk = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(test.db);
      expect(fk.rows[0]?.foreign_keys).toBe(1);
      expect(test.location.startsWith(test.dataDir)).toBe(true);
    } finally {
      await test.drop();
    }
  });

  it('describes a PostgreSQL location without its password', () => {
    const database = openDatabase({
      databaseUrl: 'postgres://vet:secret@db.internal:5433/vet',
      dataDir: '/nonexistent',
    });
    expect(database.location).toBe('postgres://db.internal:5433/vet');
    void database.db.destroy();
  });
});

describe('the SQLite statement cache', () => {
  it('reuses a statement for the same SQL, but never one still being iterated', () => {
    const sqlite = new SQLite(':memory:');
    const cached = withStatementCache(sqlite);
    try {
      sqlite.exec('create table t (n integer)');
      sqlite.exec('insert into t values (1), (2)');
      const first = cached.prepare('select n from t');
      expect(cached.prepare('select n from t')).toBe(first);
      const rows = first.iterate([]);
      rows.next(); // `first` is now busy
      const second = cached.prepare('select n from t');
      expect(second).not.toBe(first);
      expect(second.all([])).toEqual([{ n: 1 }, { n: 2 }]);
      rows.return?.();
      expect(cached.prepare('select n from t')).toBe(first);
    } finally {
      cached.close();
    }
  });
});
