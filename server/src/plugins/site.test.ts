import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { errorBodySchema } from 'shared-data/contract';
import {
  BLOG_MANIFEST,
  buildTestApp,
  createSiteFixture,
  INDEX_HTML,
  logCollector,
  MAIN_JS,
  type SiteFixture,
} from '../testing/site-fixture';

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('the built site', () => {
  let fixture: SiteFixture;
  let app: FastifyInstance;

  beforeAll(async () => {
    fixture = createSiteFixture();
    app = buildTestApp(fixture.root);
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    fixture.remove();
  });

  describe('cache headers', () => {
    it.each(['/main.1a2b3c4d.js', '/123.9f8e7d6c5b4a3210.js', '/mfe/blog/456.abcdef12.js'])(
      'keeps hashed %s for a year',
      async (url) => {
        const res = await app.inject({ url });
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      },
    );

    it.each([
      '/',
      '/index.html',
      '/logo.png',
      '/mfe/blog/mf-manifest.json',
      '/mfe/blog/remoteEntry.js',
    ])('revalidates %s', async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.etag).toBeDefined();
    });

    it('answers 304 to a revalidation of an unchanged file', async () => {
      const first = await app.inject({ url: '/mfe/blog/mf-manifest.json' });
      const again = await app.inject({
        url: '/mfe/blog/mf-manifest.json',
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect(again.headers['cache-control']).toBe('no-cache');
    });
  });

  describe('pre-compressed files', () => {
    it('sends the brotli file when brotli is accepted', async () => {
      const res = await app.inject({
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
      const res = await app.inject({
        url: '/main.1a2b3c4d.js',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(res.rawPayload).toString()).toBe(MAIN_JS);
    });

    it('sends the plain file otherwise', async () => {
      const res = await app.inject({ url: '/main.1a2b3c4d.js' });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(MAIN_JS);
    });
  });

  describe('remotes under /mfe/', () => {
    it('serves a remote manifest to other origins', async () => {
      const res = await app.inject({
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
      const res = await app.inject({ url: '/main.1a2b3c4d.js' });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    });

    it.each(['/mfe/blog/missing.js', '/mfe/auth/mf-manifest.json', '/mfe/nope/x.js'])(
      'answers a real 404 for %s',
      async (url) => {
        const res = await app.inject({ url, headers: HTML });
        expect(res.statusCode).toBe(404);
        expect(errorBodySchema.parse(res.json())).toEqual({
          status: 404,
          msg: `Route GET ${url} not found`,
        });
      },
    );

    it('gives a remote folder no page', async () => {
      const res = await app.inject({ url: '/mfe/blog/', headers: HTML });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('history fallback', () => {
    it.each(['/blog', '/blogs/7', '/no/such/page', '/blogs/7?from=home'])(
      'answers %s with the shell page',
      async (url) => {
        const res = await app.inject({ url, headers: HTML });
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe(INDEX_HTML);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.headers['cache-control']).toBe('no-cache');
      },
    );

    it('answers a path without extension even without an Accept header', async () => {
      const res = await app.inject({ url: '/about' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX_HTML);
    });

    it('answers a page-looking path with a dot when the browser asks for HTML', async () => {
      const res = await app.inject({ url: '/blogs/my.first.post', headers: HTML });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX_HTML);
    });

    it('answers HEAD like GET, without a body', async () => {
      const res = await app.inject({ method: 'HEAD', url: '/blog', headers: HTML });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toBe('');
    });

    it.each(['/missing.js', '/images/nope.png'])(
      'answers a real 404 for a missing file %s',
      async (url) => {
        const res = await app.inject({ url });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ status: 404, msg: `Route GET ${url} not found` });
      },
    );

    it.each(['/api/nope', '/uploads/abc', '/api'])(
      'never answers %s with the page',
      async (url) => {
        const res = await app.inject({ url, headers: HTML });
        expect(res.statusCode).toBe(404);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
      },
    );

    it('is for GET and HEAD only', async () => {
      const res = await app.inject({ method: 'POST', url: '/blog', headers: HTML });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 404, msg: 'Route POST /blog not found' });
    });

    it('does not serve dotfiles', async () => {
      const res = await app.inject({ url: '/.env' });
      // No extension to Node: a client route as far as the fallback knows.
      expect(res.body).toBe(INDEX_HTML);
      expect(res.body).not.toContain('SECRET');
    });
  });

  describe('hostile addresses', () => {
    it('answers an address that does not decode with a 400 in the usual shape', async () => {
      const res = await app.inject({ url: '/blogs/%E0%A4%A', headers: HTML });
      expect(res.statusCode).toBe(400);
      expect(errorBodySchema.parse(res.json())).toEqual({
        status: 400,
        msg: 'The address is not valid',
      });
    });

    it.each(['/mfe/blog/%2e%2e/%2e%2e/package.json', '/mfe/blog/..%2f..%2fpackage.json'])(
      'never serves a file outside the builds: %s',
      async (url) => {
        const res = await app.inject({ url });
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
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('remoteEntry.js');
    const gzip = await page('/', {}, { ...HTML, 'accept-encoding': 'gzip' });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(
      brotliDecompressSync(br.rawPayload).toString(),
    );
    const again = await page('/', {}, { ...HTML, 'if-none-match': String(br.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});
