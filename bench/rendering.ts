// Server rendering (`npm run bench -- --only=rendering`): how long each public route takes to
// render on the server (data included; the server's own Server-Timing figure, p50 and p99 of
// fresh renders), and requests per second of GET / with the rendered page cached, with a new
// query string on every request (no part of the cache's key: served from the cache), with the
// cache off and the limits on fresh renders lifted (every request a miss; misses of one page at
// the same moment share a render), and with rendering off (the static shell page every visitor
// got before), on the production build.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { startSite, type RunningSite } from '../e2e/src/testing/site';

/** The routes measured: each public page kind, a blog among them. */
const ROUTES = ['/', '/services', '/contact', '/about_us', '/blog', '/book_appointment'] as const;
const RENDERS_PER_ROUTE = 60;
const CONNECTIONS = 20;
const SECONDS = 8;

export interface RouteRenderFigures {
  route: string;
  p50Ms: number;
  p99Ms: number;
  bytes: number;
}

export interface ThroughputFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

export interface RenderingBench {
  routes: RouteRenderFigures[];
  /** The server process's resident memory, MB: started, then after rendering every route. */
  memoryMb: { started: number; rendered: number };
  home: {
    cached: ThroughputFigures;
    newQuery: ThroughputFigures;
    uncached: ThroughputFigures;
    staticPage: ThroughputFigures;
  };
}

const round = (value: number) => Math.round(value * 10) / 10;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
};

/** Resident memory of a process, MB (Linux's /proc). */
function residentMb(pid: number | undefined): number {
  const status = pid ? readFileSync(`/proc/${pid}/status`, 'utf8') : '';
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return round(kb / 1024);
}

/** The server's render time of one fresh page, from its Server-Timing header. */
async function renderOnce(site: RunningSite, path: string, n: number) {
  const separator = path.includes('?') ? '&' : '?';
  const response = await fetch(`${site.url}${path}${separator}bench=${n}`, {
    headers: { accept: 'text/html', 'accept-encoding': 'br' },
  });
  const body = await response.arrayBuffer();
  const serverTiming = response.headers.get('server-timing') ?? '';
  const timing = /render;dur=([\d.]+)/.exec(serverTiming)?.[1];
  // A warm-up request can join the render the site started ahead of visits (desc="cache").
  if (!timing && n < 0 && serverTiming.includes('render;desc="cache"')) {
    return { ms: NaN, bytes: body.byteLength };
  }
  if (!timing) throw new Error(`${path} was not rendered on the server`);
  return { ms: Number(timing), bytes: body.byteLength };
}

async function load(url: string, fresh: boolean): Promise<ThroughputFigures> {
  let n = 0;
  const options: autocannon.Options = {
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { accept: 'text/html', 'accept-encoding': 'br' },
    ...(fresh
      ? { requests: [{ setupRequest: (request) => ({ ...request, path: `/?bench=${(n += 1)}` }) }] }
      : {}),
  };
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon(options);
  return {
    requestsPerSecond: round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** Every page rendered afresh, as often as asked: the cache off, the limits lifted. */
const UNCACHED = {
  RENDER_CACHE_ENTRIES: '0',
  RENDER_CONCURRENCY: '1000',
  RENDER_RATE: '100000',
  RENDER_VISITOR_BUDGET: '100000',
};

export async function benchRendering(): Promise<RenderingBench> {
  const rendered = await startSite({ SEED_DEMO: 'true', ...UNCACHED });
  try {
    const started = residentMb(rendered.child.pid);
    const routes: RouteRenderFigures[] = [];
    for (const route of ROUTES) {
      // The first render of a route also evaluates its remote's bundle: warm up first.
      for (let i = 0; i < 5; i += 1) await renderOnce(rendered, route, -i - 1);
      const times: number[] = [];
      let bytes = 0;
      for (let i = 0; i < RENDERS_PER_ROUTE; i += 1) {
        const once = await renderOnce(rendered, route, i);
        times.push(once.ms);
        bytes = once.bytes;
      }
      routes.push({
        route,
        p50Ms: round(percentile(times, 50)),
        p99Ms: round(percentile(times, 99)),
        bytes,
      });
    }
    const memoryMb = { started, rendered: residentMb(rendered.child.pid) };
    const uncached = await load(`${rendered.url}/`, true);
    await rendered.stop();
    const site = await startSite({ SEED_DEMO: 'true' });
    let cached: ThroughputFigures;
    let newQuery: ThroughputFigures;
    try {
      cached = await load(`${site.url}/`, false);
      newQuery = await load(`${site.url}/`, true);
    } finally {
      await site.stop();
    }
    const plain = await startSite({ SEED_DEMO: 'true', SERVER_RENDERING: 'off' });
    try {
      const staticPage = await load(`${plain.url}/`, false);
      return { routes, memoryMb, home: { cached, newQuery, uncached, staticPage } };
    } finally {
      await plain.stop();
    }
  } finally {
    await rendered.stop().catch(() => undefined);
  }
}

export function renderingLines(bench: RenderingBench): string[] {
  const { cached, newQuery, uncached, staticPage } = bench.home;
  const rate = (figures: ThroughputFigures) =>
    `${figures.requestsPerSecond} req/s (p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms` +
    `${figures.non2xx || figures.errors ? `, ${figures.non2xx} non-2xx, ${figures.errors} errors` : ''})`;
  return [
    `Server rendering, render time of a fresh page (data included, ${RENDERS_PER_ROUTE} each):`,
    ...bench.routes.map(
      (route) =>
        `  ${route.route.padEnd(18)} p50 ${route.p50Ms} ms, p99 ${route.p99Ms} ms, ` +
        `${(route.bytes / 1024).toFixed(1)} KB of HTML`,
    ),
    `  server memory (RSS): ${bench.memoryMb.started} MB started, ` +
      `${bench.memoryMb.rendered} MB after rendering every route`,
    `GET / with ${CONNECTIONS} connections for ${SECONDS} s:`,
    `  rendered, cached        ${rate(cached)}`,
    `  a new query every time  ${rate(newQuery)}`,
    `  rendered every time     ${rate(uncached)} (cache off, limits lifted)`,
    `  static shell page (off) ${rate(staticPage)}`,
  ];
}
