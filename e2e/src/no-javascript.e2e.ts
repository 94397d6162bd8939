// What a visitor taps first works from the server's HTML alone, before (or without) the page's
// scripts: links are links, phone numbers call, the customer resources' groups open, the
// contact form sends an enquiry and the booking page's first step moves on. Once the scripts
// run, the same pages hydrate without a mismatch.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, openPage, startPageCode } from './testing/browser';
import { startSite, type RunningSite } from './testing/site';

const ADMIN = { email: 'admin@example.co.ke', password: 'No-javascript-e2e-9' };
const SENT = 'Thank you for reaching us, our team will respond shortly';
const HYDRATION = /Hydration|Minified React error #4(18|19|23|25)/;

describe('the public pages without JavaScript', () => {
  let browser: Browser;
  let site: RunningSite;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    site = await startSite({
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'true',
      // Each page server-rendered however busy the machine is: past the default 200 ms a render
      // goes to the browser, which here runs no script (that fallback is tested on its own).
      RENDER_BUDGET_MS: '5000',
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });
  beforeEach(async () => {
    context = await browser.newContext({ javaScriptEnabled: false });
    page = await context.newPage();
  });
  afterEach(() => context.close());

  it('gives every public page real links, and phone numbers as tel: links', async () => {
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]!).pathname,
    );
    // The site's own pages, and the contact and booking pages among them.
    expect(paths).toEqual(expect.arrayContaining(['/', '/contact', '/book_appointment']));
    let phonesSeen = 0;
    for (const path of paths) {
      const response = await page.goto(`${site.url}${path}`);
      expect(response?.status()).toBe(200);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const main = page.locator('main');
      // Every link in the page goes somewhere without a script.
      expect({ path, bare: await main.locator('a:not([href]), a[href="#"]').count() }).toEqual({
        path,
        bare: 0,
      });
      // A phone number written in the page (not a form's hint) is a link that calls it.
      const phones = await main.evaluate((root) => {
        const pattern = /(?:\+254|\b0)\s?7\d{2}\s?\d{3}\s?\d{3}\b/;
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        const found: { text: string; href: string | null }[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          const element = node.parentElement;
          if (
            !pattern.test(text) ||
            element?.closest('form, script, style, [type="application/ld+json"]')
          )
            continue;
          found.push({
            text: text.trim(),
            href: element?.closest('a')?.getAttribute('href') ?? null,
          });
        }
        return found;
      });
      phonesSeen += phones.length;
      for (const phone of phones)
        expect({ path, ...phone }).toEqual({
          path,
          text: phone.text,
          href: expect.stringMatching(/^tel:\+254\d{9}$/),
        });
    }
    // The contact and booking pages write the clinic's numbers, the resources the dealers'.
    expect(phonesSeen).toBeGreaterThan(3);
  });

  it('opens and closes the customer resources groups', async () => {
    await page.goto(`${site.url}/customer_resources`);
    const group = page.locator('details', {
      has: page.getByRole('heading', { name: /^Nutritional products/ }),
    });
    const table = page.getByRole('table', { name: 'Nutritional products' });
    expect(await group.getAttribute('open')).toBeNull();
    expect(await table.isVisible()).toBe(false);
    await page.getByRole('heading', { name: /^Nutritional products/ }).click();
    await table.waitFor();
    expect(await group.getAttribute('open')).toBe('');
  });

  it('sends the contact form: a refusal shows what was wrong beside the field, then it goes', async () => {
    await page.goto(`${site.url}/contact`);
    await page.getByLabel('Full name').fill('Wanjiku Kariuki');
    await page.getByLabel('Email').fill('wanjiku-at-example');
    await page.getByLabel('Phone number').fill('+254 712 345 678');
    await page
      .getByLabel(/^Message/)
      .fill('Sent before any script ran: is the clinic open on Saturday?');
    const [refused] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      page.getByRole('button', { name: 'Send message' }).click(),
    ]);
    expect(refused.status()).toBe(400);
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    // What was typed is kept, and the message is the form's own, tied to its field.
    expect(await page.getByLabel('Full name').inputValue()).toBe('Wanjiku Kariuki');
    expect(await page.getByLabel(/^Message/).inputValue()).toBe(
      'Sent before any script ran: is the clinic open on Saturday?',
    );
    const email = page.getByLabel('Email');
    expect(await email.inputValue()).toBe('wanjiku-at-example');
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(
      await page.getByText('Please enter a valid email address, like name@example.com.').count(),
    ).toBe(1);
    expect(await page.getByText(/email must be/).count()).toBe(0);

    await email.fill('wanjiku@example.co.ke');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.waitForURL(`${site.url}/contact?sent=1`);
    // The same lasting confirmation as with the scripts, in the form's place.
    const status = page.getByRole('status').filter({ hasText: SENT });
    expect(await status.count()).toBe(1);
    expect(await status.getByRole('heading', { name: 'Your message has been sent' }).count()).toBe(
      1,
    );
    expect(await status.getByText(/What happens next/).count()).toBe(1);
    expect(await page.getByLabel('Full name').count()).toBe(0);
    expect(
      await status.getByRole('link', { name: 'Send another message' }).getAttribute('href'),
    ).toBe('/contact');

    const signIn = await fetch(`${site.url}/api/auth/signin/staff`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { access_token: token } = (await signIn.json()) as { access_token: string };
    const enquiries = (await (
      await fetch(`${site.url}/api/enquiry/`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { fullname: string; email: string; message: string; geo_data: unknown }[];
    expect(enquiries.filter((e) => e.fullname === 'Wanjiku Kariuki')).toEqual([
      expect.objectContaining({
        email: 'wanjiku@example.co.ke',
        message: 'Sent before any script ran: is the clinic open on Saturday?',
        geo_data: null,
      }),
    ]);
  });

  it("moves the booking page's first step on to the doctors", async () => {
    await page.goto(`${site.url}/book_appointment`);
    await page.getByRole('button', { name: /Vaccination/ }).click();
    await page.waitForURL(`${site.url}/book_appointment?type=vaccination`);
    await page.getByRole('heading', { level: 2, name: /Choose a doctor/ }).waitFor();
    expect(await page.getByRole('button', { name: /Any available doctor/ }).count()).toBe(1);
  });

  it('answers a form sent before the scripts ran with a page that then hydrates and sends', async () => {
    const { page: slow, errors } = await openPage(browser, { width: 390, height: 844 });
    // The page's code is held back, as on a slow phone, until the refused page is there.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await slow.route(/\/main\.[^/]+\.js$/, async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    await slow.goto(`${site.url}/contact`, { waitUntil: 'domcontentloaded' });
    await slow.getByLabel('Full name').fill('Otieno Ouma');
    await slow.getByLabel('Email').fill('otieno-at-example');
    await slow.getByLabel('Phone number').fill('+254 733 111 222');
    await slow.getByLabel(/^Message/).fill('Sent while the page was still starting.');
    const [refused] = await Promise.all([
      slow.waitForResponse((response) => response.request().method() === 'POST'),
      slow.getByRole('button', { name: 'Send message' }).click(),
    ]);
    expect(refused.status()).toBe(400);
    await slow.getByText('Please enter a valid email address, like name@example.com.').waitFor();
    release();
    // Hydrated from the refused form's state (started as a visitor's click would): the form
    // sends by script now, and the page confirms it in the form's place.
    await startPageCode(slow);
    await slow.getByLabel('Email').fill('otieno@example.co.ke');
    await slow.getByRole('button', { name: 'Send message' }).click();
    await slow.getByText(SENT).first().waitFor();
    expect(slow.url()).toBe(`${site.url}/contact`);
    await slow.getByRole('heading', { name: 'Your message has been sent' }).waitFor();
    expect(await slow.getByLabel('Full name').count()).toBe(0);
    expect(errors.filter((error) => HYDRATION.test(error))).toEqual([]);
    await slow.context().close();
  });

  it('hydrates the same pages, with the scripts, without a mismatch', async () => {
    for (const path of [
      '/customer_resources',
      '/contact?sent=1',
      '/book_appointment?type=vaccination',
    ]) {
      const watched = await openPage(browser, { width: 390, height: 844 });
      await watched.page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
      await startPageCode(watched.page);
      if (path === '/book_appointment?type=vaccination') {
        // The stepper works as before: Back to the services, the one chosen pressed.
        await watched.page.getByRole('button', { name: 'Back' }).click();
        const chosen = watched.page.getByRole('button', { name: /Vaccination/ });
        expect(await chosen.getAttribute('aria-pressed')).toBe('true');
        expect(watched.page.url()).toBe(`${site.url}${path}`);
      }
      if (path === '/customer_resources') {
        await watched.page.getByRole('heading', { name: /^Nutritional products/ }).click();
        await watched.page.getByRole('table', { name: 'Nutritional products' }).waitFor();
      }
      expect({ path, errors: watched.errors.filter((error) => HYDRATION.test(error)) }).toEqual({
        path,
        errors: [],
      });
      await watched.page.context().close();
    }
  });
});
