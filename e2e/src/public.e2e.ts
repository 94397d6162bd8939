// The public remote in Chromium against the real server: a visitor's walk from the home page
// to an enquiry that staff can read and on to online booking, and every public route on a
// phone and a desktop without a horizontal scrollbar.
import type { Browser, Page } from 'playwright-core';
import { SITE_ROUTES, sitePath } from '../../shared-data/src/contract/site-routes';
import { launchBrowser, openPage } from './testing/browser';
import { startGeoService } from './testing/geo-service';
import { startSite, type RunningSite } from './testing/site';

const ADMIN = { email: 'admin@example.co.ke', password: 'Correct-horse-battery-9' };
const THANKS = 'Thank you for reaching us, our team will respond shortly';

interface EnquiryRow {
  fullname: string;
  email: string;
  phonenumber: string;
  message: string;
  geo_data: { city?: string | null; country_code?: string | null } | null;
}

describe('the public site', () => {
  let browser: Browser;
  let site: RunningSite;
  let geo: Awaited<ReturnType<typeof startGeoService>>;

  beforeAll(async () => {
    geo = await startGeoService({
      ip: '41.90.64.10',
      city: 'Nairobi',
      region: 'Nairobi County',
      country_name: 'Kenya',
      country_code: 'KE',
      latitude: -1.2833,
      longitude: 36.8167,
      country_calling_code: '+254',
      timezone: 'Africa/Nairobi',
    });
    browser = await launchBrowser();
    site = await startSite({
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      GEO_LOOKUP_URL: geo.url,
    });
  });
  afterAll(async () => {
    await site?.stop();
    await browser?.close();
    await geo?.close();
  });

  async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
    const response = await fetch(`${site.url}/api/${path}`, init);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return (await response.json()) as T;
  }

  async function enquiriesAsAdmin(): Promise<EnquiryRow[]> {
    const session = await api<{ access_token: string }>('auth/signin/staff', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    return api<EnquiryRow[]>('enquiry/', {
      headers: { authorization: `Bearer ${session.access_token}` },
    });
  }

  it('takes a visitor from home to a service page to an enquiry, then to online booking', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(site.url + '/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The demo content arrives from the API: the carousel's uploads and the doctors.
    await page.getByRole('group', { name: /^1 of \d+$/ }).waitFor();
    await page.getByRole('heading', { level: 3, name: 'Wanjiru Kamau' }).waitFor();

    await page.getByRole('link', { name: 'Puppy & Kitten Wellness', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Puppy & Kitten Wellness' }).waitFor();
    await page.getByText(/boosters every 3-4 weeks until 12-16 weeks/).waitFor();

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Contact', exact: true })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    // Typing into the form starts the page's code; what was typed meanwhile is kept.
    await page.getByLabel('Full name').fill('Achieng Odhiambo');
    await page.getByLabel('Email').fill('achieng@example.co.ke');
    await page.getByLabel('Phone number').fill('+254 712 345 678');
    await page.getByLabel('Message').fill('Our dairy cow has stopped eating since yesterday.');
    await page.locator('script[data-entry][data-hydrated]').waitFor({ state: 'attached' });
    // The lookup made once the form works is sent with the enquiry.
    await waitUntil(() => geo.calls() > 0);
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText(THANKS).first().waitFor();
    // The confirmation stays in place of the form.
    await page.getByRole('heading', { name: 'Your message has been sent' }).waitFor();
    await expect(page.getByLabel('Full name').count()).resolves.toBe(0);

    // Booking is online now (e2e/src/booking.e2e.ts books, moves and cancels): the way there.
    await page.getByRole('link', { name: 'Book online' }).click();
    await page.getByRole('heading', { level: 1, name: 'Book an Appointment' }).waitFor();
    await expect(
      page.getByRole('link', { name: '+254 722 418 300' }).first().getAttribute('href'),
    ).resolves.toBe('tel:+254722418300');

    const enquiries = await enquiriesAsAdmin();
    const contact = enquiries.find((e) => e.email === 'achieng@example.co.ke');
    expect(contact).toMatchObject({
      fullname: 'Achieng Odhiambo',
      phonenumber: '+254 712 345 678',
      message: 'Our dairy cow has stopped eating since yesterday.',
      geo_data: { city: 'Nairobi', country_code: 'KE' },
    });
    expect(errors).toEqual([]);
  });

  it('opens a doctor directly, and shows the not-found page for an unknown one', async () => {
    const [doctor] = await api<{ _id: string; fullname: string }[]>('auth/doctors');
    const { page } = await openPage(browser);
    await page.goto(`${site.url}/doctor/${doctor!._id}`);
    await page.getByRole('heading', { level: 1, name: doctor!.fullname }).waitFor();
    await page.goto(`${site.url}/doctor/no-such-doctor`);
    await page.getByRole('heading', { level: 1, name: 'Sorry !' }).waitFor();
  });

  it("fetches the contact page's map only when the visitor opens it", async () => {
    // A browser lazy-loads only with scripting on (without it, the map comes with the page);
    // the page's own scripts need not have run. The map's origin answers here, not on the
    // internet: the test sees every request to it.
    const { page } = await openPage(browser, { width: 375, height: 740 });
    const asked: string[] = [];
    await page.context().route('https://www.google.com/**', (route) => {
      asked.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<p>The map</p>' });
    });
    await page.goto(`${site.url}/contact`, { waitUntil: 'load' });
    const frame = page.getByTitle(/^Map:/);
    expect(await frame.isVisible()).toBe(false);
    expect(asked).toEqual([]);
    const fetched = page.waitForRequest(/^https:\/\/www\.google\.com\/maps\?/);
    await page.getByText('Show the map').click();
    await fetched;
    await frame.waitFor();
    expect(asked).toEqual([expect.stringMatching(/output=embed/)]);
    await page.context().close();
  });

  it('renders every public route at 375 px and 1280 px without a horizontal scrollbar', async () => {
    const [doctor] = await api<{ _id: string }[]>('auth/doctors');
    // The manage page needs a real booking's link: e2e/src/booking.e2e.ts opens it on a phone.
    const paths = Object.values(SITE_ROUTES.public)
      .filter((route) => !route.includes(':token'))
      .map((route) => sitePath(route, { id: doctor!._id }));
    for (const width of [375, 1280]) {
      const { page, errors } = await openPage(browser, { width, height: 800 });
      for (const path of paths) {
        await page.goto(site.url + path, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        const overflow = await horizontalOverflow(page);
        expect({ path, width, overflow }).toEqual({ path, width, overflow: 0 });
        const title = await page.title();
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect(title.length).toBeGreaterThan(0);
        expect(description?.length).toBeGreaterThan(50);
      }
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });
});

/** How many pixels the page is wider than the window (0: no horizontal scrollbar). */
function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

async function waitUntil(condition: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
