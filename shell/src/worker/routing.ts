import { SITE_ROUTES, localeOfPath, localePath, pathWithoutLocale } from 'shared-data';

/**
 * What the service worker does with each request (docs/behaviour.md#service-worker). Pure
 * functions of the request's facts, so every decision is tested without a browser.
 */

/**
 * The caches, named by the shape of what they hold: a worker that changes it changes a name,
 * and on activation deletes every cache not named here.
 */
export const CACHE_NAMES = {
  /** Public pages' HTML, by path, each with its title and when it was seen. */
  pages: 'vetportal-pages-v1',
  /** Scripts, styles, manifests and the shell's own images. */
  files: 'vetportal-files-v1',
  /** Uploaded images (/uploads/). */
  images: 'vetportal-images-v1',
} as const;

export type CacheName = keyof typeof CACHE_NAMES;

/** Entries kept per cache; past it the oldest stored go first. */
export const CACHE_LIMITS: Record<CacheName, number> = { pages: 30, files: 200, images: 60 };

/** A response larger than this (by its Content-Length) is never kept. */
export const LARGEST_KEPT_BYTES = 1_500_000;

/**
 * How long a page's network answer is waited for before the last copy is shown. The server
 * answers a page in well under this (a revalidation is a 304 without a body), so online a
 * visitor gets the current page, a release's or a rollback's included; only a connection that
 * cannot bring even the headers in this time gets the copy, while the answer still arriving
 * replaces it for the next visit.
 */
export const PAGE_NETWORK_TIMEOUT_MS = 3000;

/** Headers the worker adds to a page it keeps: its title and when it was seen (ms). */
export const PAGE_TITLE_HEADER = 'x-vetportal-title';
export const PAGE_SEEN_HEADER = 'x-vetportal-seen';

export type Strategy =
  /** Network first, for PAGE_NETWORK_TIMEOUT_MS; then the kept copy; then the offline page. */
  | { kind: 'page'; key: string }
  /** A file whose address names its content: the kept copy, else the network (kept). */
  | { kind: 'immutable'; cache: 'files' | 'images' }
  /** A file that may change under its name: the network (kept), the kept copy when it fails. */
  | { kind: 'fresh' }
  /** Not the worker's business: the browser does what it would without a worker. */
  | { kind: 'pass' };

/** The facts of a request the decision reads (a Request has them all). */
export interface RequestFacts {
  method: string;
  url: string;
  mode: string;
  headers: { has(name: string): boolean };
}

// A booking's manage link carries its token and shows the visitor's booking, and the Your data
// page shows what the clinic holds about a person: never kept.
const PERSONAL_ROUTES: readonly string[] = [
  SITE_ROUTES.public.manageBooking,
  SITE_ROUTES.public.myData,
];

function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}$`);
}

/**
 * The public pages (the public and blog remotes' routes, which the server renders): the only
 * HTML kept. The account screens and the dashboard are signed-in or lead there: never kept.
 */
const PUBLIC_PAGES: readonly RegExp[] = [
  ...Object.values(SITE_ROUTES.public),
  ...Object.values(SITE_ROUTES.blog),
]
  .filter((pattern) => !PERSONAL_ROUTES.includes(pattern))
  .map(patternRegExp);

/**
 * Whether a path is a public page, in either language (docs/behaviour.md#languages): '/sw/blog'
 * and '/sw' are as '/blog' and '/' are, each kept under its own path; '/sw/' (answered with a
 * redirect to '/sw', as '/blog/' is) and '/sw/sw/blog' are not.
 */
export function isPublicPage(pathname: string): boolean {
  const bare = pathWithoutLocale(pathname);
  return (
    localePath(bare, localeOfPath(pathname)) === pathname &&
    PUBLIC_PAGES.some((page) => page.test(bare))
  );
}

// webpack's [contenthash] / [fullhash:8] and the uploads' names: 8 hex characters or more.
const HASH_SEGMENT = /^[0-9a-f]{8,}$/;
// An uploaded image: /uploads/<content hash>-<width>.webp, immutable under its name.
const UPLOADED_IMAGE = /^\/uploads\/[0-9a-f]{20}-\d+\.webp$/;
// A released remote version's files: /mfe/<remote>/<12 hex>/..., immutable under that path.
const RELEASED_FILE = /^\/mfe\/[a-z]+\/[0-9a-f]{12}\//;
// Files the pages load that may change under their name: runtime-config.json, an unreleased
// remote's mf-manifest.json and remoteEntry.js, the icon.
const STATIC_FILE = /\.(js|json|css|svg|png|jpe?g|webp|ico|woff2?)$/;
// Never handled: the API (answers hold staff data and tokens), the worker itself, the
// sitemap and robots.txt (for crawlers, not visitors), Prometheus metrics.
const NEVER = /^\/(api|metrics)(\/|$)|^\/(sw\.js|sitemap\.xml|robots\.txt)$/;

/** True when a '.'-separated segment of the file name before its extension is a hash. */
export function isContentHashed(pathname: string): boolean {
  const name = pathname.slice(pathname.lastIndexOf('/') + 1);
  return name
    .split('.')
    .slice(0, -1)
    .some((segment) => HASH_SEGMENT.test(segment));
}

/** What the worker does with a request, on a site at `origin`. */
export function strategyFor(request: RequestFacts, origin: string): Strategy {
  if (request.method !== 'GET') return { kind: 'pass' };
  // A signed-in call: whatever it answers belongs to that person.
  if (request.headers.has('authorization')) return { kind: 'pass' };
  const url = new URL(request.url);
  // Other origins (a moved remote, a CDN's images, the location lookup, the map): theirs.
  if (url.origin !== origin) return { kind: 'pass' };
  const { pathname } = url;
  if (NEVER.test(pathname)) return { kind: 'pass' };
  if (request.mode === 'navigate') {
    // A staff member's preview of a release is theirs alone (docs/behaviour.md#releases).
    if (url.searchParams.has('preview')) return { kind: 'pass' };
    // No public page reads its query: '/blog?utm_source=x' is '/blog'.
    return isPublicPage(pathname)
      ? { kind: 'page', key: `${origin}${pathname}` }
      : { kind: 'pass' };
  }
  if (pathname.startsWith('/uploads/')) {
    return UPLOADED_IMAGE.test(pathname)
      ? { kind: 'immutable', cache: 'images' }
      : { kind: 'pass' };
  }
  if (RELEASED_FILE.test(pathname) || (STATIC_FILE.test(pathname) && isContentHashed(pathname))) {
    return { kind: 'immutable', cache: 'files' };
  }
  if (STATIC_FILE.test(pathname)) return { kind: 'fresh' };
  return { kind: 'pass' };
}

/** The facts of a response the decision to keep it reads. */
export interface ResponseFacts {
  status: number;
  type: string;
  redirected: boolean;
  headers: { get(name: string): string | null };
}

/**
 * True when a response may be kept: a whole 200 from this origin, not marked private or
 * no-store, not larger than LARGEST_KEPT_BYTES; a page's only when it is HTML. Never a
 * redirect, followed or not: the home page's answer may send a visitor on to their language's
 * page ('/' to '/sw'), which is no copy of '/'.
 */
export function isKeepable(response: ResponseFacts, strategy: Strategy): boolean {
  if (response.status !== 200 || response.type !== 'basic' || response.redirected) return false;
  const cacheControl = response.headers.get('cache-control') ?? '';
  if (/\b(no-store|private)\b/i.test(cacheControl)) return false;
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > LARGEST_KEPT_BYTES) return false;
  if (strategy.kind === 'page') {
    return (response.headers.get('content-type') ?? '').startsWith('text/html');
  }
  return strategy.kind !== 'pass';
}

/** The cache a strategy keeps its responses in. */
export function cacheOf(strategy: Strategy): CacheName | null {
  switch (strategy.kind) {
    case 'page':
      return 'pages';
    case 'immutable':
      return strategy.cache;
    case 'fresh':
      return 'files';
    case 'pass':
      return null;
  }
}

/** The caches an activating worker deletes: every one not of this version's names. */
export function staleCaches(names: readonly string[]): string[] {
  const current: readonly string[] = Object.values(CACHE_NAMES);
  return names.filter((name) => !current.includes(name));
}

/** The keys to delete so that `keys` (oldest stored first) keeps at most `limit`. */
export function overLimit<T>(keys: readonly T[], limit: number): T[] {
  return keys.slice(0, Math.max(0, keys.length - limit));
}
