// The server's rendering of public pages over small hand-written server bundles: a shell bundle
// that renders a page from the API's blogs, and a blog remote's bundle, on disk and released.
// The real bundles (webpack's) are rendered by the browser tests.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bearer, createTestApi, injectForm, jpeg, type TestApi } from '../testing/api';
import { testDatabaseKinds } from '../testing/database';
import { remoteBuild, upload, writeBuild, writeShellManifest } from '../testing/release-fixture';
import { HTML } from '../testing/site-fixture';

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
  const blogs = JSON.parse(reply.body);
  return {
    html: '<link rel="preload" as="image" href="/hero.webp" fetchPriority="high"/><main><h1>' + page.title + '</h1><ul>' +
      blogs.map((blog) => '<li>' + blog.title + '</li>').join('') + '</ul></main>',
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
  mode: 'throws' | 'hangs' | 'loops' | 'broken' | 'fine' = 'fine',
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

describe.each(testDatabaseKinds())('server-rendered pages on %s', (kind) => {
  let api: TestApi;
  let root: string;

  async function start(blogBundle: string, env: Record<string, string> = {}) {
    root = siteWith(blogBundle);
    api = await createTestApi(kind, { SITE_ROOT: root, RENDER_BUDGET_MS: '150', ...env });
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
      '<main><h1>The blog from the shell at http://localhost:80/mfe/blog/</h1><ul><li>Ticks in the rains</li></ul></main>',
    );
    // One title and description, the page's; the shell's preload of the config is gone.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(
      '<title>The blog from the shell at http://localhost:80/mfe/blog/ | Vet site</title>',
    );
    expect(html).toContain('<meta name="description" content="Articles from the clinic">');
    expect(html).not.toContain('runtime-config.json');
    // Its scripts are not preloaded: they would take the bandwidth the first screen needs.
    expect(html).not.toContain('/262.chunk.js');
    // The entry starts once the first screen has painted, by the one inline script the
    // Content-Security-Policy allows: by the hash of exactly this text.
    expect(html).not.toContain('<script defer src="/main.js">');
    const boot = /<script data-entry="\/main\.js">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
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

  it("renders for the site's own address, not for any Host header a request names", async () => {
    await start(remoteBundle('The blog'));
    const res = await api.app.inject({ url: '/blog', headers: { ...HTML, host: 'evil.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('at http://localhost:8080/mfe/blog/</h1>');
    expect(res.body).not.toContain('evil.example');
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
      `<h1>The released blog from the shell at http://localhost:80/mfe/blog/${version}/`,
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
