// Logout on a slow phone: the dashboard's "not signed in" redirect must never overtake the
// navigation home (docs/behaviour.md#dashboard).
import type { Browser, CDPSession, Page } from 'playwright-core';
import { launchBrowser, openPage } from './testing/browser';
import { startSite, type RunningSite } from './testing/site';

const ADMIN = { email: 'admin@example.co.ke', password: 'logout-e2e-admin' };
/** A low-end Android phone, as Lighthouse's mobile preset slows the CPU. */
const CPU_SLOWDOWN = 6;
const TRIES = 5;

describe('Logout on a slow device', () => {
  let browser: Browser;
  let site: RunningSite;

  beforeAll(async () => {
    browser = await launchBrowser();
    site = await startSite({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  });
  afterAll(async () => {
    await site?.stop();
    await browser?.close();
  });

  async function signIn(page: Page) {
    await page.goto(`${site.url}/sign_in`);
    await page.getByLabel('Email address').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
  }

  it(`lands on / after each of ${TRIES} logouts with the CPU slowed ${CPU_SLOWDOWN}x`, async () => {
    const { page, errors } = await openPage(browser, { width: 375, height: 740 });
    const cdp: CDPSession = await page.context().newCDPSession(page);
    const landed: string[] = [];
    for (let attempt = 0; attempt < TRIES; attempt += 1) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await signIn(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

      const logout = page.waitForResponse((response) =>
        response.url().endsWith('/api/auth/logout'),
      );
      const nav = page.getByRole('navigation', { name: 'Dashboard' });
      // On a phone the side bar folds behind its Menu button.
      const menu = nav.getByRole('button', { name: 'Menu' });
      if (await menu.isVisible()) await menu.click();
      await nav.getByRole('button', { name: 'Logout' }).click();
      expect((await logout).status()).toBe(200);

      // The logout was answered, so the session has ended in the page; now either the home
      // page or the sign-in page shows, and once one has, the other cannot follow.
      await page
        .getByRole('heading', { name: 'Our promise to you' })
        .or(page.getByRole('heading', { level: 1, name: 'Sign In' }))
        .waitFor();
      // One more turn of the page's event loop, so whatever the session's end set off has run.
      await page.evaluate(() => new Promise((done) => setTimeout(done, 0)));
      landed.push(new URL(page.url()).pathname);
    }
    expect(landed).toEqual(Array.from({ length: TRIES }, () => '/'));
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
