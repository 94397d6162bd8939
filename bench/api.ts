// Long on purpose: the servers it compares share one child-process harness.
// The API under load, on loopback: GET /api/blog/ (20 blogs of 10 paragraphs) against a bare
// node:http server that answers the same bytes, and the cost of a sign-in (argon2id), one
// client at a time and 20 at once. `npx tsx bench/api.ts` runs it alone.
//
// Setup: each server runs in a child process of its own (this file, forked with a role: the
// real app built by buildApp from the current source over a temporary SQLite DATA_DIR, or the
// bare server), and autocannon runs here. Each side then has its own event loop and, on a
// 2-core machine, about a core each; in one process the load generator would take its turns
// on the server's event loop and both figures would measure the pair. The two servers run one
// after the other, never together, each after a warm-up. The CPU each side used during the
// measured run is reported: a side near 100 % of a core is the limit of that run. On 2 cores
// the bare server usually outruns autocannon (autocannon at ~100 %): its figure is then what
// the machine pushes through loopback, and the ratio is, if anything, flattering to ours.
// `npx tsx bench/api.ts --cpu-prof` also keeps the real server's CPU profile.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const BLOGS = 20;
const PARAGRAPHS = 10;
const CONNECTIONS = 50;
const SIGN_IN_CONNECTIONS = 20;
const DURATION_SECONDS = 10;
const WARM_UP_SECONDS = 2;
const SEQUENTIAL_SIGN_INS = 50;
export const TARGET_RATIO = 0.8;

const EMAIL = 'bench.staff@example.com';
const PASSWORD = 'a bench password, long enough';
const ROLE_FLAG = '--bench-api-role=';
/** A child that outlives this long is stopped whatever happens to its parent. */
const CHILD_LIFETIME_MS = 10 * 60_000;

type Role = 'api' | 'bare';

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Answers other than 2xx (a 429 of a rate limit counts here). */
  non2xx: number;
  statusCodes: Record<string, number>;
  errors: number;
  timeouts: number;
  /** CPU the server process used during the measured run, in % of one core. */
  serverCpuPercent: number;
  /** CPU autocannon's process used meanwhile, in % of one core. */
  loadGeneratorCpuPercent: number;
  /**
   * CPU the rest of the machine used meanwhile (other processes), in % of one core; about:
   * os.cpus() leaves out softirq and steal time.
   */
  otherCpuPercent: number;
}

export interface ApiBench {
  setup: string;
  blogList: {
    blogs: number;
    paragraphsPerBlog: number;
    responseBytes: number;
    contentType: string;
    connections: number;
    durationSeconds: number;
    ours: LoadFigures;
    bare: LoadFigures;
    /** ours / bare, requests per second. */
    ratio: number;
    targetRatio: number;
    meetsTarget: boolean;
  };
  signIn: {
    sequential: {
      requests: number;
      medianMs: number;
      /** Nearest rank: with 50 requests, the slowest. */
      p99Ms: number;
      non2xx: number;
      statusCodes: Record<string, number>;
    };
    underLoad: LoadFigures & { connections: number; durationSeconds: number };
  };
}

const round = (value: number) => Math.round(value * 10) / 10;
const round2 = (value: number) => Math.round(value * 100) / 100;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

// ---------------------------------------------------------------- the content

/** Deterministic, so every run serves the same bytes. */
function generator(seed: number) {
  let state = seed;
  return () => (state = (state * 16807) % 2147483647) / 2147483647;
}

const WORDS = (
  'the a of and to in for with on is are be at by from your their this that it pet dog cat ' +
  'puppy kitten horse cattle goat sheep poultry vaccine vaccination rabies deworming tick flea ' +
  'clinic vet veterinary surgeon nurse owner health check-up diet weight teeth dental coat skin ' +
  'ear eye joint mobility season rain dry farm herd feed water dose booster annual visit signs ' +
  'appetite fever treatment recovery care advice early regular safe daily weekly month year'
).split(' ');

function words(random: () => number, length: number): string {
  const out: string[] = [];
  let size = 0;
  let sentence = 0;
  while (size < length) {
    let word = WORDS[Math.floor(random() * WORDS.length)]!;
    if (sentence === 0) word = word[0]!.toUpperCase() + word.slice(1);
    sentence += 1;
    const end = sentence > 8 && random() < 0.2;
    if (end) sentence = 0;
    out.push(end ? `${word}.` : word);
    size += word.length + 1;
  }
  return out.join(' ').replace(/[^.]$/, '$&.');
}

/** Paragraphs and lists of 200-600 characters, subtitles of 40-100. */
function paragraphOf(random: () => number, index: number) {
  const between = (min: number, max: number) => Math.round(min + random() * (max - min));
  if (index % 5 === 0) {
    return { content_type: 'subtitle' as const, content: words(random, between(40, 100)) };
  }
  if (index % 5 === 3) {
    const items = between(3, 6);
    const total = between(200, 600);
    const content = Array.from({ length: items }, () =>
      words(random, Math.round(total / items)),
    ).join('\n');
    return { content_type: 'list' as const, content };
  }
  return { content_type: 'paragraph' as const, content: words(random, between(200, 600)) };
}

// ---------------------------------------------------------------- the child processes

/** What `stop` closes in a child: its server, once it listens. */
let closeServer = async (): Promise<void> => {};

/**
 * The IPC of a child, from its first line: `cpu` asks for its CPU time, `stop` ends it, and so
 * does the parent going away (even while the blogs are being filled) or a lifetime running out.
 */
function serveIpc(): void {
  const stop = () => {
    closeServer().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('message', (message) => {
    if (message === 'cpu') {
      const { user, system } = process.cpuUsage();
      process.send?.({ type: 'cpu', micros: user + system });
    } else if (message === 'stop') stop();
  });
  process.on('disconnect', stop);
  setTimeout(() => process.exit(2), CHILD_LIFETIME_MS).unref();
}

/** The real server: buildApp over a fresh SQLite DATA_DIR, filled, on 127.0.0.1. */
async function serveApi(dataDir: string): Promise<void> {
  if (!dataDir) throw new Error('BENCH_DATA_DIR is not set');
  const { buildApp } = await import('../server/src/app');
  const { loadConfig } = await import('../server/src/config');
  const { jpeg } = await import('../server/src/testing/api');
  const config = loadConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: '0',
  });
  // Sign-in is measured for its hashing cost: its per-IP limit (20 in 15 minutes) would turn
  // the 20-client run into 429s after the first second.
  const app = buildApp(config, { rateLimits: false });
  await app.ready();
  const random = generator(42);
  // The posts the bench reads, written as the server's own (the activity log names the bench).
  const BENCH_CONTENT = { system: 'bench' };
  for (let b = 0; b < BLOGS; b += 1) {
    // A different size each: different bytes, so every blog has its own cover.
    const cover = { filename: `cover-${b}.jpg`, mimetype: 'image/jpeg' };
    const blog = await app.services.blogs.create(
      { title: words(random, 50).replace(/\.$/, '') },
      { ...cover, data: await jpeg(640, 400 + b) },
      BENCH_CONTENT,
    );
    for (let p = 0; p < PARAGRAPHS; p += 1) {
      await app.services.blogs.addParagraph(
        { blog_id: blog.blog_id, ...paragraphOf(random, p) },
        undefined,
        BENCH_CONTENT,
      );
    }
  }
  await app.services.staffAdmin.createAccount({
    email: EMAIL,
    fullname: 'Bench Staff',
    password: PASSWORD,
    status: 'ACTIVE',
    role: 'Veterinary Surgeon',
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  closeServer = () => app.close();
  process.send?.({ type: 'ready', port: (app.server.address() as AddressInfo).port });
}

/** Every request answered with the same bytes and content type, nothing else. */
async function serveBare(bodyFile: string, contentType: string): Promise<void> {
  const body = readFileSync(bodyFile);
  const headers = { 'content-type': contentType, 'content-length': String(body.length) };
  const server = createServer((_request, response) => {
    response.writeHead(200, headers);
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closeServer = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  process.send?.({ type: 'ready', port: (server.address() as AddressInfo).port });
}

interface Child {
  url: string;
  /** CPU time (user + system) the child has used so far, in microseconds. */
  cpuMicros(): Promise<number>;
  stop(): Promise<void>;
}

function nextMessage<T extends { type: string }>(
  child: ChildProcess,
  type: T['type'],
  timeoutMs: number,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => done(new Error(`no '${type}' from the child`)), timeoutMs);
    const onMessage = (message: unknown) => {
      const typed = message as T | null;
      if (typed?.type === type) done(undefined, typed);
    };
    const onExit = (code: number | null) => done(new Error(`child ended (${code})`));
    function done(error?: Error, message?: T) {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve(message!);
    }
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
}

async function startChild(
  role: Role,
  env: Record<string, string>,
  profileDir?: string,
): Promise<Child> {
  // Forked like this process was run: under tsx, its loader comes along in execArgv.
  const execArgv = process.execArgv.some((arg) => arg.includes('tsx'))
    ? [...process.execArgv]
    : ['--import', 'tsx', ...process.execArgv];
  if (profileDir) execArgv.push('--cpu-prof', `--cpu-prof-dir=${profileDir}`);
  const child = fork(__filename, [`${ROLE_FLAG}${role}`], {
    env: { ...process.env, ...env },
    execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    if (child.connected) child.send('stop');
    else child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  try {
    // Filling the blogs (20 covers through sharp) takes a few seconds.
    const { port } = await nextMessage<{ type: 'ready'; port: number }>(child, 'ready', 120_000);
    return {
      url: `http://127.0.0.1:${port}`,
      async cpuMicros() {
        const reply = nextMessage<{ type: 'cpu'; micros: number }>(child, 'cpu', 10_000);
        child.send('cpu');
        return (await reply).micros;
      },
      stop,
    };
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
}

// ---------------------------------------------------------------- the measurements

type LoadOptions = Pick<autocannon.Options, 'url' | 'connections' | 'method' | 'headers' | 'body'>;

function statusCodes(result: autocannon.Result): Record<string, number> {
  return Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count ?? 0]),
  );
}

/** CPU time all cores have spent busy so far, in microseconds. */
const machineBusyMicros = () =>
  os.cpus().reduce((sum, { times }) => sum + times.user + times.nice + times.sys + times.irq, 0) *
  1e3;

/** A warm-up, then DURATION_SECONDS under load, with the CPU each side used. */
async function underLoad(server: Child, options: LoadOptions): Promise<LoadFigures> {
  await autocannon({ ...options, duration: WARM_UP_SECONDS });
  const serverBefore = await server.cpuMicros();
  const selfBefore = process.cpuUsage();
  const machineBefore = machineBusyMicros();
  const started = process.hrtime.bigint();
  const result = await autocannon({ ...options, duration: DURATION_SECONDS });
  const wallMicros = Number(process.hrtime.bigint() - started) / 1e3;
  const machineMicros = machineBusyMicros() - machineBefore;
  const self = process.cpuUsage(selfBefore);
  const selfMicros = self.user + self.system;
  const serverMicros = (await server.cpuMicros()) - serverBefore;
  const percent = (micros: number) => round((Math.max(0, micros) / wallMicros) * 100);
  return {
    requestsPerSecond: round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    statusCodes: statusCodes(result),
    errors: result.errors,
    timeouts: result.timeouts,
    serverCpuPercent: percent(serverMicros),
    loadGeneratorCpuPercent: percent(selfMicros),
    otherCpuPercent: percent(machineMicros - serverMicros - selfMicros),
  };
}

async function signInOnce(url: string): Promise<{ ms: number; status: number }> {
  const started = process.hrtime.bigint();
  const response = await fetch(`${url}/api/auth/signin/staff`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  await response.arrayBuffer();
  return { ms: Number(process.hrtime.bigint() - started) / 1e6, status: response.status };
}

async function sequentialSignIns(url: string): Promise<ApiBench['signIn']['sequential']> {
  for (let i = 0; i < 5; i += 1) await signInOnce(url); // warm-up
  const runs = [];
  for (let i = 0; i < SEQUENTIAL_SIGN_INS; i += 1) runs.push(await signInOnce(url));
  const codes: Record<string, number> = {};
  for (const { status } of runs) codes[status] = (codes[status] ?? 0) + 1;
  const ms = runs.map((run) => run.ms);
  return {
    requests: runs.length,
    medianMs: round(percentile(ms, 50)),
    p99Ms: round(percentile(ms, 99)),
    non2xx: runs.filter(({ status }) => status < 200 || status > 299).length,
    statusCodes: codes,
  };
}

/** `profileDir`: the real server writes a V8 CPU profile there when it stops (--cpu-prof). */
export async function benchApi(options: { profileDir?: string } = {}): Promise<ApiBench> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vetportal-bench-api-'));
  const children: Child[] = [];
  const start = async (role: Role, env: Record<string, string>) => {
    const child = await startChild(role, env, role === 'api' ? options.profileDir : undefined);
    children.push(child);
    return child;
  };
  try {
    const api = await start('api', { BENCH_DATA_DIR: path.join(dir, 'data') });
    const listUrl = `${api.url}/api/blog/`;
    const first = await fetch(listUrl);
    const body = Buffer.from(await first.arrayBuffer());
    const contentType = first.headers.get('content-type') ?? 'application/json';
    const blogs = first.ok ? (JSON.parse(body.toString('utf8')) as unknown[]).length : 0;
    if (blogs !== BLOGS) throw new Error(`GET /api/blog/ answered ${first.status}, ${blogs} blogs`);

    const ours = await underLoad(api, { url: listUrl, connections: CONNECTIONS });
    const sequential = await sequentialSignIns(api.url);
    const signInLoad = await underLoad(api, {
      url: `${api.url}/api/auth/signin/staff`,
      connections: SIGN_IN_CONNECTIONS,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    await api.stop();

    const bodyFile = path.join(dir, 'blogs.json');
    writeFileSync(bodyFile, body);
    const bare = await start('bare', {
      BENCH_BODY_FILE: bodyFile,
      BENCH_CONTENT_TYPE: contentType,
    });
    const bareFigures = await underLoad(bare, {
      url: `${bare.url}/api/blog/`,
      connections: CONNECTIONS,
    });
    await bare.stop();

    const ratio = round2(ours.requestsPerSecond / bareFigures.requestsPerSecond);
    return {
      setup:
        `servers in child processes (one at a time), autocannon in the parent, ` +
        `${os.cpus().length} cores; SQLite, LOG_LEVEL=silent`,
      blogList: {
        blogs,
        paragraphsPerBlog: PARAGRAPHS,
        responseBytes: body.length,
        contentType,
        connections: CONNECTIONS,
        durationSeconds: DURATION_SECONDS,
        ours,
        bare: bareFigures,
        ratio,
        targetRatio: TARGET_RATIO,
        meetsTarget: ratio >= TARGET_RATIO,
      },
      signIn: {
        sequential,
        underLoad: {
          ...signInLoad,
          connections: SIGN_IN_CONNECTIONS,
          durationSeconds: DURATION_SECONDS,
        },
      },
    };
  } finally {
    await Promise.allSettled(children.map((child) => child.stop()));
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The figures as printed by `npm run bench` and by this file alone. */
export function apiLines(result: ApiBench): string[] {
  const { blogList: list, signIn } = result;
  const codes = (figures: { non2xx: number; statusCodes: Record<string, number> }) =>
    figures.non2xx
      ? ` (non-2xx: ${figures.non2xx}; ${Object.entries(figures.statusCodes)
          .map(([code, count]) => `${code}: ${count}`)
          .join(', ')})`
      : '';
  const load = (figures: LoadFigures) =>
    `${figures.requestsPerSecond} req/s, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms ` +
    `[CPU % of a core: server ${figures.serverCpuPercent}, autocannon ` +
    `${figures.loadGeneratorCpuPercent}, rest of the machine ${figures.otherCpuPercent}]` +
    codes(figures) +
    (figures.errors ? ` (${figures.errors} errors, ${figures.timeouts} timeouts)` : '');
  const verdict = list.meetsTarget ? 'met' : 'MISSED';
  return [
    `GET /api/blog/ (${list.blogs} blogs x ${list.paragraphsPerBlog} paragraphs, ` +
      `${round(list.responseBytes / 1024)} KB), ${list.connections} connections for ${list.durationSeconds} s:`,
    `  ours: ${load(list.ours)}`,
    `  bare node:http, same bytes: ${load(list.bare)}`,
    `  ratio ours/bare: ${list.ratio} (target >= ${list.targetRatio}: ${verdict})`,
    `Sign-in (POST /api/auth/signin/staff, argon2id):`,
    `  one client, ${signIn.sequential.requests} requests: median ${signIn.sequential.medianMs} ms, ` +
      `p99 ${signIn.sequential.p99Ms} ms${codes(signIn.sequential)}`,
    `  ${signIn.underLoad.connections} clients for ${signIn.underLoad.durationSeconds} s: ` +
      load(signIn.underLoad),
    `  (${result.setup})`,
  ];
}

/**
 * Alone: `npx tsx bench/api.ts [--cpu-prof]`; with --cpu-prof, the real server's CPU profile
 * is kept in a temporary directory (printed) to open in Chrome DevTools.
 */
async function benchMain(): Promise<void> {
  const profileDir = process.argv.includes('--cpu-prof')
    ? mkdtempSync(path.join(os.tmpdir(), 'vetportal-bench-api-profile-'))
    : undefined;
  const result = await benchApi({ profileDir });
  for (const line of apiLines(result)) console.log(line);
  if (profileDir) console.log(`CPU profile of the real server: ${profileDir}`);
}

if (require.main === module) {
  const role = process.argv.find((arg) => arg.startsWith(ROLE_FLAG))?.slice(ROLE_FLAG.length);
  if (role) serveIpc();
  const run =
    role === 'api'
      ? serveApi(process.env.BENCH_DATA_DIR ?? '')
      : role === 'bare'
        ? serveBare(process.env.BENCH_BODY_FILE ?? '', process.env.BENCH_CONTENT_TYPE ?? '')
        : benchMain();
  run.catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
