// `npm run bench`: build times, the JavaScript the home page fetches before it is interactive
// (gzip bytes, split by app) and the requests made before first paint. Prints the figures and
// writes them to bench/results/latest.json. Everything runs on loopback and stops by itself.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('..', import.meta.url));
const BUDGET_KB = 200;
const APPS = ['shell', 'mfe-public', 'mfe-blog', 'mfe-auth', 'mfe-dashboard'];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function timed(label, command, args) {
  const started = process.hrtime.bigint();
  const result = spawnSync(command, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`${label} failed`);
  return Number(process.hrtime.bigint() - started) / 1e9;
}

function measureBuilds() {
  const perApp = {};
  let total = 0;
  for (const app of APPS) {
    perApp[app] = timed(`build ${app}`, npm, ['run', 'build', '-w', app]);
    total += perApp[app];
  }
  // A rebuild of one remote after a change to one of its files.
  const touched = join(root, 'mfe-blog', 'src', 'app', 'module.tsx');
  const now = new Date();
  utimesSync(touched, now, now);
  const rebuild = timed('rebuild mfe-blog', npm, ['run', 'build', '-w', 'mfe-blog']);
  // Leave the stamps of scripts/build-changed.mjs valid again.
  spawnSync(process.execPath, [join(root, 'scripts', 'build-changed.mjs')], {
    cwd: root,
    stdio: 'ignore',
  });
  return {
    fullBuildSeconds: round(total),
    perAppSeconds: mapValues(perApp, round),
    rebuildOneRemoteSeconds: round(rebuild),
  };
}

async function freePort() {
  const server = createServer();
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address();
  await new Promise((done) => server.close(done));
  return port;
}

async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'vet-bench-'));
  const child = spawn(process.execPath, [join(root, 'server', 'dist', 'main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function appOf(url) {
  const match = new URL(url).pathname.match(/^\/mfe\/([^/]+)\//);
  return match ? `mfe-${match[1]}` : 'shell';
}

async function measureHome() {
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
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
  try {
    const runs = [];
    for (let run = 0; run < 3; run += 1) {
      const context = await browser.newContext(); // a cold cache each time
      const page = await context.newPage();
      const scripts = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response);
      });
      await page.goto(server.url + '/', { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).waitFor();
      const timing = await page.evaluate(() => {
        const paint = performance.getEntriesByType('paint');
        const fp = paint.find((entry) => entry.name === 'first-paint')?.startTime ?? Infinity;
        const fcp =
          paint.find((entry) => entry.name === 'first-contentful-paint')?.startTime ?? Infinity;
        const resources = performance.getEntriesByType('resource');
        const nav = performance.getEntriesByType('navigation')[0];
        return {
          firstPaintMs: fp,
          firstContentfulPaintMs: fcp,
          requestsBeforeFirstPaint: 1 + resources.filter((entry) => entry.startTime < fp).length,
          requestsBeforeFirstContentfulPaint:
            1 + resources.filter((entry) => entry.startTime < fcp).length,
          requestsUntilIdle: 1 + resources.length,
          domInteractiveMs: nav ? nav.domInteractive : null,
        };
      });
      const byApp = {};
      const files = [];
      for (const response of scripts) {
        const body = await response.body();
        const gzip = gzipSync(body, { level: 9 }).length;
        const app = appOf(response.url());
        byApp[app] = (byApp[app] ?? 0) + gzip;
        files.push({ url: new URL(response.url()).pathname, gzipBytes: gzip });
      }
      runs.push({ timing, byApp, files });
      await context.close();
    }
    const last = runs[runs.length - 1];
    const totalBytes = Object.values(last.byApp).reduce((sum, bytes) => sum + bytes, 0);
    return {
      homeJsGzipKB: round(totalBytes / 1024),
      budgetKB: BUDGET_KB,
      withinBudget: totalBytes / 1024 <= BUDGET_KB,
      homeJsGzipKBByApp: mapValues(last.byApp, (bytes) => round(bytes / 1024)),
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
    server.stop();
  }
}

const round = (value) => Math.round(value * 10) / 10;
const mapValues = (object, fn) =>
  Object.fromEntries(Object.entries(object).map(([k, v]) => [k, fn(v)]));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const skipBuild = process.argv.includes('--no-build');
const builds = skipBuild ? null : measureBuilds();
if (skipBuild)
  spawnSync(process.execPath, [join(root, 'scripts', 'build-changed.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
const home = await measureHome();
const results = { date: new Date().toISOString(), node: process.version, builds, home };

if (builds) {
  console.log(`Full production build of all apps: ${builds.fullBuildSeconds} s`);
  for (const [app, seconds] of Object.entries(builds.perAppSeconds))
    console.log(`  ${app}: ${seconds} s`);
  console.log(`Rebuild of one remote (mfe-blog): ${builds.rebuildOneRemoteSeconds} s`);
}
console.log(
  `Home page JS before interactive: ${home.homeJsGzipKB} KB gzip in ${home.scriptFiles} files (budget ${BUDGET_KB} KB: ${home.withinBudget ? 'within' : 'OVER'})`,
);
for (const [app, kb] of Object.entries(home.homeJsGzipKBByApp)) console.log(`  ${app}: ${kb} KB`);
console.log(`Requests before first paint: ${home.requestsBeforeFirstPaint}`);
console.log(`Requests before first contentful paint: ${home.requestsBeforeFirstContentfulPaint}`);
console.log(`Requests until the network is idle: ${home.requestsUntilIdle}`);

mkdirSync(join(root, 'bench', 'results'), { recursive: true });
writeFileSync(
  join(root, 'bench', 'results', 'latest.json'),
  JSON.stringify(results, null, 2) + '\n',
);
