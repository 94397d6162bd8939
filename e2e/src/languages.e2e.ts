// Kiswahili beside English (docs/behaviour.md#languages), in Chromium against the real server:
// a visitor whose phone speaks Kiswahili lands in it, moves around in it, switches back to
// English and is remembered; every public page in Kiswahili says so to browsers and search
// engines, and holds on a 375 px phone even with every word 40% longer.
import type { Browser, Page } from 'playwright-core';
import { SITE_ROUTES, sitePath } from '../../shared-data/src/contract/site-routes';
import { launchBrowser, openPage, startPageCode } from './testing/browser';
import { startSite, type RunningSite } from './testing/site';

describe('the site in Kiswahili', () => {
  let browser: Browser;
  let site: RunningSite;

  beforeAll(async () => {
    browser = await launchBrowser();
    site = await startSite();
  });
  afterAll(async () => {
    await site?.stop();
    await browser?.close();
  });

  it('follows a Kiswahili phone on the first visit, keeps the language, and remembers a switch', async () => {
    const { page, errors } = await openPage(
      browser,
      { width: 1280, height: 800 },
      { locale: 'sw-KE' },
    );
    await page.goto(`${site.url}/`);
    expect(new URL(page.url()).pathname).toBe('/sw');
    expect(await page.getAttribute('html', 'lang')).toBe('sw');
    const nav = page.getByRole('navigation', { name: 'Menyu kuu' });
    await expect(nav.getByRole('link', { name: 'Huduma' }).getAttribute('href')).resolves.toBe(
      '/sw/services',
    );

    // A move within the site (the app, once its code runs) stays in Kiswahili.
    await nav.getByRole('link', { name: 'Huduma' }).click();
    await page.waitForURL(`${site.url}/sw/services`);
    await page.getByRole('contentinfo').getByText('Saa za kazi').waitFor();
    // Its long texts are a part of the catalogue of their own, fetched with the page.
    await page.getByRole('heading', { level: 1, name: 'Huduma zetu' }).waitFor();

    // The footer's switch: the same page in English, and English from then on.
    await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${site.url}/services`);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.getByRole('contentinfo').getByText('Consultation hours').waitFor();
    await page.goto(`${site.url}/`);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getAttribute('html', 'lang')).toBe('en');

    // And back: the top bar's switch, remembered for the home page.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Kiswahili' })
      .click();
    await page.waitForURL(`${site.url}/sw`);
    await page.goto(`${site.url}/`);
    expect(new URL(page.url()).pathname).toBe('/sw');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('gives a browser with no Kiswahili the English home page, and not a byte of Kiswahili', async () => {
    const { page, requests } = await openPage(
      browser,
      { width: 1280, height: 800 },
      { locale: 'en-GB' },
    );
    await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    // The page's code started and a page of each kind shown: no catalogue is fetched.
    await startPageCode(page);
    for (const name of ['Services', 'Projects', 'Contact']) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    }
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => /messages-sw/.test(url))).toEqual([]);
    await page.context().close();
  });

  it('serves every public page in Kiswahili with its alternates, whole on a phone with longer words', async () => {
    const doctors = (await (await fetch(`${site.url}/api/auth/doctors`)).json()) as {
      _id: string;
    }[];
    const paths = Object.values(SITE_ROUTES.public)
      .filter((route) => !route.includes(':token'))
      .filter((route) => !route.includes(':id') || doctors.length > 0)
      .map((route) => sitePath(route, { id: doctors[0]?._id ?? '' }));
    const { page, errors } = await openPage(
      browser,
      { width: 375, height: 800 },
      { locale: 'sw-KE' },
    );
    for (const path of [...paths, SITE_ROUTES.blog.list]) {
      const swPath = path === '/' ? '/sw' : `/sw${path}`;
      await page.goto(site.url + swPath, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect({ path, lang: await page.getAttribute('html', 'lang') }).toEqual({ path, lang: 'sw' });
      const alternates = await page.$$eval('link[rel="alternate"][hreflang]', (links) =>
        links.map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`),
      );
      expect({ path, alternates: alternates.sort() }).toEqual({
        path,
        alternates: [
          `en ${site.url}${path}`,
          `sw ${site.url}${swPath}`,
          `x-default ${site.url}${path}`,
        ].sort(),
      });
      expect({ path, overflow: await overflowWithLongerWords(page) }).toEqual({
        path,
        overflow: [],
      });
    }
    // The page's code, once started (a tap on the menu), hydrates the Kiswahili page as it is.
    await page.goto(`${site.url}/sw/contact`, { waitUntil: 'networkidle' });
    await page.locator('[data-menu-toggle]').click();
    await page
      .getByRole('navigation', { name: 'Menyu kuu' })
      .getByRole('link', { name: 'Mwanzo' })
      .waitFor();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

/**
 * A pseudo-localised run: every word of the page made 40% longer (as a longer translation would
 * be), then what sticks out past the window's right edge: the page's own overflow (a horizontal
 * scrollbar) and any element that starts on screen and ends past it, fixed bars included, unless
 * a scrolling or clipping box holds it (a table's scroller, the partners' marquee).
 */
function overflowWithLongerWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const texts: Text[] = [];
    while (walker.nextNode()) texts.push(walker.currentNode as Text);
    for (const text of texts) {
      const parent = text.parentElement;
      if (!parent || ['SCRIPT', 'STYLE'].includes(parent.tagName)) continue;
      text.data = text.data.replace(
        /\p{L}+/gu,
        (word) => word + 'x'.repeat(Math.ceil(word.length * 0.4)),
      );
    }
    const held = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') return true;
      }
      return false;
    };
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    const scroll = document.documentElement.scrollWidth - width;
    if (scroll > 0) found.push(`the page, by ${scroll} px`);
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.left >= width || box.right <= width + 1 || held(element)) continue;
      found.push(
        `${element.tagName} '${(element.textContent ?? '').trim().slice(0, 40)}' to ${Math.round(box.right)} px`,
      );
    }
    return found;
  });
}
