import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, startPageCode } from './testing/browser';
import { freePort, startSite, type RunningSite } from './testing/site';

const ROOT = resolve(__dirname, '..', '..');

/** The chunk files an app's manifest lists for one shared package. */
function sharedChunks(app: string, pkg: string): string[] {
  const manifest = JSON.parse(
    readFileSync(resolve(ROOT, app, 'dist', 'mf-manifest.json'), 'utf8'),
  ) as {
    shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
  };
  const entry = manifest.shared.find((shared) => shared.name === pkg);
  return entry ? [...entry.assets.js.sync, ...entry.assets.js.async] : [];
}

describe('the composed site', () => {
  let browser: Browser;
  let site: RunningSite;

  beforeAll(async () => {
    browser = await launchBrowser();
    // Each page server-rendered however busy the machine is: a render past the default 200 ms
    // goes to the browser, with its remote's code, which a test here says is not loaded yet.
    site = await startSite({ RENDER_BUDGET_MS: '5000' });
  });
  afterAll(async () => {
    await site?.stop();
    await browser?.close();
  });

  it('renders the home page with the top bar and the footer', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(site.url);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of [
      'Home',
      'Services',
      'Projects',
      'Customer Resources',
      'Blog',
      'About Us',
      'Contact',
    ]) {
      await expect(nav.getByRole('link', { name: label, exact: true }).isVisible()).resolves.toBe(
        true,
      );
    }
    await expect(
      nav.getByRole('link', { name: 'Book Appointment' }).getAttribute('href'),
    ).resolves.toBe('/contact');
    await expect(nav.getByRole('link', { name: 'Portal' }).getAttribute('href')).resolves.toBe(
      '/sign_in',
    );
    const footer = page.locator('footer');
    await footer.getByText('Monday to Friday 8.00am-5.00pm').waitFor();
    await expect(footer.textContent()).resolves.toContain(String(new Date().getFullYear()));
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect((await nav.boundingBox())?.height).toBeLessThanOrEqual(64);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('loads each remote from its manifest when one of its routes is visited', async () => {
    const { page, requests, errors } = await openPage(browser);
    // The heading is in the server's HTML from the start: the app listens to the history once
    // started (a visitor's click on a control) and hydrated, with the remote's code.
    await page.goto(site.url, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    // No remote's script until then (its images are under /mfe/ too).
    expect(requests.some((url) => /\/mfe\/.*\.js$/.test(url))).toBe(false);
    await startPageCode(page);
    // A released version's manifest (/mfe/<remote>/<version>/), or the build's before any release.
    const manifestOf = (remote: string) =>
      new RegExp(`/mfe/${remote}/([0-9a-f]{12}/)?mf-manifest\\.json$`);
    expect(requests.some((url) => manifestOf('public').test(url))).toBe(true);
    expect(requests.some((url) => url.includes('/mfe/blog/'))).toBe(false);

    const visits = [
      { path: '/blog', remote: 'blog', heading: 'Blog' },
      { path: '/sign_in', remote: 'auth', heading: 'Sign In' },
      // Not signed in: the dashboard, once loaded, sends the visitor to sign in.
      { path: '/dashboard', remote: 'dashboard', heading: 'Sign In' },
    ];
    for (const visit of visits) {
      // Client-side navigation: the shell stays, the remote arrives at runtime. The dashboard's
      // heading is the sign-in page's, already on show: wait for its manifest, not the heading.
      const manifest = page.waitForRequest((request) =>
        manifestOf(visit.remote).test(request.url()),
      );
      await page.evaluate((path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, visit.path);
      await manifest;
      await page.getByRole('heading', { level: 1, name: visit.heading, exact: true }).waitFor();
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('loads React once: one react-dom chunk, no invalid hook call', async () => {
    const { page, requests, errors } = await openPage(browser);
    for (const path of ['/', '/blog', '/sign_in', '/dashboard']) {
      await page.goto(site.url + path);
      await page.getByRole('heading', { level: 1 }).waitFor();
    }
    const apps = ['shell', 'mfe-public', 'mfe-blog', 'mfe-auth', 'mfe-dashboard'];
    const reactDomChunks = apps.flatMap((app) => sharedChunks(app, 'react-dom'));
    expect(reactDomChunks.length).toBeGreaterThan(0);
    const fetched = new Set(
      requests
        .filter((url) => reactDomChunks.some((chunk) => url.endsWith('/' + chunk)))
        .map((url) => new URL(url).pathname),
    );
    expect(fetched.size).toBe(1);
    expect(
      errors.filter((error) => /Invalid hook call|more than one copy of React/i.test(error)),
    ).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the not-found page for an unknown path', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${site.url}/no/such/page`);
    await page.getByRole('heading', { name: 'Sorry !' }).waitFor();
    await page.getByText('The requested page was not found').waitFor();
    await page.getByRole('link', { name: 'Go Home' }).click();
    await page.waitForURL(`${site.url}/`);
    await page.context().close();
  });

  it('collapses the top bar below 992 px and again when a link is chosen', async () => {
    const { page } = await openPage(browser, { width: 375, height: 740 });
    await page.goto(site.url);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.getByLabel('Open menu', { exact: true });
    await toggle.waitFor();
    const services = nav.getByRole('link', { name: 'Services', exact: true });
    await expect(services.isVisible()).resolves.toBe(false);
    // Collapsed, the bar is one row high and hides nothing of the page below it.
    expect((await nav.boundingBox())?.height).toBeLessThanOrEqual(64);
    await toggle.click();
    await services.waitFor({ state: 'visible' });
    await services.click();
    await page.waitForURL(`${site.url}/services`);
    await services.waitFor({ state: 'hidden' });
    await expect(
      nav.locator('details').evaluate((details) => (details as HTMLDetailsElement).open),
    ).resolves.toBe(false);
    await page.context().close();
  });
});

describe('a remote deployed elsewhere', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('isolates an unreachable remote: its routes show a Retry, the rest keeps working', async () => {
    const deadPort = await freePort();
    const site = await startSite({
      REMOTE_BLOG_URL: `http://127.0.0.1:${deadPort}/mfe/blog/mf-manifest.json`,
    });
    try {
      const { page } = await openPage(browser);
      await page.goto(`${site.url}/blog`);
      await page
        .getByRole('heading', { name: 'This part of the site could not be loaded' })
        .waitFor({ timeout: 20_000 });
      await page.getByRole('button', { name: 'Retry' }).waitFor();
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Services', exact: true })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Our Services' }).waitFor();
      await page.goto(site.url);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.locator('footer').waitFor();
      await page.context().close();
    } finally {
      await site.stop();
    }
  });

  it('recovers on Retry once the remote answers again', async () => {
    const blogPort = await freePort();
    const site = await startSite({
      REMOTE_BLOG_URL: `http://127.0.0.1:${blogPort}/mfe/blog/mf-manifest.json`,
    });
    let blogHost: RunningSite | undefined;
    try {
      const { page } = await openPage(browser);
      await page.goto(`${site.url}/blog`);
      const retry = page.getByRole('button', { name: 'Retry' });
      await retry.waitFor({ timeout: 20_000 });
      blogHost = await startSite({}, '127.0.0.1', blogPort);
      await retry.click();
      await page.getByRole('heading', { level: 1, name: 'Blog', exact: true }).waitFor();
      await page.context().close();
    } finally {
      await blogHost?.stop();
      await site.stop();
    }
  });

  it('loads the blog remote from another origin named by REMOTE_BLOG_URL, without a rebuild', async () => {
    const elsewhere = await startSite({}, '127.0.0.1');
    const manifest = `http://127.0.0.1:${elsewhere.port}/mfe/blog/mf-manifest.json`;
    const site = await startSite({ REMOTE_BLOG_URL: manifest });
    try {
      const config = (await (await fetch(`${site.url}/runtime-config.json`)).json()) as {
        remotes: { blog: string };
      };
      expect(config.remotes.blog).toBe(manifest);
      const { page, requests, errors } = await openPage(browser);
      await page.goto(`${site.url}/blog`);
      await page.getByRole('heading', { level: 1, name: 'Blog', exact: true }).waitFor();
      expect(requests).toContain(manifest);
      expect(
        requests.some((url) =>
          url.startsWith(`http://127.0.0.1:${elsewhere.port}/mfe/blog/remoteEntry`),
        ),
      ).toBe(true);
      expect(requests.some((url) => url.startsWith(`${site.url}/mfe/blog/`))).toBe(false);
      expect(errors).toEqual([]);
      await page.context().close();
    } finally {
      await site.stop();
      await elsewhere.stop();
    }
  });
});
