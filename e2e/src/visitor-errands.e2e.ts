// A visitor's errands on a 375x740 phone, from the server's HTML (the page's code starts only
// on a first click): phoning the clinic from any public page, a home page that ends, the product
// directory as cards, the staff and doctors, and the ways out of a dead address
// (docs/behaviour.md#navigation-and-footer, #home, #static-pages, #about-us, #doctor-pages,
// #not-found), and the contact page: booking and calling first, a form that says plainly what is
// wrong and a confirmation that stays (#contact).
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, openPage, startPageCode } from './testing/browser';
import { startSite, type RunningSite } from './testing/site';

const PHONE = { width: 375, height: 740 };

/** The contrast ratio (WCAG 2) of an element's text on its own background, as the browser paints it. */
function contrastOf(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const [R, G, B] = [r!, g!, b!].map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
    };
    const style = getComputedStyle(element);
    const text = luminance(rgb(style.color));
    const back = luminance(rgb(style.backgroundColor));
    return (Math.max(text, back) + 0.05) / (Math.min(text, back) + 0.05);
  });
}

describe("a visitor's errands on a phone", () => {
  let browser: Browser;
  let site: RunningSite;

  beforeAll(async () => {
    browser = await launchBrowser();
    site = await startSite({
      ADMIN_EMAIL: 'admin@example.co.ke',
      ADMIN_PASSWORD: 'Correct-horse-battery-9',
    });
  });
  afterAll(async () => {
    await site?.stop();
    await browser?.close();
  });

  async function visit(path: string): Promise<Page> {
    const { page } = await openPage(browser, PHONE);
    const response = await page.goto(`${site.url}${path}`, { waitUntil: 'load' });
    expect(response?.status()).toBeLessThan(500);
    return page;
  }

  async function firstBlogPath(): Promise<string> {
    const blogs = (await (await fetch(`${site.url}/api/blog/`)).json()) as { blog_id: string }[];
    return `/blogs/${blogs[0]!.blog_id}`;
  }

  it('keeps a call and a WhatsApp button in reach on the home page, the services and a blog', async () => {
    for (const path of ['/', '/services', await firstBlogPath()]) {
      const page = await visit(path);
      const bar = page.getByRole('navigation', { name: 'Contact the clinic' });
      const call = bar.getByRole('link', { name: /^Call the clinic on \+254/ });
      const whatsApp = bar.getByRole('link', { name: 'WhatsApp the clinic' });
      expect(await call.getAttribute('href')).toBe('tel:+254722418300');
      expect(await whatsApp.getAttribute('href')).toBe('https://wa.me/254722418300');
      // In the first screen, without scrolling, and again at the very bottom of the page,
      // where the bar must not cover the end of the footer.
      for (const link of [call, whatsApp]) {
        expect(await contrastOf(link)).toBeGreaterThanOrEqual(4.5);
        const box = await link.boundingBox();
        expect(box).not.toBeNull();
        expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
        expect(box!.y).toBeGreaterThan(PHONE.height / 2);
      }
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const legal = page.getByText(/All rights reserved/);
      const legalBox = await legal.boundingBox();
      const barBox = await bar.boundingBox();
      expect(legalBox!.y + legalBox!.height).toBeLessThanOrEqual(barBox!.y);
      await page.context().close();
    }
  });

  it('gives the 24-hour number in the home page introduction and in the menu', async () => {
    const page = await visit('/');
    const intro = page.locator('main h1 + p');
    expect(await intro.getByRole('link', { name: '+254 722 418 300' }).getAttribute('href')).toBe(
      'tel:+254722418300',
    );
    // The number's link colour must not reach the buttons under it.
    const book = page.locator('main').getByRole('link', { name: 'Book an appointment' }).first();
    expect(await contrastOf(book)).toBeGreaterThanOrEqual(4.5);
    // The menu is a <details> element: it opens from the HTML alone.
    await page.getByLabel('Open menu', { exact: true }).click();
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByText(/Emergency 24 hours/).waitFor({ state: 'visible' });
    expect(await menu.getByRole('link', { name: '+254 722 418 300' }).isVisible()).toBe(true);
    await page.context().close();
  });

  it('keeps the home page within eight screens', async () => {
    const page = await visit('/');
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    console.log(
      `home page at 375x740: ${height} px, ${(height / PHONE.height).toFixed(1)} screens`,
    );
    expect(height).toBeLessThanOrEqual(8 * PHONE.height);
    await page.context().close();
  });

  it('shows each product as a card with its five facts, and finds the dewormers', async () => {
    const page = await visit('/customer_resources');
    const table = page.getByRole('table', { name: 'Dewormers' });
    const row = table.locator('tbody tr').first();
    const facts = await row.locator('td').evaluateAll((cells) =>
      cells.map((cell) => ({
        label: getComputedStyle(cell, '::before').content,
        display: getComputedStyle(cell).display,
        text: (cell.textContent ?? '').trim(),
        fits: cell.getBoundingClientRect().right <= window.innerWidth,
      })),
    );
    expect(facts).toHaveLength(5);
    expect(facts.map((fact) => fact.label)).toEqual([
      'none',
      '"Active ingredient"',
      '"Uses"',
      '"Manufacturer or dealer"',
      '"Dealer contacts"',
    ]);
    facts.forEach((fact) => {
      expect(fact.display).toBe('block');
      expect(fact.text).not.toBe('');
      expect(fact.fits).toBe(true);
    });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );

    await startPageCode(page);
    await page.getByRole('searchbox', { name: 'Search products' }).fill('dewormer');
    const found = page.getByRole('table', { name: 'Dewormers' }).locator('tbody tr');
    await found.first().waitFor();
    expect(await found.first().locator('td').first().textContent()).toMatch(/Albendazole/);
    await page.context().close();
  });

  it('introduces the staff without the administration login, doctors linked to their pages', async () => {
    const page = await visit('/about_us');
    const team = page.getByRole('region', { name: 'The Staff' });
    await team.getByRole('heading', { level: 3 }).first().waitFor();
    expect(await team.textContent()).not.toContain('Administrator');
    const doctors = (await (await fetch(`${site.url}/api/auth/doctors`)).json()) as {
      _id: string;
      fullname: string;
    }[];
    const first = doctors[0]!;
    expect(await team.getByRole('link', { name: first.fullname }).getAttribute('href')).toBe(
      `/doctor/${first._id}`,
    );
    await page.context().close();
  });

  it("makes the doctor page's booking button readable and book with that doctor", async () => {
    const doctors = (await (await fetch(`${site.url}/api/auth/doctors`)).json()) as {
      _id: string;
      fullname: string;
    }[];
    const doctor = doctors[0]!;
    const page = await visit(`/doctor/${doctor._id}`);
    const book = page.getByRole('link', { name: `Book an appointment with ${doctor.fullname}` });
    expect(await book.getAttribute('href')).toBe(
      `/book_appointment?doctor=${encodeURIComponent(doctor._id)}`,
    );
    const contrast = await contrastOf(book);
    console.log(`doctor page booking button contrast: ${contrast.toFixed(2)}:1`);
    expect(contrast).toBeGreaterThanOrEqual(4.5);
    await page.context().close();
  });

  it('offers booking, the services and the phone on the not-found page', async () => {
    const { page } = await openPage(browser, PHONE);
    const response = await page.goto(`${site.url}/no/such/page`, { waitUntil: 'load' });
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Sorry !' }).waitFor();
    const ways = page.getByRole('list', { name: 'Other ways on' });
    expect(await ways.getByRole('link', { name: 'Book an appointment' }).getAttribute('href')).toBe(
      '/book_appointment',
    );
    expect(await ways.getByRole('link', { name: 'Our services' }).getAttribute('href')).toBe(
      '/services',
    );
    expect(await ways.getByRole('link', { name: /^Call \+254/ }).getAttribute('href')).toBe(
      'tel:+254722418300',
    );
    await page.context().close();
  });

  it('leads /contact with booking and calling, says plainly what is wrong, and confirms what is sent', async () => {
    const page = await visit('/contact');
    // Book online and the call link, whole, in the first screen and clear of the call bar.
    const bar = await page.getByRole('navigation', { name: 'Contact the clinic' }).boundingBox();
    const book = page.getByRole('main').getByRole('link', { name: 'Book online' });
    const call = page
      .getByRole('main')
      .getByRole('link', { name: 'Call the clinic on +254 722 418 300' });
    expect(await book.getAttribute('href')).toBe('/book_appointment');
    expect(await call.getAttribute('href')).toBe('tel:+254722418300');
    for (const link of [book, call]) {
      const box = await link.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height).toBeLessThanOrEqual(bar ? bar.y : PHONE.height);
      expect(await contrastOf(link)).toBeGreaterThanOrEqual(4.5);
    }

    // An early send, with the page's code running: each message beside its field, the first
    // wrong field focused, nothing of the API's wording, and what was typed kept.
    await startPageCode(page);
    await page.getByLabel('Email').fill('achieng@example');
    const [answer] = await Promise.all([
      page.waitForResponse((res) => res.url().endsWith('/api/enquiry/create')),
      page.getByRole('button', { name: 'Send message' }).click(),
    ]);
    expect(answer.status()).toBe(400);
    await page.locator('.Toastify__toast', { hasText: 'Your message was not sent' }).waitFor();
    const name = page.getByLabel('Full name');
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await name.evaluate((field) => field === document.activeElement)).toBe(true);
    const describedBy = async (label: string | RegExp) =>
      page.getByLabel(label).evaluate((field) =>
        (field.getAttribute('aria-describedby') ?? '')
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
          .trim(),
      );
    expect(await describedBy('Full name')).toBe('Please enter your full name.');
    expect(await describedBy('Email')).toBe(
      'Please enter a valid email address, like name@example.com.',
    );
    expect(await describedBy('Phone number')).toBe('Please enter your phone number.');
    expect(await describedBy(/^Message/)).toMatch(/Please write your message\.$/);
    expect(await page.getByText(/is required|must be/).count()).toBe(0);
    expect(await page.getByLabel('Email').inputValue()).toBe('achieng@example');

    await name.fill('Achieng Odhiambo');
    await page.getByLabel('Email').fill('achieng@example.co.ke');
    await page.getByLabel('Phone number').fill('0712 345 678');
    await page.getByLabel(/^Message/).fill('Our goat is limping since Sunday.');
    await page.getByRole('button', { name: 'Send message' }).click();
    const sent = page.getByRole('heading', { name: 'Your message has been sent' });
    await sent.waitFor();
    expect(await sent.evaluate((heading) => heading === document.activeElement)).toBe(true);
    // The SPEC's toast comes and goes; the confirmation stays, in the form's place.
    const toast = page.locator('.Toastify__toast', { hasText: 'Thank you for reaching us' });
    await toast.waitFor();
    await toast.waitFor({ state: 'detached' });
    const status = page.getByRole('status').filter({ has: sent });
    expect(await status.isVisible()).toBe(true);
    expect(await status.getByText(/What happens next/).isVisible()).toBe(true);
    expect(await status.getByRole('link', { name: '+254 722 418 300' }).getAttribute('href')).toBe(
      'tel:+254722418300',
    );
    expect(await page.getByLabel('Full name').count()).toBe(0);
    await status.getByRole('link', { name: 'Send another message' }).click();
    await page.getByLabel('Full name').waitFor();
    expect(await page.getByLabel('Full name').inputValue()).toBe('');
    await page.context().close();
  });
});
