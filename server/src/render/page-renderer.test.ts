// The server's rendering of public pages over small hand-written server bundles: a shell bundle
// that renders a page from the API's blogs, and a blog remote's bundle, on disk and released.
// The real bundles (webpack's) are rendered by the browser tests.
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bearer, createTestApi, injectForm, jpeg, type TestApi } from '../testing/api';
import { testDatabaseKinds } from '../testing/database';
import { remoteBuild, upload, writeBuild, writeShellManifest } from '../testing/release-fixture';
import { HTML, logCollector } from '../testing/site-fixture';

const SHELL_INDEX =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Vet site</title>' +
  '<meta name="description" content="The site">' +
  '<link rel="preload" href="/runtime-config.json" as="fetch" crossorigin>' +
  '<link rel="preload" as="script" href="/262.chunk.js"></head>' +
  '<body><div id="root"><div class="boot-bar"></div><p class="boot-note">Loading…</p></div>' +
  '<noscript>This site needs JavaScript.</noscript><script defer src="/main.js"></script></body></html>';

const ROUTES = {
  public: ['/'],
  blog: ['/blog', '/blogs/:blog_id'],
  auth: ['/sign_in'],
  dashboard: ['/dashboard/*'],
};

/**
 * The shell's server bundle: renders the remote's page (its title from the remote's bundle,
 * which may throw or never finish) with the blogs the API answers, and a not-found page.
 */
const SHELL_BUNDLE = `
let answer;
exports.shared = { 'fixture-shared': { greeting: 'from the shell' } };
exports.configure = (options) => { answer = options.answer; };
exports.render = async ({ url, remote, signal }) => {
  if (!remote) {
    return { html: '<p>Sorry, not found</p>', styles: '', state: {},
      head: { title: 'Page not found', description: 'Not here', status: 404 }, status: 404, complete: true };
  }
  const page = remote.module.page(url);
  if (page.throws) throw new Error('The page failed');
  if (page.hangs) await new Promise(() => {});
  if (page.loops) for (;;) {}
  const reply = await answer({ method: 'GET', url: '/api/blog/', headers: {} });
  if (page.hangsAfterData) await new Promise(() => {});
  const blogs = JSON.parse(reply.body);
  return {
    html: '<link rel="preload" as="image" href="/hero.webp" fetchPriority="high"/><main><h1>' + page.title + '</h1><ul>' +
      blogs.map((blog) => '<li>' + blog.title + '</li>').join('') + '</ul></main>' +
      '<p id="rendered-url">' + url + '</p>',
    styles: '<style data-styled="true">main{color:green}</style>',
    state: { blogs: { items: blogs, note: '</script><script>alert(1)</script>' } },
    head: { title: page.title, description: 'Articles from the clinic' },
    status: 200,
    complete: true,
  };
};
`;

/** A blog remote's server bundle whose page says `title`; `mode` makes it misbehave. */
const remoteBundle = (
  title: string,
  mode: 'throws' | 'hangs' | 'hangsAfterData' | 'loops' | 'broken' | 'fine' = 'fine',
) =>
  mode === 'broken'
    ? 'throw new Error("This bundle cannot load");'
    : `
const shared = require('fixture-shared');
const { publicPath } = require('portal:server-context');
module.exports = {
  routes: [{ path: '/blog' }],
  reducers: {},
  saga: function* saga() {},
  page: (url) => ({
    title: ${JSON.stringify(title)} + ' ' + shared.greeting + ' at ' + publicPath,
    throws: ${mode === 'throws'},
    hangs: ${mode === 'hangs'},
    loops: ${mode === 'loops'},
    hangsAfterData: ${mode === 'hangsAfterData'},
  }),
};
`;

function siteWith(blogBundle: string): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'server-render-'));
  writeBuild(path.join(root, 'shell', 'dist'), [
    { path: 'index.html', bytes: Buffer.from(SHELL_INDEX) },
    { path: 'remote-routes.json', bytes: Buffer.from(JSON.stringify(ROUTES)) },
    { path: 'server/render.js', bytes: Buffer.from(SHELL_BUNDLE) },
  ]);
  writeBuild(path.join(root, 'mfe-blog', 'dist'), [
    ...remoteBuild('local blog'),
    { path: 'server/module.js', bytes: Buffer.from(blogBundle) },
  ]);
  writeShellManifest(root);
  return root;
}

/** The render's calls for the blogs (one a render), in what the app logged. */
const dataCalls = (log: string) =>
  log
    .split('\n')
    .filter((line) => line.includes('incoming request') && line.includes('"url":"/api/blog/"'))
    .length;

describe.each(testDatabaseKinds())('server-rendered pages on %s', (kind) => {
  let api: TestApi;
  let root: string;

  async function start(
    blogBundle: string,
    env: Record<string, string> = {},
    logStream?: { write(line: string): void },
  ) {
    root = siteWith(blogBundle);
    api = await createTestApi(
      kind,
      { SITE_ROOT: root, RENDER_BUDGET_MS: '150', ...env },
      logStream ? { logStream } : {},
    );
  }
  afterEach(async () => {
    await api.close();
    rmSync(root, { recursive: true, force: true });
  });

  const page = (url: string) => api.app.inject({ url, headers: HTML });
  async function writeBlog(title: string) {
    const admin = await api.account({ isAdmin: true });
    const res = await injectForm(api.app, {
      method: 'POST',
      url: '/api/blog/create',
      token: admin.token,
      parts: [
        { name: 'title', value: title },
        {
          name: 'image',
          value: await jpeg(400, 300),
          filename: 'cover.jpg',
          contentType: 'image/jpeg',
        },
      ],
    });
    expect(res.statusCode).toBeLessThan(300);
  }

  it('answers the page with its content, head, styles and state, and the runtime config', async () => {
    await start(remoteBundle('The blog'));
    await writeBlog('Ticks in the rains');
    const res = await page('/blog');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain(
      '<main><h1>The blog from the shell at http://localhost:8080/mfe/blog/</h1><ul><li>Ticks in the rains</li></ul></main>',
    );
    // One title and description, the page's; the shell's preload of the config is gone.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(
      '<title>The blog from the shell at http://localhost:8080/mfe/blog/ | Vet site</title>',
    );
    expect(html).toContain('<meta name="description" content="Articles from the clinic">');
    expect(html).not.toContain('runtime-config.json');
    // Its scripts are not preloaded: they would take the bandwidth the first screen needs.
    expect(html).not.toContain('/262.chunk.js');
    // The entry starts when the visitor first needs it, by the one inline script the
    // Content-Security-Policy allows: by the hash of exactly this text. Without a measuring
    // script in the build, no visit is measured.
    expect(html).not.toContain('<script defer src="/main.js">');
    const boot =
      /<script data-entry="\/main\.js" data-api="\/api\/">([\s\S]*?)<\/script>/.exec(html)?.[1] ??
      '';
    expect(boot).toContain("getAttribute('data-entry')");
    const hash = createHash('sha256').update(boot).digest('base64');
    expect(String(res.headers['content-security-policy'])).toContain(`'sha256-${hash}'`);
    // React's preloads and the styles go to the head, before anything of the body.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="image" href="/hero.webp"');
    expect(head).toContain('<style data-styled="true">');
    expect(html).not.toContain('<noscript>');
    expect(html).not.toContain('boot-note');
    // The state cannot close its script element.
    const state = /<script id="portal-state" type="application\/json">([\s\S]*?)<\/script>/.exec(
      html,
    )?.[1];
    expect(state).toBeDefined();
    expect(state).not.toContain('</script>');
    const parsed = JSON.parse(state ?? '{}') as {
      config: { remotes: { blog: string } };
      state: { blogs: { note: string } };
      remote: string;
    };
    expect(parsed.remote).toBe('blog');
    expect(parsed.state.blogs.note).toBe('</script><script>alert(1)</script>');
    expect(parsed.config.remotes.blog).toBe('/mfe/blog/mf-manifest.json');
  });

  it('names the measuring script and its share of visits when the site samples them', async () => {
    root = siteWith(remoteBundle('The blog'));
    writeBuild(path.join(root, 'shell', 'dist', 'vitals'), [
      { path: 'vitals.0123abcd4567ef89.js', bytes: Buffer.from('/* measures */') },
    ]);
    api = await createTestApi(kind, {
      SITE_ROOT: root,
      RENDER_BUDGET_MS: '150',
      VITALS_SAMPLE_RATE: '0.25',
    });
    const html = (await page('/blog')).body;
    expect(html).toContain(
      '<script data-entry="/main.js" data-vitals="/vitals/vitals.0123abcd4567ef89.js" ' +
        'data-vitals-rate="0.25" data-api="/api/">',
    );
  });

  it("renders for the site's address whatever Host a request names, and keeps one copy", async () => {
    await start(remoteBundle('The blog'), { PUBLIC_URL: 'https://vet.example' });
    const first = await page('/blog');
    expect(first.headers['server-timing']).toMatch(/^render;dur=/);
    const hosts = [
      'localhost',
      'localhost:1',
      `localhost:${10_000 + Math.floor(Math.random() * 50_000)}`,
      '127.0.0.1:9',
      '[::1]:3000',
      'evil.example',
      'evil.example:8443',
      'vet.example',
    ];
    for (const host of hosts) {
      const res = await api.app.inject({ url: '/blog', headers: { ...HTML, host } });
      expect(res.statusCode).toBe(200);
      // No new render: the page kept for the site's address.
      expect(res.headers['server-timing']).toBe('render;desc="cache"');
      expect(res.headers.etag).toBe(first.headers.etag);
      expect(res.body).toContain('at https://vet.example/mfe/blog/</h1>');
      expect(res.body).toContain('<link rel="canonical" href="https://vet.example/blog">');
      if (host !== 'vet.example') expect(res.body).not.toContain(host);
    }
  });

  it('serves a page asked for with any query from the cache: the same page as without', async () => {
    await start(remoteBundle('The blog'));
    const first = await page('/blog?q=first&utm_source=news');
    expect(first.headers['server-timing']).toMatch(/^render;dur=/);
    // Rendered for the path alone: nothing of the query is in the page.
    expect(first.body).toContain('<p id="rendered-url">/blog</p>');
    expect(first.body).not.toMatch(/q=first|utm_source/);
    for (const url of [
      '/blog',
      ...Array.from({ length: 20 }, () => `/blog?q=${randomUUID()}`),
      `/blog?preview=blog@${randomUUID()}`,
      '/blog?',
    ]) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['server-timing']).toBe('render;desc="cache"');
      expect(res.headers.etag).toBe(first.headers.etag);
    }
  });

  it('renders a page many ask for at once only once', async () => {
    const log = logCollector();
    await start(remoteBundle('The blog'), { LOG_LEVEL: 'info' }, log);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) => page(`/blog?visitor=${n}`)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 200));
    expect(answers.every((res) => res.body.includes('portal-state'))).toBe(true);
    expect(
      answers.filter((res) => /^render;dur=/.test(String(res.headers['server-timing']))),
    ).toHaveLength(1);
    expect(dataCalls(log.text())).toBe(1);
  });

  it('renders a flood of new paths from one address up to its budget, then lets the browser render them', async () => {
    await start(remoteBundle('The blog'), { RENDER_VISITOR_BUDGET: '5', RENDER_RATE: '1000' });
    const from = (url: string, remoteAddress: string) =>
      api.app.inject({ url, headers: HTML, remoteAddress });
    const rendered: string[] = [];
    for (let n = 0; n < 16; n += 1) {
      // Pages of a route (200) and paths no remote owns (404), each new.
      const url = n % 2 ? `/blogs/flood-${n}` : `/no/such/page-${n}`;
      const res = await from(url, '203.0.113.7');
      expect(res.statusCode).toBe(n % 2 ? 200 : 404);
      if (/^render;dur=/.test(String(res.headers['server-timing']))) {
        rendered.push(url);
        expect(res.body).toContain('portal-state');
      } else {
        // The page the browser renders: never an error.
        expect(res.headers['server-timing']).toBeUndefined();
        expect(res.body).toContain('<p class="boot-note">Loading…</p>');
        expect(res.body).not.toContain('portal-state');
      }
    }
    expect(rendered).toHaveLength(5);
    // What is kept is still served to that address; another of its /64 has none left either.
    const kept = await from(rendered[0]!, '203.0.113.7');
    expect(kept.headers['server-timing']).toBe('render;desc="cache"');
    for (let n = 0; n < 5; n += 1) {
      expect((await from(`/blogs/v6-${n}`, `2001:db8:7:7::${n + 1}`)).body).toContain(
        'portal-state',
      );
    }
    expect((await from('/blogs/v6-x', '2001:db8:7:7:ffff::1')).body).not.toContain('portal-state');
    // Another address still gets fresh renders.
    const other = await from('/blogs/someone-else', '198.51.100.20');
    expect(other.headers['server-timing']).toMatch(/^render;dur=/);
  });

  it('keeps the real pages while made-up paths come and go', async () => {
    // Rate lifted: this is about what the cache keeps, not how fast misses may come.
    await start(remoteBundle('The blog'), { RENDER_CACHE_ENTRIES: '3', RENDER_RATE: '1000' });
    const blog = await page('/blog');
    expect(blog.headers['server-timing']).toMatch(/^render;dur=/);
    for (let n = 0; n < 10; n += 1) {
      const res = await api.app.inject({
        url: `/no/such/page-${n}`,
        headers: HTML,
        remoteAddress: `198.51.100.${n + 1}`,
      });
      expect(res.headers['server-timing']).toMatch(/^render;dur=/);
    }
    expect((await page('/blog')).headers['server-timing']).toBe('render;desc="cache"');
  });

  it('renders at most RENDER_CONCURRENCY pages at once, however many misses come together', async () => {
    const log = logCollector();
    await start(
      remoteBundle('The blog', 'hangsAfterData'),
      {
        LOG_LEVEL: 'info',
        RENDER_CONCURRENCY: '2',
        RENDER_BUDGET_MS: '800',
        RENDER_RATE: '100000',
        RENDER_VISITOR_BUDGET: '100000',
      },
      log,
    );
    let total = 0;
    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all(
        Array.from({ length: 16 }, (_, n) =>
          api.app.inject({
            url: `/blogs/round-${round}-${n}`,
            headers: HTML,
            remoteAddress: `198.51.100.${n + 1}`,
          }),
        ),
      );
      for (const res of answers) {
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain('<p class="boot-note">Loading…</p>');
      }
      // Each render asks for its data once before it hangs: the renders that started.
      const started = dataCalls(log.text()) - total;
      total += started;
      expect(started).toBeGreaterThanOrEqual(1);
      expect(started).toBeLessThanOrEqual(2);
    }
  }, 20_000);

  it('gives a path naming another host the not-found page, with no canonical, nor the host', async () => {
    await start(remoteBundle('The blog'), { PUBLIC_URL: 'https://vet.example' });
    for (const url of ['//evil.example/blog', '//evil.example/blog?x=1', '///evil.example/blog']) {
      const res = await page(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<p>Sorry, not found</p>');
      expect(res.body).not.toContain('rel="canonical"');
      expect(res.body).not.toContain('og:url');
      expect(res.body).not.toContain('evil.example');
    }
    // A page of the site at another spelling of its path is sent to its one address, on this
    // site, with its query; there the page names that address.
    for (const [url, location] of [
      ['/blog/', '/blog'],
      ['/blog//?utm_source=x', '/blog?utm_source=x'],
    ] as const) {
      const res = await page(url);
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe(location);
    }
    const res = await page('/blog?utm_source=x');
    expect(res.body).toContain('<link rel="canonical" href="https://vet.example/blog">');
    expect(res.body).toContain('<meta property="og:url" content="https://vet.example/blog">');
  });

  it('answers a path no remote owns with the rendered not-found page and a 404', async () => {
    await start(remoteBundle('The blog'));
    const res = await page('/no/such/page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<p>Sorry, not found</p>');
  });

  it('keeps a rendered page until a content write on any instance changes it', async () => {
    await start(remoteBundle('The blog'));
    const first = await page('/blog');
    const again = await page('/blog');
    expect(again.headers.etag).toBe(first.headers.etag);
    await writeBlog('Written a moment ago');
    const after = await page('/blog');
    expect(after.body).toContain('<li>Written a moment ago</li>');
    expect(after.headers.etag).not.toBe(first.headers.etag);
  });

  it('renders with a version released meanwhile, without a restart', async () => {
    await start(remoteBundle('The local blog'));
    expect((await page('/blog')).body).toContain('<h1>The local blog');
    const admin = await api.account({ isAdmin: true });
    const made = await api.app.inject({
      method: 'POST',
      url: '/api/releases/deploy-tokens/',
      headers: bearer(admin.token),
      payload: { remote: 'blog', label: 'blog CI' },
    });
    const token = made.json<{ secret: string }>().secret;
    const released = await upload(api.app, 'blog', token, [
      ...remoteBuild('two'),
      { path: 'server/module.js', bytes: Buffer.from(remoteBundle('The released blog')) },
    ]);
    expect(released.statusCode).toBeLessThan(300);
    const { version } = released.json<{ version: string }>();
    const html = (await page('/blog')).body;
    expect(html).toContain(
      `<h1>The released blog from the shell at http://localhost:8080/mfe/blog/${version}/`,
    );
    // The server bundle is the server's: not served to browsers.
    const file = await api.app.inject({ url: `/mfe/blog/${version}/server/module.js` });
    expect(file.statusCode).toBe(404);
    const local = await api.app.inject({ url: '/mfe/blog/server/module.js' });
    expect(local.statusCode).toBe(404);
  });

  it.each(['throws', 'hangs', 'loops', 'broken'] as const)(
    'answers the browser-rendered page when the remote %s, never an error',
    async (mode) => {
      await start(remoteBundle('The blog', mode));
      const started = Date.now();
      const res = await page('/blog');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<p class="boot-note">Loading…</p>');
      // The page the browser renders keeps its scripts' preloads.
      expect(res.body).toContain('/262.chunk.js');
      expect(res.body).not.toContain('portal-state');
      // Within the budget (150 ms) and some slack for a loaded machine.
      expect(Date.now() - started).toBeLessThan(5_000);
    },
  );

  it('stops a remote that loops while the site goes on answering', async () => {
    await start(remoteBundle('The blog', 'loops'), { RENDER_CPU_LIMIT_MS: '300' });
    const looping = page('/blog');
    // Asked while the remote's code loops: the server answers (the loop is on another thread).
    const health = await api.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect((await looping).body).toContain('<p class="boot-note">Loading…</p>');
    // Stopped, and not tried again for a while: the next visitors get the browser's page at once.
    for (let i = 0; i < 5; i += 1) {
      const res = await page('/blog');
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('portal-state');
    }
  });

  it('leaves every page to the browser with SERVER_RENDERING=off', async () => {
    await start(remoteBundle('The blog'), { SERVER_RENDERING: 'off' });
    const res = await page('/blog');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('portal-state');
    // A path no remote owns is still not found.
    expect((await page('/no/such/page')).statusCode).toBe(404);
  });
});
