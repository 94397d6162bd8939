import type { Browser } from 'playwright-core';
import { launchBrowser, startPageCode } from './testing/browser';
import { startMailCapture } from './testing/mail-capture';
import { freePort, startSite, type RunningSite } from './testing/site';

interface Slot {
  start: string;
  end: string;
  doctor_id: string;
  doctor_name: string;
}

const VISITOR = { email: 'wanjiku@example.co.ke', phone: '0722 555 123' };

// A visitor on a phone whose browser is in New York books a 9.00 Nairobi slot online, gets the
// confirmation with its calendar file, and moves the booking with the mailed manage link.
describe('online booking', () => {
  let browser: Browser;
  let site: RunningSite;
  let mail: Awaited<ReturnType<typeof startMailCapture>>;

  beforeAll(async () => {
    browser = await launchBrowser();
    mail = await startMailCapture();
    const port = await freePort();
    // The demo seed brings the doctors and the appointment types; the manage link names this site.
    site = await startSite(
      { SMTP_URL: mail.url, PUBLIC_URL: `http://localhost:${port}` },
      'localhost',
      port,
    );
  });
  afterAll(async () => {
    await site?.stop();
    await mail?.close();
    await browser?.close();
  });

  const api = async <T>(path: string) => {
    const response = await fetch(`${site.url}/api/${path}`);
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  };

  it('books 9.00 Nairobi time from New York on a 375 px phone, gets the .ics, and moves it', async () => {
    const types = await api<{ id: string; name: string }[]>('appointments/types');
    const consultation = types.find((type) => type.name === 'Consultation')!;
    // The next bookable weekday with a 9.00 (Nairobi) slot, and a later one to move to.
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Africa/Nairobi' });
    const inTwelve = new Date(Date.now() + 12 * 86_400_000).toLocaleDateString('en-CA', {
      timeZone: 'Africa/Nairobi',
    });
    // A cat: the doctors who see cats (the demo's farm vet does not).
    const slots = await api<Slot[]>(
      `appointments/slots?type=${consultation.id}&from=${today}&to=${inTwelve}&species=Cat`,
    );
    // Far enough ahead to be moved online (up to 2 hours before), whatever the time of the run.
    const nine = slots.find(
      (slot) =>
        slot.start.endsWith('T09:00:00+03:00') &&
        Date.parse(slot.start) > Date.now() + 3 * 3_600_000,
    )!;
    expect(nine).toBeDefined();
    const day = nine.start.slice(0, 10);
    const later = slots.find(
      (slot) =>
        slot.doctor_id === nine.doctor_id &&
        slot.start.slice(0, 10) > day &&
        slot.start.endsWith('T10:00:00+03:00'),
    )!;
    expect(later).toBeDefined();

    const context = await browser.newContext({
      viewport: { width: 375, height: 740 },
      timezoneId: 'America/New_York',
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
      'America/New_York',
    );

    await page.goto(`${site.url}/contact`);
    await page.getByRole('link', { name: 'Book online' }).click();
    await page.getByRole('heading', { level: 1, name: 'Book an Appointment' }).waitFor();
    const emergency = page.getByRole('note', { name: 'Emergency line' });
    await emergency.waitFor();
    // The page's code runs (the server's page starts it on a first click), then a pet first.
    await startPageCode(page);
    await page.getByRole('radio', { name: 'Cat', exact: true }).click();
    await page.getByRole('button', { name: /^Consultation/ }).click();
    await page.getByRole('button', { name: new RegExp(nine.doctor_name) }).click();
    await page.locator(`[data-day="${day}"]`).click();
    await page
      .getByText(/free times? on /, { exact: false })
      .first()
      .waitFor();
    await page.getByRole('button', { name: /^09:00 to 09:30 on / }).click();
    expect(await emergency.isVisible()).toBe(true);

    await page.getByLabel('Your full name').fill('Wanjiku Mwangi');
    await page.getByLabel(/^Phone number/).fill(VISITOR.phone);
    await page.getByLabel(/^Email/).fill(VISITOR.email);
    await page.getByLabel("Pet's name").fill('Juno');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('+254 722 555 123').waitFor();
    await page.getByRole('button', { name: 'Confirm booking' }).click();

    await page.getByRole('heading', { name: 'Your appointment is booked' }).waitFor();
    const when = await page.getByText(/at 09:00 \(Nairobi time\)$/).textContent();
    expect(when).toMatch(/at 09:00 \(Nairobi time\)$/);
    expect(await page.getByText(/A confirmation has been mailed to/).textContent()).toContain(
      VISITOR.email,
    );
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );

    const confirmation = await mail.waitFor(VISITOR.email);
    const ics = confirmation.attachments.find((file) => file.filename.endsWith('.ics'))!;
    expect(ics).toBeDefined();
    expect(ics.content).toContain('BEGIN:VCALENDAR');
    // 09:00 Nairobi is 06:00 UTC.
    expect(ics.content).toMatch(new RegExp(`DTSTART[^:\\n]*:${day.replace(/-/g, '')}T060000Z`));
    const link = /https?:\/\/\S+\/book_appointment\/manage\/[\w-]+/.exec(confirmation.text)![0];

    await page.goto(link);
    await page.getByRole('heading', { name: /^Booking / }).waitFor();
    await page.getByRole('button', { name: 'Move it' }).click();
    await page.locator(`[data-day="${later.start.slice(0, 10)}"]`).click();
    await page.getByRole('button', { name: /^10:00 to 10:30 on / }).click();
    await page.getByRole('button', { name: /^Move to .* at 10:00 \(Nairobi time\)$/ }).click();
    await page
      .locator('.Toastify__toast', { hasText: 'Your appointment has been moved' })
      .waitFor();
    const token = link.split('/').pop()!;
    const moved = await api<{ start: string }>(`appointments/manage/${token}`);
    expect(moved.start).toBe(later.start);
    expect(errors).toEqual([]);
    await context.close();
  });
});
