// Public pages rendered on the server: each route's first screen is in the HTML with its data,
// hydrates in Chromium without a mismatch and without asking again for what it shows, reads
// without JavaScript, and changes as soon as the content does.
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, startPageCode } from './testing/browser';
import { startSite, type RunningSite } from './testing/site';

const ADMIN = { email: 'admin@example.co.ke', password: 'Server-render-e2e-9' };
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Each public route, its status, and a text its first screen shows. */
const ROUTES = [
  { path: '/', status: 200, text: 'Animal health, grooming and boarding you can trust' },
  { path: '/about_us', status: 200, text: 'About Us' },
  { path: '/services', status: 200, text: 'Our Services' },
  { path: '/medical_care', status: 200, text: 'Medical and Surgical Care' },
  { path: '/projects', status: 200, text: 'Projects' },
  { path: '/customer_resources', status: 200, text: 'Customer Resources' },
  { path: '/contact', status: 200, text: 'Contact Us' },
  { path: '/book_appointment', status: 200, text: 'Book an Appointment' },
  { path: '/privacy', status: 200, text: 'Privacy notice' },
  { path: '/blog', status: 200, text: 'Blog' },
  { path: '/no_such_page', status: 404, text: 'The requested page was not found' },
] as const;

/** React's production hydration errors (#418 text, #419 boundary, #425 text, #423 recover). */
const HYDRATION = /Hydration|Minified React error #4(18|19|23|25)/;

describe('server-rendered public pages', () => {
  let browser: Browser;
  let site: RunningSite;

  beforeAll(async () => {
    site = await startSite({
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'true',
      // The speed measurement's script comes 3 s after a page has loaded, on a visit it samples
      // (shell/src/vitals tests it): not the page's code, whose absence is tested here.
      VITALS_SAMPLE_RATE: '0',
      // Each page server-rendered however busy the machine is: a render past the default 200 ms
      // goes to the browser, with the page's code (that fallback is tested on its own).
      RENDER_BUDGET_MS: '5000',
      // Nor turned away by the limits on fresh renders while the instance renders its pages
      // ahead of visitors (the limits are tested on their own).
      RENDER_CONCURRENCY: '16',
      RENDER_RATE: '100',
    });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it.each(ROUTES)('$path answers $status with its first screen in the HTML', async (route) => {
    const response = await fetch(`${site.url}${route.path}`);
    expect(response.status).toBe(route.status);
    const html = await response.text();
    expect(html).toContain(route.text.replace(/&/g, '&amp;'));
    expect(html).toContain('id="portal-state"');
    // One title and one description: the page's, not the shell's as well.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it('gives the home page its data, its styles and the hero image in the HTML', async () => {
    const html = await (await fetch(`${site.url}/`)).text();
    // The demo's carousel and figures, and the first slide preloaded with a high priority.
    const carousel = (await (await fetch(`${site.url}/api/carousel/`)).json()) as {
      image: string;
    }[];
    expect(carousel.length).toBeGreaterThan(0);
    expect(html).toContain(`src="${carousel[0]?.image}"`);
    expect(html).toMatch(/<link rel="preload" as="image"[^>]*fetchpriority="high"/i);
    expect(html).toMatch(/<style data-styled="true"/);
    expect(html).not.toContain('href="/runtime-config.json"');
    // Found and shared: canonical, link cards and the clinic's structured data.
    expect(html).toMatch(/<link rel="canonical" href="http[^"]*\/"/);
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain('"@type":["VeterinaryCare","LocalBusiness"]');
  });

  it.each(ROUTES)('$path hydrates without a mismatch or a second call', async (route) => {
    const { page, requests, errors } = await openPage(browser, { width: 390, height: 844 });
    await page.goto(`${site.url}${route.path}`, { waitUntil: 'networkidle' });
    // Started as a visitor's first click on a control would, and hydrated.
    await startPageCode(page);
    await page.getByLabel('Open menu', { exact: true }).click();
    await page.getByLabel('Close menu', { exact: true }).waitFor();
    expect(errors.filter((error) => HYDRATION.test(error))).toEqual([]);
    const apiCalls = requests.filter((url) =>
      /\/api\/(carousel|others|auth\/doctors|blog)\/?$/.test(new URL(url).pathname),
    );
    expect(apiCalls).toEqual([]);
    // The shell takes its config from the page (the contact page's location lookup still reads
    // it for the lookup's address, once the form is there).
    if (route.path !== '/contact')
      expect(requests.some((url) => url.endsWith('/runtime-config.json'))).toBe(false);
    await page.context().close();
  });

  it('loads no script for a visitor who reads, opens the menu and follows links', async () => {
    const { page, requests, errors } = await openPage(browser, { width: 390, height: 844 });
    await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
    // The menu is the HTML's own: it opens and closes with no script.
    const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
      name: 'About Us',
    });
    expect(await about.isVisible()).toBe(false);
    await page.locator('[data-menu-toggle]').click();
    await about.waitFor();
    await page.locator('[data-menu-toggle]').click();
    await about.waitFor({ state: 'hidden' });
    // A link is a link: the next page comes from the server.
    await page.locator('[data-menu-toggle]').click();
    await about.click();
    await page.waitForURL(/\/about_us$/);
    await page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
    await page.waitForLoadState('networkidle');
    const scripts = requests.filter((url) => /\.js$/.test(new URL(url).pathname));
    expect(scripts).toEqual([]);
    // The Content-Security-Policy let the inline starter run, and nothing else inline.
    expect(errors.filter((error) => /Content Security Policy/i.test(error))).toEqual([]);
    await page.context().close();
  });

  it('starts the code at a click on a control, and clicks it again once the page works', async () => {
    const { page, errors } = await openPage(browser, { width: 1280, height: 800 });
    await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
    const entry = page.waitForRequest((request) => /\/main\.[^/]+\.js$/.test(request.url()));
    // The carousel's next button needs the page's code: the click starts it and is replayed.
    await page.getByRole('group', { name: /^1 of \d+$/ }).waitFor();
    await page.getByRole('button', { name: 'Next slide' }).click();
    await entry;
    await page.locator('script[data-entry][data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('group', { name: /^2 of \d+$/ }).waitFor();
    expect(errors.filter((error) => HYDRATION.test(error))).toEqual([]);
    await page.context().close();
  });

  it('leaves a page scrolled before its code started where it is, and a tap where it lands', async () => {
    const { page, errors } = await openPage(browser, { width: 390, height: 844 });
    await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
    const link = page.getByRole('link', { name: 'Puppy & Kitten Wellness', exact: true });
    await link.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await startPageCode(page);
    // Hydrated: the menu is React's now (its button stays in view, the bar is fixed).
    await page.getByLabel('Open menu', { exact: true }).click();
    await page.getByLabel('Close menu', { exact: true }).click();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await link.click();
    await page.getByRole('heading', { level: 1, name: 'Puppy & Kitten Wellness' }).waitFor();
    // A page moved to opens at its top.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(errors.filter((error) => HYDRATION.test(error))).toEqual([]);
    await page.context().close();
  });

  it("puts the booking page's services in its HTML, so nothing moves as it starts", async () => {
    const types = (await (await fetch(`${site.url}/api/appointments/types`)).json()) as {
      name: string;
    }[];
    expect(types.length).toBeGreaterThan(0);
    const html = await (await fetch(`${site.url}/book_appointment`)).text();
    for (const type of types) expect(html).toContain(type.name);
  });

  it('reads without JavaScript: the home page with its figures and the blog list', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.url}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const counters = (await (await fetch(`${site.url}/api/others/counters/`)).json()) as {
      data: { content: number; title: string }[];
    };
    const first = counters.data[0];
    expect(first).toBeDefined();
    expect(await page.getByText(`${first?.content}+ ${first?.title}`).count()).toBe(1);
    expect(await page.locator('img[fetchpriority="high"]').count()).toBeGreaterThan(0);
    await page.goto(`${site.url}/blog`);
    expect(await page.getByRole('link', { name: /Read More/ }).count()).toBeGreaterThan(0);
    await context.close();
  });

  it('renders a blog written a moment ago, on the next request, and lists it in the sitemap', async () => {
    const before = await (await fetch(`${site.url}/blog`)).text();
    const signIn = await fetch(`${site.url}/api/auth/signin/staff`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { access_token: token } = (await signIn.json()) as { access_token: string };
    const form = new FormData();
    form.append('title', 'Rendered the moment it was written');
    form.append('image', new Blob([TINY_PNG], { type: 'image/png' }), 'cover.png');
    const created = await fetch(`${site.url}/api/blog/create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(created.status).toBeLessThan(300);
    const { blog_id: blogId } = (await created.json()) as { blog_id: string };
    expect(before).not.toContain('Rendered the moment it was written');
    const after = await (await fetch(`${site.url}/blog`)).text();
    expect(after).toContain('Rendered the moment it was written');
    // Its own page, rendered with its BlogPosting, and the sitemap lists it.
    const page = await (await fetch(`${site.url}/blogs/${blogId}`)).text();
    expect(page).toContain('<h1');
    expect(page).toContain('"@type":"BlogPosting"');
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/blogs/${encodeURIComponent(blogId)}</loc>`);
  });

  it('leaves the manage link of a booking and the account screens to the browser', async () => {
    for (const path of ['/book_appointment/manage/not-a-token', '/sign_in']) {
      const html = await (await fetch(`${site.url}${path}`)).text();
      expect(html).not.toContain('id="portal-state"');
      expect(html).toContain('class="boot-note"');
    }
  });
});
