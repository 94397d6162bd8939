import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildTestApp, createSiteFixture, HTML, type SiteFixture } from '../testing/site-fixture';

describe('page hints', () => {
  let fixture: SiteFixture;
  const PAGE = '<!doctype html><html><head><title>t</title></head><body></body></html>\n';
  const PUBLIC_MANIFEST = {
    id: 'mfe_public',
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      {
        path: './module',
        assets: { js: { sync: ['expose.1234abcd.js'], async: ['shared.5678abcd.js'] } },
      },
    ],
  };

  beforeAll(() => {
    fixture = createSiteFixture();
    const write = (file: string, content: string) =>
      writeFileSync(path.join(fixture.root, file), content);
    write('shell/dist/index.html', PAGE);
    write(
      'shell/dist/remote-routes.json',
      JSON.stringify({ public: ['/', '/doctor/:id'], blog: ['/blog', '/blogs/:blog_id'] }),
    );
    write('mfe-public/dist/mf-manifest.json', JSON.stringify(PUBLIC_MANIFEST));
  });
  afterAll(() => fixture.remove());

  async function page(
    url: string,
    env: NodeJS.ProcessEnv = {},
    headers: Record<string, string> = HTML,
  ) {
    const app = buildTestApp(fixture.root, env);
    try {
      return await app.inject({ url, headers });
    } finally {
      await app.close();
    }
  }

  it("names the route's remote manifest, entry and module chunks, not its fallbacks", async () => {
    for (const url of ['/', '/doctor/3']) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain(
        '<link rel="preload" href="/mfe/public/mf-manifest.json" as="fetch" crossorigin>' +
          '<link rel="preload" href="/mfe/public/remoteEntry.js" as="script">' +
          '<link rel="preload" href="/mfe/public/expose.1234abcd.js" as="script"></head>',
      );
      expect(res.body).not.toContain('shared.5678abcd.js');
      expect(res.body).not.toContain('/mfe/blog/');
    }
  });

  it('reads only the shapes a build writes from a manifest that holds anything else', async () => {
    // A released manifest comes from an upload: the gate lets through one that exposes
    // ./module, whatever else its lists hold.
    const file = path.join(fixture.root, 'mfe-blog/dist/mf-manifest.json');
    const original = readFileSync(file);
    writeFileSync(
      path.join(fixture.root, 'mfe-blog/dist/mf-manifest.json'),
      JSON.stringify({
        metaData: { remoteEntry: { name: 7, path: null } },
        exposes: [
          null,
          3,
          { path: './module', assets: { js: { sync: [null, 'ok.1234abcd.js', 5] } } },
        ],
      }),
    );
    const res = await page('/blog');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<link rel="preload" href="/mfe/blog/mf-manifest.json" as="fetch" crossorigin>' +
        '<link rel="preload" href="/mfe/blog/ok.1234abcd.js" as="script"></head>',
    );
    writeFileSync(
      path.join(fixture.root, 'mfe-blog/dist/mf-manifest.json'),
      JSON.stringify({ exposes: [{ path: './module', assets: { js: { sync: 5 } } }] }),
    );
    expect((await page('/blog')).statusCode).toBe(200);
    writeFileSync(file, original);
  });

  it('hints only the manifest of a remote on another origin, and nothing on unknown pages', async () => {
    const moved = 'https://blog.example.com/v2/mf-manifest.json';
    const blog = await page('/blogs/7', { REMOTE_BLOG_URL: moved });
    expect(blog.body).toContain(`<link rel="preload" href="${moved}" as="fetch" crossorigin>`);
    expect(blog.body).not.toContain('as="script"');
    const unknown = await page('/no/such/page');
    expect(unknown.body).toBe(PAGE);
  });

  it('answers compressed, and 304 to a revalidation', async () => {
    const br = await page('/', {}, { ...HTML, 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    // The hints name the versions this visitor gets: they depend on its bucket cookie. The home
    // page also sends a visitor on to their language (docs/behaviour.md#languages).
    expect(br.headers.vary).toBe('Accept-Encoding, Cookie, Accept-Language');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('remoteEntry.js');
    const gzip = await page('/', {}, { ...HTML, 'accept-encoding': 'gzip' });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(
      brotliDecompressSync(br.rawPayload).toString(),
    );
    // Each coding has its own tag: the brotli copy's names no other.
    expect(gzip.headers.etag).not.toBe(br.headers.etag);
    const again = await page(
      '/',
      {},
      { ...HTML, 'accept-encoding': 'gzip, br', 'if-none-match': String(br.headers.etag) },
    );
    expect(again.statusCode).toBe(304);
  });

  it('says the language of the path in <html>, each language a variant of its own', async () => {
    const app = buildTestApp(fixture.root);
    try {
      const get = (url: string) => app.inject({ url, headers: HTML });
      const english = await get('/doctor/3');
      const kiswahili = await get('/sw/doctor/3');
      // The English page is the shell's, byte for byte; the Kiswahili one differs by its lang.
      expect(kiswahili.statusCode).toBe(200);
      expect(kiswahili.body.startsWith('<!doctype html><html lang="sw"><head>')).toBe(true);
      expect(kiswahili.body.replace('<html lang="sw">', '<html>')).toBe(english.body);
      expect(english.body).not.toContain('lang=');
      expect(kiswahili.headers.etag).not.toBe(english.headers.etag);
      // Each asked again: each language's own variant, not the other's.
      expect((await get('/doctor/3')).body).toBe(english.body);
      expect((await get('/sw/doctor/3')).body).toBe(kiswahili.body);
      expect((await get('/sw')).body).toContain('<html lang="sw">');
      expect((await get('/')).body).not.toContain('lang=');
    } finally {
      await app.close();
    }
  });

  it('answers a Kiswahili path as its English path is answered', async () => {
    const app = buildTestApp(fixture.root);
    try {
      const get = (url: string) => app.inject({ url, headers: HTML });
      // Owned by the remote of the path without the prefix, with its hints.
      for (const url of ['/sw', '/sw/doctor/3', '/sw/blogs/7']) {
        const res = await get(url);
        expect([url, res.statusCode]).toEqual([url, 200]);
      }
      expect((await get('/sw/blogs/7')).body).toContain('/mfe/blog/mf-manifest.json');
      // Not found, in Kiswahili; '/swimming' is no Kiswahili path, and not found in English.
      const missing = await get('/sw/nothing');
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain('<html lang="sw">');
      const swimming = await get('/swimming');
      expect(swimming.statusCode).toBe(404);
      expect(swimming.body).toBe(PAGE);
      // Another spelling of a Kiswahili page is sent to its one address, as in English.
      for (const [url, location] of [
        ['/sw/', '/sw'],
        ['/SW/doctor/3/', '/sw/doctor/3'],
        ['/sw//blogs/7?from=x', '/sw/blogs/7?from=x'],
      ] as const) {
        const res = await get(url);
        expect([url, res.statusCode, res.headers.location]).toEqual([url, 301, location]);
      }
      // A path naming another host stays the not-found page, never a redirect.
      expect((await get('//evil.example/sw/blog')).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
