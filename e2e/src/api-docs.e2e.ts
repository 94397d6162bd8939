import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from './testing/browser';
import { startSite, type RunningSite } from './testing/site';

// The API's documentation page runs Swagger UI's scripts and styles under the server's
// Content-Security-Policy: a policy that blocked them would leave a blank page, which only a
// browser shows.
describe('the API documentation', () => {
  let browser: Browser;
  let site: RunningSite;

  beforeAll(async () => {
    browser = await launchBrowser();
    site = await startSite({ SEED_DEMO: 'false' });
  });
  afterAll(async () => {
    await site?.stop();
    await browser?.close();
  });

  it('lists every call of the contract in the UI, with no console error', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${site.url}/api/docs`);
    await page.locator('.opblock').first().waitFor();
    const document = (await (await fetch(`${site.url}/api/docs/json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const operations = Object.values(document.paths).reduce(
      (count, methods) => count + Object.keys(methods).length,
      0,
    );
    expect(operations).toBeGreaterThan(20);
    await expect(page.locator('.opblock').count()).resolves.toBe(operations);
    await page.getByText('/api/auth/signin/staff', { exact: true }).first().waitFor();
    expect(errors).toEqual([]);
  });
});
