// The privacy notice and the contact page's location lookup in Chromium against the real server
// (docs/behaviour.md#privacy-notice): /privacy rendered by the server with its version and date,
// reached from the footer; the lookup made on the contact page, and not made at all when the
// browser sends Global Privacy Control. The lookup's host is answered here, in the browser's
// network layer: no request leaves the machine.
import type { Browser, Page } from 'playwright-core';
import { PRIVACY_NOTICE } from '../../shared-data/src/contract/privacy-notice';
import { launchBrowser, openPage, startPageCode } from './testing/browser';
import { startSite, type RunningSite } from './testing/site';

const LOOKUP = 'https://geo.lookup.example/json/';
const LOOKUP_HOST = 'geo.lookup.example';

describe('the privacy notice and the location lookup', () => {
  let browser: Browser;
  let site: RunningSite;

  beforeAll(async () => {
    browser = await launchBrowser();
    site = await startSite({ GEO_LOOKUP_URL: LOOKUP });
  });
  afterAll(async () => {
    await site?.stop();
    await browser?.close();
  });

  /** Answers the lookup's host as the service would; counts what reached it. */
  async function answerLookups(page: Page): Promise<() => number> {
    let calls = 0;
    await page.route(`https://${LOOKUP_HOST}/**`, async (route) => {
      calls += 1;
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: JSON.stringify({ ip: '41.90.64.10', city: 'Nairobi', country_code: 'KE' }),
      });
    });
    return () => calls;
  }

  /** Opens /contact, starts its code and gives a lookup the time it would take. */
  async function openContact(page: Page) {
    await page.goto(`${site.url}/contact`);
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    await startPageCode(page);
    await page.getByRole('link', { name: 'How we use your data' }).waitFor();
    // The lookup starts as the form's code runs; a second is far more than a routed answer takes.
    await page.waitForTimeout(1000);
  }

  it('looks the visitor up on the contact page when the browser says nothing', async () => {
    const { page, requests } = await openPage(browser);
    const calls = await answerLookups(page);
    await openContact(page);
    await waitUntil(() => calls() > 0);
    expect(calls()).toBe(1);
    expect(requests.filter((url) => url.includes(LOOKUP_HOST))).toHaveLength(1);
    await page.context().close();
  });

  it('makes no request to the lookup at all under Global Privacy Control', async () => {
    const { page, requests, errors } = await openPage(browser);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', {
        get: () => true,
        configurable: true,
      });
    });
    const calls = await answerLookups(page);
    await openContact(page);
    expect(
      await page.evaluate(
        () => (navigator as unknown as { globalPrivacyControl?: boolean }).globalPrivacyControl,
      ),
    ).toBe(true);
    expect(calls()).toBe(0);
    expect(requests.filter((url) => url.includes(LOOKUP_HOST))).toEqual([]);
    // The form still works: a message goes without a location.
    await page.getByLabel('Full name').fill('Achieng Odhiambo');
    await page.getByLabel('Email').fill('achieng@example.co.ke');
    await page.getByLabel('Phone number').fill('+254 712 345 678');
    await page.getByLabel('Message').fill('Do you vaccinate goats on farm visits?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('heading', { name: 'Your message has been sent' }).waitFor();
    expect(calls()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('serves /privacy rendered, with its version and date, and reaches it from the footer', async () => {
    const response = await fetch(`${site.url}/privacy`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toMatch(/<title>Privacy notice[^<]*<\/title>/);
    expect(html).toContain('id="portal-state"');
    expect(html).toContain(`Version ${PRIVACY_NOTICE.version}`);
    expect(html.toLowerCase()).toContain(`datetime="${PRIVACY_NOTICE.date}"`);
    expect(html).toContain('href="/privacy/my-data"');
    expect(html).toContain('https://www.odpc.go.ke');
    expect(html).toContain(`The location service ${LOOKUP_HOST}`);
    expect(html).toContain('<link rel="canonical"');

    const { page, errors } = await openPage(browser, { width: 375, height: 740 });
    await page.goto(`${site.url}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice' }).click();
    await page.getByRole('heading', { level: 1, name: 'Privacy notice' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/privacy');
    await page.getByRole('heading', { level: 2, name: 'Your rights' }).waitFor();
    // No wider than the phone.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

async function waitUntil(condition: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
