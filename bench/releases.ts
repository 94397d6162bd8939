// Long on purpose: one real server, then each figure of a release measured against it in turn.
// Releases on a running site (docs/behaviour.md#releases), on loopback: the seconds from
// starting `npm run release -- blog --dir <build>` (and `--rollback`) to the first
// /runtime-config.json that names the new version, polled every 20 ms; the time of the release
// and rollback calls alone (the server's share: upload, checks, storage, the compare-and-set);
// and what the registry adds to a page load (runtime-config.json's bytes with and without its
// `releases` field and versioned URLs, the bucket cookie, and the requests the page makes).
// `npx tsx bench/releases.ts` runs it alone.
//
// The server is `server/src/main.ts` in a child process (tsx, the current source) over a
// temporary DATA_DIR, serving this checkout's builds: it registers them at start, as `npm
// start` does. The blog release is mfe-blog/dist (built by `npm run build -w mfe-blog`) when it
// is there, else a small fixture build; each release is a copy with one changed byte.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { remoteBuild } from '../server/src/testing/release-fixture';

const root = path.resolve(__dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const POLL_MS = 20;
/** Server-side release and rollback calls timed this many times each. */
const CALL_RUNS = 5;
/** The goal: a release or rollback served in under this, on the server side. */
export const GOAL_SECONDS = 1;
const ADMIN_EMAIL = 'bench.admin@example.com';
const ADMIN_PASSWORD = 'a bench password, long enough';
/** Nothing here waits longer than this for one step. */
const STEP_TIMEOUT_MS = 120_000;

export interface ReleasesBench {
  setup: string;
  build: { source: 'mfe-blog/dist' | 'fixture'; files: number; bytes: number };
  /** `npm run release -- blog --dir <copy>`: start to the first visitor served the new version. */
  releaseCommand: { toFirstServedSeconds: number; commandSeconds: number };
  /** `npm run release -- blog --rollback`: start to the first visitor served the old version. */
  rollbackCommand: { toFirstServedSeconds: number; commandSeconds: number };
  /** The calls alone, medians (and worst) of CALL_RUNS, as a client on loopback sees them. */
  serverSide: {
    runs: number;
    releaseCallMs: number;
    releaseCallMaxMs: number;
    rollbackCallMs: number;
    rollbackCallMaxMs: number;
    /** From the call's answer to the first runtime-config naming the version. */
    answerToServedMs: number;
    uploadBodyBytes: number;
    goalSeconds: number;
    meetsGoal: boolean;
    restarts: number;
  };
  pageLoad: {
    runtimeConfigBytes: number;
    runtimeConfigBytesWithoutReleases: number;
    /** What versioned manifest URLs add over the unversioned ones, every remote together. */
    versionedUrlExtraBytes: number;
    /** The first visit's Set-Cookie header (name: value). */
    setCookieBytes: number;
    /** The Cookie header every later request to the site carries. */
    cookieHeaderBytes: number;
    /** The shell page's preload hints: all of them, and those a registry lookup added. */
    preloadHints: string[];
    registryPreloads: number;
    /** Hints at a registered version's files (/mfe/<remote>/<version>/...). */
    versionedPreloads: number;
    /** What a browser fetched for the home page, when Chromium ran; null otherwise. */
    browser: {
      requests: number;
      runtimeConfigRequests: number;
      /** Release API calls (the beacon, a couple of seconds after the remote rendered). */
      releaseApiRequests: string[];
    } | null;
  };
}

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

/** The files a release of this folder holds (as the release command reads them: no maps, no hidden files). */
function buildFiles(dir: string): { path: string; bytes: Buffer }[] {
  const out: { path: string; bytes: Buffer }[] = [];
  const walk = (folder: string, prefix: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.name.startsWith('.')) continue;
      if (entry.isDirectory()) walk(path.join(folder, entry.name), relative);
      else if (!/\.map(\.br|\.gz)?$/.test(entry.name)) {
        out.push({ path: relative, bytes: readFileSync(path.join(folder, entry.name)) });
      }
    }
  };
  walk(dir, '');
  return out;
}

/**
 * A copy of the build with one changed byte (a comment at the end of remoteEntry.js, with its
 * .gz/.br twins made again): a new version whose page behaves the same.
 */
function changedCopy(source: string, into: string, mark: number): string {
  const dir = path.join(into, `build-${mark}`);
  cpSync(source, dir, { recursive: true });
  const entry = path.join(dir, 'remoteEntry.js');
  const bytes = Buffer.concat([readFileSync(entry), Buffer.from(`\n//${mark}\n`)]);
  writeFileSync(entry, bytes);
  if (existsSync(`${entry}.gz`)) writeFileSync(`${entry}.gz`, gzipSync(bytes, { level: 9 }));
  if (existsSync(`${entry}.br`)) writeFileSync(`${entry}.br`, brotliCompressSync(bytes));
  return dir;
}

interface Server {
  base: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** server/src/main.ts in a child process over `dataDir`, once /api/health answers. */
async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child = spawn(tsx, [path.join(root, 'server', 'src', 'main.ts')], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + STEP_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error('the server did not answer /api/health in time');
    }
    await sleep(100);
  }
  return {
    base,
    child,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

interface RuntimeConfig {
  remotes: Record<string, string>;
  releases?: Record<string, { version: string | null; channel: string }>;
}

/** A returning visitor: the bucket cookie of its first visit goes with each request. */
async function visitor(base: string) {
  const first = await fetch(`${base}/runtime-config.json`);
  const setCookie = first.headers.get('set-cookie') ?? '';
  const cookie = setCookie.split(';')[0] ?? '';
  await first.arrayBuffer();
  return {
    setCookie,
    cookie,
    async config(): Promise<{ body: string; config: RuntimeConfig }> {
      const res = await fetch(`${base}/runtime-config.json`, { headers: { cookie } });
      const body = await res.text();
      return { body, config: JSON.parse(body) as RuntimeConfig };
    },
  };
}
type Visitor = Awaited<ReturnType<typeof visitor>>;

/**
 * Polls runtime-config every POLL_MS until the blog's version passes `test`; stops with the
 * error `failed` answers (the command being timed failed).
 */
async function servedAt(
  guest: Visitor,
  test: (version: string | null | undefined) => boolean,
  failed: () => Error | undefined = () => undefined,
): Promise<number> {
  const deadline = performance.now() + STEP_TIMEOUT_MS;
  for (;;) {
    const { config } = await guest.config();
    if (test(config.releases?.blog?.version)) return performance.now();
    const error = failed();
    if (error) throw error;
    if (performance.now() > deadline) throw new Error('the new version was never served');
    await sleep(POLL_MS);
  }
}

/** Starts a command, timing it: `done` resolves when it exits 0, `failed` says if it did not. */
function command(args: string[], env: Record<string, string>) {
  const started = performance.now();
  const child = spawn(npm, args, { cwd: root, env: { ...process.env, ...env } });
  let output = '';
  let failure: Error | undefined;
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ seconds: number; output: string }>((resolve, reject) => {
    const timer = setTimeout(() => child.kill('SIGTERM'), STEP_TIMEOUT_MS);
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve({ seconds: (performance.now() - started) / 1000, output });
      else {
        failure = new Error(`npm ${args.join(' ')} exited with ${code}:\n${output}`);
        reject(failure);
      }
    });
  });
  // Read through `failed` while polling, and `done` after: never an unhandled rejection.
  exited.catch(() => {});
  return { started, done: exited, failed: () => failure };
}

async function api<T>(base: string, method: string, call: string, token: string, body?: object) {
  const res = await fetch(`${base}/api/${call}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${call}: ${res.status} ${text}`);
  return JSON.parse(text) as T;
}

/** What a browser fetches for the home page, if Chromium can be started here. */
async function browserRequests(base: string): Promise<ReleasesBench['pageLoad']['browser']> {
  let browser;
  try {
    const { launchBrowser } = await import('../e2e/src/testing/browser');
    browser = await launchBrowser();
  } catch (error) {
    console.warn(`(no browser: ${String(error).split('\n')[0]}; the page's requests are skipped)`);
    return null;
  }
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const urls: string[] = [];
    page.on('request', (request) => urls.push(`${request.method()} ${request.url()}`));
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    // The beacon goes out a couple of seconds after the first remote rendered.
    await sleep(3000);
    await context.close();
    const local = urls.map((url) => url.replace(base, ''));
    return {
      requests: local.length,
      runtimeConfigRequests: local.filter((url) => url.includes('/runtime-config.json')).length,
      releaseApiRequests: local.filter((url) => url.includes('/api/releases/')),
    };
  } finally {
    await browser.close();
  }
}

export async function benchReleases(): Promise<ReleasesBench> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'vetportal-bench-releases-'));
  const dataDir = path.join(work, 'data');
  let server: Server | undefined;
  try {
    // The blog's build, or a fixture shaped like one.
    const built = path.join(root, 'mfe-blog', 'dist');
    const real = existsSync(path.join(built, 'mf-manifest.json'));
    let source = built;
    if (!real) {
      source = path.join(work, 'fixture');
      mkdirSync(source);
      for (const file of remoteBuild('bench')) {
        writeFileSync(path.join(source, file.path), file.bytes);
      }
    }
    const files = buildFiles(source);

    const env = {
      DATA_DIR: dataDir,
      SITE_ROOT: root,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
    };
    server = await startServer(env);
    // Whatever ends this process, the server goes with it.
    const child = server.child;
    process.once('exit', () => child.kill('SIGTERM'));
    const { base } = server;
    const token = spawnSync(
      tsx,
      [path.join(root, 'server', 'src', 'cli', 'deploy-token.ts'), 'blog', 'bench'],
      {
        cwd: root,
        env: { ...process.env, ...env },
        encoding: 'utf8',
      },
    )
      .stdout.trim()
      .split('\n')
      .pop();
    if (!token?.startsWith('vpd_')) throw new Error('npm run deploy-token made no token');
    const releaseEnv = { RELEASE_URL: base, RELEASE_TOKEN: token };

    const guest = await visitor(base);
    const before = (await guest.config()).config.releases?.blog?.version ?? null;
    const pid = server.child.pid;

    // 1. The release command, start to the first visitor served the new version.
    const release = command(
      ['run', 'release', '--silent', '--', 'blog', '--dir', changedCopy(source, work, 1)],
      releaseEnv,
    );
    const served = await servedAt(guest, (version) => version !== before, release.failed);
    const released = await release.done;
    const printed = /version ([0-9a-f]{12})/.exec(released.output)?.[1];
    const now = (await guest.config()).config.releases?.blog?.version;
    if (!printed || printed !== now) {
      throw new Error(`released ${printed ?? '?'} but visitors get ${now ?? '?'}`);
    }

    // 2. The rollback command, start to the first visitor served the old version again.
    const rollback = command(
      ['run', 'release', '--silent', '--', 'blog', '--rollback'],
      releaseEnv,
    );
    const rolledBack = await servedAt(guest, (version) => version === before, rollback.failed);
    const rolled = await rollback.done;

    // 3. The calls alone, each a new build (upload, checks, storage, made live), then back.
    const releaseMs: number[] = [];
    const rollbackMs: number[] = [];
    const answerToServed: number[] = [];
    let uploadBodyBytes = 0;
    for (let run = 0; run < CALL_RUNS; run += 1) {
      const body = JSON.stringify({
        files: buildFiles(changedCopy(source, work, 100 + run)).map((file) => ({
          path: file.path,
          data: file.bytes.toString('base64'),
        })),
      });
      uploadBodyBytes = body.length;
      let started = performance.now();
      const res = await fetch(`${base}/api/releases/blog/versions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body,
      });
      const answer = (await res.json()) as { version?: string; msg?: string };
      let answered = performance.now();
      if (!res.ok) throw new Error(`release: ${res.status} ${answer.msg ?? ''}`);
      releaseMs.push(answered - started);
      answerToServed.push((await servedAt(guest, (v) => v === answer.version)) - answered);

      started = performance.now();
      await api(base, 'POST', 'releases/blog/rollback', token, {});
      answered = performance.now();
      rollbackMs.push(answered - started);
      answerToServed.push((await servedAt(guest, (v) => v !== answer.version)) - answered);
    }
    const restarts = server.child.pid === pid && server.child.exitCode === null ? 0 : 1;

    // 4. What the registry adds to a page load.
    const { body, config } = await guest.config();
    const withoutReleases = JSON.stringify({ ...config, releases: undefined });
    const unversioned = Object.entries(config.remotes).reduce(
      (sum, [name, url]) => sum + url.length - `/mfe/${name}/mf-manifest.json`.length,
      0,
    );
    const page = await fetch(`${base}/`, {
      headers: { accept: 'text/html', cookie: guest.cookie },
    });
    const html = await page.text();
    const preloadHints = [...html.matchAll(/<link rel="preload" href="([^"]+)"/g)].map(
      (match) => match[1] ?? '',
    );
    const browser = page.ok ? await browserRequests(base) : null;

    const serverSideMs = Math.max(median(releaseMs), median(rollbackMs)) + median(answerToServed);
    return {
      setup:
        'server/src/main.ts (tsx) in a child process on 127.0.0.1, SQLite in a temporary DATA_DIR, ' +
        'this checkout as SITE_ROOT (its builds registered at start); runtime-config.json polled ' +
        `every ${POLL_MS} ms by a returning visitor (bucket cookie)`,
      build: {
        source: real ? 'mfe-blog/dist' : 'fixture',
        files: files.length,
        bytes: files.reduce((sum, file) => sum + file.bytes.length, 0),
      },
      releaseCommand: {
        toFirstServedSeconds: round((served - release.started) / 1000, 2),
        commandSeconds: round(released.seconds, 2),
      },
      rollbackCommand: {
        toFirstServedSeconds: round((rolledBack - rollback.started) / 1000, 2),
        commandSeconds: round(rolled.seconds, 2),
      },
      serverSide: {
        runs: CALL_RUNS,
        releaseCallMs: round(median(releaseMs)),
        releaseCallMaxMs: round(Math.max(...releaseMs)),
        rollbackCallMs: round(median(rollbackMs)),
        rollbackCallMaxMs: round(Math.max(...rollbackMs)),
        answerToServedMs: round(median(answerToServed)),
        uploadBodyBytes,
        goalSeconds: GOAL_SECONDS,
        meetsGoal: serverSideMs < GOAL_SECONDS * 1000 && restarts === 0,
        restarts,
      },
      pageLoad: {
        runtimeConfigBytes: Buffer.byteLength(body),
        runtimeConfigBytesWithoutReleases: Buffer.byteLength(withoutReleases),
        versionedUrlExtraBytes: unversioned,
        setCookieBytes: Buffer.byteLength(`set-cookie: ${guest.setCookie}`),
        cookieHeaderBytes: Buffer.byteLength(`cookie: ${guest.cookie}`),
        preloadHints,
        registryPreloads: preloadHints.filter((href) => href.includes('/api/')).length,
        versionedPreloads: preloadHints.filter((href) =>
          /^\/mfe\/[a-z]+\/[0-9a-f]{12}\//.test(href),
        ).length,
        browser,
      },
    };
  } finally {
    await server?.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

export function releasesLines(result: ReleasesBench): string[] {
  const { serverSide: s, pageLoad: p } = result;
  const kb = (bytes: number) => round(bytes / 1024);
  const lines = [
    `Releases (${result.build.source}: ${result.build.files} files, ${kb(result.build.bytes)} KB):`,
    `  npm run release -- blog --dir: first visitor on the new version after ${result.releaseCommand.toFirstServedSeconds} s (the command took ${result.releaseCommand.commandSeconds} s)`,
    `  npm run release -- blog --rollback: first visitor on the old version after ${result.rollbackCommand.toFirstServedSeconds} s (the command took ${result.rollbackCommand.commandSeconds} s)`,
    `  server side, median of ${s.runs}: release call ${s.releaseCallMs} ms (worst ${s.releaseCallMaxMs}, body ${kb(s.uploadBodyBytes)} KB), rollback call ${s.rollbackCallMs} ms (worst ${s.rollbackCallMaxMs}), answer to first visitor served ${s.answerToServedMs} ms; ${s.restarts} restarts (goal under ${s.goalSeconds} s: ${s.meetsGoal ? 'met' : 'MISSED'})`,
    `  page load: runtime-config.json ${p.runtimeConfigBytes} bytes (${p.runtimeConfigBytes - p.runtimeConfigBytesWithoutReleases} for the releases field, ${p.versionedUrlExtraBytes} for versioned URLs), bucket cookie ${p.setCookieBytes} bytes once then ${p.cookieHeaderBytes} bytes per request`,
    `  shell page preloads ${p.preloadHints.length} files (${p.versionedPreloads} of them a registered version's), ${p.registryPreloads} from the release API`,
  ];
  if (p.browser) {
    lines.push(
      `  a browser's home page: ${p.browser.requests} requests, ${p.browser.runtimeConfigRequests} runtime-config.json, release API: ${p.browser.releaseApiRequests.join(', ') || 'none'}`,
    );
  }
  return lines;
}

if (require.main === module) {
  // The server loads shared-data's compiled contract, as `npm run bench` makes it.
  const contract = spawnSync(npm, ['run', 'build:contract', '-w', 'shared-data', '--silent'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (contract.status !== 0) process.exit(1);
  benchReleases().then(
    (result) => {
      for (const line of releasesLines(result)) console.log(line);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
