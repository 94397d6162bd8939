// Budgets the release gate keeps (docs/behaviour.md#releases): the server measures what a first
// visit loads from each version, keeps it, and refuses to place a version over its remote's
// budget, a budget the site keeps and a release cannot raise.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import type { RemoteReleases } from 'shared-data/contract';
import { bearer, createTestApi, type TestApi } from '../../testing/api';
import { testDatabaseKinds } from '../../testing/database';
import {
  SHARED_DATA_VERSION,
  upload,
  writeBuild,
  writeShellManifest,
} from '../../testing/release-fixture';

const KB = 1024;
const gz = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;
/** Script text that gzip barely shrinks: about `kb` KB gzip. */
const incompressible = (kb: number) =>
  Buffer.from(
    `var x=${JSON.stringify(randomBytes(Math.round(kb * KB * 0.75)).toString('base64'))};`,
  );

/**
 * A build whose first visit loads its entry, the ./module's sync chunk and its own copy of
 * left-pad (the fixture shell provides react, not left-pad), and whose lazy chunk and react
 * copy a first visit does not load.
 */
function build(chunkKB: number) {
  const files = {
    'remoteEntry.js': incompressible(2),
    'js/module.js': incompressible(chunkKB),
    'js/lazy-page.js': incompressible(40),
    'js/react.js': incompressible(10),
    'js/left-pad.js': incompressible(1),
  };
  const manifest = {
    id: 'blog',
    name: 'blog',
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
    shared: [
      {
        name: 'react',
        version: '19.3.1',
        singleton: true,
        requiredVersion: '^19.0.0',
        assets: { js: { sync: ['js/react.js'], async: [] } },
      },
      {
        name: 'left-pad',
        version: '1.3.0',
        singleton: false,
        requiredVersion: '^1.3.0',
        assets: { js: { sync: ['js/left-pad.js'], async: [] } },
      },
      {
        name: 'shared-data',
        version: SHARED_DATA_VERSION,
        singleton: true,
        requiredVersion: `^${SHARED_DATA_VERSION}`,
      },
    ],
    exposes: [
      {
        path: './module',
        name: 'module',
        assets: { js: { sync: ['js/module.js'], async: ['js/lazy-page.js'] } },
      },
    ],
  };
  const firstVisit =
    gz(files['remoteEntry.js']) + gz(files['js/module.js']) + gz(files['js/left-pad.js']);
  return {
    files: [
      { path: 'mf-manifest.json', bytes: Buffer.from(JSON.stringify(manifest)) },
      ...Object.entries(files).map(([path, bytes]) => ({ path, bytes })),
    ],
    firstVisit,
    kb: (firstVisit / KB).toFixed(1),
  };
}

describe.each(testDatabaseKinds())('release budgets on %s', (kind) => {
  let api: TestApi;
  let admin: string;
  let token: string;

  beforeEach(async () => {
    api = await createTestApi(kind);
    writeShellManifest(api.database.dataDir);
    admin = (await api.account({ isAdmin: true })).token;
    const made = await api.app.inject({
      method: 'POST',
      url: '/api/releases/deploy-tokens/',
      headers: bearer(admin),
      payload: { remote: 'blog', label: 'blog CI' },
    });
    token = made.json<{ secret: string }>().secret;
  });
  afterEach(() => api.close());

  const state = async () =>
    (
      await api.app.inject({ url: '/api/releases/blog', headers: bearer(token) })
    ).json<RemoteReleases>();
  const post = (path: string, payload: object) =>
    api.app.inject({
      method: 'POST',
      url: `/api/releases/blog/${path}`,
      headers: bearer(token),
      payload,
    });
  const body = (res: LightMyRequestResponse) =>
    res.json<{ status?: number; msg: string; version: string }>();

  it('measures what a first visit loads from the files, whatever the release says', async () => {
    const small = build(8);
    const res = await upload(api.app, 'blog', token, small.files, { first_visit_bytes: 1 });
    expect(res.statusCode).toBe(200);
    const [version] = (await state()).versions;
    // Entry + the module's sync chunk + the shared copy the shell does not provide; not the
    // lazy page nor the react copy the shell provides.
    expect(version?.first_visit_bytes).toBe(small.firstVisit);
    expect((await state()).history[1]?.detail).toContain(`${small.kb} KB gzip on a first visit`);
    // No budget declared and none set: nothing to keep it to.
    expect((await state()).budget_bytes).toBeNull();
  });

  it('keeps the first declared budget, refuses a release over it with the figure, and a release cannot raise it', async () => {
    const first = await upload(api.app, 'blog', token, build(8).files, { budget_kb: 24 });
    expect(first.statusCode).toBe(200);
    expect((await state()).budget_bytes).toBe(24 * KB);

    const big = build(30);
    const refused = await upload(api.app, 'blog', token, big.files, { budget_kb: 24 });
    expect(refused.statusCode).toBe(422);
    expect(body(refused)).toEqual({
      status: 422,
      msg: expect.stringMatching(
        new RegExp(
          `^blog [0-9a-f]{12} cannot go live or canary: it adds ${big.kb.replace('.', '\\.')} KB gzip to its public routes; its budget is 24 KB$`,
        ),
      ),
    });
    // Declaring a larger budget changes nothing: the site's budget stands.
    const raised = await upload(api.app, 'blog', token, big.files, { budget_kb: 100 });
    expect(raised.statusCode).toBe(422);
    expect(body(raised).msg).toContain('its budget is 24 KB');
    expect((await state()).budget_bytes).toBe(24 * KB);
    expect((await state()).versions).toHaveLength(1);

    // A release within the budget declaring another one goes live and is told it was not taken.
    const within = await upload(api.app, 'blog', token, build(12).files, { budget_kb: 40 });
    expect(within.statusCode).toBe(200);
    expect(body(within).msg).toBe(
      `blog ${body(within).version} is live; it declares a budget of 40 KB, but the site's budget for blog stays 24 KB until an administrator changes it`,
    );
    expect((await state()).budget_bytes).toBe(24 * KB);
  });

  it('checks every placement: a version registered over budget becomes neither canary nor live until an administrator raises it', async () => {
    await upload(api.app, 'blog', token, build(8).files, { budget_kb: 24 });
    const big = build(30);
    // Only registered: nothing is placed, so nothing to refuse; its size is kept.
    const registered = await upload(api.app, 'blog', token, big.files, { target: 'none' });
    expect(registered.statusCode).toBe(200);
    const { version } = body(registered);
    expect((await state()).versions.find((v) => v.version === version)?.first_visit_bytes).toBe(
      big.firstVisit,
    );

    const over = `blog ${version} cannot go live or canary: it adds ${big.kb} KB gzip to its public routes; its budget is 24 KB`;
    const canary = await post('canary', { version, percent: 10 });
    expect(body(canary)).toEqual({ status: 422, msg: over });
    const rollback = await post('rollback', { version });
    expect(body(rollback)).toEqual({ status: 422, msg: over });
    expect((await state()).canary).toBeNull();

    // A deploy token cannot set budgets; an administrator (the server console) can.
    await expect(
      api.app.releases.setBudget(
        { kind: 'deploy', deployer: { tokenId: 'x', remote: 'blog', label: 'blog CI' } },
        'blog',
        64,
        'blog CI',
      ),
    ).rejects.toMatchObject({ statusCode: 403 });
    const set = await api.app.releases.setBudget(
      { kind: 'local' },
      'blog',
      64,
      'the server console',
    );
    expect(set.msg).toBe('The budget of blog is 64 KB gzip on a first visit');
    expect((await post('canary', { version, percent: 10 })).statusCode).toBe(200);
    expect((await post('promote', {})).statusCode).toBe(200);
    expect((await state()).live).toBe(version);
  });

  it('measures a version registered before sizes were, when it is placed', async () => {
    await upload(api.app, 'blog', token, build(8).files, { budget_kb: 24 });
    const big = build(30);
    const { version } = body(await upload(api.app, 'blog', token, big.files, { target: 'none' }));
    await api.database.db
      .updateTable('release_versions')
      .set({ first_visit_bytes: null })
      .where('version', '=', version)
      .execute();
    expect(
      (await state()).versions.find((v) => v.version === version)?.first_visit_bytes,
    ).toBeNull();
    const canary = await post('canary', { version, percent: 10 });
    expect(body(canary).msg).toContain(`it adds ${big.kb} KB gzip to its public routes`);
    // A refusal keeps nothing; once placed, the size it was measured at is kept.
    await api.app.releases.setBudget({ kind: 'local' }, 'blog', 64, 'the server console');
    expect((await post('canary', { version, percent: 10 })).statusCode).toBe(200);
    expect((await state()).versions.find((v) => v.version === version)?.first_visit_bytes).toBe(
      big.firstVisit,
    );
  });

  it('measures a local build found at start, and does not make one over budget live', async () => {
    const dir = (name: string) => path.join(api.database.dataDir, name);
    writeBuild(dir('small'), build(8).files);
    const small = await api.app.releases.registerLocalBuild('blog', dir('small'));
    expect((await state()).live).toBe(small);
    await api.app.releases.setBudget({ kind: 'local' }, 'blog', 24, 'the server console');
    const big = build(30);
    writeBuild(dir('big'), big.files);
    const registered = await api.app.releases.registerLocalBuild('blog', dir('big'));
    const after = await state();
    expect(after.live).toBe(small);
    expect(after.versions.find((v) => v.version === registered)?.first_visit_bytes).toBe(
      big.firstVisit,
    );
  });

  it.each([0, -1, 2000, 'big'])('refuses the declared budget %p with 400', async (budget) => {
    const res = await upload(api.app, 'blog', token, build(4).files, { budget_kb: budget });
    expect(res.statusCode).toBe(400);
    expect(body(res).msg).toBe('budget_kb must be a number of KB above 0 and at most 1024');
    expect((await state()).versions).toEqual([]);
  });
});
