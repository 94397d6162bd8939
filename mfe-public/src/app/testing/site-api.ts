// Test helpers (not part of the remote): a real API on loopback for the pages under test.
import { runInThisContext } from 'node:vm';
import { configureClient } from 'shared-data';
import { startTestServer, type Recorded } from 'shared-data/testing/test-server';

type Answer = { status: number; body?: unknown } | 'hang';

/**
 * Node's own fetch, outside jsdom. jsdom's XMLHttpRequest would apply CORS to the loopback
 * server, which sends no CORS headers; Node's fetch makes the same HTTP requests without it.
 */
const node = runInThisContext('({ fetch, Request, Response })') as {
  fetch: typeof fetch;
  Request: typeof Request;
  Response: typeof Response;
};

/**
 * Starts a loopback HTTP server answering by 'METHOD /path' (the path without its query),
 * points the API client at it, and makes it the page's origin for `fetch` too (the runtime
 * config and the location lookup). Unlisted paths answer 404.
 */
export async function startSiteApi(routes: Record<string, Answer | ((req: Recorded) => Answer)>) {
  const server = await startTestServer((req) => {
    const answer = routes[`${req.method} ${req.url.split('?')[0]}`];
    if (!answer) return { status: 404, body: { status: 404, msg: 'Not found' } };
    return typeof answer === 'function' ? answer(req) : answer;
  });
  const origin = new URL(server.base).origin;
  const client = configureClient({ apiBase: server.base, getAccessToken: () => null });
  client.defaults.adapter = 'fetch';
  // Node's Response takes a wider body type than axios declares; the two are the same at run time.
  client.defaults.env = node as unknown as NonNullable<typeof client.defaults.env>;
  const previousFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => node.fetch(new URL(String(input), origin), init);
  return {
    origin,
    base: server.base,
    requests: server.requests,
    /** The requests made to one 'METHOD /path'. */
    to: (route: string) =>
      server.requests.filter((req) => `${req.method} ${req.url.split('?')[0]}` === route),
    close: async () => {
      globalThis.fetch = previousFetch;
      await server.close();
    },
  };
}

export type SiteApi = Awaited<ReturnType<typeof startSiteApi>>;

/** JSON answers. */
export const ok = (body: unknown) => ({ status: 200, body });
export const failure = (status: number, msg: string) => ({ status, body: { status, msg } });
