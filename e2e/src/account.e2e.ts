import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './testing/browser';
import { startMailCapture } from './testing/mail-capture';
import { startSite, type RunningSite } from './testing/site';

const ADMIN = { email: 'admin@example.co.ke', password: 'account-e2e-admin' };
const PERSON = {
  fullname: 'Achieng Odhiambo',
  email: 'achieng@example.co.ke',
  password: 'first-secret-1',
};
const NEW_PASSWORD = 'second-secret-2';
// A 1x1 PNG: a real image for the server to re-encode.
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The toast the shell shows for a notice. */
const toast = (page: Page, text: string) => page.locator('.Toastify__toast', { hasText: text });

// The account screens against the real server with real mail: register, wait for an admin,
// sign in, keep the session across a reload, sign out; request a code, reset, sign in again.
describe('an account', () => {
  let browser: Browser;
  let site: RunningSite;
  let mail: Awaited<ReturnType<typeof startMailCapture>>;

  beforeAll(async () => {
    browser = await launchBrowser();
    mail = await startMailCapture();
    site = await startSite({
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SMTP_URL: mail.url,
      SEED_DEMO: 'false',
    });
  });
  afterAll(async () => {
    await site?.stop();
    await mail?.close();
    await browser?.close();
  });

  async function activate(email: string) {
    const signin = await fetch(`${site.url}/api/auth/signin/staff`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { access_token } = (await signin.json()) as { access_token: string };
    const update = await fetch(`${site.url}/api/auth/staff/${encodeURIComponent(email)}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
      body: JSON.stringify({ status: 'ACTIVE' }),
    });
    expect(update.status).toBe(200);
  }

  it('registers, is refused while PENDING, is activated, signs in, survives a reload, signs out', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${site.url}/register`);
    await page.getByRole('heading', { level: 1, name: 'Register Account' }).waitFor();
    await page.getByLabel('Full Name').fill(PERSON.fullname);
    await page.getByLabel('Email address').fill(PERSON.email);
    await page.getByLabel('Password', { exact: true }).fill(PERSON.password);
    await page
      .getByLabel('Profile photo (optional)')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PHOTO });
    await page.getByRole('img', { name: 'Preview of me.png' }).waitFor();
    await page.getByRole('button', { name: 'Register' }).click();
    await toast(
      page,
      'Account registered successfully, wait as the admin activates your account',
    ).waitFor();

    // Not yet active: the server refuses, and the screen says so.
    await page.getByRole('link', { name: 'Already have an account ? Sign In' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor();
    await signIn(page, PERSON.email, PERSON.password);
    await toast(page, 'waiting for an administrator').waitFor();
    expect(new URL(page.url()).pathname).toBe('/sign_in');

    await activate(PERSON.email);
    await signIn(page, PERSON.email, PERSON.password);
    await page.waitForURL(`${site.url}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();

    // A reload: the token was in memory only; the refresh cookie brings the session back.
    const restored = page.waitForResponse((response) =>
      response.url().endsWith('/api/auth/refresh-token'),
    );
    await page.reload();
    expect((await restored).status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
    // Still signed in: the Portal link's sign-in page sends a signed-in person on.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Portal' })
      .click();
    await page.waitForURL(`${site.url}/dashboard`);

    // The dashboard's Logout revokes the refresh cookie and goes home: the next load finds no session.
    const logout = page.waitForResponse((response) => response.url().endsWith('/api/auth/logout'));
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('button', { name: 'Logout' })
      .click();
    expect((await logout).status()).toBe(200);
    await page.waitForURL(`${site.url}/`);
    // The cookie is revoked on the server, and this browser no longer asks for a session:
    // the dashboard sends the visitor to sign in.
    const refresh = await page.evaluate(async () => {
      const response = await fetch('/api/auth/refresh-token', { credentials: 'same-origin' });
      return response.status;
    });
    expect(refresh).toBe(401);
    await page.goto(`${site.url}/dashboard`);
    await page.waitForURL(`${site.url}/sign_in`);
    await page.getByLabel('Email address').waitFor();
    await page.context().close();
  });

  it('requests a code, reads it from the mail, resets the password and signs in with the new one', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${site.url}/sign_in`);
    await page.getByRole('link', { name: 'Reset Password' }).click();
    await page.getByRole('heading', { level: 1, name: 'Request OTP' }).waitFor();
    await page.getByLabel('Email address').fill(PERSON.email);
    await page.getByRole('button', { name: 'Request Code' }).click();
    await toast(page, 'OTP Code sent to email, the code expires after 30mins').waitFor();
    await page.waitForURL(`${site.url}/reset`);
    await expect(page.getByLabel('Email address').inputValue()).resolves.toBe(PERSON.email);

    const message = await mail.waitFor(PERSON.email, (m) => /\b\d{6}\b/.test(m.text));
    const code = /\b(\d{6})\b/.exec(message.text)![1]!;
    await page.getByLabel('OTP Code').fill(code);
    await page.getByLabel('New Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await toast(page, 'Password reset successful, proceed with login').waitFor();
    await page.waitForURL(`${site.url}/sign_in`);

    await signIn(page, PERSON.email, PERSON.password);
    await toast(page, 'The email or password is incorrect').waitFor();
    await signIn(page, PERSON.email, NEW_PASSWORD);
    await page.waitForURL(`${site.url}/dashboard`);
    await page.context().close();
  });
});
