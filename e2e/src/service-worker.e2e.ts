// The service worker through one returning visitor: pages kept as they are seen, a release and
// a rollback on the very next visit, the last pages and the clinic's phone offline, and the
// server's kill switch removing the worker and its caches (docs/behaviour.md#service-worker).
// In order, against one site on a fixed port (a worker belongs to its origin), restarted once.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './testing/browser';
import { copyBuild, release, type BuildCopy } from './testing/release-builds';
import { startSite, type RunningSite } from './testing/site';

const ADMIN = { email: 'admin@example.co.ke', password: 'service-worker-e2e-admin' };
const PAGES_CACHE = 'vetportal-pages-v1';
/** The blog list's link text in the build as it is, and in the released one. */
const OLD_TEXT = 'Read More';
const NEW_TEXT = 'Read This';
const textChange = (from: string, to: string): [string, string][] => [
  // The link's message: 'Read More<hidden> about {title}</hidden>' (mfe-blog's blog-texts.ts).
  [`${from}<hidden>`, `${to}<hidden>`],
];

/** The paths the worker keeps in this browser's pages cache. */
const keptPages = (page: Page) =>
  page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const keys = await (await caches.open(name)).keys();
    return keys.map((request) => new URL(request.url).pathname).sort();
  }, PAGES_CACHE);

/** Polls `read` until `done` says yes (the worker keeps pages after answering them). */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const firstCardLinkText = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('article')
    .first()
    .getByRole('link', { name: /^Read / });

describe('the service worker', () => {
  let browser: Browser;
  let site: RunningSite;
  let context: BrowserContext;
  let page: Page;
  let blogToken: string;
  /** The clinic's phone links, as the site's footer shows them. */
  let footerPhones: string[] = [];
  const builds: BuildCopy[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    site = await startSite({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    const signIn = await fetch(`${site.url}/api/auth/signin/staff`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { access_token: token } = (await signIn.json()) as { access_token: string };
    const made = await fetch(`${site.url}/api/releases/deploy-tokens/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ remote: 'blog', label: 'service worker e2e' }),
    });
    blogToken = ((await made.json()) as { secret: string }).secret;
    context = await browser.newContext();
    page = await context.newPage();
  });
  afterAll(async () => {
    for (const build of builds) build.remove();
    await context?.close();
    await browser?.close();
    await site?.stop();
  });

  it('registers on a public page, for the whole site, and keeps the public pages seen', async () => {
    await page.goto(`${site.url}/`);
    const { scope, preload } = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      // `ready` resolves once the worker is activating; navigation preload is switched on by
      // its activate handler, so the state is read once that handler has finished.
      const active = registration.active;
      if (active && active.state !== 'activated') {
        await new Promise<void>((resolve) => {
          const settled = () => {
            if (active.state === 'activated' || active.state === 'redundant') resolve();
          };
          active.addEventListener('statechange', settled);
          settled();
        });
      }
      return {
        scope: registration.scope,
        // Navigations are asked of the network while the worker starts.
        preload: (await registration.navigationPreload.getState()).enabled,
      };
    });
    expect(scope).toBe(`${site.url}/`);
    expect(preload).toBe(true);
    footerPhones = await page
      .locator('footer a[href^="tel:"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(footerPhones.length).toBeGreaterThan(0);
    for (const path of ['/', '/about_us', '/blog', '/sign_in']) {
      const response = await page.goto(`${site.url}${path}`);
      expect(response?.status()).toBe(200);
    }
    // The sign-in screen, like the dashboard, is never kept.
    const kept = await eventually(
      () => keptPages(page),
      (paths) => paths.length >= 3,
    );
    expect(kept).toEqual(['/', '/about_us', '/blog']);
  });

  it('brings a release, then a rollback, on the very next visit', async () => {
    await page.goto(`${site.url}/blog`);
    await firstCardLinkText(page).getByText(OLD_TEXT).waitFor();

    const changed = copyBuild('blog', textChange(OLD_TEXT, NEW_TEXT));
    builds.push(changed);
    const released = await release(site.url, blogToken, ['blog', '--dir', changed.dir]);
    expect(released.code).toBe(0);
    const next = await page.goto(`${site.url}/blog`);
    // Answered by the worker, which asked the network first: the released version's page.
    expect(next?.fromServiceWorker()).toBe(true);
    await firstCardLinkText(page).getByText(NEW_TEXT).waitFor();

    const rolledBack = await release(site.url, blogToken, ['blog', '--rollback']);
    expect(rolledBack.code).toBe(0);
    const after = await page.goto(`${site.url}/blog`);
    expect(after?.fromServiceWorker()).toBe(true);
    await firstCardLinkText(page).getByText(OLD_TEXT).waitFor();
    // Kept as last seen: the rolled-back page is what an offline visit shows.
    await eventually(
      () =>
        page.evaluate(async (name) => {
          const kept = await (await caches.open(name)).match('/blog');
          return (await kept?.text()) ?? '';
        }, PAGES_CACHE),
      (html) => html.includes(`>${OLD_TEXT}<`),
    );
  });

  it('offline, shows the pages seen, and for any other the last pages and the phone', async () => {
    // The browser offline, and the server gone too: Chromium's offline mode does not reach the
    // worker's own requests, a stopped server does.
    await context.setOffline(true);
    const port = site.port;
    await site.stop();

    const offline = await page.goto(`${site.url}/blog`);
    expect(offline?.status()).toBe(200);
    await firstCardLinkText(page).getByText(OLD_TEXT).waitFor();
    await page.reload();
    await firstCardLinkText(page).getByText(OLD_TEXT).waitFor();
    await page.goto(`${site.url}/about_us`);
    await page.getByRole('heading', { name: 'About Us' }).first().waitFor();

    const unseen = await page.goto(`${site.url}/contact`);
    expect(unseen?.status()).toBe(503);
    await page.getByRole('heading', { level: 1, name: 'You are offline' }).waitFor();
    // The clinic's numbers to call, the same the footer gives.
    const calls = await page
      .locator('a[href^="tel:"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(calls).toEqual(expect.arrayContaining(footerPhones));
    const seen = await page
      .locator('a:not([href^="tel:"])')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(seen).toEqual(expect.arrayContaining(['/', '/about_us', '/blog']));
    expect(seen).not.toContain('/sign_in');

    await context.setOffline(false);
    // Back, with the service worker switched off (SERVICE_WORKER=off), on the same origin.
    site = await startSite({ SERVICE_WORKER: 'off' }, 'localhost', port);
  });

  it('is removed with its caches when the server switches it off, and not registered again', async () => {
    const registrations = () =>
      page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
    expect(await registrations()).toBe(1);
    // A screen rendered in the browser runs no registration script: only the browser's check
    // of /sw.js, on this navigation, brings the worker that removes itself.
    await page.goto(`${site.url}/sign_in`);
    expect(await eventually(registrations, (count) => count === 0)).toBe(0);
    const cachesLeft = () => page.evaluate(async () => (await caches.keys()).length);
    expect(await eventually(cachesLeft, (count) => count === 0)).toBe(0);

    // A public page now says the worker is off: it registers none.
    const response = await page.goto(`${site.url}/`, { waitUntil: 'load' });
    expect(response?.fromServiceWorker()).toBe(false);
    expect(await page.locator('meta[name="service-worker"][content="off"]').count()).toBe(1);
    expect(await registrations()).toBe(0);
    expect(await cachesLeft()).toBe(0);
  });
});
