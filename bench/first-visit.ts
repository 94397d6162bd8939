// First visits in Chromium, each in a new, empty profile:
// - js (`npm run bench -- --only=js`): the JavaScript every public route (bench/routes.ts)
//   loads when opened and left alone until the network is idle: gzip bytes, split by app.
// - menu (`--only=menu`): a phone (375 px wide, CPU 4x slower, slow 4G, both through the
//   DevTools protocol) opens the home page and taps the menu toggle 100 ms after the first
//   paint: how long until the menu's links show.
// BENCH_ROUTES limits the routes of the first.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext, type Response } from 'playwright-core';
import { SITE_ROUTES } from 'shared-data/contract';
import { CHROMIUM, launchBrowser, startPageCode } from '../e2e/src/testing/browser';
import { startSite } from '../e2e/src/testing/site';
import { publicRoutes } from './routes';

const round = (value: number) => Math.round(value * 10) / 10;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** The app a script came from: a remote's files are under /mfe/<name>/, the rest is the shell's. */
export function appOf(url: string): string {
  const match = new URL(url).pathname.match(/^\/mfe\/([^/]+)\//);
  return match ? `mfe-${match[1]}` : 'shell';
}

// ---------------------------------------------------------------------------------------------
// JavaScript per route

/** Gzip budgets of a first visit's JavaScript: the home page, and every other public route. */
export const ROUTE_JS_BUDGET_KB = { home: 120, other: 150 };

export interface RouteJs {
  path: string;
  label: string;
  gzipKB: number;
  budgetKB: number;
  withinBudget: boolean;
  byApp: Record<string, number>;
  scriptFiles: number;
  /** With the Web Vitals script a sampled visit fetches after the load event and 3 s more. */
  sampledKB: number;
  /** Once the page's code has started (a visitor's first click on a control) and hydrated. */
  startedKB: number;
}

/**
 * Each route in a context of its own (a new profile: empty cache), opened and left until the
 * network has been idle for 500 ms. The bytes are the scripts' bodies gzipped at level 9, as the
 * server's precompressed files are, so the figure does not depend on how a response was sent.
 */
export async function benchRouteJs(): Promise<RouteJs[]> {
  // Every visit sampled for its Web Vitals, so the measuring script's cost shows too.
  const site = await startSite({ VITALS_SAMPLE_RATE: '1' }, '127.0.0.1');
  const browser = await launchBrowser();
  try {
    const results: RouteJs[] = [];
    for (const route of await publicRoutes(site.url)) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts: Response[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response);
      });
      const gzipOf = async (responses: Response[]) => {
        const byApp: Record<string, number> = {};
        for (const response of responses) {
          const gzipBytes = gzipSync(await response.body(), { level: 9 }).length;
          const app = appOf(response.url());
          byApp[app] = (byApp[app] ?? 0) + gzipBytes;
        }
        return byApp;
      };
      const kb = (byApp: Record<string, number>) =>
        Object.values(byApp).reduce((sum, bytes) => sum + bytes, 0) / 1024;
      await page.goto(site.url + route.path, { waitUntil: 'networkidle' });
      const firstFiles = scripts.length;
      const byApp = await gzipOf(scripts.slice(0, firstFiles));
      // The measuring script: after the load event, 3 s more and an idle moment (at most 2 s).
      await page.waitForTimeout(6_000);
      await page.waitForLoadState('networkidle');
      const sampled = kb(await gzipOf([...scripts]));
      // The page's code, as a visitor's first click on a control starts it.
      await startPageCode(page);
      await page.waitForLoadState('networkidle');
      const started = kb(await gzipOf([...scripts]));
      await context.close();
      const totalKB = kb(byApp);
      const budgetKB =
        route.path === SITE_ROUTES.public.home ? ROUTE_JS_BUDGET_KB.home : ROUTE_JS_BUDGET_KB.other;
      results.push({
        path: route.path,
        label: route.label,
        gzipKB: round(totalKB),
        budgetKB,
        withinBudget: totalKB <= budgetKB,
        byApp: Object.fromEntries(
          Object.entries(byApp).map(([app, bytes]) => [app, round(bytes / 1024)]),
        ),
        scriptFiles: firstFiles,
        sampledKB: round(sampled),
        startedKB: round(started),
      });
    }
    return results;
  } finally {
    await browser.close();
    await site.stop();
  }
}

export function routeJsLines(routes: RouteJs[]): string[] {
  const lines = [
    `JavaScript of a first visit, until the network is idle (gzip; budget / ${ROUTE_JS_BUDGET_KB.home} KB, other routes ${ROUTE_JS_BUDGET_KB.other} KB):`,
  ];
  for (const route of routes) {
    const apps = Object.entries(route.byApp)
      .map(([app, kb]) => `${app} ${kb}`)
      .join(', ');
    lines.push(
      `  ${route.path}: ${route.gzipKB} KB in ${route.scriptFiles} files (${apps || 'none'}); ` +
        `budget ${route.budgetKB} KB ${route.withinBudget ? 'met' : 'NOT MET'}; ` +
        `a sampled visit ${route.sampledKB} KB; after a first click on a control ${route.startedKB} KB`,
    );
  }
  return lines;
}

// ---------------------------------------------------------------------------------------------
// The menu tap

const MENU_RUNS = Math.max(1, Number(process.env.BENCH_MENU_RUNS) || 3);
export const MENU_GOAL_MS = 200;
const TAP_AFTER_FIRST_PAINT_MS = 100;
const VIEWPORT = { width: 375, height: 667 };
const CPU_SLOWDOWN = 4;
/** Lighthouse's slow 4G as DevTools throttling applies it (its own adjusted figures). */
const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};
/**
 * The toggle: its marker once it has one, or the top bar's button that controls the menu (the
 * bar is a nav today, perhaps inside a header tomorrow).
 */
const TOGGLE = ['[data-menu-toggle]', 'header button[aria-controls]', 'nav button[aria-controls]'];
/**
 * The menu's link to About us, shown only when the menu is open below the lg breakpoint: inside
 * the element the toggle controls, or else inside the top bar.
 */
const MENU_LINK = `a[href="${SITE_ROUTES.public.aboutUs}"]`;
const TOP_BAR = 'header, nav[aria-label="Main"]';
const PAGE_LOAD_LIMIT_MS = 60_000;
/** Milliseconds on the monotonic clock, as Chromium's DevTools timestamps count them. */
const nowMs = () => Number(process.hrtime.bigint()) / 1e6;

// Run in the page before any of its own scripts. Kept as source text: tsx would wrap named
// functions in a helper that does not exist in the page. It notes the first paint (a
// PerformanceObserver), the time of the first pointerdown (the tap, as the browser stamped it
// on arrival) and, on every frame, whether the menu link shows: not visibility:hidden, not
// display:none, and some of it inside every ancestor that clips (the menu opens by growing a
// grid row inside an overflow:hidden box).
const MENU_PROBE = `(() => {
  const state = { firstPaint: null, tapAt: null, shownAt: null, shownBeforeTap: false };
  window.__menuProbe = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-paint' && state.firstPaint === null) state.firstPaint = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  addEventListener('pointerdown', (event) => {
    if (state.tapAt === null) state.tapAt = event.timeStamp;
  }, { capture: true });
  const toggles = ${JSON.stringify(TOGGLE)};
  const menuLink = () => {
    const toggle = toggles.map((selector) => document.querySelector(selector)).find(Boolean);
    const controlled = toggle && toggle.getAttribute('aria-controls');
    const menu = (controlled && document.getElementById(controlled)) || document.querySelector(${JSON.stringify(TOP_BAR)});
    return menu && menu.querySelector(${JSON.stringify(MENU_LINK)});
  };
  const shows = () => {
    const link = menuLink();
    if (!link || !link.checkVisibility({ checkVisibilityCSS: true, checkOpacity: true })) return false;
    let { top, bottom, left, right } = link.getBoundingClientRect();
    for (let box = link.parentElement; box && box !== document.body; box = box.parentElement) {
      const style = getComputedStyle(box);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const clip = box.getBoundingClientRect();
      top = Math.max(top, clip.top); bottom = Math.min(bottom, clip.bottom);
      left = Math.max(left, clip.left); right = Math.min(right, clip.right);
    }
    return bottom - top >= 1 && right - left >= 1;
  };
  const frame = (now) => {
    if (shows()) {
      if (state.tapAt === null) state.shownBeforeTap = true;
      else { state.shownAt = now; return; }
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})()`;

interface MenuProbe {
  firstPaint: number | null;
  tapAt: number | null;
  shownAt: number | null;
  shownBeforeTap: boolean;
}

export interface MenuTapRun {
  /** From the tap (as the browser received it) to the first frame showing the menu's links. */
  openMs: number;
  firstPaintMs: number;
  /** When the tap arrived, after the first paint (the aim is TAP_AFTER_FIRST_PAINT_MS). */
  tapAfterFirstPaintMs: number;
}

export interface MenuTap {
  runs: MenuTapRun[];
  medianOpenMs: number;
  goalMs: number;
  met: boolean;
  viewport: typeof VIEWPORT;
  cpuSlowdown: number;
}

/** A browser context in a new profile directory, removed by the returned close(). */
async function freshContext() {
  const userDataDir = mkdtempSync(join(tmpdir(), 'bench-menu-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic'],
    viewport: VIEWPORT,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const close = async () => {
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  };
  return { context, close };
}

/** The middle of the toggle on the page as it first paints (the header is fixed at the top). */
async function togglePoint(siteUrl: string) {
  const { context, close } = await freshContext();
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(siteUrl + SITE_ROUTES.public.home);
    let box = null;
    for (const selector of TOGGLE) {
      const toggle = page.locator(selector).first();
      if (await toggle.count()) box = await toggle.boundingBox();
      if (box) break;
    }
    if (!box) throw new Error(`No menu toggle (${TOGGLE.join(', ')}) on the home page at 375 px`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  } finally {
    await close();
  }
}

/**
 * One run. The tap is timed from outside the page: the first paint is known from the browser's
 * lifecycle event, and the tap is sent TAP_AFTER_FIRST_PAINT_MS after it whatever the page's main
 * thread is doing, as a finger would; a timer inside the page would wait for a busy main thread
 * and hide the very delay measured. The page's own figures (its PerformanceObserver's first
 * paint, the tap's timestamp) say when it happened.
 */
async function tapRun(
  context: BrowserContext,
  siteUrl: string,
  point: { x: number; y: number },
): Promise<MenuTapRun> {
  await context.addInitScript(MENU_PROBE);
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Page.enable');
  await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
  // The event's timestamp is the paint's, on the monotonic clock process.hrtime reads too; the
  // event itself arrives up to about 200 ms later when the page's main thread is busy.
  const firstPaintAtMs = new Promise<number>((resolve) => {
    cdp.on('Page.lifecycleEvent', (event) => {
      if (event.name === 'firstPaint') resolve(event.timestamp * 1000);
    });
  });
  const loading = page
    .goto(siteUrl + SITE_ROUTES.public.home, { timeout: PAGE_LOAD_LIMIT_MS })
    .catch((error: unknown) => error);
  const wait = (await firstPaintAtMs) + TAP_AFTER_FIRST_PAINT_MS - nowMs();
  if (wait > 0) await new Promise((done) => setTimeout(done, wait));
  await page.touchscreen.tap(point.x, point.y);
  const deadline = Date.now() + PAGE_LOAD_LIMIT_MS;
  let probe: MenuProbe | undefined;
  for (;;) {
    probe = await page.evaluate<MenuProbe>('window.__menuProbe');
    if (probe.shownAt !== null || Date.now() > deadline) break;
    await new Promise((done) => setTimeout(done, 50));
  }
  const loaded = await loading;
  if (loaded instanceof Error) throw loaded;
  if (probe.shownBeforeTap) throw new Error('The menu links showed before the tap: wrong width?');
  if (probe.shownAt === null || probe.tapAt === null || probe.firstPaint === null)
    throw new Error(`The menu did not open within ${PAGE_LOAD_LIMIT_MS} ms of the tap`);
  return {
    openMs: round(probe.shownAt - probe.tapAt),
    firstPaintMs: round(probe.firstPaint),
    tapAfterFirstPaintMs: round(probe.tapAt - probe.firstPaint),
  };
}

export async function benchMenuTap(): Promise<MenuTap> {
  const site = await startSite({}, '127.0.0.1');
  try {
    const point = await togglePoint(site.url);
    const runs: MenuTapRun[] = [];
    for (let run = 0; run < MENU_RUNS; run += 1) {
      const { context, close } = await freshContext();
      try {
        runs.push(await tapRun(context, site.url, point));
      } finally {
        await close();
      }
    }
    const medianOpenMs = median(runs.map((run) => run.openMs));
    return {
      runs,
      medianOpenMs,
      goalMs: MENU_GOAL_MS,
      met: medianOpenMs <= MENU_GOAL_MS,
      viewport: VIEWPORT,
      cpuSlowdown: CPU_SLOWDOWN,
    };
  } finally {
    await site.stop();
  }
}

export function menuTapLines(menu: MenuTap): string[] {
  const runs = menu.runs
    .map(
      (run) =>
        `${run.openMs} ms (first paint ${run.firstPaintMs} ms, tap ${run.tapAfterFirstPaintMs} ms after it)`,
    )
    .join('; ');
  return [
    `Menu tap on a first visit to / (375 px, CPU ${menu.cpuSlowdown}x, slow 4G; tap ${TAP_AFTER_FIRST_PAINT_MS} ms after first paint) to its links showing: ` +
      `median ${menu.medianOpenMs} ms of ${menu.runs.length} (goal ${menu.goalMs} ms: ${menu.met ? 'met' : 'NOT MET'})`,
    `  runs: ${runs}`,
  ];
}
