// Old versions: kept RELEASE_KEEP_DAYS after they leave service, then deleted with their files,
// by one instance at most once an hour (docs/behaviour.md#releases). Time moves by the app's clock.
import { Migrator, sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import type { RemoteReleases } from 'shared-data/contract';
import { migrationProvider } from '../../migrations';
import { migrateToLatest } from '../../plugins/database';
import { CLEANUP_EVERY_MS, createReleaseService } from '../../services/releases';
import { bearer, createTestApi, type TestApi } from '../../testing/api';
import { createTestDatabase, testDatabaseKinds } from '../../testing/database';
import { remoteBuild, upload, writeShellManifest } from '../../testing/release-fixture';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

describe.each(testDatabaseKinds())('old release versions on %s', (kind) => {
  let api: TestApi;
  let token: string;
  let logged: string[];
  let builds = 0;

  beforeEach(async () => {
    logged = [];
    api = await createTestApi(
      kind,
      { LOG_LEVEL: 'info' },
      { logStream: { write: (line) => logged.push(line) } },
    );
    writeShellManifest(api.database.dataDir);
    // A deploy token: it does not expire as the test moves the clock by weeks.
    token = (await api.app.deployTokens.createFromConsole('blog', 'blog CI')).secret;
  });
  afterEach(() => api.close());

  const ok = <T>(res: LightMyRequestResponse): T => {
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    return res.json<T>();
  };
  /** A new blog build, registered as live, canary or neither; answers its version. */
  async function release(target: 'live' | 'canary' | 'none' = 'live'): Promise<string> {
    builds += 1;
    const res = await upload(api.app, 'blog', token, remoteBuild(`build ${builds}`), {
      target,
      ...(target === 'canary' ? { percent: 20 } : {}),
    });
    const { version } = ok<{ version: string }>(res);
    // The clean-up a release starts in the background is over before the test looks.
    await api.app.releases.settled();
    return version;
  }
  const post = (path: string, payload?: object) =>
    api.app.inject({
      method: 'POST',
      url: `/api/releases/blog/${path}`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });
  const entry = async (version: string) =>
    (await api.app.inject({ url: `/mfe/blog/${version}/remoteEntry.js` })).statusCode;
  const state = async () =>
    ok<RemoteReleases>(await api.app.inject({ url: '/api/releases/blog', headers: bearer(token) }));
  const fileRows = async (version: string) =>
    (
      await api.database.db
        .selectFrom('release_files')
        .select('path')
        .where('version', '=', version)
        .execute()
    ).length;
  /** Moves the clock past the hourly claim, then cleans up. */
  async function laterCleanUp(ms: number) {
    api.advance(ms);
    return api.app.releases.cleanUp();
  }

  it('deletes what has been out of service over 30 days, keeping live, canary and the rollback target', async () => {
    const retired = await release();
    const previous = await release();
    const live = await release();
    const neverLive = await release('none');
    const canary = await release('canary');
    // The releases above claimed this hour's clean-up, which found nothing to delete.
    expect(await api.app.releases.cleanUp()).toBeNull();

    expect(await laterCleanUp(29 * DAY)).toEqual([]);
    expect(await entry(retired)).toBe(200);

    const deleted = await laterCleanUp(1 * DAY + HOUR);
    expect(deleted).toEqual(
      expect.arrayContaining([
        { remote: 'blog', version: retired },
        { remote: 'blog', version: neverLive },
      ]),
    );
    expect(deleted).toHaveLength(2);

    // Their files are gone from the database and from this instance's memory.
    expect(await entry(retired)).toBe(404);
    expect(await entry(neverLive)).toBe(404);
    expect(await fileRows(retired)).toBe(0);
    for (const kept of [previous, live, canary]) expect(await entry(kept)).toBe(200);
    const after = await state();
    expect(after.versions.map((v) => v.version).sort()).toEqual([previous, live, canary].sort());
    expect(after).toMatchObject({ live, canary });

    // The rollback target is still there to go back to; a deleted version is not.
    expect((await post('rollback', { version: retired })).statusCode).toBe(404);
    expect(ok<{ msg: string }>(await post('rollback', {})).msg).toBe(
      `blog ${previous} is live again`,
    );

    const line = logged.find((l) => l.includes('release version(s) out of service'));
    expect(line).toContain(`blog ${retired}`);
    expect(line).toContain(`blog ${neverLive}`);
  });

  it('counts from when a version left service, not from its release', async () => {
    const first = await release();
    api.advance(40 * DAY);
    await release(); // first is now the rollback target
    await release(); // ...and now out of service, since today
    const canary = await release('canary');
    expect((await post('withdraw')).statusCode).toBe(200);

    expect(await laterCleanUp(HOUR + 1)).toEqual([]);
    expect(await laterCleanUp(29 * DAY)).toEqual([]);
    expect(await entry(first)).toBe(200);
    expect(await entry(canary)).toBe(200);

    const deleted = await laterCleanUp(1 * DAY + HOUR);
    expect(deleted?.map((d) => d.version).sort()).toEqual([first, canary].sort());
  });

  it('runs at most once an hour across instances: of several at once, one does it', async () => {
    const old = await release();
    await release();
    await release();
    api.advance(31 * DAY);
    // Another instance: its own service over the same database.
    const other = createReleaseService(api.app.services.ctx, {
      siteProvides: () => ({ shell: null, sharedData: '1.0.0' }),
      overrides: {},
      unversioned: { public: '', blog: '', auth: '', dashboard: '' },
      canary: { maxFailureShare: 0.05, minLoads: 20 },
    });
    const results = await Promise.all([
      api.app.releases.cleanUp(),
      other.cleanUp(),
      other.cleanUp(),
      api.app.releases.cleanUp(),
    ]);
    expect(results.filter((r) => r !== null)).toEqual([[{ remote: 'blog', version: old }]]);

    api.advance(CLEANUP_EVERY_MS - 60_000);
    expect(await other.cleanUp()).toBeNull();
    api.advance(120_000);
    expect(await other.cleanUp()).toEqual([]);
  });

  it('runs after a release, and a change that started before a deletion is refused', async () => {
    const old = await release();
    await release();
    await release();
    const { revision } = await state();
    api.advance(31 * DAY);

    // The release's own clean-up deletes the old version...
    const next = await release();
    expect(await entry(old)).toBe(404);
    expect(await entry(next)).toBe(200);
    // ...and moves the revision: a release that read the state before it must start again.
    const stale = await upload(api.app, 'blog', token, remoteBuild('late'), {
      base_revision: revision + 1,
    });
    expect(stale.statusCode).toBe(409);
  });
});

describe.each(testDatabaseKinds())('the retention migration on %s', (kind) => {
  it('counts versions out of service before it from the day it ran', async () => {
    const test = await createTestDatabase(kind, { migrated: false });
    try {
      const schema =
        kind === 'postgres'
          ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(test.db))
              .rows[0]?.schema
          : undefined;
      const migrator = new Migrator({
        db: test.db,
        provider: migrationProvider,
        ...(schema ? { migrationTableSchema: schema } : {}),
      });
      const { error } = await migrator.migrateTo('2026-11-25_4_releases');
      expect(error).toBeUndefined();
      const version = (id: string) => ({
        remote: 'blog',
        version: id,
        released_by: 'local build',
        source: 'local' as const,
        released_at: '2020-01-01T00:00:00.000Z',
        git_commit: null,
        manifest: '{}',
        requires: '{}',
        file_count: 0,
        total_bytes: 0,
      });
      await test.db
        .insertInto('release_versions')
        .values([version('aaaaaaaaaaaa'), version('bbbbbbbbbbbb'), version('cccccccccccc')])
        .execute();
      await test.db
        .insertInto('release_state')
        .values({
          remote: 'blog',
          live_version: 'aaaaaaaaaaaa',
          canary_version: 'bbbbbbbbbbbb',
          revision: 3,
        })
        .execute();
      const before = new Date().toISOString();

      await migrateToLatest(test);

      const rows = await test.db
        .selectFrom('release_versions')
        .select(['version', 'retired_at'])
        .orderBy('version')
        .execute();
      expect(rows.slice(0, 2)).toEqual([
        { version: 'aaaaaaaaaaaa', retired_at: null },
        { version: 'bbbbbbbbbbbb', retired_at: null },
      ]);
      expect(rows[2]?.retired_at && rows[2].retired_at >= before).toBe(true);
    } finally {
      await test.drop();
    }
  });
});
