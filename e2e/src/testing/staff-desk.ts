import sharp from 'sharp';
import type { Page } from 'playwright-core';

/**
 * Waits until `check` holds, looking again every 100 ms, at most `tries` times (a test never
 * hangs: it fails naming `what`).
 */
export async function until(
  check: () => Promise<boolean>,
  what: string,
  tries = 150,
): Promise<void> {
  for (let tried = 0; !(await check()); tried += 1) {
    if (tried > tries) throw new Error(`never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Signs a staff member in on the sign-in screen and waits for their account page. */
export async function signInStaff(
  page: Page,
  siteUrl: string,
  account: { email: string; password: string },
): Promise<void> {
  await page.goto(`${siteUrl}/sign_in`);
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
}

/**
 * From the dashboard: Blog, Add Blog, a title and a plain cover picture of the given size and
 * colour, Save. What follows the save (the editor, a toast) is the caller's to wait for.
 */
export async function addDraftWithCover(
  page: Page,
  draft: {
    title: string;
    cover: { name: string; width: number; height: number; rgb: [number, number, number] };
  },
): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Blog', exact: true })
    .click();
  await page.getByRole('button', { name: 'Add Blog' }).click();
  const add = page.getByRole('dialog', { name: 'Add a blog' });
  await add.getByLabel('Title', { exact: true }).fill(draft.title);
  const [r, g, b] = draft.cover.rgb;
  const buffer = await sharp({
    create: {
      width: draft.cover.width,
      height: draft.cover.height,
      channels: 3,
      background: { r, g, b },
    },
  })
    .png()
    .toBuffer();
  await add
    .getByLabel('Image')
    .setInputFiles({ name: draft.cover.name, mimeType: 'image/png', buffer });
  await add.getByRole('button', { name: 'Save' }).click();
}
