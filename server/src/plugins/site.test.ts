import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { errorBodySchema } from 'shared-data/contract';
import {
  BLOG_MANIFEST,
  buildTestApp,
  builtSiteApp,
  createSiteFixture,
  HTML,
  logCollector,
  MAIN_JS,
  SOURCE_MAP,
  type SiteFixture,
} from '../testing/site-fixture';

describe('the built site', () => {
  const site = builtSiteApp();

  describe('cache headers', () => {
    it.each(['/main.1a2b3c4d.js', '/123.9f8e7d6c5b4a3210.js', '/mfe/blog/456.abcdef12.js'])(
      'keeps hashed %s for a year',
      async (url) => {
        const res = await site.app.inject({ url });
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      },
    );

    it.each(['/', '/logo.png', '/mfe/blog/mf-manifest.json', '/mfe/blog/remoteEntry.js'])(
      'revalidates %s',
      async (url) => {
        const res = await site.app.inject({ url });
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.headers.etag).toBeDefined();
      },
    );

    it('answers 304 to a revalidation of an unchanged file', async () => {
      const first = await site.app.inject({ url: '/mfe/blog/mf-manifest.json' });
      const again = await site.app.inject({
        url: '/mfe/blog/mf-manifest.json',
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect(again.headers['cache-control']).toBe('no-cache');
    });
  });

  describe('pre-compressed files', () => {
    it('sends the brotli file when brotli is accepted', async () => {
      const res = await site.app.inject({
        url: '/main.1a2b3c4d.js',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/^application\/javascript/);
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(MAIN_JS);
    });

    it('sends the gzip file when only gzip is accepted', async () => {
      const res = await site.app.inject({
        url: '/main.1a2b3c4d.js',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(res.rawPayload).toString()).toBe(MAIN_JS);
    });

    it('sends the plain file otherwise', async () => {
      const res = await site.app.inject({ url: '/main.1a2b3c4d.js' });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(MAIN_JS);
    });
  });

  describe('remotes under /mfe/', () => {
    it('serves a remote manifest to other origins', async () => {
      const res = await site.app.inject({
        url: '/mfe/blog/mf-manifest.json',
        headers: { origin: 'https://shell.example.com' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(BLOG_MANIFEST);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    });

    it('keeps the shell own files same-origin', async () => {
      const res = await site.app.inject({ url: '/main.1a2b3c4d.js' });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    });

    it.each(['/mfe/blog/missing.js', '/mfe/auth/mf-manifest.json', '/mfe/nope/x.js'])(
      'answers a real 404 for %s',
      async (url) => {
        const res = await site.app.inject({ url, headers: HTML });
        expect(res.statusCode).toBe(404);
        expect(errorBodySchema.parse(res.json())).toEqual({
          status: 404,
          msg: `Route GET ${url} not found`,
        });
      },
    );

    it('gives a remote folder no page', async () => {
      const res = await site.app.inject({ url: '/mfe/blog/', headers: HTML });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('source maps', () => {
    it.each([
      ['/main.1a2b3c4d.js', '/main.1a2b3c4d.js.map'],
      ['/mfe/blog/456.abcdef12.js', '/mfe/blog/456.abcdef12.js.map'],
    ])('serves %s but answers a 404 for its map, kept on disk', async (script, map) => {
      const served = await site.app.inject({ url: script });
      expect(served.statusCode).toBe(200);

      for (const url of [map, `${map}.gz`, `${map}.br`, map.toUpperCase()]) {
        const res = await site.app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
        expect(res.statusCode).toBe(404);
        expect(errorBodySchema.parse(res.json()).status).toBe(404);
        expect(res.body).not.toContain('secret.ts');
      }
      // A page request for it gets the shell's page, never the map.
      const asPage = await site.app.inject({ url: map, headers: HTML });
      expect(asPage.body).not.toContain('secret.ts');
      expect(SOURCE_MAP).toContain('secret.ts');
    });
  });

  describe('hostile addresses', () => {
    it('answers an address that does not decode with a 400 in the usual shape', async () => {
      const res = await site.app.inject({ url: '/blogs/%E0%A4%A', headers: HTML });
      expect(res.statusCode).toBe(400);
      expect(errorBodySchema.parse(res.json())).toEqual({
        status: 400,
        msg: 'The address is not valid',
      });
      // Answered before any hook runs, with the headers of every other answer all the same.
      const page = await site.app.inject({ url: '/', headers: HTML });
      for (const name of [
        'content-security-policy',
        'x-content-type-options',
        'x-frame-options',
        'strict-transport-security',
        'cross-origin-resource-policy',
      ]) {
        expect(res.headers[name]).toBeDefined();
        expect(res.headers[name]).toBe(page.headers[name]);
      }
    });

    it.each(['/mfe/blog/%2e%2e/%2e%2e/package.json', '/mfe/blog/..%2f..%2fpackage.json'])(
      'never serves a file outside the builds: %s',
      async (url) => {
        const res = await site.app.inject({ url });
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.body).not.toContain('"workspaces"');
      },
    );
  });
});

describe('a site that is not built', () => {
  let fixture: SiteFixture;

  beforeAll(() => {
    fixture = createSiteFixture({ built: false });
  });

  afterAll(() => fixture.remove());

  it('logs the fix, answers pages 503 and still serves the API and the remotes', async () => {
    const log = logCollector();
    const app = buildTestApp(fixture.root, { LOG_LEVEL: 'warn' }, log);
    try {
      await app.ready();
      expect(log.text()).toContain('The site is not built: run npm run build');
      expect(log.text()).toContain('mfe-auth is not built');

      const page = await app.inject({ url: '/blogs/7', headers: HTML });
      expect(page.statusCode).toBe(503);
      expect(page.headers['content-type']).toMatch(/^text\/plain/);
      expect(page.body).toContain('npm run build');

      const home = await app.inject({ url: '/', headers: HTML });
      expect(home.statusCode).toBe(503);

      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/runtime-config.json' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/mfe/blog/mf-manifest.json' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/api/nope' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('stays quiet about a missing remote that was moved to another origin', async () => {
    const log = logCollector();
    const app = buildTestApp(
      fixture.root,
      { LOG_LEVEL: 'warn', REMOTE_AUTH_URL: 'https://auth.example.com/mf-manifest.json' },
      log,
    );
    try {
      await app.ready();
      expect(log.text()).not.toContain('mfe-auth is not built');
      expect(log.text()).toContain('mfe-dashboard is not built');
    } finally {
      await app.close();
    }
  });
});
