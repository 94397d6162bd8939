// The dashboard on a small phone (375 x 667): what a clinic administrator needs is on the first
// screen, and a dialog's buttons are in view however long its form.
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, openPage } from './testing/browser';
import { startSite, type RunningSite } from './testing/site';

const ADMIN = { email: 'admin@example.co.ke', password: 'phone-e2e-admin' };
const PHONE = { width: 375, height: 667 };

interface Slot {
  start: string;
  doctor_id: string;
}

/** Whether the whole of the element is on the screen as it is (nothing scrolled). */
async function onFirstScreen(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  const scrolled = await page.evaluate(() => window.scrollY);
  return (
    box !== null &&
    scrolled === 0 &&
    box.y >= 0 &&
    box.x >= 0 &&
    box.y + box.height <= PHONE.height &&
    box.x + box.width <= PHONE.width
  );
}

describe('the dashboard on a 375 px phone', () => {
  let browser: Browser;
  let site: RunningSite;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    site = await startSite({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    ({ page } = await openPage(browser, PHONE));
    await page.goto(`${site.url}/sign_in`);
    await page.getByLabel('Email address').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
  });
  afterAll(async () => {
    await site?.stop();
    await browser?.close();
  });

  it("shows the day's first appointment without scrolling", async () => {
    // A booking made online for the next open day, as a client would.
    const from = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', {
      timeZone: 'Africa/Nairobi',
    });
    const to = new Date(Date.now() + 10 * 86_400_000).toLocaleDateString('en-CA', {
      timeZone: 'Africa/Nairobi',
    });
    const slots = (await (
      await fetch(
        `${site.url}/api/appointments/slots?type=consultation&species=Dog&from=${from}&to=${to}`,
      )
    ).json()) as Slot[];
    const slot = slots.find((s) => s.start.endsWith('T09:00:00+03:00')) ?? slots[0]!;
    const booked = await fetch(`${site.url}/api/appointments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'consultation',
        start: slot.start,
        doctor_id: slot.doctor_id,
        fullname: 'Achieng Otieno',
        phonenumber: '0722 123 456',
        email: 'achieng@example.co.ke',
        pet_name: 'Simba',
        species: 'Dog',
      }),
    });
    if (!booked.ok) throw new Error(`The booking was refused: ${await booked.text()}`);

    await page.goto(`${site.url}/dashboard/appointments?day=${slot.start.slice(0, 10)}`);
    const first = page.getByRole('heading', { level: 3, name: /Simba/ });
    await first.waitFor();
    expect(await onFirstScreen(page, first)).toBe(true);
    // Its buttons too: marking the client arrived is one tap on the first screen.
    expect(
      await onFirstScreen(page, page.getByRole('button', { name: 'Mark Achieng Otieno arrived' })),
    ).toBe(true);

    // The folded controls are one tap away.
    await page.getByRole('button', { name: /^Options/ }).click();
    await page.getByRole('button', { name: 'Add phone booking' }).waitFor();
  });

  it("keeps a long dialog's Update and Close in view, Delete Account apart", async () => {
    await page.goto(`${site.url}/dashboard/staff`);
    const cards = page.getByRole('region', { name: 'The Staff' }).getByRole('listitem');
    await cards.first().getByRole('button').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Role').waitFor();
    // The form is taller than the phone: its body scrolls, its buttons do not.
    const body = dialog.locator('[data-modal-body]');
    const overflows = await body.evaluate((element) => element.scrollHeight > element.clientHeight);
    expect(overflows).toBe(true);
    for (const name of ['Update', 'Close', 'Delete Account']) {
      const button = dialog.getByRole('button', { name, exact: true });
      expect(await onFirstScreen(page, button)).toBe(true);
    }
    const update = await dialog.getByRole('button', { name: 'Update', exact: true }).boundingBox();
    const remove = await dialog.getByRole('button', { name: 'Delete Account' }).boundingBox();
    // Apart: not next to each other on the same line.
    expect(update!.y !== remove!.y || Math.abs(update!.x - (remove!.x + remove!.width)) > 24).toBe(
      true,
    );
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  });

  it('offers Replace image on each carousel card with the size it needs', async () => {
    await page.goto(`${site.url}/dashboard/carousel`);
    const replace = page.getByRole('button', { name: /^Replace image at index/ }).first();
    await replace.waitFor();
    await page
      .getByText(/at least 1600 × 700 px/)
      .first()
      .waitFor();
    await replace.click();
    await page.getByRole('dialog', { name: 'Update Image' }).waitFor();
  });
});
