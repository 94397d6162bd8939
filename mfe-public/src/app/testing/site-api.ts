// Test helpers (not part of the remote): a real API on loopback for the pages under test.
import { runInThisContext } from 'node:vm';
import { configureClient } from 'shared-data';
import {
  closedPort,
  startTestApi,
  type ApiAnswer,
  type ApiRequest,
} from 'shared-data/testing/test-api';

/** An answer, or 'drop': the connection closed without one (the network's "no response"). */
type Answer = ApiAnswer | 'drop';

/**
 * Node's own fetch, outside jsdom: the page's requests to the loopback server are made as the
 * same HTTP requests, without jsdom's XMLHttpRequest and its CORS in between.
 */
const node = runInThisContext('({ fetch, Request, Response })') as {
  fetch: typeof fetch;
  Request: typeof Request;
  Response: typeof Response;
};

/** A request the page made, as the server saw it: method, path with query, body. */
export interface SiteRequest {
  method: string;
  url: string;
  body: string;
}

/**
 * Points the API client at `base` and makes its origin the page's origin for `fetch` too (the
 * runtime config and the location lookup), both through Node's fetch. Records every request;
 * `offline(true)` sends the page's requests to a port where nothing listens (the network is
 * down: no answer at all) until `offline(false)`.
 */
export async function connectSite(base: string) {
  const origin = new URL(base).origin;
  const nowhere = `http://127.0.0.1:${await closedPort()}`;
  const requests: SiteRequest[] = [];
  let down = false;
  const send: typeof fetch = async (input, init) => {
    const request = new node.Request(input, init);
    const url = new URL(request.url);
    const body = request.body ? await request.clone().text() : '';
    requests.push({ method: request.method, url: url.pathname + url.search, body });
    if (down) return node.fetch(nowhere + url.pathname + url.search, { method: request.method });
    return node.fetch(request);
  };
  const client = configureClient({ apiBase: base, getAccessToken: () => null });
  client.defaults.adapter = 'fetch';
  // Node's Response takes a wider body type than axios declares; the two are the same at run time.
  client.defaults.env = { ...node, fetch: send } as unknown as NonNullable<
    typeof client.defaults.env
  >;
  const previousFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => send(new URL(String(input), origin), init);
  return {
    origin,
    base,
    requests,
    /** The requests made to one 'METHOD /path' (the path without its query). */
    to: (route: string) =>
      requests.filter((req) => `${req.method} ${req.url.split('?')[0]}` === route),
    offline: (value: boolean) => {
      down = value;
    },
    disconnect: () => {
      globalThis.fetch = previousFetch;
    },
  };
}

/**
 * Starts a loopback HTTP server answering by 'METHOD /path' (the path without its query) and
 * connects the page to it (connectSite). Unlisted paths answer 404.
 */
export async function startSiteApi(routes: Record<string, Answer | ((req: ApiRequest) => Answer)>) {
  const server = await startTestApi((req) => {
    const answer = routes[`${req.method} ${req.url.split('?')[0]}`];
    if (!answer) return { status: 404, body: { status: 404, msg: 'Not found' } };
    return typeof answer === 'function' ? answer(req) : answer;
  });
  const site = await connectSite(server.base);
  return {
    origin: site.origin,
    base: server.base,
    /** The requests the page made, in order. */
    requests: site.requests,
    /** The requests made to one 'METHOD /path'. */
    to: site.to,
    close: async () => {
      site.disconnect();
      await server.close();
    },
  };
}

export type SiteApi = Awaited<ReturnType<typeof startSiteApi>>;

/** JSON answers. */
export const ok = (body: unknown) => ({ status: 200, body });
export const failure = (status: number, msg: string) => ({ status, body: { status, msg } });
