import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, openPage, type WatchedPage } from './testing/browser';
import { startSite, type RunningSite } from './testing/site';
import { addDraftWithCover, signInStaff, until } from './testing/staff-desk';

const ADMIN = { email: 'admin@example.co.ke', password: 'blog-editor-e2e-admin' };
const TITLE = 'Keeping calves healthy';
const SUBTITLE = 'Before the rains';
const PARAGRAPH = 'Deworm every calf at three weeks and again at eight.';
const LIST = 'Clean water, Dry bedding, Colostrum in the first hours';
const OFFLINE_TEXT = 'Written in the field, with no signal.';

/** The autosave's status line (a polite live region). */
const saveStatus = (page: Page) => page.locator('[data-save]');
/** Waits until the status line reads `text` (bounded by the locator's timeout). */
const statusReads = (page: Page, text: string, timeout = 15_000) =>
  page.locator('[data-save]', { hasText: new RegExp(`^${text}$`) }).waitFor({ timeout });

const blocks = (page: Page) => page.getByRole('listitem', { name: /^Block \d+ of type/ });
const block = (page: Page, n: number) =>
  page.getByRole('listitem', { name: new RegExp(`^Block ${n} of type`) });

/** The blocks' types and texts, top to bottom, as the page shows them. */
async function order(page: Page): Promise<string[]> {
  return blocks(page).evaluateAll((items) =>
    items.map((item) => (item.querySelector('textarea') as HTMLTextAreaElement).value),
  );
}

/** Drags a block by its handle with the mouse and drops it at the middle of `onto`'s top. */
async function dragHandle(page: Page, from: Locator, onto: Locator) {
  const handle = from.locator('[data-control="handle"]');
  await handle.scrollIntoViewIfNeeded();
  const grip = await handle.boundingBox();
  const target = await onto.boundingBox();
  if (!grip || !target) throw new Error('the handle or the target is not on show');
  await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
  await page.mouse.down();
  // In steps, as a hand moves: the line marking the landing place follows the pointer.
  await page.mouse.move(grip.x + grip.width / 2, target.y + 5, { steps: 8 });
  await page.mouse.up();
}

/** Drags a block by its handle with one finger, to just above or below `onto`'s middle. */
async function touchDrag(page: Page, from: Locator, where: 'above' | 'below', onto: Locator) {
  const handle = from.locator('[data-control="handle"]');
  await handle.scrollIntoViewIfNeeded();
  const grip = await handle.boundingBox();
  const target = await onto.boundingBox();
  if (!grip || !target) throw new Error('the handle or the target is not on show');
  const cdp = await page.context().newCDPSession(page);
  const x = grip.x + grip.width / 2;
  const startY = grip.y + grip.height / 2;
  const endY = target.y + target.height / 2 + (where === 'below' ? 10 : -10);
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [{ x, y: startY }],
  });
  for (let step = 1; step <= 8; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x, y: startY + ((endY - startY) * step) / 8 }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

// Staff write a post on one page in a real browser: title, cover, three blocks, reordered by
// mouse and by keyboard, saved as they type, kept on the device while offline, and previewed
// in the order they left it; and on a phone's width the same page works by touch-free keys.
describe('the blog editor in a browser', () => {
  let browser: Browser;
  let site: RunningSite;
  let blogId = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    site = await startSite({
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'false',
    });
  });
  afterAll(async () => {
    await site?.stop();
    await browser?.close();
  });

  let desk: WatchedPage;
  afterEach(async () => {
    await desk?.page.context().close();
  });

  it('writes, reorders by mouse and keyboard, saves offline edits when back, previews in order', async () => {
    desk = await openPage(browser);
    const { page, errors } = desk;
    await signInStaff(page, site.url, ADMIN);
    await addDraftWithCover(page, {
      title: TITLE,
      cover: { name: 'calves.png', width: 1200, height: 500, rgb: [30, 90, 140] },
    });

    // Add Blog opens the new draft in the editor.
    await page.getByRole('heading', { name: `Edit: ${TITLE}` }).waitFor();
    blogId = /\/dashboard\/blog\/([^/?]+)\/edit/.exec(page.url())?.[1] ?? '';
    expect(blogId).not.toBe('');
    await statusReads(page, 'Saved');
    // The cover as the site cuts it, at both sizes.
    await page.getByText('Blog list card (4:3)').waitFor();
    const crops = page.getByRole('figure').locator('img');
    await expect(crops.count()).resolves.toBe(2);
    const sizes = await crops.evaluateAll((images) =>
      images.map((image) => {
        const box = (image.parentElement as HTMLElement).getBoundingClientRect();
        return Math.round((box.width / box.height) * 100) / 100;
      }),
    );
    expect(sizes).toEqual([1.33, 1.78]);

    // Three blocks, one after another; the focus lands in each new one.
    await page.getByRole('button', { name: 'Add subtitle' }).click();
    await page.keyboard.type(SUBTITLE);
    await page.getByRole('button', { name: 'Add paragraph' }).click();
    await page.keyboard.type(PARAGRAPH);
    await page.getByRole('button', { name: 'Add list' }).click();
    await page.keyboard.type(LIST);
    await expect(order(page)).resolves.toEqual([SUBTITLE, PARAGRAPH, LIST]);
    await statusReads(page, 'Saved');

    // The list dragged by its handle to the top.
    await dragHandle(page, block(page, 3), block(page, 1));
    await until(async () => (await order(page))[0] === LIST, 'the list dragged to the top');
    await expect(order(page)).resolves.toEqual([LIST, SUBTITLE, PARAGRAPH]);

    // Alt+Up in the paragraph's text moves it above the subtitle; the focus stays in it.
    const paragraph = page.getByLabel('Paragraph', { exact: true });
    await paragraph.focus();
    await page.keyboard.press('Alt+ArrowUp');
    await expect(order(page)).resolves.toEqual([LIST, PARAGRAPH, SUBTITLE]);
    await expect(paragraph.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.getByText('Paragraph moved to position 2 of 3').waitFor({ state: 'attached' });
    // Move down on the list (by keyboard: Enter on the button) puts it under the paragraph.
    await block(page, 1).getByRole('button', { name: 'Move down' }).focus();
    await page.keyboard.press('Enter');
    await expect(order(page)).resolves.toEqual([PARAGRAPH, LIST, SUBTITLE]);
    await statusReads(page, 'Saved');

    // Offline: the edit is kept on the device, and goes out when the connection is back.
    await page.context().setOffline(true);
    await page.getByLabel('Paragraph', { exact: true }).fill(`${PARAGRAPH} ${OFFLINE_TEXT}`);
    await statusReads(page, 'Offline: kept on this device');
    const kept = await page.evaluate(
      (id) => window.localStorage.getItem(`vetportal.blog-draft.${id}`),
      blogId,
    );
    expect(kept).toContain(OFFLINE_TEXT);
    await page.context().setOffline(false);
    await statusReads(page, 'Saved');
    await expect(
      page.evaluate((id) => window.localStorage.getItem(`vetportal.blog-draft.${id}`), blogId),
    ).resolves.toBeNull();

    // The preview (the server's rendering) shows the blocks in the order left on the page.
    const publishing = page.getByRole('region', { name: 'Publishing' });
    await publishing.getByRole('button', { name: 'Preview' }).click();
    const inside = page.frameLocator(`iframe[title="Preview of ${TITLE}"]`);
    await inside.getByText(OFFLINE_TEXT).waitFor();
    const shown = await inside.locator('body').innerText();
    const at = (text: string) => shown.indexOf(text);
    expect(at('Deworm every calf')).toBeGreaterThan(-1);
    expect(at('Deworm every calf')).toBeLessThan(at('Clean water'));
    expect(at('Clean water')).toBeLessThan(at(SUBTITLE));
    expect(shown).toContain(OFFLINE_TEXT);

    // After a reload the page opens the saved post, in the same order.
    await page.reload();
    await page.getByRole('heading', { name: `Edit: ${TITLE}` }).waitFor();
    await expect(order(page)).resolves.toEqual([`${PARAGRAPH} ${OFFLINE_TEXT}`, LIST, SUBTITLE]);
    // The offline request's failure is the only console error the browser logs.
    expect(errors.filter((error) => !/ERR_INTERNET_DISCONNECTED/.test(error))).toEqual([]);
  }, 120_000);

  it('keeps edits through a dropped connection the browser does not notice, and after closing', async () => {
    desk = await openPage(browser);
    const { page } = desk;
    await signInStaff(page, site.url, ADMIN);
    await page.goto(`${site.url}/dashboard/blog/${blogId}/edit`);
    await page.getByRole('heading', { name: `Edit: ${TITLE}` }).waitFor();
    await statusReads(page, 'Saved');

    // The server cannot be reached, yet the browser believes it is online (no 'online' event
    // will come): the edits wait on the device and go out once the server answers again.
    const blocksCall = `**/api/blog/${blogId}/blocks`;
    await page.route(blocksCall, (route) => route.abort('connectionrefused'));
    await page.getByLabel('Subtitle', { exact: true }).fill(`${SUBTITLE} and after`);
    await statusReads(page, 'Offline: kept on this device');
    await page.unroute(blocksCall);
    // Tried again unasked (first after OFFLINE_RETRY_MS[0], 5 s).
    await statusReads(page, 'Saved', 30_000);

    // Closed while the server could not be reached: the next opening sends the edits.
    await page.route(blocksCall, (route) => route.abort('connectionrefused'));
    await page.getByLabel('Subtitle', { exact: true }).fill(`${SUBTITLE}, kept`);
    await statusReads(page, 'Offline: kept on this device');
    await page.unroute(blocksCall);
    await page.goto(`${site.url}/dashboard/blog`);
    await page.goto(`${site.url}/dashboard/blog/${blogId}/edit`);
    await page.getByText('Your unsaved edits from this device are back.').waitFor();
    await statusReads(page, 'Saved');
    await expect(page.getByLabel('Subtitle', { exact: true }).inputValue()).resolves.toBe(
      `${SUBTITLE}, kept`,
    );
    // Put back as the phone test expects it.
    await page.getByLabel('Subtitle', { exact: true }).fill(SUBTITLE);
    await statusReads(page, 'Saved');
  }, 90_000);

  it('works on a 375 px phone: no sideways scrolling, reorder by keys, saved', async () => {
    desk = await openPage(browser, { width: 375, height: 740 }, { hasTouch: true, isMobile: true });
    const { page, errors } = desk;
    await signInStaff(page, site.url, ADMIN);
    await page.goto(`${site.url}/dashboard/blog/${blogId}/edit`);
    await page.getByRole('heading', { name: `Edit: ${TITLE}` }).waitFor();
    await statusReads(page, 'Saved');
    await expect(saveStatus(page).isVisible()).resolves.toBe(true);
    const fits = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    await expect(fits()).resolves.toBe(true);

    // Move up on the subtitle (tapped), then Alt+Down brings it back to the end.
    const last = block(page, 3);
    await last.getByRole('button', { name: 'Move up' }).click();
    await expect(order(page)).resolves.toEqual([`${PARAGRAPH} ${OFFLINE_TEXT}`, SUBTITLE, LIST]);
    await statusReads(page, 'Saved');
    await page.getByLabel('Title', { exact: true }).fill(`${TITLE} on the farm`);
    await statusReads(page, 'Saved');
    await expect(fits()).resolves.toBe(true);

    // A finger drags the paragraph by its handle to the bottom.
    await touchDrag(page, block(page, 1), 'below', block(page, 3));
    await until(
      async () => (await order(page))[2] === `${PARAGRAPH} ${OFFLINE_TEXT}`,
      'the paragraph dragged to the bottom by touch',
    );
    await expect(order(page)).resolves.toEqual([SUBTITLE, LIST, `${PARAGRAPH} ${OFFLINE_TEXT}`]);
    await statusReads(page, 'Saved');

    await page.reload();
    await page.getByRole('heading', { name: `Edit: ${TITLE} on the farm` }).waitFor();
    await expect(order(page)).resolves.toEqual([SUBTITLE, LIST, `${PARAGRAPH} ${OFFLINE_TEXT}`]);
    expect(errors).toEqual([]);
  }, 90_000);

  it('edits a published post as unpublished changes, which visitors see only once published', async () => {
    desk = await openPage(browser);
    const { page, errors } = desk;
    await signInStaff(page, site.url, ADMIN);
    await page.goto(`${site.url}/dashboard/blog/${blogId}/edit`);
    await page.getByRole('heading', { name: /^Edit: / }).waitFor();
    await statusReads(page, 'Saved');
    const publishing = page.getByRole('region', { name: 'Publishing' });
    await publishing.getByRole('button', { name: 'Publish now' }).click();
    await until(
      async () =>
        ((await publishing.getByRole('status').first().textContent()) ?? '').includes('Published'),
      'the post shown published',
    );
    const NEW_TEXT = 'Weigh each calf every month.';
    await page.getByRole('button', { name: 'Add paragraph' }).click();
    await page.keyboard.type(NEW_TEXT);
    await statusReads(page, 'Saved');
    await until(
      async () =>
        ((await publishing.getByRole('status').first().textContent()) ?? '').includes(
          'Unpublished changes',
        ),
      'the unpublished changes shown',
    );
    const visitorPage = async () => (await fetch(`${site.url}/blogs/${blogId}`)).text();
    const before = await visitorPage();
    expect(before).toContain('Deworm every calf');
    expect(before).not.toContain(NEW_TEXT);

    await publishing.getByRole('button', { name: 'Publish changes' }).click();
    await until(async () => (await visitorPage()).includes(NEW_TEXT), 'the changes public');
    await statusReads(page, 'Saved');
    expect(errors).toEqual([]);
  }, 90_000);
});
