import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config';
import { buildTestApp, createSiteFixture, type SiteFixture } from '../testing/site-fixture';
import { ENTRY_BOOT_SOURCE } from '../render/entry-boot';
import { buildContentSecurityPolicy } from './security-headers';

/** The policy as { directive: sources }, so each assertion looks at one directive. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(/;\s*/).map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

describe('buildContentSecurityPolicy', () => {
  it('allows only this origin, the location lookup and the map by default', () => {
    expect(directives(buildContentSecurityPolicy(loadConfig({})))).toEqual({
      'default-src': ["'self'"],
      // The one inline script, a rendered page's starter of its entry, by its hash.
      'script-src': ["'self'", ENTRY_BOOT_SOURCE],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'", 'https://ipapi.co'],
      'frame-src': ['https://www.google.com'],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'frame-ancestors': ["'self'"],
      'form-action': ["'self'"],
    });
  });

  it('adds the origins of moved remotes, an absolute API base and the map origin', () => {
    const policy = directives(
      buildContentSecurityPolicy(
        loadConfig({
          REMOTE_BLOG_URL: 'https://blog.cdn.example.com:8443/v2/mf-manifest.json',
          REMOTE_AUTH_URL: 'https://blog.cdn.example.com:8443/auth/mf-manifest.json',
          API_BASE: 'https://api.example.com/api/',
          GEO_LOOKUP_URL: '/geo',
          MAP_EMBED_ORIGIN: 'https://maps.example.org/embed',
        }),
      ),
    );
    expect(policy['script-src']).toEqual([
      "'self'",
      ENTRY_BOOT_SOURCE,
      'https://blog.cdn.example.com:8443',
    ]);
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://blog.cdn.example.com:8443',
      'https://api.example.com',
    ]);
    expect(policy['img-src']).toContain('https://api.example.com');
    expect(policy['frame-src']).toEqual(['https://maps.example.org']);
  });
});

describe('security headers', () => {
  let fixture: SiteFixture;
  let app: FastifyInstance;

  beforeAll(async () => {
    fixture = createSiteFixture();
    app = buildTestApp(fixture.root, {
      REMOTE_DASHBOARD_URL: 'https://dash.example.net/mf-manifest.json',
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    fixture.remove();
  });

  it.each([
    ['a page', '/blogs/7'],
    ['a static file', '/main.1a2b3c4d.js'],
    // A remote's script; its other files are inert documents (release-contents.test.ts).
    ['a remote file', '/mfe/blog/remoteEntry.js'],
    ['the runtime config', '/runtime-config.json'],
    ['the API', '/api/health'],
    ['a 404', '/api/nope'],
  ])('are on %s', async (_what, url) => {
    const res = await app.inject({ url, headers: { accept: 'text/html' } });
    const policy = directives(String(res.headers['content-security-policy']));
    expect(policy['script-src']).toEqual(["'self'", ENTRY_BOOT_SOURCE, 'https://dash.example.net']);
    expect(policy['connect-src']).toContain('https://dash.example.net');
    expect(policy['frame-src']).toEqual(['https://www.google.com']);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    // helmet's other defaults.
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['x-dns-prefetch-control']).toBe('off');
    expect(res.headers['x-powered-by']).toBeUndefined();
    // Only what another origin may embed is cross-origin.
    expect(res.headers['cross-origin-resource-policy']).toBe(
      url.startsWith('/mfe/') ? 'cross-origin' : 'same-origin',
    );
  });
});

describe('CORS', () => {
  let fixture: SiteFixture;
  let app: FastifyInstance;

  beforeAll(async () => {
    fixture = createSiteFixture();
    app = buildTestApp(fixture.root, { CORS_ORIGINS: 'https://admin.example.org' });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    fixture.remove();
  });

  const preflight = (origin: string) =>
    app.inject({
      method: 'OPTIONS',
      url: '/api/auth/signin/staff',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });

  it('lets a configured origin call the API with credentials', async () => {
    const res = await preflight('https://admin.example.org');
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('https://admin.example.org');
    expect(res.headers['access-control-allow-credentials']).toBe('true');
  });

  it('gives any other origin no CORS header, credentials included', async () => {
    for (const origin of ['https://evil.example.com', 'http://localhost:3000']) {
      const res = await preflight(origin);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 404, msg: expect.stringMatching(/^Route OPTIONS/) });
      const get = await app.inject({ url: '/api/health', headers: { origin } });
      expect(get.headers['access-control-allow-origin']).toBeUndefined();
      expect(get.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });

  it('answers an OPTIONS without Origin, or without a method to ask for, with Allow alone', async () => {
    const bare = await app.inject({ method: 'OPTIONS', url: '/api/auth/signin/staff' });
    const noMethod = await app.inject({
      method: 'OPTIONS',
      url: '/api/auth/signin/staff',
      headers: { origin: 'https://admin.example.org' },
    });
    for (const res of [bare, noMethod]) {
      // Not a preflight: the methods the path answers, and no CORS header.
      expect(res.statusCode).toBe(204);
      expect(res.headers.allow).toBe('POST, OPTIONS');
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['access-control-allow-methods']).toBeUndefined();
    }
  });

  it('allows the dev servers by default in development only', async () => {
    const dev = buildTestApp(fixture.root, { NODE_ENV: 'development' });
    const production = buildTestApp(fixture.root);
    try {
      const ask = (site: FastifyInstance) =>
        site.inject({ url: '/api/health', headers: { origin: 'http://localhost:3001' } });
      const allowed = await ask(dev);
      expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3001');
      expect(allowed.headers['access-control-allow-credentials']).toBe('true');
      const refused = await ask(production);
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();
      expect(refused.headers['access-control-allow-credentials']).toBeUndefined();
    } finally {
      await dev.close();
      await production.close();
    }
  });
});
