// Server-rendered pages in both languages (docs/behaviour.md#languages) over small hand-written
// server bundles, as page-renderer.test.ts: the shell's bundle is given the whole URL, '/sw'
// included, and renders the blog remote's page or the not-found page.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApi, type TestApi } from '../testing/api';
import { testDatabaseKinds } from '../testing/database';
import { remoteBuild, writeBuild, writeShellManifest } from '../testing/release-fixture';
import { HTML } from '../testing/site-fixture';
import { KeptQuery } from './kept-query';
import { PAGES_AHEAD, SITEMAP_PAGES, SITEMAP_ROUTES } from '../services/sitemap-service';

const SHELL_INDEX =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Vet site</title></head>' +
  '<body><div id="root"><div class="boot-bar"></div><p class="boot-note">Loading…</p></div>' +
  '<script defer src="/main.js"></script></body></html>';

const ROUTES = {
  public: ['/'],
  blog: ['/blog', '/blogs/:blog_id'],
  auth: ['/sign_in'],
  dashboard: ['/dashboard/*'],
};

// The language is the shell's to render: this one says which it was asked for.
const SHELL_BUNDLE = `
exports.shared = {};
exports.configure = () => {};
exports.render = async ({ url, remote }) => {
  const language = url === '/sw' || url.startsWith('/sw/') || url.startsWith('/sw?') ? 'sw' : 'en';
  if (!remote) {
    return { html: '<p>not found (' + language + ')</p>', styles: '', state: {},
      head: { title: 'Not found', description: 'Not here', status: 404 }, status: 404, complete: true };
  }
  return {
    html: '<main><h1>' + remote.module.title + ' (' + language + ')</h1><p id="url">' + url + '</p></main>',
    styles: '', state: {},
    head: { title: remote.module.title, description: 'Articles' },
    status: 200, complete: true,
  };
};
`;

const BLOG_BUNDLE = `module.exports = { routes: [], reducers: {}, saga: function* saga() {}, title: 'Blog' };`;

describe.each(testDatabaseKinds())('pages in both languages on %s', (kind) => {
  let api: TestApi;
  let root: string;
  beforeEach(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'server-languages-'));
    writeBuild(path.join(root, 'shell', 'dist'), [
      { path: 'index.html', bytes: Buffer.from(SHELL_INDEX) },
      { path: 'remote-routes.json', bytes: Buffer.from(JSON.stringify(ROUTES)) },
      { path: 'server/render.js', bytes: Buffer.from(SHELL_BUNDLE) },
    ]);
    writeBuild(path.join(root, 'mfe-blog', 'dist'), [
      ...remoteBuild('local blog'),
      { path: 'server/module.js', bytes: Buffer.from(BLOG_BUNDLE) },
    ]);
    writeShellManifest(root);
  });
  afterEach(async () => {
    await api.close();
    rmSync(root, { recursive: true, force: true });
  });
  const start = async (env: Record<string, string> = {}) => {
    api = await createTestApi(kind, {
      SITE_ROOT: root,
      RENDER_BUDGET_MS: '1000',
      PUBLIC_URL: 'https://vet.example',
      ...env,
    });
  };
  const page = (url: string, remoteAddress = '203.0.113.7') =>
    api.app.inject({ url, headers: HTML, remoteAddress });
  const fresh = (res: { headers: Record<string, unknown> }) =>
    /^render;dur=/.test(String(res.headers['server-timing']));

  it('renders /sw pages with the whole URL, in Kiswahili, kept apart from the English ones', async () => {
    await start();
    const english = await page('/blog');
    const kiswahili = await page('/sw/blog?utm_source=x');
    expect([english.statusCode, kiswahili.statusCode]).toEqual([200, 200]);
    expect([fresh(english), fresh(kiswahili)]).toEqual([true, true]);
    expect(english.body).toContain('<h1>Blog (en)</h1><p id="url">/blog</p>');
    expect(kiswahili.body).toContain('<h1>Blog (sw)</h1><p id="url">/sw/blog</p>');
    expect(english.body).toMatch(/^<!doctype html><html lang="en">/);
    expect(kiswahili.body).toMatch(/^<!doctype html><html lang="sw">/);
    // Each kept under its own path: asked again, each from the cache, each its own.
    const [englishAgain, kiswahiliAgain] = [await page('/blog'), await page('/sw/blog')];
    expect(englishAgain.headers['server-timing']).toBe('render;desc="cache"');
    expect(kiswahiliAgain.headers['server-timing']).toBe('render;desc="cache"');
    expect(englishAgain.headers.etag).toBe(english.headers.etag);
    expect(kiswahiliAgain.headers.etag).toBe(kiswahili.headers.etag);
    expect(kiswahiliAgain.headers.etag).not.toBe(english.headers.etag);
    // The canonical link is the page's own language's; both name the other.
    expect(kiswahili.body).toContain('<link rel="canonical" href="https://vet.example/sw/blog">');
    expect(english.body).toContain('<link rel="canonical" href="https://vet.example/blog">');
    for (const body of [english.body, kiswahili.body]) {
      expect(body).toContain(
        '<link rel="alternate" hreflang="en" href="https://vet.example/blog">\n' +
          '<link rel="alternate" hreflang="sw" href="https://vet.example/sw/blog">\n' +
          '<link rel="alternate" hreflang="x-default" href="https://vet.example/blog">',
      );
    }
    expect(kiswahili.body).toContain('<meta property="og:locale" content="sw_KE">');
    expect(kiswahili.body).toContain('<meta property="og:locale:alternate" content="en_KE">');
  });

  it('answers /sw/<nothing> with the not-found page in Kiswahili, and no other language', async () => {
    await start();
    const res = await page('/sw/no/such');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<p>not found (sw)</p>');
    expect(res.body).toContain('<html lang="sw">');
    expect(res.body).not.toContain('hreflang');
    expect(res.body).not.toContain('rel="canonical"');
    // '/swimming' is no Kiswahili path: the English not-found page.
    const swimming = await page('/swimming');
    expect(swimming.statusCode).toBe(404);
    expect(swimming.body).toContain('<p>not found (en)</p>');
    // The account screens and the dashboard stay the browser's, in either language.
    for (const url of ['/sw/sign_in', '/sw/dashboard', '/sw/dashboard/blog']) {
      const screen = await page(url);
      expect([url, screen.statusCode]).toEqual([url, 200]);
      expect(screen.body).not.toContain('portal-state');
    }
  });

  it('keeps the real pages while made-up /sw paths come and go', async () => {
    await start({ RENDER_CACHE_ENTRIES: '3', RENDER_RATE: '1000' });
    expect(fresh(await page('/blog'))).toBe(true);
    expect(fresh(await page('/sw/blog'))).toBe(true);
    for (let n = 0; n < 60; n += 1) {
      const res = await page(`/sw/no/such/page-${n}`, `198.51.100.${n + 1}`);
      expect(res.statusCode).toBe(404);
    }
    // 60 Kiswahili 404s, past the 50 kept apart: the real pages are still kept.
    expect((await page('/blog')).headers['server-timing']).toBe('render;desc="cache"');
    expect((await page('/sw/blog')).headers['server-timing']).toBe('render;desc="cache"');
  });

  it("spends one visitor's budget of fresh renders, whatever the language", async () => {
    await start({ RENDER_VISITOR_BUDGET: '4', RENDER_RATE: '1000' });
    const rendered: string[] = [];
    for (let n = 0; n < 8; n += 1) {
      const url = n % 2 ? `/sw/blogs/flood-${n}` : `/blogs/flood-${n}`;
      if (fresh(await page(url))) rendered.push(url);
    }
    // Four, not four a language.
    expect(rendered).toHaveLength(4);
    const after = await page('/sw/blogs/one-more');
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('<p class="boot-note">Loading…</p>');
    expect(after.body).toContain('<html lang="sw">');
    // Another address still gets its own.
    expect(fresh(await page('/sw/blogs/one-more', '198.51.100.20'))).toBe(true);
  });
});

describe('what a page keeps of its query, in either language', () => {
  it('keeps ?sent=1 and a known ?type= on the Kiswahili pages as on the English ones', async () => {
    const kept = new KeptQuery(async () => ['dog', 'cow']);
    for (const prefix of ['', '/sw']) {
      expect(await kept.of(`${prefix}/contact`, 'sent=1', 'v1')).toBe('?sent=1');
      expect(await kept.of(`${prefix}/contact`, 'sent=yes', 'v1')).toBe('');
      expect(await kept.of(`${prefix}/book_appointment`, 'type=dog', 'v1')).toBe('?type=dog');
      expect(await kept.of(`${prefix}/book_appointment`, 'type=cat', 'v1')).toBe('');
      expect(await kept.of(`${prefix}/blog`, 'sent=1', 'v1')).toBe('');
    }
    // Not a Kiswahili page: '/swcontact' is no '/sw/contact'.
    expect(await kept.of('/swcontact', 'sent=1', 'v1')).toBe('');
  });
});

describe('the sitemap pages, and those rendered ahead of visitors', () => {
  it('list the sitemap routes in English, then in Kiswahili; ahead, the English and /sw', () => {
    expect(PAGES_AHEAD).toEqual([...SITEMAP_ROUTES, '/sw']);
    expect(SITEMAP_PAGES).toHaveLength(2 * SITEMAP_ROUTES.length);
    expect(SITEMAP_PAGES.slice(0, SITEMAP_ROUTES.length)).toEqual(SITEMAP_ROUTES);
    expect(SITEMAP_PAGES).toContain('/sw');
    expect(SITEMAP_PAGES).toContain('/sw/services');
    expect(SITEMAP_PAGES).toContain('/sw/blog');
    expect(SITEMAP_PAGES.every((path) => !/[:*]/.test(path))).toBe(true);
    // Within one warming visitor's budget of fresh renders a minute (RENDER_VISITOR_BUDGET, 60).
    expect(SITEMAP_PAGES.length).toBeLessThanOrEqual(60);
  });
});
