import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

/** Debian's Chromium; nothing is downloaded. CHROMIUM_PATH overrides it. */
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface WatchedPage {
  page: Page;
  /** Every URL the page requested, in order. */
  requests: string[];
  /** Console errors and uncaught exceptions. */
  errors: string[];
}

export async function openPage(
  browser: Browser,
  viewport = { width: 1280, height: 800 },
  /** More of the device: a phone's touch screen (`hasTouch`, `isMobile`), for instance. */
  device: Omit<BrowserContextOptions, 'viewport'> = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({ ...device, viewport });
  const page = await context.newPage();
  const requests: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(String(error)));
  return { page, requests, errors };
}

/**
 * Starts a server-rendered page's code as a visitor's first click on a control would (its
 * starter script, server/src/render/entry-boot.ts) and waits until the page has hydrated. A
 * browser-rendered page has no starter: its code runs already.
 */
export async function startPageCode(page: Page): Promise<void> {
  const served = await page.evaluate(() => {
    const boot = document.querySelector<HTMLScriptElement & { start?: () => void }>(
      'script[data-entry]',
    );
    boot?.start?.();
    return Boolean(boot);
  });
  if (served) {
    await page.locator('script[data-entry][data-hydrated]').waitFor({ state: 'attached' });
  }
}
