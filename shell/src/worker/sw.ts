// The site's service worker, served at /sw.js (docs/behaviour.md#service-worker): public pages
// network first with a short wait, then the last copy, then an offline page; files named by
// their content from the cache; nothing signed-in, ever. routing.ts decides; this file acts.
import { localeOfPath, type SiteLocale } from 'shared-data';
import { offlinePage, pageTitle, type SeenPage } from './offline-page';
import {
  CACHE_LIMITS,
  CACHE_NAMES,
  PAGE_NETWORK_TIMEOUT_MS,
  PAGE_SEEN_HEADER,
  PAGE_TITLE_HEADER,
  cacheOf,
  isKeepable,
  overLimit,
  staleCaches,
  strategyFor,
  type CacheName,
  type Strategy,
} from './routing';

// The worker's global scope, as far as this file uses it (the project's types are the DOM's).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  /** The navigation's answer, asked for while the worker started (undefined when not). */
  readonly preloadResponse?: Promise<Response | undefined>;
  respondWith(response: Promise<Response> | Response): void;
}
interface WorkerScope {
  readonly location: Location;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  readonly registration: { navigationPreload?: { enable(): Promise<void> } };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}
const worker = self as unknown as WorkerScope;
const origin = worker.location.origin;

worker.addEventListener('install', (event) => {
  // A new worker (a new build of it) takes over at once: it keeps no state a page relies on.
  event.waitUntil(worker.skipWaiting());
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(staleCaches(names).map((name) => caches.delete(name))))
      // A navigation is asked of the network while the worker starts, not after: on a cheap
      // phone starting the worker takes a while, and the page waits for the network anyway.
      .then(() => worker.registration.navigationPreload?.enable())
      // The pages already open are served by this worker too from their next request.
      .then(() => worker.clients.claim()),
  );
});

worker.addEventListener('fetch', (event) => {
  const strategy = strategyFor(event.request, origin);
  switch (strategy.kind) {
    case 'pass':
      return;
    case 'page': {
      const network = fromNetwork(event, strategy, strategy.key);
      event.respondWith(page(strategy.key, network));
      return;
    }
    case 'immutable':
      event.respondWith(immutable(event, strategy));
      return;
    case 'fresh':
      event.respondWith(fresh(event.request, fromNetwork(event, strategy, event.request.url)));
      return;
  }
});

/**
 * The network's answer, kept (when keepable) under `key` by a task that may outlive the answer
 * to the page. The copy is taken as the answer arrives, before the page starts reading it.
 */
function fromNetwork(event: FetchEvent, strategy: Strategy, key: string): Promise<Response> {
  // A page's navigation was asked for already, while the worker started (navigation preload).
  const preload = strategy.kind === 'page' ? event.preloadResponse : undefined;
  const network = preload
    ? preload.then((response) => response ?? fetch(event.request))
    : fetch(event.request);
  const copy = network.then((response) => response.clone());
  event.waitUntil(keep(strategy, key, copy).catch(() => undefined));
  return network;
}

async function open(name: CacheName): Promise<Cache> {
  return caches.open(CACHE_NAMES[name]);
}

/** Keeps a keepable answer under `key`, and the cache within its limit. */
async function keep(strategy: Strategy, key: string, copy: Promise<Response>): Promise<void> {
  const response = await copy;
  const name = cacheOf(strategy);
  if (!name || !isKeepable(response, strategy)) return;
  const cache = await open(name);
  if (strategy.kind === 'page') {
    // A page is kept with its title and when it was seen, for the offline page's list.
    const html = await response.text();
    const headers = new Headers(response.headers);
    headers.set(PAGE_TITLE_HEADER, encodeURIComponent(pageTitle(html)));
    headers.set(PAGE_SEEN_HEADER, String(Date.now()));
    // Kept decoded: the stored body is no longer the compressed one the headers describe.
    headers.delete('content-encoding');
    headers.delete('content-length');
    await cache.put(key, new Response(html, { status: 200, headers }));
  } else {
    await cache.put(key, response);
  }
  const keys = await cache.keys();
  await Promise.all(overLimit(keys, CACHE_LIMITS[name]).map((old) => cache.delete(old)));
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function page(key: string, network: Promise<Response>): Promise<Response> {
  const kept = await (await open('pages')).match(key, { ignoreSearch: true, ignoreVary: true });
  if (!kept) {
    try {
      return await network;
    } catch {
      return offline(localeOfPath(new URL(key, origin).pathname));
    }
  }
  try {
    const answer = await Promise.race([network, wait(PAGE_NETWORK_TIMEOUT_MS).then(() => null)]);
    // Too slow: the copy now; the answer, still coming, is kept for the next visit.
    if (!answer) return kept;
    // The server failing is no reason to show less than the copy.
    return answer.status >= 500 ? kept : answer;
  } catch {
    return kept;
  }
}

async function immutable(event: FetchEvent, strategy: Strategy): Promise<Response> {
  const name = cacheOf(strategy) ?? 'files';
  const kept = await (await open(name)).match(event.request);
  return kept ?? fromNetwork(event, strategy, event.request.url);
}

async function fresh(request: Request, network: Promise<Response>): Promise<Response> {
  try {
    return await network;
  } catch (error) {
    const kept = await (await open('files')).match(request);
    if (kept) return kept;
    throw error;
  }
}

/** The offline page in the language of the page asked for, listing the pages kept here. */
async function offline(locale: SiteLocale): Promise<Response> {
  const cache = await open('pages');
  const seen: SeenPage[] = [];
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    if (!response) continue;
    seen.push({
      path: new URL(request.url).pathname,
      title: decodeURIComponent(response.headers.get(PAGE_TITLE_HEADER) ?? ''),
      seen: Number(response.headers.get(PAGE_SEEN_HEADER) ?? 0),
    });
  }
  return new Response(offlinePage(seen, locale), {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      // Made here, not by the server: its own policy, no script at all.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'",
    },
  });
}
