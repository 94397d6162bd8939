/** What warming needs of the app: a request answered in-process, as Fastify's inject does. */
export interface InProcessClient {
  inject(request: {
    method: 'GET';
    url: string;
    headers: Record<string, string>;
    remoteAddress: string;
  }): PromiseLike<{ statusCode: number; headers: Record<string, unknown> }>;
}

/** The address warming asks from (render-limits.ts keeps a budget per address). */
export const WARMING_ADDRESS = '0.0.0.0';

export interface WarmedPages {
  /** Pages asked for. */
  asked: number;
  /** Of those, rendered fresh on the server (the rest came from the cache or the browser's page). */
  rendered: number;
  ms: number;
}

/**
 * Asks this instance for each page once, in-process, right after it starts listening
 * (docs/behaviour.md#server-rendering): the pages are then kept rendered for the first real
 * visitors, and each remote's render isolate has made its first renders, which run its code
 * cold and slow, before a visitor waits on one. One page at a time, so warming takes at most
 * one render's share of the instance; it stops when `signal` aborts (the server closing) and
 * never fails the start: a page that fails is what a visitor would get, the browser's page.
 */
export async function warmPages(
  app: InProcessClient,
  paths: readonly string[],
  signal: AbortSignal,
): Promise<WarmedPages> {
  const started = performance.now();
  let asked = 0;
  let rendered = 0;
  for (const path of paths) {
    if (signal.aborted) break;
    try {
      const response = await app.inject({
        method: 'GET',
        url: path,
        headers: { accept: 'text/html' },
        // The instance itself ("this host"), so no visitor's budget of fresh renders is spent.
        remoteAddress: WARMING_ADDRESS,
      });
      asked += 1;
      // history-fallback.ts names how the page was made: `render;dur=…` for a fresh render.
      if (/render;dur=/.test(String(response.headers['server-timing'] ?? ''))) rendered += 1;
    } catch {
      // A page that failed (or the server closing: the loop then ends): the next visitor's
      // request tries again.
    }
  }
  return { asked, rendered, ms: Math.round(performance.now() - started) };
}
