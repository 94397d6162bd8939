import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './testing/browser';
import { startSite, type RunningSite } from './testing/site';
import { addDraftWithCover, signInStaff, until } from './testing/staff-desk';

const ADMIN = { email: 'admin@example.co.ke', password: 'publishing-e2e-admin' };
const TITLE = 'Rabies vaccination week';
const TEXT = 'Bring every dog and cat from eight o’clock on Monday.';

const toast = (page: Page, text: string) => page.locator('.Toastify__toast', { hasText: text });

/**
 * The clinic's time (UTC+3) of the first whole minute at least 50 seconds ahead, as a
 * datetime-local input takes it: the schedule is a minute ahead, give or take.
 */
function aMinuteAhead(): string {
  const at = new Date(Math.ceil((Date.now() + 50_000) / 60_000) * 60_000);
  return new Date(at.getTime() + 3 * 3_600_000).toISOString().slice(0, 16);
}

// A member of staff writes a draft, previews it at a phone's width, schedules it a minute
// ahead, and visitors see it on /blog at its time, not before, with the server never restarted.
describe('publishing a blog post', () => {
  let browser: Browser;
  let site: RunningSite;

  beforeAll(async () => {
    browser = await launchBrowser();
    site = await startSite({
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'false',
      // The scheduled job looks every second: the post goes out within a second of its time.
      PUBLISH_POLL_SECONDS: '1',
    });
  });
  afterAll(async () => {
    await site?.stop();
    await browser?.close();
  });

  it('writes a draft, previews it on a phone width, schedules it, and /blog shows it at its time', async () => {
    const { page, errors } = await openPage(browser);
    await signInStaff(page, site.url, ADMIN);

    // A draft: title, cover, one paragraph.
    await addDraftWithCover(page, {
      title: TITLE,
      cover: { name: 'cover.png', width: 800, height: 450, rgb: [20, 110, 90] },
    });
    await toast(page, 'Blog saved successfully').waitFor();
    await page.getByRole('link', { name: 'View' }).click();
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await page.getByRole('button', { name: 'Add Content' }).click();
    const content = page.getByRole('dialog', { name: 'Add Content' });
    await content.getByLabel('Content', { exact: true }).fill(TEXT);
    await content.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Content saved successfully').waitFor();
    const publishing = page.getByRole('region', { name: 'Publishing' });
    await expect(publishing.getByRole('status').textContent()).resolves.toContain('Draft');
    const id = /\/dashboard\/blog\/([^/?]+)/.exec(page.url())?.[1] ?? '';

    // Visitors see nothing of it.
    const visitor = await openPage(browser);
    await visitor.page.goto(`${site.url}/blog`);
    await visitor.page.getByText('There are no blogs found').waitFor();
    const direct = await visitor.page.goto(`${site.url}/blogs/${id}`);
    expect(direct?.status()).toBe(404);
    await visitor.page.getByText('The requested page was not found').waitFor();
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
    expect(sitemap).not.toContain(id);

    // The preview: the server's rendering of the public page, at a phone's width first.
    await publishing.getByRole('button', { name: 'Preview' }).click();
    const frame = page.getByTitle(`Preview of ${TITLE}`);
    await frame.waitFor();
    const box = await frame.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(375);
    const inside = page.frameLocator(`iframe[title="Preview of ${TITLE}"]`);
    await inside.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await inside.getByText(TEXT).waitFor();
    // Rendered with the site's styles (the server's style sheet), and never for search engines.
    await expect(frame.getAttribute('srcdoc')).resolves.toMatch(/<style[^>]*data-styled/);
    await expect(frame.getAttribute('srcdoc')).resolves.toContain(
      '<meta name="robots" content="noindex, nofollow">',
    );
    await publishing.getByRole('button', { name: 'Full width' }).click();
    await until(
      async () => ((await frame.boundingBox())?.width ?? 0) > 400,
      'the preview at full width',
      300,
    );

    // Scheduled a minute ahead: not public before its time.
    await publishing.getByLabel('Publish on (clinic time)').fill(aMinuteAhead());
    await publishing.getByRole('button', { name: 'Schedule' }).click();
    await until(
      async () =>
        ((await publishing.getByRole('status').textContent()) ?? '').includes('Scheduled for'),
      'the post scheduled',
      300,
    );
    await visitor.page.goto(`${site.url}/blog`);
    await visitor.page.getByText('There are no blogs found').waitFor();

    // At its time the job publishes it: /blog shows it on the next visit, no restart.
    const card = visitor.page.getByRole('main').getByRole('heading', { level: 2, name: TITLE });
    for (let tries = 0; !(await card.isVisible()); tries += 1) {
      if (tries > 60) throw new Error('the scheduled post never appeared on /blog');
      await visitor.page.waitForTimeout(2000);
      await visitor.page.goto(`${site.url}/blog`);
      await visitor.page.getByRole('heading', { level: 1, name: 'Blog', exact: true }).waitFor();
    }
    await visitor.page.getByRole('link', { name: /Read More/ }).click();
    await visitor.page.getByText(TEXT).waitFor();
    expect(await (await fetch(`${site.url}/sitemap.xml`)).text()).toContain(id);

    // The dashboard shows it published, with the schedule's revision in its history.
    await page.reload();
    await until(
      async () =>
        ((await publishing.getByRole('status').textContent()) ?? '').includes('Published'),
      'the post shown published',
      300,
    );
    await publishing.getByRole('button', { name: 'History' }).click();
    await publishing.getByText(/by the schedule/).waitFor();
    expect(errors).toEqual([]);
    await visitor.page.context().close();
    await page.context().close();
  }, 240_000);
});
