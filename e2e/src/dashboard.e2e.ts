// Long on purpose: one member of staff's day through every dashboard section, in order, on one server.
import sharp from 'sharp';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser, openPage } from './testing/browser';
import { startMailCapture } from './testing/mail-capture';
import { startSite, type RunningSite } from './testing/site';

const ADMIN = { email: 'admin@example.co.ke', password: 'dashboard-e2e-admin' };
const WAITING = {
  fullname: 'Achieng Odhiambo',
  email: 'achieng@example.co.ke',
  password: 'waiting-1234',
};
const ADDED = {
  fullname: 'Mutua Kilonzo',
  email: 'mutua@example.co.ke',
  role: 'Animal Health Assistant',
};
const CLIENT = {
  fullname: 'Njeri Wambui',
  email: 'njeri@example.co.ke',
  phonenumber: '+254 712 345678',
};

/** A solid PNG of one colour: each colour is a different upload (names are content hashes). */
const png = (r: number, g: number, b: number, width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

const toast = (page: Page, text: string) => page.locator('.Toastify__toast', { hasText: text });

/** The dialog of a form, by its title. */
const dialog = (page: Page, title: string | RegExp) => page.getByRole('dialog', { name: title });

async function upload(field: Locator, name: string, buffer: Buffer) {
  await field.setInputFiles({ name, mimeType: 'image/png', buffer });
}

// An administrator runs the site's content from the dashboard of the running site, and each
// change shows on the public pages at once; a staff member who is not an admin only reads.
describe('the staff dashboard', () => {
  let browser: Browser;
  let site: RunningSite;
  let mail: Awaited<ReturnType<typeof startMailCapture>>;
  let admin: { page: Page; context: BrowserContext; errors: string[] };

  beforeAll(async () => {
    browser = await launchBrowser();
    mail = await startMailCapture();
    site = await startSite({
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SMTP_URL: mail.url,
      SEED_DEMO: 'false',
    });
    const opened = await openPage(browser);
    admin = { page: opened.page, context: opened.page.context(), errors: opened.errors };
  });
  afterAll(async () => {
    await site?.stop();
    await mail?.close();
    await browser?.close();
  });

  const api = (path: string, init?: RequestInit) => fetch(`${site.url}/api/${path}`, init);
  const section = (page: Page, name: string) =>
    page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name, exact: true });

  async function signIn(page: Page, email: string, password: string) {
    await page.goto(`${site.url}/sign_in`);
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${site.url}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
  }

  it('signs the admin in to My Account', async () => {
    await signIn(admin.page, ADMIN.email, ADMIN.password);
    await expect(admin.page.getByText(ADMIN.email).first().isVisible()).resolves.toBe(true);
  });

  it('activates a PENDING account, listed first and badged', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(WAITING)) form.append(key, value);
    expect((await api('auth/register/staff', { method: 'POST', body: form })).ok).toBe(true);

    const { page } = admin;
    await section(page, 'The Staff').click();
    await page.waitForURL(`${site.url}/dashboard/staff`);
    const cards = page.getByRole('region', { name: 'The Staff' }).getByRole('listitem');
    await cards.first().waitFor();
    await expect(cards.first().textContent()).resolves.toMatch(
      /Achieng Odhiambo[\s\S]*PENDING|PENDING[\s\S]*Achieng Odhiambo/,
    );

    await cards.first().getByRole('button').first().click();
    const update = dialog(page, /Achieng Odhiambo/);
    await update.getByLabel('Status').selectOption('ACTIVE');
    await update.getByRole('button', { name: 'Update', exact: true }).click();
    await toast(page, 'User updated successfully').waitFor();
    const signin = await api('auth/signin/staff', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: WAITING.email, password: WAITING.password }),
    });
    expect(signin.status).toBe(200);
  });

  it('adds a staff member, who is mailed a code to choose a password', async () => {
    const { page } = admin;
    await page.getByRole('link', { name: 'Add A Staff' }).click();
    await page.waitForURL(`${site.url}/dashboard/staff/add`);
    await page.getByLabel('Full Name').fill(ADDED.fullname);
    await page.getByLabel('Email address').fill(ADDED.email);
    await page.getByLabel('Staff role').fill(ADDED.role);
    await page.getByRole('button', { name: 'Add Staff' }).click();
    await toast(page, 'Staff account is registered successfully').waitFor();
    const message = await mail.waitFor(ADDED.email, (m) => /\b\d{6}\b/.test(m.text));
    expect(message.text).toMatch(/\b\d{6}\b/);
  });

  it('writes a blog with a paragraph, a subtitle and a list, and the public blog shows it', async () => {
    const { page } = admin;
    await section(page, 'Blog').click();
    await page.getByText('There are no blogs found').waitFor();
    await page.getByRole('button', { name: 'Add Blog' }).click();
    const add = dialog(page, 'Add a blog');
    await add.getByLabel('Title', { exact: true }).fill('Tick control before the long rains');
    await upload(add.getByLabel('Image'), 'cover.png', await png(30, 120, 90));
    await add.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Blog saved successfully').waitFor();

    await page.getByRole('link', { name: 'View' }).click();
    await page
      .getByRole('heading', { level: 1, name: 'Tick control before the long rains' })
      .waitFor();
    const contents: [string, string][] = [
      ['paragraph', 'Spray or dip every week while the grass is long.'],
      ['subtitle', 'What to keep at hand'],
      ['list', 'Acaricide, Gloves, A record book'],
    ];
    for (const [type, content] of contents) {
      await page.getByRole('button', { name: 'Add Content' }).click();
      const form = dialog(page, 'Add Content');
      await form.getByLabel('Content type').selectOption(type);
      await form.getByLabel('Content', { exact: true }).fill(content);
      await form.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'Content saved successfully').last().waitFor();
      await form.waitFor({ state: 'detached' });
    }
    // The dashboard writes drafts: visitors see the post once it is published.
    await page
      .getByRole('region', { name: 'Publishing' })
      .getByRole('button', { name: 'Publish now' })
      .click();
    await toast(page, 'The blog is published').waitFor();

    const visitor = await openPage(browser);
    await visitor.page.goto(`${site.url}/blog`);
    await visitor.page.getByRole('link', { name: /Read More/ }).click();
    const article = visitor.page.getByRole('main');
    await article
      .getByRole('heading', { level: 1, name: 'Tick control before the long rains' })
      .waitFor();
    await article.getByText('Spray or dip every week while the grass is long.').waitFor();
    await article.getByRole('heading', { level: 2, name: 'What to keep at hand' }).waitFor();
    await expect(article.getByRole('listitem').allTextContents()).resolves.toEqual(
      expect.arrayContaining(['Acaricide', 'Gloves', 'A record book']),
    );
    await visitor.page.context().close();
  });

  it('adds and reorders carousel images, and the home page follows', async () => {
    const { page } = admin;
    await section(page, 'Carousel').click();
    await page.getByText('Carousel have no Images').waitFor();
    const addImage = async (index: number, colour: [number, number, number]) => {
      await page.getByRole('button', { name: 'Add Image' }).first().click();
      const form = dialog(page, 'Add Image');
      // A slide takes nothing smaller than the home page's slide box (1600 x 700).
      await upload(form.getByLabel('Image'), `slide-${index}.png`, await png(...colour, 1600, 700));
      await form.getByLabel('Index').fill(String(index));
      await form
        .getByRole('button', { name: /Save|Add/ })
        .last()
        .click();
      await toast(page, 'Image saved successfully').last().waitFor();
      await form.waitFor({ state: 'detached' });
    };
    await addImage(2, [200, 40, 40]);
    await addImage(1, [40, 40, 200]);
    // Index 1 now comes first.
    const carousel = page.getByRole('region', { name: 'Carousel' });
    const buttons = carousel.getByRole('button', { name: /^Index \d+$/ });
    await expect(buttons.allTextContents()).resolves.toEqual(['Index 1', 'Index 2']);
    const sources = await carousel
      .getByRole('listitem')
      .locator('img')
      .evaluateAll((images) =>
        images.map(
          (image) => (image as HTMLImageElement).currentSrc || (image as HTMLImageElement).src,
        ),
      );

    const visitor = await openPage(browser);
    await visitor.page.goto(site.url);
    const first = visitor.page.getByRole('group', { name: '1 of 2' }).locator('img');
    await first.waitFor({ state: 'attached' });
    const firstSource = await first.getAttribute('src');
    // The same image, whichever of its sizes each page picked ('<id>-480.webp', '<id>-960.webp').
    const imageOf = (source: string | null | undefined) =>
      /\/uploads\/([^/]+?)(?:-\d+)?\.\w+$/.exec(source ?? '')?.[1];
    expect(imageOf(firstSource)).toBeDefined();
    expect(imageOf(sources[0])).toBe(imageOf(firstSource));
    await visitor.page.context().close();
  });

  it('answers an enquiry, and the client is mailed the response', async () => {
    const created = await api('enquiry/create', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...CLIENT, message: 'Do you vaccinate goats against PPR?' }),
    });
    expect(created.ok).toBe(true);
    const { page } = admin;
    await section(page, 'Enquiries').click();
    await page.getByRole('heading', { level: 1, name: 'Client Enquiries' }).waitFor();
    await page.getByText('Do you vaccinate goats against PPR?').waitFor();
    await page.getByRole('button', { name: 'Respond' }).click();
    const form = dialog(page, /^Query .+ Response$/);
    await form
      .getByLabel('Response')
      .fill('Yes, every Tuesday at the clinic; bring the herd record.');
    await form.getByRole('button', { name: 'Send Response' }).click();
    await toast(page, 'The response has been shared with the client').waitFor();
    const message = await mail.waitFor(CLIENT.email, (m) => m.text.includes('every Tuesday'));
    expect(message.text).toContain('bring the herd record');
    // The card now shows the answer and who gave it.
    await page.getByText('Yes, every Tuesday at the clinic; bring the herd record.').waitFor();
  });

  it('adds and updates a counter and a promise, and the home page shows them', async () => {
    const { page } = admin;
    await section(page, 'Others').click();
    await page.getByText('No Counters Found').waitFor();
    await page.getByRole('button', { name: 'Add A Counter' }).click();
    let form = dialog(page, 'Create Counter');
    await form.getByLabel('Title', { exact: true }).fill('Farms visited');
    // Until the Kiswahili is typed, the form says what Kiswahili pages will show.
    await form.getByText('No Kiswahili yet: Kiswahili pages show the English.').waitFor();
    await form.getByLabel('Title (Kiswahili)', { exact: true }).fill('Mashamba tuliyotembelea');
    await form
      .getByText('No Kiswahili yet: Kiswahili pages show the English.')
      .waitFor({ state: 'detached' });
    await form.getByLabel('Value').fill('120');
    await form
      .getByRole('button', { name: /Save|Create/ })
      .last()
      .click();
    await toast(page, 'Counter saved successfully').waitFor();
    await form.waitFor({ state: 'detached' });
    await page
      .getByRole('region', { name: 'Counters' })
      .getByRole('listitem')
      .filter({ hasText: 'Farms visited' })
      .getByRole('button', { name: 'Update' })
      .click();
    form = dialog(page, 'Update Counter');
    await form.getByLabel('Value').fill('150');
    await form
      .getByRole('button', { name: /Save|Update/ })
      .last()
      .click();
    await toast(page, 'Counter saved successfully').last().waitFor();
    await form.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Add A Promise' }).click();
    form = dialog(page, 'Create Promise');
    await form.getByLabel('Title', { exact: true }).fill('Same-day lab results');
    await form.getByLabel('Content', { exact: true }).fill('Blood smears read while you wait.');
    await upload(form.getByLabel('Image'), 'lab.png', await png(240, 200, 60));
    await form
      .getByRole('button', { name: /Save|Create/ })
      .last()
      .click();
    await toast(page, 'Promise saved successfully').waitFor();
    await form.waitFor({ state: 'detached' });
    // The promise has no Kiswahili: its card says so in words.
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Same-day lab results' })
      .getByText(/Kiswahili missing/)
      .waitFor();

    const visitor = await openPage(browser);
    await visitor.page.goto(site.url);
    await visitor.page.getByText('Farms visited', { exact: true }).waitFor();
    // The counter counts up for 5 s, then ends on the new value followed by '+'.
    await visitor.page.getByText('150+', { exact: true }).waitFor({ timeout: 15_000 });
    await visitor.page.getByText('Same-day lab results', { exact: true }).waitFor();
    await visitor.page.getByText('Blood smears read while you wait.', { exact: true }).waitFor();
    // In Kiswahili: the counter's Kiswahili title; the promise's English, marked as English.
    await visitor.page.goto(`${site.url}/sw`);
    await visitor.page.getByText('Mashamba tuliyotembelea', { exact: true }).waitFor();
    expect(await visitor.page.getByText('Farms visited', { exact: true }).count()).toBe(0);
    const promise = visitor.page.getByText('Same-day lab results', { exact: true });
    await promise.waitFor();
    expect(
      await promise.evaluate((element) => element.closest('[lang]')?.getAttribute('lang')),
    ).toBe('en');
    await visitor.page.context().close();
    expect(admin.errors).toEqual([]);
  });

  it('shows a staff member who is not an admin the staff section read-only', async () => {
    const { page } = await openPage(browser);
    await signIn(page, WAITING.email, WAITING.password);
    await section(page, 'The Staff').click();
    const staff = page.getByRole('region', { name: 'The Staff' });
    await staff.getByRole('listitem').first().waitFor();
    await staff.getByText('Only administrators can change staff accounts.').waitFor();
    expect(await staff.getByRole('listitem').count()).toBe(3);
    expect(await page.getByRole('link', { name: 'Add A Staff' }).count()).toBe(0);
    expect(await staff.getByRole('listitem').getByRole('button').count()).toBe(0);
    await page.context().close();
  });

  it('works on a phone: the side bar folds behind Menu', async () => {
    const { page } = await openPage(browser, { width: 390, height: 844 });
    await signIn(page, ADMIN.email, ADMIN.password);
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(nav.getByRole('link', { name: 'Carousel' }).isVisible()).resolves.toBe(false);
    await nav.getByRole('button', { name: 'Menu' }).click();
    await nav.getByRole('link', { name: 'Carousel' }).click();
    await page.waitForURL(`${site.url}/dashboard/carousel`);
    await expect(nav.getByRole('link', { name: 'Carousel' }).isVisible()).resolves.toBe(false);
    // Back moves between sections.
    await page.goBack();
    await page.waitForURL(`${site.url}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
    await page.context().close();
  });
});
