// Booking on a 375x740 touch phone (docs/behaviour.md#booking-screens): each step's choices
// start on the first screen, the pet's species sends a farm animal to the farm vet, a doctor's
// page books with that doctor, and the confirmation's calendar file downloads.
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { bookableDay } from './testing/bookable-day';
import { launchBrowser, startPageCode } from './testing/browser';
import { startSite, type RunningSite } from './testing/site';

const PHONE = { width: 375, height: 740 };

interface Doctor {
  id: string;
  fullname: string;
  species: string[];
}

/**
 * Whether the element is wholly on the first screen (the viewport as it is scrolled now) and
 * its middle is not under anything fixed (the header, the call bar): a finger reaches it.
 */
async function onScreen(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  if (box === null || box.y < 0 || box.y + box.height > PHONE.height) return false;
  return locator.evaluate((element) => {
    const { left, top, width, height } = element.getBoundingClientRect();
    const hit = document.elementFromPoint(left + width / 2, top + height / 2);
    // A radio drawn as a chip: its label is what the finger lands on.
    return (
      hit !== null &&
      (element.contains(hit) ||
        hit.contains(element) ||
        element.closest('label')?.contains(hit) === true)
    );
  });
}

describe('booking on a phone', () => {
  let browser: Browser;
  let site: RunningSite;
  let doctors: Doctor[];

  beforeAll(async () => {
    browser = await launchBrowser();
    // The demo seed: a farm-animal vet and two companion-animal vets.
    site = await startSite();
    doctors = (await (
      await fetch(`${site.url}/api/appointments/doctors?type=consultation`)
    ).json()) as Doctor[];
  });
  afterAll(async () => {
    await site?.stop();
    await browser?.close();
  });

  async function phone(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await browser.newContext({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      acceptDownloads: true,
      timezoneId: 'Africa/Nairobi',
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    return { context, page, errors };
  }

  it('starts every step on the first screen, sends cattle to the farm vet and downloads the calendar file', async () => {
    const farm = doctors.find((d) => d.species.includes('Cattle') && !d.species.includes('Dog'));
    expect(farm).toBeDefined();
    const day = await bookableDay(site.url, { type: 'consultation', species: 'Cattle' });
    const { context, page, errors } = await phone();
    await page.goto(`${site.url}/book_appointment`, { waitUntil: 'load' });
    await startPageCode(page);

    // Step 1: the pet, then the service.
    await page.getByRole('heading', { level: 2, name: /Pet and service/ }).waitFor();
    const cattle = page.getByRole('radio', { name: 'Cattle' });
    expect(await onScreen(cattle)).toBe(true);
    expect(await onScreen(page.getByRole('button', { name: /^Consultation/ }))).toBe(true);
    await cattle.tap();
    await page.getByRole('button', { name: /^Consultation/ }).tap();

    // Step 2: only the farm vet sees cattle.
    const any = page.getByRole('button', { name: /Any available doctor/ });
    await page.getByRole('button', { name: new RegExp(farm!.fullname) }).waitFor();
    expect(await onScreen(any)).toBe(true);
    const offered = await page
      .locator('section[aria-labelledby="booking-step"] ul button')
      .allTextContents();
    expect(offered.filter((text) => !/Any available doctor/.test(text))).toEqual([
      expect.stringContaining(farm!.fullname),
    ]);
    await any.tap();

    // Step 3: the days, worded for a finger.
    const firstDay = page.locator('[data-day]').first();
    await firstDay.waitFor();
    expect(await onScreen(firstDay)).toBe(true);
    expect(await page.getByText('Tap a day to see its free times.').count()).toBe(1);
    expect(await page.getByText(/arrow keys/).count()).toBe(0);
    await page.locator(`[data-day="${day}"]`).tap();
    await page.getByRole('heading', { level: 3, name: 'Morning' }).waitFor();
    await page
      .getByRole('button', { name: /^09:00 to 09:30 on .*\(any available doctor\)$/ })
      .tap();

    // Step 4: the details, no email: the confirmation goes by text.
    const name = page.getByLabel('Your full name');
    await name.waitFor();
    expect(await onScreen(name)).toBe(true);
    await name.fill('Kiprop Chebet');
    await page.getByLabel(/^Phone number/).fill('0722 555 777');
    await page.getByLabel("Pet's name").fill('Daisy');
    await page.getByRole('button', { name: 'Continue' }).tap();

    // Step 5: check and confirm.
    await page.getByRole('heading', { level: 2, name: /Check and confirm/ }).waitFor();
    expect(await onScreen(page.locator('dl dt').first())).toBe(true);
    expect(await onScreen(page.getByRole('button', { name: 'Confirm booking' }))).toBe(true);
    await page.getByRole('button', { name: 'Confirm booking' }).tap();

    await page.getByRole('heading', { name: 'Your appointment is booked' }).waitFor();
    expect(await page.getByText(/has been mailed/).count()).toBe(0);
    const calendar = page.getByRole('link', { name: 'Add it to your calendar' });
    const token = /manage\/([\w-]{43})\/calendar$/.exec(
      (await calendar.getAttribute('href'))!,
    )![1]!;
    const [download] = await Promise.all([page.waitForEvent('download'), calendar.tap()]);
    expect(download.suggestedFilename()).toBe('appointment.ics');
    const ics = readFileSync(await download.path(), 'utf8');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toMatch(new RegExp(`DTSTART:${day.replace(/-/g, '')}T060000Z`));
    const booked = (await (await fetch(`${site.url}/api/appointments/manage/${token}`)).json()) as {
      doctor_id: string;
      species: string;
    };
    expect(booked).toMatchObject({ doctor_id: farm!.id, species: 'Cattle' });

    // The short manage link leads to the booking.
    const short = await page.getByRole('link', { name: /\/m\/[\w-]{16}$/ }).getAttribute('href');
    await page.goto(short!);
    await page.getByRole('heading', { name: /^Booking / }).waitFor();
    expect(page.url()).toBe(`${site.url}/book_appointment/manage/${token}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it("books from a doctor's page with that doctor, the times on the first screen", async () => {
    const companion = doctors.find((d) => d.species.includes('Dog'));
    expect(companion).toBeDefined();
    const { context, page, errors } = await phone();
    await page.goto(`${site.url}/doctor/${companion!.id}`, { waitUntil: 'load' });
    await startPageCode(page);
    await page.getByRole('link', { name: `Book an appointment with ${companion!.fullname}` }).tap();
    await page.waitForURL(
      `${site.url}/book_appointment?doctor=${encodeURIComponent(companion!.id)}`,
    );
    await page.getByRole('radio', { name: 'Dog' }).tap();
    await page.getByRole('button', { name: /^Vaccination/ }).tap();
    // Straight to the times, with that doctor.
    await page.getByRole('heading', { level: 2, name: /Choose a day and time/ }).waitFor();
    expect(await page.getByText(`Dog · Vaccination · ${companion!.fullname}`).count()).toBe(1);
    expect(await onScreen(page.locator('[data-day]').first())).toBe(true);
    await page.getByRole('button', { name: 'Back' }).tap();
    const chosen = page.getByRole('button', { name: new RegExp(companion!.fullname) });
    expect(await chosen.getAttribute('aria-pressed')).toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });
});
