import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from './testing/browser';
import { startSite, type RunningSite } from './testing/site';

// A visitor reads the blog on the real server's demo content: three blogs that use all three
// paragraph types (paragraph, subtitle, list).
describe('the blog', () => {
  let browser: Browser;
  let site: RunningSite;

  beforeAll(async () => {
    browser = await launchBrowser();
    site = await startSite({
      ADMIN_EMAIL: 'admin@example.co.ke',
      ADMIN_PASSWORD: 'blog-e2e-admin',
    });
  });
  afterAll(async () => {
    await site?.stop();
    await browser?.close();
  });

  it('lists the blogs as cards and opens one with its paragraphs, subtitles and lists', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${site.url}/blog`);
    await page.getByRole('heading', { level: 1, name: 'Blog', exact: true }).waitFor();
    const cards = page.getByRole('main').getByRole('article');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(3);

    // Each card: an image served at several widths, a title and a Read More link.
    for (const card of await cards.all()) {
      const image = card.locator('img');
      await expect(image.getAttribute('srcset')).resolves.toMatch(/\d+w/);
      await expect(card.getByRole('heading', { level: 2 }).textContent()).resolves.toBeTruthy();
      await expect(
        card.getByRole('link', { name: /Read More/ }).getAttribute('href'),
      ).resolves.toMatch(/^\/blogs\/[^/]+$/);
    }
    await expect(page.locator('meta[name="description"]').getAttribute('content')).resolves.toMatch(
      /Articles/,
    );

    const first = cards.first();
    const title = (await first.getByRole('heading', { level: 2 }).textContent()) ?? '';
    await first.getByRole('link', { name: /Read More/ }).click();
    await page.waitForURL(/\/blogs\/[^/]+$/);
    const article = page.getByRole('main').getByRole('article');
    await article.getByRole('heading', { level: 1, name: title }).waitFor();
    await expect(page.title()).resolves.toContain(title);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length).toBeGreaterThan(20);

    // All three paragraph types, in order, each styled by its type.
    expect(await article.locator('p').count()).toBeGreaterThan(0);
    expect(await article.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(0);
    const items = article.getByRole('listitem');
    expect(await items.count()).toBeGreaterThan(1);
    for (const item of await items.all()) {
      const text = (await item.textContent()) ?? '';
      expect(text).toBe(text.trim());
      expect(text).not.toBe('');
      expect(text).not.toContain(',');
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens a blog directly (a reload or a shared link) and reads well on a phone', async () => {
    const list = (await (await fetch(`${site.url}/api/blog/`)).json()) as {
      blog_id: string;
      title: string;
    }[];
    const blog = list[1]!;
    const { page, errors } = await openPage(browser, { width: 375, height: 740 });
    await page.goto(`${site.url}/blogs/${blog.blog_id}`);
    await page.getByRole('heading', { level: 1, name: blog.title }).waitFor();
    // Nothing wider than the screen: no sideways scrolling.
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      screen: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.screen);
    // The top image loads at once; any further down waits until it is scrolled near.
    const loading = await page
      .getByRole('main')
      .locator('article img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('loading')));
    expect(loading[0]).toBe('eager');
    expect(loading.slice(1).every((value) => value === 'lazy')).toBe(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: blog.title }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the not-found page for a blog that does not exist', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${site.url}/blogs/no-such-blog`);
    await page.getByRole('heading', { name: 'Sorry !' }).waitFor();
    await page.getByText('The requested page was not found').waitFor();
    await page.context().close();
  });
});
