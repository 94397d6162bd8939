// Long on purpose: one running site through a team's release steps, in order (release, roll
// back, preview, canary, a canary that withdraws itself, refusals), each against the same server
// without a restart.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, openPage, startPageCode } from './testing/browser';
import { copyBuild, editManifest, release, type BuildCopy } from './testing/release-builds';
import { startSite, type RunningSite } from './testing/site';

const ADMIN = { email: 'admin@example.co.ke', password: 'releases-e2e-admin' };
/** The blog list's link text in the build as it is, and in the "new" build. */
const OLD_TEXT = 'Read More';
const NEW_TEXT = 'Read This';
/** Visits after which a failing canary is withdrawn (RELEASE_CANARY_MIN_LOADS). */
const MIN_LOADS = 8;

interface RemoteReleases {
  live: string | null;
  canary: string | null;
  history: {
    action: string;
    actor: string;
    version: string | null;
    loads: number | null;
    failures: number | null;
  }[];
}

/** A text changed in the build, the browser's files' and the server bundle's alike. */
const textChange = (from: string, to: string): [string, string][] => [
  // The link's message: 'Read More<hidden> about {title}</hidden>' (mfe-blog's blog-texts.ts).
  [`${from}<hidden>`, `${to}<hidden>`],
];

describe('independent releases of a remote', () => {
  let browser: Browser;
  let site: RunningSite;
  let adminToken: string;
  let blogToken: string;
  const builds: BuildCopy[] = [];
  let newVersion = '';
  let oldVersion = '';

  const api = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
    const response = await fetch(`${site.url}/api/${path}`, {
      ...init,
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${adminToken}`,
        ...init.headers,
      },
    });
    if (!response.ok)
      throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  };
  const blogReleases = () => api<RemoteReleases>('releases/blog');
  const releaseBlog = (...args: string[]) => release(site.url, blogToken, ['blog', ...args]);
  const versionIn = (output: string) => /blog ([0-9a-f]{12}) is/.exec(output)?.[1] ?? '';

  /** A fresh visitor (a new context: no bucket cookie yet) on the blog list. */
  async function visitBlog(context?: BrowserContext): Promise<Page> {
    const page = context ? await context.newPage() : (await openPage(browser)).page;
    await page.goto(`${site.url}/blog`);
    return page;
  }
  const cardLink = (page: Page) =>
    page
      .getByRole('main')
      .getByRole('article')
      .first()
      .getByRole('link', { name: /^Read / });
  // The words on screen: the link also names the blog in visually hidden text.
  const linkText = async (page: Page) =>
    (
      await cardLink(page).evaluate((link) =>
        Array.from(link.childNodes)
          .filter((node) => !(node instanceof Element && node.matches('.visually-hidden')))
          .map((node) => node.textContent)
          .join(''),
      )
    ).trim();

  beforeAll(async () => {
    browser = await launchBrowser();
    site = await startSite({
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      RELEASE_CANARY_MIN_LOADS: String(MIN_LOADS),
    });
    const signIn = await fetch(`${site.url}/api/auth/signin/staff`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    adminToken = ((await signIn.json()) as { access_token: string }).access_token;
    blogToken = (
      await api<{ secret: string }>('releases/deploy-tokens/', {
        method: 'POST',
        body: JSON.stringify({ remote: 'blog', label: 'blog team e2e' }),
      })
    ).secret;
    oldVersion = (await blogReleases()).live ?? '';
  });
  afterAll(async () => {
    for (const build of builds) build.remove();
    await site?.stop();
    await browser?.close();
  });

  it('releases a new blog: an open page keeps working, a reload shows it; a rollback undoes it', async () => {
    expect(oldVersion).toMatch(/^[0-9a-f]{12}$/);
    const { page, errors } = await openPage(browser);
    await page.goto(`${site.url}/blog`);
    expect(await linkText(page)).toBe(`${OLD_TEXT}`);
    // A visitor who has started the page's code (a click on a control) keeps it running.
    await startPageCode(page);

    const changed = copyBuild('blog', textChange(OLD_TEXT, NEW_TEXT));
    builds.push(changed);
    const started = Date.now();
    const released = await releaseBlog('--dir', changed.dir);
    expect(released.output).toMatch(/is live/);
    expect(released.code).toBe(0);
    newVersion = versionIn(released.output);
    expect(newVersion).toMatch(/^[0-9a-f]{12}$/);
    expect(newVersion).not.toBe(oldVersion);
    // The next runtime config names it: no restart, no shell rebuild.
    const config = (await (await fetch(`${site.url}/runtime-config.json`)).json()) as {
      releases: { blog: { version: string } };
    };
    expect(config.releases.blog.version).toBe(newVersion);
    console.log(`release command to new version served: ${(Date.now() - started) / 1000} s`);

    // The page opened before keeps working on its version: a blog and back, its own chunks.
    await cardLink(page).click();
    await page.waitForURL(/\/blogs\//);
    await page.getByRole('main').getByRole('article').getByRole('heading', { level: 1 }).waitFor();
    await page.goBack();
    expect(await linkText(page)).toBe(OLD_TEXT);
    await page.reload();
    await cardLink(page).getByText(NEW_TEXT).waitFor();
    // The server renders with the version released, from the next request, without a restart.
    const served = async () => (await fetch(`${site.url}/blog`)).text();
    expect(await served()).toContain(`>${NEW_TEXT}<`);

    const rolledBack = await releaseBlog('--rollback');
    expect(rolledBack.code).toBe(0);
    expect(rolledBack.output).toContain(`blog ${oldVersion} is live again`);
    expect(await served()).toContain(`>${OLD_TEXT}<`);
    await page.reload();
    await cardLink(page).getByText(OLD_TEXT).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('previews a registered version in a staff member’s browser only', async () => {
    const staff = await openPage(browser);
    await staff.page.goto(`${site.url}/sign_in`);
    await staff.page.getByLabel('Email address').fill(ADMIN.email);
    await staff.page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await staff.page.getByRole('button', { name: 'Sign In' }).click();
    await staff.page.waitForURL(`${site.url}/dashboard`);

    await staff.page.goto(`${site.url}/blog?preview=blog@${newVersion}`);
    // A link is anyone's to send: the version is named, with who released it, and nothing of
    // it is loaded until the staff member starts it.
    const ask = staff.page.getByRole('dialog', { name: 'Preview this version?' });
    await ask.getByText(`blog ${newVersion} released by`).waitFor();
    expect(await linkText(staff.page)).toBe(OLD_TEXT);
    await ask.getByRole('button', { name: 'Start preview' }).click();
    const banner = staff.page.getByRole('region', { name: 'Version preview' });
    await banner.getByText(`Previewing blog ${newVersion} — only you see this version.`).waitFor();
    await cardLink(staff.page).getByText(NEW_TEXT).waitFor();
    // Off the address, kept for the session: a reload still previews it.
    expect(new URL(staff.page.url()).search).toBe('');
    await staff.page.reload();
    await cardLink(staff.page).getByText(NEW_TEXT).waitFor();

    // Anyone else gets the live version, with or without the parameter.
    const visitor = await openPage(browser);
    await visitor.page.goto(`${site.url}/blog?preview=blog@${newVersion}`);
    await visitor.page.getByText('Sign in as a staff member to preview a version.').waitFor();
    expect(await linkText(visitor.page)).toBe(OLD_TEXT);
    expect(await visitor.page.getByRole('region', { name: 'Version preview' }).count()).toBe(0);
    await visitor.page.context().close();

    await banner.getByRole('button', { name: 'Leave preview' }).click();
    await cardLink(staff.page).getByText(OLD_TEXT).waitFor();
    expect(await staff.page.getByRole('region', { name: 'Version preview' }).count()).toBe(0);
    expect(staff.errors).toEqual([]);
    await staff.page.context().close();
  });

  it('gives a 50 % canary to about half of 40 fresh visitors, each keeping theirs', async () => {
    const canary = await releaseBlog('--dir', builds[0]!.dir, '--canary', '50');
    expect(canary.code).toBe(0);
    expect(canary.output).toContain(`blog ${newVersion} is the canary for 50% of visitors`);

    const seen: Record<string, number> = {};
    const shown: Record<string, BrowserContext> = {};
    for (let visitor = 0; visitor < 40; visitor += 1) {
      const context = await browser.newContext();
      const versionNow = async () => {
        const answer = await context.request.get(`${site.url}/runtime-config.json`);
        return ((await answer.json()) as { releases: { blog: { version: string } } }).releases.blog
          .version;
      };
      const first = await versionNow();
      expect(await versionNow()).toBe(first);
      seen[first] = (seen[first] ?? 0) + 1;
      if (!shown[first]) shown[first] = context;
      else await context.close();
    }
    expect(Object.keys(seen).sort()).toEqual([newVersion, oldVersion].sort());
    expect(seen[newVersion]).toBeGreaterThanOrEqual(10);
    expect(seen[newVersion]).toBeLessThanOrEqual(30);

    // One visitor of each side, in the browser: the text of their version, again on reload.
    for (const [version, context] of Object.entries(shown)) {
      const page = await visitBlog(context);
      const text = version === newVersion ? NEW_TEXT : OLD_TEXT;
      await cardLink(page).getByText(text).waitFor();
      await page.reload();
      await cardLink(page).getByText(text).waitFor();
      await context.close();
    }
    const withdrawn = await releaseBlog('--withdraw');
    expect(withdrawn.code).toBe(0);
  });

  it('withdraws a canary that throws while rendering, and its visitors get the live version', async () => {
    // The link's message id becomes a value that throws once a page renders it (in the
    // browser's minified files; the server bundle, written otherwise, still renders).
    const broken = copyBuild('blog', [
      ['id:"blog.readMore"', 'id:({toString(){throw new Error("a broken canary")}})'],
    ]);
    builds.push(broken);
    const canary = await releaseBlog('--dir', broken.dir, '--canary', '100');
    expect(canary.code).toBe(0);
    const brokenVersion = versionIn(canary.output);

    // Each visitor sees the fallback; the shell's beacon reports the failure. Visitors come
    // two at a time until the registry has seen enough of them to withdraw it.
    const visitors: Page[] = [];
    const visit = async () => {
      const page = await visitBlog();
      const beacon = page.waitForRequest(
        (request) => request.url().endsWith('/api/releases/beacon') && request.method() === 'POST',
      );
      // The visitor starts the page's code (a click on a control): the canary's runs.
      await startPageCode(page);
      await page.getByText('This part of the site could not be loaded').waitFor();
      // Its body (a Blob) is not shown to the test: the registry's counts below are.
      await beacon;
      return page;
    };
    let releases = await blogReleases();
    while (releases.canary && visitors.length < MIN_LOADS * 2) {
      visitors.push(...(await Promise.all([visit(), visit()])));
      for (let tries = 0; releases.canary && tries < 5; tries += 1) {
        await new Promise((done) => setTimeout(done, 100));
        releases = await blogReleases();
      }
    }
    expect(releases.canary).toBeNull();
    expect(releases.live).toBe(oldVersion);
    expect(releases.history[0]).toMatchObject({
      action: 'withdraw',
      actor: 'automatic',
      version: brokenVersion,
    });
    const figures = releases.history[0]!;
    expect(figures.loads).toBeGreaterThanOrEqual(MIN_LOADS);
    expect(figures.failures).toBe(figures.loads);

    // A visitor still on the broken page moves on: the shell asks again, and gets the live one.
    const [stuck] = visitors;
    // The first navigation reads the runtime config again and reloads: the canary is gone.
    await Promise.all([
      stuck!.waitForEvent('load'),
      stuck!.getByRole('link', { name: 'Go Home' }).click(),
    ]);
    await stuck!
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Blog' })
      .click();
    await cardLink(stuck!).getByText(OLD_TEXT).waitFor();
    // Another reloads: the live version too.
    const other = visitors[1]!;
    await other.reload();
    await cardLink(other).getByText(OLD_TEXT).waitFor();
    for (const page of visitors) await page.context().close();
  });

  it('refuses a build that needs another react than the shell provides', async () => {
    const incompatible = copyBuild('blog', textChange(OLD_TEXT, 'Read Later'));
    builds.push(incompatible);
    editManifest(incompatible, (manifest) => {
      for (const shared of manifest.shared)
        if (shared.name === 'react') shared.requiredVersion = '^20.0.0';
    });
    const before = await blogReleases();
    const refused = await releaseBlog('--dir', incompatible.dir);
    expect(refused.code).not.toBe(0);
    expect(refused.output).toMatch(/react/);
    expect(refused.output).toMatch(/\^20\.0\.0/);
    const after = await blogReleases();
    expect([after.live, after.canary]).toEqual([before.live, before.canary]);
  });

  it('refuses a blog token on the dashboard', async () => {
    const refused = await release(site.url, blogToken, ['dashboard', '--rollback']);
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain(
      'This deploy token is for the blog remote: it cannot change the dashboard remote',
    );
  });
});
