import type { Browser, Page } from 'playwright-core';
import { SITE_ROUTES, sitePath } from '../../shared-data/src/contract/site-routes';
import { launchBrowser } from './testing/browser';
import { startSite, type RunningSite } from './testing/site';

/**
 * Every link and button of every public page is readable: its text against the background the
 * browser paints behind it has a contrast of at least 4.5:1 (WCAG 2.2, 1.4.3; 3:1 for large
 * text), on a phone and on a desktop, with the page's menu open. axe leaves many such cases
 * "to review" (text over a parent's background, a rule of one component overriding another's),
 * so the ratio is computed here from the painted colours: the text colour over the first
 * opaque background found walking up from the control, semi-transparent layers blended in.
 */

/** What one control looks like to the eye: its text and the two colours. */
interface Painted {
  text: string;
  html: string;
  ratio: number;
  large: boolean;
  /** A background image (a photo, a gradient) behind the text: its colour cannot be read. */
  overImage: boolean;
}

const VIEWPORTS = {
  phone: { width: 375, height: 740 },
  desktop: { width: 1280, height: 800 },
};

/** Runs in the page: the painted contrast of every visible control with text. */
function paintedControls(): Painted[] {
  type Rgba = [number, number, number, number];
  const parse = (value: string): Rgba => {
    const parts = (value.match(/[\d.]+/g) ?? []).map(Number);
    return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
  };
  /** `top` painted over the opaque `bottom`. */
  const over = (top: Rgba, bottom: Rgba): Rgba => {
    const a = top[3];
    return [0, 1, 2].map((i) => top[i]! * a + bottom[i]! * (1 - a)).concat(1) as Rgba;
  };
  const luminance = ([r, g, b]: Rgba) => {
    const [R, G, B] = [r, g, b].map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
  };
  /** The background painted behind `element`: its own and its ancestors' layers, blended. */
  const backgroundOf = (element: Element): { colour: Rgba; overImage: boolean } => {
    const layers: Rgba[] = [];
    let overImage = false;
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.backgroundImage !== 'none') overImage = true;
      const colour = parse(style.backgroundColor);
      if (colour[3] > 0) layers.push(colour);
      if (colour[3] >= 1) break;
    }
    // The canvas under everything is white.
    let colour: Rgba = [255, 255, 255, 1];
    for (const layer of layers.reverse()) colour = over(layer, colour);
    return { colour, overImage };
  };
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) return false;
    const style = getComputedStyle(element);
    return style.visibility === 'visible' && Number(style.opacity) > 0;
  };

  const controls = Array.from(
    document.querySelectorAll(
      'a[href], button, summary, [role="button"], input[type="submit"], input[type="button"]',
    ),
  );
  const painted: Painted[] = [];
  for (const control of controls) {
    // Each piece of text inside the control, in the element that colours it.
    const holders = new Set<Element>();
    const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent?.trim() && node.parentElement) holders.add(node.parentElement);
    }
    if (control instanceof HTMLInputElement && control.value.trim()) holders.add(control);
    for (const holder of Array.from(holders)) {
      if (!visible(holder) || !visible(control)) continue;
      const style = getComputedStyle(holder);
      const { colour: back, overImage } = backgroundOf(holder);
      const text = over(parse(style.color), back);
      const [lighter, darker] = [luminance(text), luminance(back)].sort((a, b) => b - a);
      const size = parseFloat(style.fontSize);
      const bold = Number(style.fontWeight) >= 700;
      painted.push({
        text: (holder.textContent ?? (holder as HTMLInputElement).value).trim().slice(0, 60),
        html: control.outerHTML.slice(0, 160),
        ratio: (lighter! + 0.05) / (darker! + 0.05),
        large: size >= 24 || (bold && size >= 18.66),
        overImage,
      });
    }
  }
  return painted;
}

describe('contrast of every link and button on every public route', () => {
  let browser: Browser;
  let site: RunningSite;

  beforeAll(async () => {
    browser = await launchBrowser();
    site = await startSite({
      // Every page from one address within seconds, each rendered.
      RENDER_RATE: '1000',
      RENDER_VISITOR_BUDGET: '1000',
      RENDER_BUDGET_MS: '5000',
    });
  });
  afterAll(async () => {
    await site?.stop();
    await browser?.close();
  });

  async function publicPaths(): Promise<string[]> {
    const blogs = (await (await fetch(`${site.url}/api/blog/`)).json()) as { blog_id: string }[];
    const doctors = (await (await fetch(`${site.url}/api/auth/doctors`)).json()) as {
      _id: string;
    }[];
    return [
      ...Object.values(SITE_ROUTES.public).filter((route) => !route.includes(':')),
      SITE_ROUTES.blog.list,
      sitePath(SITE_ROUTES.blog.detail, { blog_id: blogs[0]!.blog_id }),
      sitePath(SITE_ROUTES.public.doctor, { id: doctors[0]!._id }),
    ];
  }

  /** The page's controls as painted, with the menu open where the page has one to open. */
  async function measure(page: Page): Promise<Painted[]> {
    const closed = await page.evaluate(paintedControls);
    const toggle = page.locator('summary[data-menu-toggle]');
    if (!(await toggle.isVisible())) return closed;
    await toggle.click();
    return [...closed, ...(await page.evaluate(paintedControls))];
  }

  it.each(Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[])(
    'is at least 4.5:1 (3:1 for large text) on a %s',
    async (viewport) => {
      const failures: string[] = [];
      let measured = 0;
      let overImages = 0;
      const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
      try {
        const page = await context.newPage();
        for (const path of await publicPaths()) {
          const response = await page.goto(site.url + path, { waitUntil: 'load' });
          expect([path, response?.status()]).toEqual([path, 200]);
          for (const control of await measure(page)) {
            // Text over a picture is judged by eye: the picture has no one colour.
            if (control.overImage) {
              overImages += 1;
              continue;
            }
            measured += 1;
            const needed = control.large ? 3 : 4.5;
            if (control.ratio < needed)
              failures.push(
                `${path}: "${control.text}" ${control.ratio.toFixed(2)}:1 (needs ${needed}:1) in ${control.html}`,
              );
          }
        }
      } finally {
        await context.close();
      }
      console.log(
        `${viewport}: ${measured} pieces of control text measured, ${overImages} over a picture`,
      );
      expect(measured).toBeGreaterThan(200);
      expect(failures).toEqual([]);
    },
  );
});
