// The dashboard's enquiries section with 100,000 enquiries, in Chromium against the production
// server (server/dist/main.js and the built apps) on SQLite: the enquiries are seeded straight
// into the running site's database file, an administrator signs in, and two first renders are
// timed in the page with performance.now():
//   navigation  a click on Enquiries in the side bar, from My Account just loaded, until the
//               newest enquiry and the count are in the page, and the frame after (painted);
//   full load   /dashboard/enquiries opened in the address bar, from navigation start until the
//               newest enquiry is in the page, and the frame after.
// Each run starts from a fresh page load, so the list is never already in the store; the HTTP
// cache is warm after the first run, as for staff who use the dashboard daily (the first,
// cold-cache full load is reported on its own). Called by bench/lists.ts; stops by itself.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../e2e/src/testing/browser';
import { startSite, type RunningSite } from '../e2e/src/testing/site';
import type { Db } from '../server/src/core/database';
import { openDatabase, SQLITE_FILE } from '../server/src/plugins/database';

const root = resolve(__dirname, '..');
const RUNS = 7;
/** The whole part, seeding included, gives up after this long. */
const DEADLINE_MS = 5 * 60_000;
const WAIT_MS = 20_000;
export const BUDGET_FIRST_RENDER_MS = 200;

const ADMIN = { email: 'bench.admin@example.com', password: 'a bench password, long enough' };

/** Writes the enquiries into the site's database, answered (some) by the given staff id. */
export type SeedEnquiries = (db: Db, staffId: string) => Promise<void>;

export interface RenderFigures {
  /** Until the newest enquiry (and, after a click, the count) is in the page. */
  medianMs: number;
  maxMs: number;
  /** The same, to the frame after: what the eye can see. */
  paintedMedianMs: number;
  paintedMaxMs: number;
  runs: number;
}

export interface ListsBrowserBench {
  rows: number;
  database: 'sqlite';
  seedSeconds: number;
  navigation: RenderFigures;
  fullLoad: RenderFigures;
  /**
   * Where a warm full load's time goes, medians from navigation start: when the page asked
   * for its session (GET auth/refresh-token) and for the enquiries (GET enquiry/page), and
   * when each answer had arrived.
   */
  fullLoadSteps: {
    refreshStartMs: number;
    refreshEndMs: number;
    enquiriesStartMs: number;
    enquiriesEndMs: number;
  };
  /** The first full load, with nothing in the HTTP cache. */
  coldFullLoadMs: number;
  budgetMs: number;
  /** Both medians, to the painted frame, under the budget. */
  withinBudget: boolean;
}

const round = (value: number) => Math.round(value * 10) / 10;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

function figures(runs: { dom: number; painted: number }[]): RenderFigures {
  return {
    medianMs: round(median(runs.map((r) => r.dom))),
    maxMs: round(Math.max(...runs.map((r) => r.dom))),
    paintedMedianMs: round(median(runs.map((r) => r.painted))),
    paintedMaxMs: round(Math.max(...runs.map((r) => r.painted))),
    runs: runs.length,
  };
}

// Run in the page, kept as source text: tsx would wrap named functions in a helper that does
// not exist there. READY: the enquiries panel shows the newest enquiry (and, when asked, the
// final count). `resolveWhenReady(t0, withCount, resolve)` resolves { dom, painted } in ms
// after t0, watching every change of the document.
const READY = (newest: string, count: string) => `
  const ready = (withCount) => {
    const title = document.getElementById('dashboard-panel-title');
    if (!title || title.textContent !== 'Client Enquiries') return false;
    const panel = title.closest('section');
    if (!panel || !panel.textContent.includes(${JSON.stringify(newest)})) return false;
    if (!withCount) return true;
    const status = panel.querySelector('[role="status"]');
    return Boolean(status) && status.textContent === ${JSON.stringify(count)};
  };
  const resolveWhenReady = (t0, withCount, resolve) => {
    let done = false;
    const check = () => {
      if (done || !ready(withCount)) return;
      done = true;
      observer.disconnect();
      const dom = performance.now() - t0;
      requestAnimationFrame(() =>
        setTimeout(() => resolve({ dom, painted: performance.now() - t0 }), 0),
      );
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { subtree: true, childList: true, characterData: true });
    check();
  };
`;

/** Installed before any script of a page at /dashboard/enquiries: the time from navigation start. */
const FULL_LOAD_PROBE = (ready: string) => `(() => {
  if (location.pathname !== '/dashboard/enquiries') return;
  ${ready}
  const call = (path) =>
    performance.getEntriesByType('resource').find((entry) => entry.name.includes(path));
  window.__firstRow = new Promise((resolve) => resolveWhenReady(0, false, resolve)).then(
    (times) => {
      const refresh = call('/api/auth/refresh-token');
      const enquiries = call('/api/enquiry/page');
      return {
        ...times,
        refreshStart: refresh ? refresh.startTime : NaN,
        refreshEnd: refresh ? refresh.responseEnd : NaN,
        enquiriesStart: enquiries ? enquiries.startTime : NaN,
        enquiriesEnd: enquiries ? enquiries.responseEnd : NaN,
      };
    },
  );
})()`;

interface FullLoadRun {
  dom: number;
  painted: number;
  refreshStart: number;
  refreshEnd: number;
  enquiriesStart: number;
  enquiriesEnd: number;
}

/** A click on the side bar's Enquiries, timed from just before the click. */
const NAVIGATION_PROBE = (ready: string) => `(async () => {
  ${ready}
  const link = [...document.querySelectorAll('nav[aria-label="Dashboard"] a')].find(
    (a) => a.textContent.trim() === 'Enquiries',
  );
  if (!link) throw new Error('no Enquiries link in the side bar');
  return new Promise((resolve, reject) => {
    setTimeout(() => reject(new Error('the enquiries did not show within ${WAIT_MS} ms')), ${WAIT_MS});
    const t0 = performance.now();
    resolveWhenReady(t0, true, resolve);
    link.click();
  });
})()`;

async function signIn(page: Page, url: string) {
  await page.goto(`${url}/sign_in`);
  await page.getByLabel('Email address').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${url}/dashboard`);
  await page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
}

/** Seeds the running site's SQLite file beside the server (WAL: its readers do not wait). */
async function seed(dataDir: string, seedEnquiries: SeedEnquiries) {
  const database = openDatabase({ dataDir });
  try {
    const admin = await database.db
      .selectFrom('staff')
      .select('id')
      .where('email', '=', ADMIN.email)
      .executeTakeFirstOrThrow();
    const start = performance.now();
    await seedEnquiries(database.db, admin.id);
    return (performance.now() - start) / 1000;
  } finally {
    await database.db.destroy();
  }
}

async function measure(
  rows: number,
  seedEnquiries: SeedEnquiries,
  stopping: { site?: RunningSite; close?: () => Promise<void> },
): Promise<ListsBrowserBench> {
  for (const built of ['server/dist/main.js', 'shell/dist/index.html', 'mfe-dashboard/dist']) {
    if (!existsSync(join(root, built))) {
      throw new Error(`${built} is missing: build first (node scripts/build-changed.mjs)`);
    }
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'vet-bench-lists-'));
  stopping.close = async () => rmSync(dataDir, { recursive: true, force: true });
  const site = await startSite(
    {
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'false',
    },
    '127.0.0.1',
  );
  stopping.site = site;
  if (!existsSync(join(dataDir, SQLITE_FILE))) throw new Error('the site has no SQLite file');
  const seedSeconds = await seed(dataDir, seedEnquiries);

  const newest = `#enq${String(rows - 1).padStart(6, '0')}`;
  const ready = READY(newest, `${rows} enquiries`);
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(FULL_LOAD_PROBE(ready));
    const page = await context.newPage();
    page.setDefaultTimeout(WAIT_MS);
    await signIn(page, site.url);

    const fullLoads: FullLoadRun[] = [];
    for (let run = 0; run <= RUNS; run += 1) {
      await page.goto(`${site.url}/dashboard/enquiries`);
      fullLoads.push(
        await page.evaluate<FullLoadRun>(
          `Promise.race([window.__firstRow, new Promise((_, reject) => setTimeout(() => reject(new Error('no enquiry within ${WAIT_MS} ms')), ${WAIT_MS}))])`,
        ),
      );
    }
    const navigations: { dom: number; painted: number }[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await page.goto(`${site.url}/dashboard`);
      await page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
      navigations.push(await page.evaluate(NAVIGATION_PROBE(ready)));
    }
    await context.close();

    const [cold, ...warm] = fullLoads;
    const navigation = figures(navigations);
    const fullLoad = figures(warm);
    return {
      rows,
      database: 'sqlite',
      seedSeconds: round(seedSeconds),
      navigation,
      fullLoad,
      fullLoadSteps: {
        refreshStartMs: round(median(warm.map((r) => r.refreshStart))),
        refreshEndMs: round(median(warm.map((r) => r.refreshEnd))),
        enquiriesStartMs: round(median(warm.map((r) => r.enquiriesStart))),
        enquiriesEndMs: round(median(warm.map((r) => r.enquiriesEnd))),
      },
      coldFullLoadMs: round(cold?.painted ?? NaN),
      budgetMs: BUDGET_FIRST_RENDER_MS,
      withinBudget:
        navigation.paintedMedianMs < BUDGET_FIRST_RENDER_MS &&
        fullLoad.paintedMedianMs < BUDGET_FIRST_RENDER_MS,
    };
  } finally {
    await browser.close();
  }
}

/**
 * The first render of the enquiries section, with `rows` enquiries seeded by `seedEnquiries`
 * (given a Kysely database of the server's tables and the administrator's id).
 */
export async function benchListsBrowser(
  rows: number,
  seedEnquiries: SeedEnquiries,
): Promise<ListsBrowserBench> {
  const stopping: { site?: RunningSite; close?: () => Promise<void> } = {};
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the browser part took over ${DEADLINE_MS / 1000} s`)),
      DEADLINE_MS,
    );
  });
  try {
    return await Promise.race([measure(rows, seedEnquiries, stopping), deadline]);
  } finally {
    clearTimeout(timer);
    await stopping.site?.stop();
    await stopping.close?.();
  }
}

export function listsBrowserLines(bench: ListsBrowserBench): string[] {
  const line = (label: string, f: RenderFigures) =>
    `    ${label}: ${f.paintedMedianMs} / ${f.paintedMaxMs} ms painted ` +
    `(in the page: ${f.medianMs} / ${f.maxMs} ms)`;
  const steps = bench.fullLoadSteps;
  return [
    `Dashboard enquiries first render, ${bench.rows} rows on ${bench.database}, production ` +
      `build in Chromium (median / slowest of ${bench.navigation.runs}; seeded in ${bench.seedSeconds} s):`,
    line('side-bar click from My Account to the newest enquiry and the count', bench.navigation),
    line('full load of /dashboard/enquiries to the newest enquiry', bench.fullLoad),
    `      (session asked at ${steps.refreshStartMs} ms, answered ${steps.refreshEndMs} ms; ` +
      `enquiries asked at ${steps.enquiriesStartMs} ms, answered ${steps.enquiriesEndMs} ms)`,
    `    first full load, cold HTTP cache: ${bench.coldFullLoadMs} ms painted`,
    `  first render budget ${bench.budgetMs} ms: ${bench.withinBudget ? 'within' : 'OVER'}`,
  ];
}
