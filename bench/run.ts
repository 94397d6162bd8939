// `npm run bench`: build times, the JavaScript the home page fetches before it is interactive
// (gzip bytes, split by app), the requests made before first paint, image processing
// (bench/images.ts), the API under load (bench/api.ts) and releases on a running site
// (bench/releases.ts). Prints the figures and writes them
// to bench/results/latest.json. Everything runs on loopback and stops by itself.
//   npm run bench                         builds every app (timed), then measures the rest
//   npm run bench -- --no-build           builds only what changed (untimed), then measures
//   npm run bench -- --only=api,images    only those parts (of builds, home, images, api,
//                                         lighthouse: bench/lighthouse.ts, lists:
//                                         bench/lists.ts, 100,000 enquiries paged, and the
//                                         dashboard's first render of them; backup:
//                                         bench/backup.ts, 1,000 blogs backed up and restored;
//                                         instances: bench/instances.ts, one instance and two
//                                         behind a balancer; releases: bench/releases.ts;
//                                         booking: bench/booking.ts, slot list and
//                                         bookings/s; rendering: bench/rendering.ts, server
//                                         render times and GET / per second; js:
//                                         bench/first-visit.ts, the JavaScript of a first
//                                         visit to every public route; menu: the same file,
//                                         the menu tapped on a phone's first visit;
//                                         languages: bench/languages.ts, the Kiswahili
//                                         catalogues and what a first visit fetches of them);
//                                         the others keep their figures in the JSON
//   npm run bench -- --out=FILE           writes the JSON to FILE instead
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Response } from 'playwright-core';
import { CHROMIUM, launchBrowser } from '../e2e/src/testing/browser';
import { startSite } from '../e2e/src/testing/site';
import { apiLines, benchApi } from './api';
import { backupLines, benchBackup } from './backup';
import { BUDGET_960_BYTES, BUDGET_MS, benchImages } from './images';
import { benchInstances, instancesLines } from './instances';
import { benchBooking, bookingLines } from './booking';
import { benchRendering, renderingLines } from './rendering';
import { benchLanguages, languagesLines } from './languages';
import { appOf, benchMenuTap, benchRouteJs, menuTapLines, routeJsLines } from './first-visit';
import { benchLighthouse, lighthouseLines } from './lighthouse';
import { benchLists, listsLines } from './lists';
import { benchReleases, releasesLines } from './releases';

const root = resolve(__dirname, '..');
const BUDGET_KB = 200;
const RUNS = 3;
const APPS = ['shell', 'mfe-public', 'mfe-blog', 'mfe-auth', 'mfe-dashboard'];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const PARTS = [
  'builds',
  'home',
  'images',
  'api',
  'lighthouse',
  'js',
  'menu',
  'lists',
  'backup',
  'instances',
  'releases',
  'booking',
  'rendering',
  'languages',
] as const;
type Part = (typeof PARTS)[number];

const round = (value: number) => Math.round(value * 10) / 10;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

function timed(label: string, args: string[]): number {
  const started = process.hrtime.bigint();
  const result = spawnSync(npm, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`${label} failed`);
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/** Leaves the stamps of scripts/build-changed.mjs matching the builds on disk. */
function buildChanged() {
  spawnSync(process.execPath, [join(root, 'scripts', 'build-changed.mjs')], {
    cwd: root,
    stdio: 'ignore',
  });
}

function measureBuilds() {
  const perAppSeconds: Record<string, number> = {};
  for (const app of APPS)
    perAppSeconds[app] = round(timed(`build ${app}`, ['run', 'build', '-w', app]));
  // A rebuild of one remote after a change to one of its files.
  const touched = join(root, 'mfe-blog', 'src', 'app', 'module.tsx');
  utimesSync(touched, new Date(), new Date());
  const rebuild = timed('rebuild mfe-blog', ['run', 'build', '-w', 'mfe-blog']);
  buildChanged();
  const total = Object.values(perAppSeconds).reduce((sum, seconds) => sum + seconds, 0);
  return { fullBuildSeconds: round(total), perAppSeconds, rebuildOneRemoteSeconds: round(rebuild) };
}

interface PaintTiming {
  firstPaintMs: number;
  requestsBeforeFirstPaint: number;
  requestsBeforeFirstContentfulPaint: number;
  requestsUntilIdle: number;
}

// Run in the page. Kept as source text: tsx would wrap named functions in a helper that
// does not exist in the page.
const PAINT_PROBE = `(() => {
  const paint = performance.getEntriesByType('paint');
  const at = (name) => paint.find((entry) => entry.name === name)?.startTime ?? Infinity;
  const resources = performance.getEntriesByType('resource');
  const before = (time) => 1 + resources.filter((entry) => entry.startTime < time).length;
  return {
    firstPaintMs: at('first-paint'),
    requestsBeforeFirstPaint: before(at('first-paint')),
    requestsBeforeFirstContentfulPaint: before(at('first-contentful-paint')),
    requestsUntilIdle: 1 + resources.length,
  };
})()`;

async function measureHome() {
  const site = await startSite({}, '127.0.0.1');
  const browser = await launchBrowser();
  try {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext(); // a cold cache each time
      const page = await context.newPage();
      const scripts: Response[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response);
      });
      await page.goto(site.url + '/', { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).waitFor();
      const timing = await page.evaluate<PaintTiming>(PAINT_PROBE);
      const byApp: Record<string, number> = {};
      const files = [];
      for (const response of scripts) {
        const gzipBytes = gzipSync(await response.body(), { level: 9 }).length;
        const app = appOf(response.url());
        byApp[app] = (byApp[app] ?? 0) + gzipBytes;
        files.push({ url: new URL(response.url()).pathname, gzipBytes });
      }
      runs.push({ timing, byApp, files });
      await context.close();
    }
    const last = runs[runs.length - 1]!;
    const totalKB = Object.values(last.byApp).reduce((sum, bytes) => sum + bytes, 0) / 1024;
    return {
      homeJsGzipKB: round(totalKB),
      budgetKB: BUDGET_KB,
      withinBudget: totalKB <= BUDGET_KB,
      homeJsGzipKBByApp: Object.fromEntries(
        Object.entries(last.byApp).map(([app, bytes]) => [app, round(bytes / 1024)]),
      ),
      scriptFiles: last.files.length,
      files: last.files,
      requestsBeforeFirstPaint: median(runs.map((r) => r.timing.requestsBeforeFirstPaint)),
      requestsBeforeFirstContentfulPaint: median(
        runs.map((r) => r.timing.requestsBeforeFirstContentfulPaint),
      ),
      requestsUntilIdle: median(runs.map((r) => r.timing.requestsUntilIdle)),
      firstPaintMsLoopback: round(median(runs.map((r) => r.timing.firstPaintMs))),
    };
  } finally {
    await browser.close();
    await site.stop();
  }
}

/** The parts to measure: every one, or those of --only=; --no-build drops the builds. */
function selectedParts(args: string[]): Set<Part> {
  const only = args.find((arg) => arg.startsWith('--only='));
  const names = only ? only.slice('--only='.length).split(',').filter(Boolean) : [...PARTS];
  const unknown = names.filter((name) => !(PARTS as readonly string[]).includes(name));
  if (unknown.length || !names.length) {
    throw new Error(`--only=${names.join(',')}: the parts are ${PARTS.join(', ')}`);
  }
  const parts = new Set(names as Part[]);
  if (args.includes('--no-build')) parts.delete('builds');
  return parts;
}

/** The figures already in the file, kept for the parts this run does not measure. */
function previousResults(file: string): Record<string, unknown> {
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

async function main() {
  const parts = selectedParts(process.argv);
  const out = process.argv.find((arg) => arg.startsWith('--out='))?.slice('--out='.length);
  const file = out ? resolve(out) : join(root, 'bench', 'results', 'latest.json');
  const builds = parts.has('builds') ? measureBuilds() : null;
  const inBrowser = ['home', 'lighthouse', 'js', 'menu', 'lists', 'instances', 'languages'].some(
    (part) => parts.has(part as Part),
  );
  if (inBrowser && !existsSync(CHROMIUM))
    throw new Error(
      `No Chromium at ${CHROMIUM}: install it (apt-get install -y chromium) or set CHROMIUM_PATH`,
    );
  if (!builds && inBrowser) buildChanged();
  const home = parts.has('home') ? await measureHome() : null;
  const images = parts.has('images') ? await benchImages() : null;
  const api = parts.has('api') ? await benchApi() : null;
  const lighthouse = parts.has('lighthouse') ? await benchLighthouse() : null;
  const js = parts.has('js') ? await benchRouteJs() : null;
  const menu = parts.has('menu') ? await benchMenuTap() : null;
  const lists = parts.has('lists') ? await benchLists() : null;
  const backup = parts.has('backup') ? await benchBackup() : null;
  const instances = parts.has('instances') ? await benchInstances() : null;
  const releases = parts.has('releases') ? await benchReleases() : null;
  const booking = parts.has('booking') ? await benchBooking() : null;
  const rendering = parts.has('rendering') ? await benchRendering() : null;
  const languages = parts.has('languages') ? await benchLanguages() : null;

  if (builds) {
    console.log(`Full production build of all apps: ${builds.fullBuildSeconds} s`);
    for (const [app, seconds] of Object.entries(builds.perAppSeconds))
      console.log(`  ${app}: ${seconds} s`);
    console.log(`Rebuild of one remote (mfe-blog): ${builds.rebuildOneRemoteSeconds} s`);
  }
  if (home) {
    const verdict = home.withinBudget ? 'within' : 'OVER';
    console.log(
      `Home page JS before interactive: ${home.homeJsGzipKB} KB gzip in ${home.scriptFiles} files (budget ${BUDGET_KB} KB: ${verdict})`,
    );
    for (const [app, kb] of Object.entries(home.homeJsGzipKBByApp))
      console.log(`  ${app}: ${kb} KB`);
    console.log(`Requests before first paint: ${home.requestsBeforeFirstPaint}`);
    console.log(
      `Requests before first contentful paint: ${home.requestsBeforeFirstContentfulPaint}`,
    );
    console.log(`Requests until the network is idle: ${home.requestsUntilIdle}`);
  }
  if (images) {
    const kb = (bytes: number) => round(bytes / 1024);
    console.log(
      `Image upload, 4000x3000 JPEG (${kb(images.sourceJpegBytes)} KB) to WebP at every width: ` +
        `${images.jpeg4000x3000Ms} ms median (budget ${BUDGET_MS} ms)`,
    );
    console.log(
      `  960 px WebP: ${kb(images.webp960Bytes)} KB (budget ${kb(BUDGET_960_BYTES)} KB); ` +
        `${images.withinBudget ? 'within' : 'OVER'} budget`,
    );
  }
  if (api) for (const line of apiLines(api)) console.log(line);
  if (lighthouse) for (const line of lighthouseLines(lighthouse)) console.log(line);
  if (js) for (const line of routeJsLines(js)) console.log(line);
  if (menu) for (const line of menuTapLines(menu)) console.log(line);
  if (lists) for (const line of listsLines(lists)) console.log(line);
  if (backup) for (const line of backupLines(backup)) console.log(line);
  if (instances) for (const line of instancesLines(instances)) console.log(line);
  if (releases) for (const line of releasesLines(releases)) console.log(line);
  if (booking) for (const line of bookingLines(booking)) console.log(line);
  if (rendering) for (const line of renderingLines(rendering)) console.log(line);
  if (languages) for (const line of languagesLines(languages)) console.log(line);

  // A partial run (--only, --no-build) keeps the other parts' figures from the file, and
  // measuredAt says when each part was measured.
  const date = new Date().toISOString();
  const previous = previousResults(file);
  const previousDates = (previous.measuredAt ?? {}) as Record<string, string | undefined>;
  const fresh: Record<Part, unknown> = {
    builds,
    home,
    images,
    api,
    lighthouse,
    js,
    menu,
    lists,
    backup,
    instances,
    releases,
    booking,
    rendering,
    languages,
  };
  const measuredAt: Record<string, string | null> = {};
  const results: Record<string, unknown> = { date, node: process.version, measuredAt };
  for (const part of PARTS) {
    if (parts.has(part)) {
      results[part] = fresh[part];
      measuredAt[part] = date;
    } else {
      results[part] = previous[part] ?? null;
      const previousDate = previousDates[part] ?? previous.date;
      measuredAt[part] =
        results[part] !== null && typeof previousDate === 'string' ? previousDate : null;
    }
  }
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(results, null, 2) + '\n');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
