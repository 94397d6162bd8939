import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './testing/browser';
import { freePort, startSite, type RunningSite } from './testing/site';

/** The toast the shell shows for a notice. */
const toast = (page: Page, text: string) => page.locator('.Toastify__toast', { hasText: text });

// One remote missing must cost only its own routes. Shared modules loaded late (the toast
// library, fetched on the first notice) once went through every registered remote's manifest,
// so a single missing remote silenced the toasts of the whole site.
describe.each([
  {
    missing: 'a remote whose server is down',
    env: async () => ({
      REMOTE_BLOG_URL: `http://127.0.0.1:${await freePort()}/mfe/blog/mf-manifest.json`,
    }),
  },
  {
    missing: 'a remote whose manifest is not there',
    env: async () => ({ REMOTE_BLOG_URL: '/mfe/blog-not-deployed/mf-manifest.json' }),
  },
])('the site with $missing', ({ env }) => {
  let browser: Browser;
  let site: RunningSite;

  beforeAll(async () => {
    browser = await launchBrowser();
    site = await startSite(await env());
  });
  afterAll(async () => {
    await site?.stop();
    await browser?.close();
  });

  it("shows that remote's fallback and keeps the other remotes, the frame and the toasts", async () => {
    const { page } = await openPage(browser);
    await page.goto(`${site.url}/blog`);
    await page
      .getByRole('heading', { name: 'This part of the site could not be loaded' })
      .waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    await page.locator('footer').getByText('Monday to Friday 8.00am-5.00pm').waitFor();

    // Another remote (public), reached in the same page.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Services', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Our Services' }).waitFor();

    // A third one (auth), and a notice from it: the first toast of the page.
    await nav.getByRole('link', { name: 'Portal' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor();
    await page.getByLabel('Email address').fill('nobody@example.com');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await toast(page, 'The email or password is incorrect').waitFor();

    await page.context().close();
  });
});
