import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from './testing/browser';
import { startMailCapture } from './testing/mail-capture';
import { freePort, startSite, type RunningSite } from './testing/site';

interface Slot {
  start: string;
  doctor_id: string;
  doctor_name: string;
}

const ADMIN = { email: 'admin@example.co.ke', password: 'Correct-horse-battery-9' };
const DOCTOR_PASSWORD = 'A doctor with a day to run';

// The staff's side of a booking made online: the doctor has the day open in the dashboard
// while the client moves the booking with the mailed link on a phone, and sees it move
// without reloading.
describe("the doctor's day", () => {
  let browser: Browser;
  let site: RunningSite;
  let mail: Awaited<ReturnType<typeof startMailCapture>>;

  beforeAll(async () => {
    browser = await launchBrowser();
    mail = await startMailCapture();
    const port = await freePort();
    site = await startSite(
      {
        SMTP_URL: mail.url,
        PUBLIC_URL: `http://localhost:${port}`,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      },
      'localhost',
      port,
    );
  });
  afterAll(async () => {
    await site?.stop();
    await mail?.close();
    await browser?.close();
  });

  async function call<T>(method: string, path: string, body?: object, token?: string) {
    const response = await fetch(`${site.url}/api/${path}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }

  /** A demo doctor has no password until they choose one with a mailed code, as here. */
  async function doctorAccount(doctorId: string): Promise<string> {
    const { access_token } = await call<{ access_token: string }>(
      'POST',
      'auth/signin/staff',
      ADMIN,
    );
    const staff = await call<{ _id: string; email: string }[]>(
      'GET',
      'auth/staff/',
      undefined,
      access_token,
    );
    const email = staff.find((member) => member._id === doctorId)!.email;
    await call('POST', 'auth/otp', { email });
    const code = /\b(\d{6})\b/.exec((await mail.waitFor(email)).text)![1]!;
    await call('POST', 'auth/reset_password', { email, otp_code: code, password: DOCTOR_PASSWORD });
    return email;
  }

  it('shows a booking moved by the client, without a reload', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', {
      timeZone: 'Africa/Nairobi',
    });
    const inTwelve = new Date(Date.now() + 12 * 86_400_000).toLocaleDateString('en-CA', {
      timeZone: 'Africa/Nairobi',
    });
    const slots = await call<Slot[]>(
      'GET',
      `appointments/slots?type=consultation&species=Dog&from=${tomorrow}&to=${inTwelve}`,
    );
    const first = slots.find((slot) => slot.start.endsWith('T09:00:00+03:00'))!;
    const day = first.start.slice(0, 10);
    const later = slots.find(
      (slot) =>
        slot.doctor_id === first.doctor_id &&
        slot.start.slice(0, 10) === day &&
        slot.start.endsWith('T15:00:00+03:00'),
    )!;
    expect(later).toBeDefined();
    const booked = await call<{ manage_url: string }>('POST', 'appointments', {
      type: 'consultation',
      start: first.start,
      doctor_id: first.doctor_id,
      fullname: 'Njeri Kamau',
      phonenumber: '0733 123 456',
      email: 'njeri@example.co.ke',
      pet_name: 'Bosco',
      species: 'Dog',
    });

    // The doctor signs in and opens that day, their own schedule.
    const email = await doctorAccount(first.doctor_id);
    const { page: doctor, errors } = await openPage(browser);
    await doctor.goto(`${site.url}/sign_in`);
    await doctor.getByLabel('Email address').fill(email);
    await doctor.getByLabel('Password', { exact: true }).fill(DOCTOR_PASSWORD);
    await doctor.getByRole('button', { name: 'Sign In' }).click();
    await doctor.waitForURL(/\/dashboard/);
    await doctor
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Appointments' })
      .click();
    await doctor.getByLabel('Day', { exact: true }).fill(day);
    const booking = doctor.getByRole('heading', { name: /Consultation · Bosco \(Dog\)$/ });
    await booking.waitFor();
    await expect(booking.textContent()).resolves.toContain('09.00–09.30');
    let reloaded = false;
    doctor.on('framenavigated', (frame) => {
      if (frame === doctor.mainFrame()) reloaded = true;
    });

    // The client, on a phone in New York, moves it to 15:00 with the mailed link.
    const client = await browser.newContext({
      viewport: { width: 375, height: 740 },
      timezoneId: 'America/New_York',
      isMobile: true,
    });
    const phone = await client.newPage();
    await phone.goto(booked.manage_url);
    await phone.getByRole('heading', { name: /^Booking / }).waitFor();
    await phone.getByRole('button', { name: 'Move it' }).click();
    await phone.locator(`[data-day="${day}"]`).click();
    await phone.getByRole('button', { name: /^15:00 to 15:30 on / }).click();
    await phone.getByRole('button', { name: /^Move to .* at 15:00 \(Nairobi time\)$/ }).click();
    await phone
      .locator('.Toastify__toast', { hasText: 'Your appointment has been moved' })
      .waitFor();
    await client.close();

    // The open dashboard learns of it by itself.
    await booking.filter({ hasText: '15.00–15.30' }).waitFor({ timeout: 20_000 });
    await expect(booking.textContent()).resolves.not.toContain('09.00');
    expect(reloaded).toBe(false);
    expect(errors).toEqual([]);
    await doctor.context().close();
  });
});
