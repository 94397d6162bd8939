// A visitor's data from a 375 px phone (docs/behaviour.md#your-data): they book, then prove their
// email with the mailed code, see and download what the clinic holds, and erase it.
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { bookableDay } from './testing/bookable-day';
import { launchBrowser, startPageCode } from './testing/browser';
import { startMailCapture } from './testing/mail-capture';
import { startSite, type RunningSite } from './testing/site';

const PHONE = { width: 375, height: 740 };
const VISITOR = {
  name: 'Wanjiku Njoroge',
  email: 'wanjiku.data@example.co.ke',
  phone: '0722 555 319',
};

describe('a visitor’s data on a phone', () => {
  let browser: Browser;
  let site: RunningSite;
  let mail: Awaited<ReturnType<typeof startMailCapture>>;

  beforeAll(async () => {
    browser = await launchBrowser();
    mail = await startMailCapture();
    site = await startSite({ SMTP_URL: mail.url });
  });
  afterAll(async () => {
    await site?.stop();
    await mail?.close();
    await browser?.close();
  });

  it('books, then sees, downloads and erases everything held about them', async () => {
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

    // Book a vaccination with any doctor, at 09:00 on a day whose times are all still ahead.
    const bookDay = await bookableDay(site.url, { type: 'vaccination', species: 'Dog' });
    await page.goto(`${site.url}/book_appointment`, { waitUntil: 'load' });
    await startPageCode(page);
    await page.getByRole('heading', { level: 2, name: /Pet and service/ }).waitFor();
    await page.getByRole('radio', { name: 'Dog' }).tap();
    await page.getByRole('button', { name: /^Vaccination/ }).tap();
    await page.getByRole('button', { name: /Any available doctor/ }).tap();
    await page.locator(`[data-day="${bookDay}"]`).tap();
    await page
      .getByRole('button', { name: /^09:00 to \d\d:\d\d on / })
      .first()
      .tap();
    await page.getByLabel('Your full name').fill(VISITOR.name);
    await page.getByLabel(/^Phone number/).fill(VISITOR.phone);
    await page.getByLabel(/^Email/).fill(VISITOR.email);
    await page.getByLabel("Pet's name").fill('Simba');
    await page.getByRole('button', { name: 'Continue' }).tap();
    await page.getByRole('button', { name: 'Confirm booking' }).tap();
    await page.getByRole('heading', { name: 'Your appointment is booked' }).waitFor();
    const reference = (await page
      .getByText(/MV-[A-Z0-9]{6}/)
      .first()
      .textContent())!.match(/MV-[A-Z0-9]{6}/)![0];

    // The page's first step is rendered on the server, with nothing personal on it.
    const html = await (await fetch(`${site.url}/privacy/my-data`)).text();
    expect(html).toContain('id="portal-state"');
    expect(html).toContain('Send me a code');

    // Your data: the email, then the code from the mail.
    await page.goto(`${site.url}/privacy/my-data`, { waitUntil: 'load' });
    await startPageCode(page);
    await page.getByRole('heading', { level: 1, name: 'Your data' }).waitFor();
    await page.getByLabel('Email address or phone number').fill(VISITOR.email);
    await page.getByRole('button', { name: 'Send me a code' }).tap();
    const codeHeading = page.getByRole('heading', { name: '2. Your code' });
    await codeHeading.waitFor();
    expect(await codeHeading.evaluate((element) => element === document.activeElement)).toBe(true);
    const codeMail = await mail.waitFor(VISITOR.email, (m) =>
      /code to see your data/.test(m.subject),
    );
    const code = /code is (\d{6})/.exec(codeMail.text)![1]!;
    await page.getByLabel('6-digit code').fill(code);
    await page.getByRole('button', { name: 'See my data' }).tap();

    // Everything held: the booking, with what they typed.
    await page.getByRole('heading', { name: `3. What we hold about ${VISITOR.email}` }).waitFor();
    const appointments = page.getByRole('region', { name: 'Appointments (1)' });
    await appointments.getByText(reference).waitFor();
    expect(await appointments.getByText('Simba').count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );

    // Downloads: the JSON as the API answered it, and the text file in words.
    const [json] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download as JSON' }).tap(),
    ]);
    expect(json.suggestedFilename()).toMatch(/^my-data-\d{4}-\d\d-\d\d\.json$/);
    const record = JSON.parse(readFileSync(await json.path(), 'utf8')) as {
      contact: string;
      sections: { kind: string; items: Record<string, unknown>[] }[];
    };
    expect(record.contact).toBe(VISITOR.email);
    expect(record.sections.find((s) => s.kind === 'bookings')?.items[0]).toMatchObject({
      reference,
      fullname: VISITOR.name,
      pet_name: 'Simba',
    });
    const [text] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download as a text file' }).tap(),
    ]);
    const readable = readFileSync(await text.path(), 'utf8');
    expect(readable).toContain(`What we hold about ${VISITOR.email}`);
    expect(readable).toContain("Pet's name: Simba");

    // Erase, after the confirmation.
    await page.getByRole('button', { name: 'Erase my data' }).tap();
    await page.getByRole('heading', { name: 'Erase everything we hold about you?' }).waitFor();
    await page.getByRole('button', { name: 'Yes, erase my data' }).tap();
    await page.getByRole('heading', { name: 'Your data has been erased' }).waitFor();
    // The booking was cancelled as usual: the visitor is mailed its cancellation.
    await mail.waitFor(
      VISITOR.email,
      (m) => /cancel/i.test(m.subject) && m.text.includes(reference),
    );

    // Nothing is left to see: a new code is not even sent.
    const before = mail.received.filter((m) => /code to see your data/.test(m.subject)).length;
    const again = await fetch(`${site.url}/api/privacy/code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ contact: VISITOR.email }),
    });
    expect(again.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(mail.received.filter((m) => /code to see your data/.test(m.subject))).toHaveLength(
      before,
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});
