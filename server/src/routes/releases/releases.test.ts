// Long on purpose: the registry's whole life (release, canary, promote, rollback, withdraw) on
// each database, each step checked through the calls a team and the shell make.
import { createHash } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { ReleaseUploadRequest, RemoteReleases } from 'shared-data/contract';
import { buildApp } from '../../app';
import { openDatabase } from '../../plugins/database';
import { bearer, createTestApi, testConfig, type TestApi } from '../../testing/api';
import { testDatabaseKinds } from '../../testing/database';
import {
  remoteBuild,
  SHARED_DATA_VERSION,
  upload,
  writeShellManifest,
} from '../../testing/release-fixture';

const json = <T>(res: LightMyRequestResponse): T => res.json<T>();

describe.each(testDatabaseKinds())('releases on %s', (kind) => {
  let api: TestApi;
  let admin: string;
  let blogToken: string;

  beforeEach(async () => {
    api = await createTestApi(kind, { RELEASE_CANARY_MIN_LOADS: '20' });
    writeShellManifest(api.database.dataDir);
    admin = (await api.account({ isAdmin: true })).token;
    const made = await api.app.inject({
      method: 'POST',
      url: '/api/releases/deploy-tokens/',
      headers: bearer(admin),
      payload: { remote: 'blog', label: 'blog CI' },
    });
    expect(made.statusCode).toBe(201);
    blogToken = json<{ secret: string }>(made).secret;
  });
  afterEach(() => api.close());

  const config = async (cookie?: string) =>
    api.app.inject({ url: '/runtime-config.json', headers: cookie ? { cookie } : {} });
  /** The cookies an answer sets, as a browser sends them back. */
  const cookiesOf = (res: LightMyRequestResponse) =>
    [res.headers['set-cookie']]
      .flat()
      .filter((set) => set !== undefined)
      .map((set) => String(set).split(';')[0])
      .join('; ');
  /** A new visitor of that bucket, as the site makes one: its cookies. */
  const visitor = async (bucket: number) => {
    const made = cookiesOf(await config(`vp_bucket=${bucket}`));
    expect(made).toMatch(/^vp_visitor=/);
    return `vp_bucket=${bucket}; ${made}`;
  };
  const beacon = (
    version: string,
    outcomes: ('loaded' | 'failed')[],
    cookie?: string,
    { asText = false, app = api.app } = {},
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/releases/beacon',
      headers: {
        'content-type': asText ? 'text/plain;charset=UTF-8' : 'application/json',
        ...(cookie ? { cookie } : {}),
      },
      payload: JSON.stringify({
        events: outcomes.map((outcome) => ({ remote: 'blog', version, outcome })),
      }),
    });
  const state = async () =>
    json<RemoteReleases>(
      await api.app.inject({ url: '/api/releases/blog', headers: bearer(blogToken) }),
    );
  const post = (path: string, payload?: object, token = blogToken) =>
    api.app.inject({
      method: 'POST',
      url: `/api/releases/blog/${path}`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });

  it('releases, canaries, promotes and rolls back, each step in the history', async () => {
    const v1 = await upload(api.app, 'blog', blogToken, remoteBuild('one'), { commit: 'abc1234' });
    expect(v1.statusCode).toBe(200);
    const first = json<{ version: string; created: boolean; msg: string }>(v1);
    expect(first.version).toMatch(/^[0-9a-f]{12}$/);
    expect(first).toMatchObject({ created: true, msg: `blog ${first.version} is live` });

    // Every visitor gets it, with no restart.
    const answer = json<{ remotes: { blog: string }; releases: { blog: object } }>(await config());
    expect(answer.remotes.blog).toBe(`/mfe/blog/${first.version}/mf-manifest.json`);
    expect(answer.releases.blog).toEqual({ version: first.version, channel: 'live' });

    const v2 = json<{ version: string }>(
      await upload(api.app, 'blog', blogToken, remoteBuild('two'), {
        target: 'canary',
        percent: 30,
      }),
    );
    expect(await state()).toMatchObject({
      live: first.version,
      canary: v2.version,
      canary_percent: 30,
    });

    expect((await post('promote')).statusCode).toBe(200);
    expect(await state()).toMatchObject({ live: v2.version, canary: null });

    // A plain rollback goes to the version live before.
    const back = await post('rollback', {});
    expect(back.json()).toMatchObject({ msg: `blog ${first.version} is live again` });
    expect((await state()).live).toBe(first.version);
    // ... and one to a named version.
    expect((await post('rollback', { version: v2.version })).statusCode).toBe(200);
    expect((await state()).live).toBe(v2.version);
    // The same build again is the same version, and already live.
    const again = await upload(api.app, 'blog', blogToken, remoteBuild('two'));
    expect(again.statusCode).toBe(409);
    expect(again.json<{ msg: string }>().msg).toBe(`blog ${v2.version} is already live`);

    const history = (await state()).history.map((entry) => [entry.action, entry.version]);
    expect(history).toEqual([
      ['rollback', v2.version],
      ['rollback', first.version],
      ['promote', v2.version],
      ['canary', v2.version],
      ['register', v2.version],
      ['live', first.version],
      ['register', first.version],
    ]);
    const registered = (await state()).versions.find((v) => v.version === first.version);
    expect(registered).toMatchObject({
      commit: 'abc1234',
      released_by: 'deploy token blog CI',
      file_count: 3,
    });

    expect((await post('rollback', { version: 'ffffffffffff' })).json()).toEqual({
      status: 404,
      msg: 'blog has no version ffffffffffff',
    });
  });

  it('serves a version’s files immutable, and 404 for what is not there', async () => {
    const { version } = json<{ version: string }>(
      await upload(api.app, 'blog', blogToken, remoteBuild('files')),
    );
    const entry = await api.app.inject({ url: `/mfe/blog/${version}/remoteEntry.js` });
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('var blog = "files";\n');
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(entry.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const again = await api.app.inject({
      url: `/mfe/blog/${version}/remoteEntry.js`,
      headers: { 'if-none-match': String(entry.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    for (const url of [
      `/mfe/blog/${version}/nothing.js`,
      `/mfe/blog/0123456789ab/remoteEntry.js`,
      `/mfe/dashboard/${version}/remoteEntry.js`,
    ]) {
      const res = await api.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toHaveProperty('msg');
    }
  });

  it('keeps deploy tokens hashed, shown once, revocable, and to their own remote', async () => {
    const listed = await api.app.inject({
      url: '/api/releases/deploy-tokens/',
      headers: bearer(admin),
    });
    expect(listed.body).not.toContain(blogToken);
    const [token] = json<{ id: string; remote: string }[]>(listed);
    expect(token).toMatchObject({ remote: 'blog', revoked_at: null });
    const stored = await api.database.db.selectFrom('deploy_tokens').select('token_hash').execute();
    expect(stored).toEqual([{ token_hash: createHash('sha256').update(blogToken).digest('hex') }]);

    // A blog token on the dashboard: 403 naming both.
    const other = await upload(api.app, 'dashboard', blogToken, remoteBuild('x'));
    expect(other.json()).toEqual({
      status: 403,
      msg: 'This deploy token is for the blog remote: it cannot change the dashboard remote',
    });
    // Not a staff token either.
    const staffCall = await api.app.inject({ url: '/api/enquiry/', headers: bearer(blogToken) });
    expect(staffCall.statusCode).toBe(403);
    // Nor can a non-admin staff member release or make tokens.
    const staff = (await api.account()).token;
    expect((await upload(api.app, 'blog', staff, remoteBuild('x'))).statusCode).toBe(403);

    await api.app.inject({
      method: 'DELETE',
      url: `/api/releases/deploy-tokens/${token?.id}`,
      headers: bearer(admin),
    });
    const revoked = await upload(api.app, 'blog', blogToken, remoteBuild('x'));
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json<{ msg: string }>().msg).toMatch(/revoked/);
    expect((await upload(api.app, 'blog', 'vpd_made-up', remoteBuild('x'))).statusCode).toBe(401);
  });

  it.each([
    ['../escape.js', 400, /leaves the build folder/],
    ['/etc/passwd.js', 400, /is absolute/],
    ['a\\b.js', 400, /backslash/],
    ['evil\0.js', 400, /NUL/],
    ['.env', 400, /hidden/],
    ['server.php', 415, /not a kind of file a build makes/],
    ['main.js.map', 415, /source map/],
  ])('refuses the path %s, and registers nothing', async (file, status, message) => {
    const res = await upload(api.app, 'blog', blogToken, [
      ...remoteBuild('x'),
      { path: file, bytes: Buffer.from('x') },
    ]);
    expect(res.statusCode).toBe(status);
    expect(res.json<{ msg: string }>().msg).toMatch(message);
    expect((await state()).versions).toEqual([]);
  });

  it('refuses a file too large and a build without its manifest', async () => {
    const big = await upload(api.app, 'blog', blogToken, [
      ...remoteBuild('x'),
      { path: 'big.js', bytes: Buffer.alloc(5 * 1024 * 1024 + 1, 32) },
    ]);
    expect(big.statusCode).toBe(413);
    const bare = await upload(
      api.app,
      'blog',
      blogToken,
      remoteBuild('x').filter((file) => file.path !== 'mf-manifest.json'),
    );
    expect(bare.json()).toEqual({ status: 422, msg: 'files: the build has no mf-manifest.json' });
    expect((await state()).versions).toEqual([]);
  });

  it('refuses a build the live site cannot load, naming the cause', async () => {
    const noModule = await upload(
      api.app,
      'blog',
      blogToken,
      remoteBuild('x', { exposes: './other' }),
    );
    expect(noModule.statusCode).toBe(422);
    expect(noModule.json<{ msg: string }>().msg).toMatch(/does not expose '\.\/module'/);

    const react = await upload(
      api.app,
      'blog',
      blogToken,
      remoteBuild('x', { requires: { react: '^18.2.0' } }),
    );
    expect(react.json<{ msg: string }>().msg).toMatch(
      /requires react \^18\.2\.0, but the live shell provides react 19\.3\.1/,
    );

    const contract = await upload(
      api.app,
      'blog',
      blogToken,
      remoteBuild('x', { requires: { 'shared-data': '^99.0.0' } }),
    );
    expect(contract.json<{ msg: string }>().msg).toMatch(
      `built against shared-data ^99.0.0, but this server serves the shared-data contract ${SHARED_DATA_VERSION}`,
    );
    expect((await state()).versions).toEqual([]);
  });

  it('lets one of two releases at the same moment win; the other is told to retry', async () => {
    const { revision } = await state();
    const results = await Promise.all(
      ['left', 'right'].map((text) =>
        upload(api.app, 'blog', blogToken, remoteBuild(text), {
          base_revision: revision,
        } satisfies Partial<ReleaseUploadRequest>),
      ),
    );
    const codes = results.map((res) => res.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const loser = results.find((res) => res.statusCode === 409);
    expect(loser?.json<{ msg: string }>().msg).toMatch(/run it again/);
    const winner = json<{ version: string }>(
      results.find((res) => res.statusCode === 200) as LightMyRequestResponse,
    );
    const after = await state();
    // The registry points at the winner, and holds nothing of the loser.
    expect(after.live).toBe(winner.version);
    expect(after.versions.map((v) => v.version)).toEqual([winner.version]);
    const files = await api.database.db.selectFrom('release_files').select('version').execute();
    expect(new Set(files.map((f) => f.version))).toEqual(new Set([winner.version]));
  });

  it('gives a canary to the share of visitors its percentage says, each keeping theirs', async () => {
    const live = json<{ version: string }>(
      await upload(api.app, 'blog', blogToken, remoteBuild('live')),
    );
    const canary = json<{ version: string }>(
      await upload(api.app, 'blog', blogToken, remoteBuild('canary'), {
        target: 'canary',
        percent: 50,
      }),
    );
    const seen = { [live.version]: 0, [canary.version]: 0 };
    for (let i = 0; i < 200; i += 1) {
      const first = await config();
      const cookies = [first.headers['set-cookie']].flat();
      expect(cookies).toHaveLength(2);
      const cookie = cookiesOf(first);
      expect(cookie).toMatch(
        /^vp_bucket=(\d{1,2}); vp_visitor=[A-Za-z0-9_-]{22}\.(\d{1,2})\.[A-Za-z0-9_-]{22}$/,
      );
      // The visitor cookie is signed with the bucket it goes with.
      const [, bucket, signed] = /^vp_bucket=(\d+); vp_visitor=[^.]+\.(\d+)\./.exec(cookie) ?? [];
      expect(signed).toBe(bucket);
      for (const set of cookies) {
        expect(String(set)).toMatch(/Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly/);
      }
      const version = first.json<{ releases: { blog: { version: string } } }>().releases.blog
        .version;
      seen[version] = (seen[version] ?? 0) + 1;
      if (i < 10) {
        // Sticky: the same visitor gets the same version, and no new cookie.
        const next = await config(cookie);
        expect(next.headers['set-cookie']).toBeUndefined();
        expect(next.json<{ releases: { blog: { version: string } } }>().releases.blog.version).toBe(
          version,
        );
      }
    }
    expect(seen[canary.version]).toBeGreaterThan(60);
    expect(seen[live.version]).toBeGreaterThan(60);
    // The bucket decides: below the percentage, the canary.
    const low = await config('vp_bucket=3');
    expect(low.json<{ releases: { blog: object } }>().releases.blog).toEqual({
      version: canary.version,
      channel: 'canary',
    });
    const high = await config('vp_bucket=80');
    expect(high.json<{ releases: { blog: object } }>().releases.blog).toEqual({
      version: live.version,
      channel: 'live',
    });
  });

  it('withdraws a failing canary once, even under concurrent beacons on two instances, with the figures', async () => {
    const live = json<{ version: string }>(
      await upload(api.app, 'blog', blogToken, remoteBuild('live')),
    );
    const canary = json<{ version: string }>(
      await upload(api.app, 'blog', blogToken, remoteBuild('bad'), {
        target: 'canary',
        percent: 100,
      }),
    );
    // 19 visitors: not enough to judge, even all failing.
    for (let i = 0; i < 19; i += 1) {
      const first = await beacon(canary.version, ['failed'], await visitor(i % 100), {
        asText: true,
      });
      expect([first.statusCode, first.body]).toEqual([204, '']);
    }
    expect(await state()).toMatchObject({
      canary: canary.version,
      versions: expect.arrayContaining([
        expect.objectContaining({ version: canary.version, loads: 19, failures: 19 }),
      ]),
    });
    // Unknown versions are ignored.
    expect((await beacon('nope', ['failed'], await visitor(0))).statusCode).toBe(204);
    // Then many visitors at once, through two instances: withdrawn exactly once.
    const { dataDir, databaseUrl, schema } = api.database;
    const database = openDatabase({ databaseUrl, dataDir, ...(schema ? { schema } : {}) });
    const second = buildApp(
      testConfig(dataDir, { REMINDER_POLL_SECONDS: '0', RELEASE_CANARY_MIN_LOADS: '20' }),
      { database, rateLimits: false },
    );
    try {
      await second.ready();
      const cookies = await Promise.all(Array.from({ length: 8 }, (_, i) => visitor(50 + i)));
      await Promise.all(
        cookies.map((cookie, i) =>
          beacon(canary.version, ['failed', 'loaded'], cookie, { app: i % 2 ? second : api.app }),
        ),
      );
    } finally {
      await second.close();
      await database.db.destroy();
    }
    const after = await state();
    expect(after.canary).toBeNull();
    const withdrawals = after.history.filter((entry) => entry.action === 'withdraw');
    expect(withdrawals).toHaveLength(1);
    expect(withdrawals[0]).toMatchObject({ actor: 'automatic', version: canary.version });
    expect(withdrawals[0]?.loads).toBeGreaterThanOrEqual(20);
    expect(withdrawals[0]?.failures).toBe(withdrawals[0]?.loads);
    expect(withdrawals[0]?.detail).toMatch(/visitors could not load it/);
    // Its visitors get the live version again.
    const back = await config('vp_bucket=0');
    expect(back.json<{ releases: { blog: object } }>().releases.blog).toEqual({
      version: live.version,
      channel: 'live',
    });
    // A malformed beacon is a 400 naming the field.
    const bad = await api.app.inject({
      method: 'POST',
      url: '/api/releases/beacon',
      payload: { events: [] },
    });
    expect(bad.statusCode).toBe(400);
  }, 30_000);

  it('counts nothing of a forged beacon: no visitor, a made-up one, or a version not served', async () => {
    const live = json<{ version: string }>(
      await upload(api.app, 'blog', blogToken, remoteBuild('live')),
    );
    const canary = json<{ version: string }>(
      await upload(api.app, 'blog', blogToken, remoteBuild('healthy'), {
        target: 'canary',
        percent: 50,
      }),
    );
    const counts = async () =>
      Object.fromEntries(
        (await state()).versions.map((v) => [v.version, [v.loads, v.failures]] as const),
      );
    const real = await visitor(10);
    const made = /vp_visitor=([^.]+)\.10\.(\S+)/.exec(real) ?? [];
    const forged = [
      undefined,
      // Made up, or a real id with another bucket or signature.
      `vp_bucket=10; vp_visitor=${'A'.repeat(22)}.10.${'B'.repeat(22)}`,
      `vp_bucket=10; vp_visitor=${made[1]}.11.${made[2]}`,
      `vp_bucket=10; vp_visitor=${made[1]}.10.${'B'.repeat(22)}`,
      // The bucket cookie alone.
      'vp_bucket=10',
    ];
    for (const cookie of forged) {
      // One beacon of 20 failures, as the attack that withdrew a healthy canary sent.
      const res = await beacon(canary.version, Array(20).fill('failed'), cookie);
      // Answered as any beacon: the forger learns nothing.
      expect([res.statusCode, res.body]).toEqual([204, '']);
    }
    expect(await counts()).toEqual({ [live.version]: [0, 0], [canary.version]: [0, 0] });
    expect((await state()).canary).toBe(canary.version);
    // A visitor served the live version counts nothing for the canary, and the reverse.
    const onLive = await visitor(80);
    await beacon(canary.version, Array(20).fill('failed'), onLive);
    await beacon(live.version, Array(20).fill('failed'), real);
    expect(await counts()).toEqual({ [live.version]: [0, 0], [canary.version]: [0, 0] });

    // 100 forged loads cannot keep a failing canary alive: 18 visitors load it, 2 fail (10%).
    for (let i = 0; i < 18; i += 1) await beacon(canary.version, ['loaded'], await visitor(i));
    for (let i = 0; i < 100; i += 50) {
      await beacon(canary.version, Array(50).fill('loaded'));
      await beacon(canary.version, Array(50).fill('loaded'), forged[1]);
    }
    expect(await counts()).toMatchObject({ [canary.version]: [18, 0] });
    await beacon(canary.version, ['failed'], await visitor(20));
    expect((await state()).canary).toBe(canary.version);
    await beacon(canary.version, ['failed'], await visitor(30));
    const after = await state();
    expect(after.canary).toBeNull();
    expect(after.history[0]).toMatchObject({
      action: 'withdraw',
      actor: 'automatic',
      loads: 20,
      failures: 2,
    });
  }, 30_000);

  it('counts one visitor once per version, however many beacons it sends', async () => {
    await upload(api.app, 'blog', blogToken, remoteBuild('live'));
    const canary = json<{ version: string }>(
      await upload(api.app, 'blog', blogToken, remoteBuild('canary'), {
        target: 'canary',
        percent: 100,
      }),
    );
    const one = await visitor(5);
    // Many at once and one after another, loads and failures mixed.
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        beacon(canary.version, Array(50).fill(i % 2 ? 'failed' : 'loaded'), one),
      ),
    );
    for (let i = 0; i < 5; i += 1) await beacon(canary.version, Array(50).fill('failed'), one);
    const counted = (await state()).versions.find((v) => v.version === canary.version);
    expect([counted?.loads, counted?.failures]).toEqual([1, 1]);
    expect((await state()).canary).toBe(canary.version);
    // The rows hold a random id, the version and what it reported: nothing about the person.
    const rows = await api.database.db.selectFrom('release_visitors').selectAll().execute();
    expect(rows.map((row) => row.kind).sort()).toEqual(['failure', 'load']);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(['kind', 'remote', 'version', 'visitor']);
  }, 30_000);

  it('previews a registered version to signed-in staff only', async () => {
    const { version } = json<{ version: string }>(
      await upload(api.app, 'blog', blogToken, remoteBuild('preview'), { target: 'none' }),
    );
    // Registered, not live.
    expect((await state()).live).toBeNull();
    const staff = (await api.account()).token;
    const preview = await api.app.inject({
      url: `/api/releases/preview/blog/${version}`,
      headers: bearer(staff),
    });
    expect(preview.json()).toEqual({
      remote: 'blog',
      version,
      manifestUrl: `/mfe/blog/${version}/mf-manifest.json`,
      released_by: 'deploy token blog CI',
      released_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(
      (await api.app.inject({ url: `/api/releases/preview/blog/${version}` })).statusCode,
    ).toBe(401);
    const missing = await api.app.inject({
      url: '/api/releases/preview/blog/0123456789ab',
      headers: bearer(staff),
    });
    expect(missing.json()).toEqual({ status: 404, msg: 'blog has no version 0123456789ab' });
  });

  it('keeps REMOTE_<NAME>_URL as a fixed override over the registry', async () => {
    await upload(api.app, 'blog', blogToken, remoteBuild('live'));
    const fixed = await createTestApi(kind, {
      REMOTE_BLOG_URL: 'https://cdn.example.com/blog/mf-manifest.json',
    });
    try {
      const res = await fixed.app.inject({ url: '/runtime-config.json' });
      expect(res.json()).toMatchObject({
        remotes: { blog: 'https://cdn.example.com/blog/mf-manifest.json' },
        releases: { blog: { version: null, channel: 'fixed' } },
      });
    } finally {
      await fixed.close();
    }
  });
});
