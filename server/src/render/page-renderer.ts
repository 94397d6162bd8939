import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import {
  REMOTE_NAMES,
  SERVER_STATE_ELEMENT_ID,
  SITE_ROUTES,
  type PageHead,
  type RemoteName,
  type ServerPageState,
} from 'shared-data/contract';
import { SERVER_BUNDLE_FILE, type VisitorRemotes } from '../core/releases';
import { MANIFEST_FILE } from '../services/releases';
import { compress, type PageVariant, type ShellPage } from './shell-page';
import { withEntryOnDemand, type EntryBootOptions } from './entry-boot';
import { WORKER_OFF_META } from './worker-boot';
import { canonicalPath, withoutReplacedHead } from './page-head';
import type { IsolatedRenderer, IsolatedRenderRequest } from './isolate/isolated-renderer';
import { RenderLimits, type RenderLimitsOptions } from './render-limits';
import { localBundle, type RenderOutput } from './server-bundles';

/** The remotes whose pages the server renders: the public ones. */
const RENDERED: readonly RemoteName[] = ['public', 'blog'];

/** Not-found pages and odd spellings of paths kept, beside the real pages (cacheEntries). */
const OTHER_ENTRIES = 50;

export interface RenderedPage {
  page: PageVariant;
  status: number;
  /** How long this page took to render, data included; absent when it came from the cache. */
  renderMs?: number;
}

export interface PageRendererOptions {
  /** Runs the shell's and the remotes' server bundles, each version in an isolate of its own. */
  isolated: IsolatedRenderer;
  shellPage: ShellPage;
  /** A registered version's server bundle; absent without a release registry. */
  serverBundleOf?: (remote: RemoteName, version: string) => Promise<string | null>;
  /** Changes whenever something a public page shows changes (pages-version.ts). */
  dataVersion: () => Promise<string>;
  /** The head's tags for a page (title, description, canonical, cards, JSON-LD, LCP preload). */
  headTags: (head: PageHead, page: { origin: string; path: string }) => string | Promise<string>;
  /** The runtime config a visitor with these versions gets (the same as /runtime-config.json). */
  runtimeConfig: (chosen: VisitorRemotes) => unknown;
  /** Past this, a page is answered as the browser-rendered one (RenderBudget). */
  budgetMs: number;
  /** What the page's starter script needs besides its entry (entry-boot.ts). */
  entryBoot: EntryBootOptions;
  /**
   * The site's address (PUBLIC_URL): every page is rendered for its origin (the images' and
   * canonical links' absolute URLs), whatever Host a request names.
   */
  siteUrl: string;
  /** How many fresh renders this instance starts, and for each visitor (render-limits.ts). */
  limits: RenderLimitsOptions;
  /**
   * The ids of the appointment types (the booking page's `?type=`): a query naming another is
   * left out of the page and its cache key. Read once per data version.
   */
  appointmentTypeIds?: () => Promise<readonly string[]>;
  /** Rendered pages kept, most recently used first; 0 keeps none. */
  cacheEntries?: number;
  /** False (SERVICE_WORKER=off): pages tell their boot script to remove the worker (worker-boot.ts). */
  serviceWorker?: boolean;
  log: FastifyBaseLogger;
}

export interface RenderRequest {
  /** Path and query, as requested. */
  url: string;
  /** The client's address: the budget of fresh renders it spends (render-limits.ts). */
  visitor: string;
  chosen: VisitorRemotes;
}

/** A page answering a form posted without JavaScript (RenderRequest's, with the form). */
export interface PostedRenderRequest extends Omit<RenderRequest, 'url'> {
  /** The form's page, without a query. */
  path: string;
  /** The store's state the render starts from: the posted form, under POSTED_FORM_SLICE. */
  state: Record<string, unknown>;
}

/** The query parameters a page reads without JavaScript, and the values each may take. */
const KEPT_QUERY: Readonly<Record<string, 'sent' | 'type'>> = {
  [SITE_ROUTES.public.contact]: 'sent',
  [SITE_ROUTES.public.bookAppointment]: 'type',
};

/**
 * Renders public pages on the server (docs/behaviour.md#server-rendering): the page's first
 * screen as HTML, with its data, styles, head and the store's state, from the same versions of
 * the remotes the browser will load. A page is cached per (path, versions, data version): a
 * release or a content write, on any instance, changes the key; the Host header and the query
 * are no part of it, so neither can make a page render again, but for the few query parameters
 * a page reads without JavaScript (KEPT_QUERY), each bounded to the values the site has. Fresh
 * renders are limited per instance and per visitor (render-limits.ts). Any failure, a render past the budget or past
 * a limit, answers null: the caller then serves the page rendered in the browser, as before;
 * never an error.
 */
export class PageRenderer {
  /** Pages answered 200 at their canonical path: the site's real pages. */
  private readonly cache = new Map<string, RenderedPage>();
  /**
   * Every other page kept (not-found pages, odd spellings of a path): a small cache of its own,
   * so a flood of made-up addresses cannot push the real pages out.
   */
  private readonly others = new Map<string, RenderedPage>();
  /** Renders under way, by key: a page asked for again meanwhile waits for the same render. */
  private readonly pending = new Map<string, Promise<RenderedPage | null>>();
  private readonly cacheEntries: number;
  private readonly origin: string;
  private readonly limits: RenderLimits;
  /** The appointment type ids of one data version (KEPT_QUERY's `type`). */
  private typeIds: { version: string; ids: Promise<ReadonlySet<string>> } | null = null;

  constructor(private readonly options: PageRendererOptions) {
    this.cacheEntries = options.cacheEntries ?? 500;
    this.origin = new URL(options.siteUrl).origin;
    this.limits = new RenderLimits(options.limits);
  }

  /**
   * The rendered page, or null when this path is not rendered here, the render failed, or a
   * limit on fresh renders is reached.
   */
  async page({ url, visitor, chosen }: RenderRequest): Promise<RenderedPage | null> {
    // Public routes read no query (docs/behaviour.md#server-rendering) but the few of
    // KEPT_QUERY: the page of '/blog?anything' is the page of '/blog', rendered and kept once.
    // Leaving the query out of the render too keeps the page the same whichever URL rendered it
    // first.
    const [pathname = '/', search = ''] = url.split('?', 2);
    const remote = this.options.shellPage.remoteOf(pathname);
    // The account screens and the dashboard are rendered in the browser, signed in.
    if (remote && !RENDERED.includes(remote)) return null;
    try {
      const versions = REMOTE_NAMES.filter((name) => RENDERED.includes(name))
        .map((name) => `${name}@${chosen[name].version ?? chosen[name].url}`)
        .join(',');
      // Read before the data: a write after this read gives a newer key, never a stale page.
      const dataVersion = await this.options.dataVersion();
      const page = pathname + (await this.keptQuery(pathname, search, dataVersion));
      const key = `${page}|${versions}|${dataVersion}`;
      const cached = this.cached(key);
      if (cached) return { page: cached.page, status: cached.status };
      const under = this.pending.get(key);
      if (under) {
        const shared = await under;
        return shared && { page: shared.page, status: shared.status };
      }
      const release = this.limits.admit(visitor);
      if (!release) return null;
      const rendering = this.render(page, pathname, this.origin, remote, chosen)
        .then((rendered) => {
          if (rendered?.complete) this.remember(key, pathname, rendered.page);
          return rendered?.page ?? null;
        })
        .catch((error: unknown) => {
          this.options.log.warn(
            { err: error, url },
            'Server rendering failed: the page is rendered in the browser',
          );
          return null;
        })
        .finally(() => {
          release();
          this.pending.delete(key);
        });
      this.pending.set(key, rendering);
      return await rendering;
    } catch (error) {
      this.options.log.warn(
        { err: error, url },
        'Server rendering failed: the page is rendered in the browser',
      );
      return null;
    }
  }

  /**
   * The page answering a form posted without JavaScript, rendered from the posted state: never
   * cached (it holds what one visitor typed), within the same limits on fresh renders. Null as
   * page() answers it: the caller then answers without the rendered page.
   */
  async posted({
    path,
    visitor,
    chosen,
    state,
  }: PostedRenderRequest): Promise<RenderedPage | null> {
    const remote = this.options.shellPage.remoteOf(path);
    if (!remote || !RENDERED.includes(remote)) return null;
    const release = this.limits.admit(visitor);
    if (!release) return null;
    try {
      const rendered = await this.render(path, path, this.origin, remote, chosen, state);
      return rendered?.page ?? null;
    } catch (error) {
      this.options.log.warn({ err: error, url: path }, 'Server rendering of a posted form failed');
      return null;
    } finally {
      release();
    }
  }

  /**
   * A page rendered from the state given alone, its data included (a staff preview of a post
   * visitors cannot see: docs/behaviour.md#publishing): never cached, within the same limits on
   * fresh renders. Its scripts are left out (the browser would fetch the public data and replace
   * what it shows) and it says `noindex`. Null when it cannot be rendered here.
   */
  async preview({ path, visitor, chosen, state }: PostedRenderRequest): Promise<string | null> {
    const remote = this.options.shellPage.remoteOf(path);
    if (!remote || !RENDERED.includes(remote)) return null;
    const release = this.limits.admit(visitor);
    if (!release) return null;
    try {
      const rendered = await this.renderHtml(path, path, this.origin, remote, chosen, state, true);
      if (!rendered) return null;
      return rendered.html
        .replace(/<script\b[\s\S]*?<\/script>/gi, '')
        .replace(/<link rel="(?:modulepreload|preload)"[^>]*as="(?:script|fetch)"[^>]*>/g, '')
        .replace('</head>', '<meta name="robots" content="noindex, nofollow"></head>');
    } catch (error) {
      this.options.log.warn({ err: error, url: path }, 'Server rendering of a preview failed');
      return null;
    } finally {
      release();
    }
  }

  /**
   * The query a page is rendered and kept with: its one KEPT_QUERY parameter when the value is
   * one the site has ('?sent=1'; '?type=' an appointment type's id), else none.
   */
  private async keptQuery(pathname: string, search: string, dataVersion: string): Promise<string> {
    const name = KEPT_QUERY[pathname];
    if (!name || !search) return '';
    const value = new URLSearchParams(search).get(name);
    if (value === null || value.length > 100) return '';
    if (name === 'sent') return value === '1' ? '?sent=1' : '';
    const read = this.options.appointmentTypeIds;
    if (!read) return '';
    if (this.typeIds?.version !== dataVersion) {
      const ids = read().then((list) => new Set(list));
      // A failed read is not kept: the next page asks again.
      ids.catch(() => {
        if (this.typeIds?.ids === ids) this.typeIds = null;
      });
      this.typeIds = { version: dataVersion, ids };
    }
    // Types that cannot be read: the page without the query (its first step), not an error.
    const ids = await this.typeIds.ids.catch(() => null);
    return ids?.has(value) ? `?type=${encodeURIComponent(value)}` : '';
  }

  /** Drops every rendered page (tests; a new shell build). */
  clear(): void {
    this.cache.clear();
    this.others.clear();
  }

  /** Stops the isolates the pages are rendered in (the server is closing). */
  close(): void {
    this.options.isolated.close();
  }

  private cached(key: string): RenderedPage | undefined {
    for (const cache of [this.cache, this.others]) {
      const page = cache.get(key);
      if (page) {
        // Most recently used last: the first in the map is the one to drop.
        cache.delete(key);
        cache.set(key, page);
        return page;
      }
    }
    return undefined;
  }

  private remember(key: string, pathname: string, page: RenderedPage): void {
    const real = page.status === 200 && canonicalPath(pathname) === pathname;
    const cache = real ? this.cache : this.others;
    const entries = real ? this.cacheEntries : Math.min(this.cacheEntries, OTHER_ENTRIES);
    cache.set(key, page);
    while (cache.size > entries) {
      cache.delete(cache.keys().next().value as string);
    }
  }

  private async render(
    url: string,
    pathname: string,
    origin: string,
    remote: RemoteName | null,
    chosen: VisitorRemotes,
    state?: Record<string, unknown>,
  ): Promise<{ page: RenderedPage; complete: boolean } | null> {
    const started = performance.now();
    const rendered = await this.renderHtml(url, pathname, origin, remote, chosen, state);
    if (!rendered) return null;
    const renderMs = performance.now() - started;
    return {
      page: { page: compress(rendered.html, 5), status: rendered.status, renderMs },
      complete: rendered.complete,
    };
  }

  private async renderHtml(
    url: string,
    pathname: string,
    origin: string,
    remote: RemoteName | null,
    chosen: VisitorRemotes,
    state?: Record<string, unknown>,
    dataGiven = false,
  ): Promise<{ html: string; status: number; complete: boolean } | null> {
    const code = remote ? this.remoteCode(remote, chosen, origin) : null;
    // No server bundle for the version this visitor gets: the browser renders the page.
    if (remote && !code) return null;
    const output = await this.options.isolated.render({
      key: code?.key ?? 'shell',
      remote: code?.remote ?? null,
      url,
      // The data may take most of the budget; rendering takes the rest.
      dataTimeoutMs: Math.max(1, Math.floor(this.options.budgetMs * 0.75)),
      budgetMs: this.options.budgetMs,
      ...(state ? { state } : {}),
      ...(dataGiven ? { dataGiven } : {}),
    });
    if (!output) return null;
    const html = await this.compose(output, { url, pathname, origin, remote, chosen });
    return { html, status: output.status, complete: output.complete };
  }

  /** The shell's page with the rendered content, its styles, head and state in it. */
  private async compose(
    output: RenderOutput,
    page: {
      url: string;
      pathname: string;
      origin: string;
      remote: RemoteName | null;
      chosen: VisitorRemotes;
    },
  ): Promise<string> {
    const base = await this.options.shellPage.htmlFor(page.pathname, page.chosen);
    // React puts the preloads it finds (the first screen's high-priority image) first: they
    // belong in the head, where the browser sees them before anything else.
    const leading = /^(?:<link [^>]*>)+/.exec(output.html)?.[0] ?? '';
    const content = output.html.slice(leading.length);
    const state: ServerPageState = {
      config: this.options.runtimeConfig(page.chosen),
      state: output.state as Record<string, unknown>,
      remote: page.remote,
    };
    const head = output.head
      ? await this.options.headTags(output.head, { origin: page.origin, path: page.pathname })
      : '';
    let html = (output.head ? withoutReplacedHead(base) : base)
      // The first screen is in the HTML: its scripts and manifests are not preloaded (the page
      // loads them by its deferred entry), so on a slow connection they do not take the bandwidth
      // its largest image and the HTML itself need first; nor is the runtime config, which comes
      // with the page. A page the browser renders keeps them.
      .replace(/<link rel="preload"[^>]*as="(script|fetch)"[^>]*>/g, '')
      // The page readable without scripts needs no warning that it needs them.
      .replace(/<noscript>[\s\S]*?<\/noscript>/, '');
    // Its code starts when the visitor first needs it (entry-boot.ts).
    html = withEntryOnDemand(html, this.options.entryBoot);
    const worker = this.options.serviceWorker === false ? WORKER_OFF_META : '';
    html = html.replace('</head>', `${head}${leading}${output.styles}${worker}</head>`);
    html = replaceRoot(html, content);
    return html.replace(
      '</body>',
      `<script id="${SERVER_STATE_ELEMENT_ID}" type="application/json">${jsonForScript(state)}</script></body>`,
    );
  }

  /**
   * Where the server bundle of the version this visitor gets comes from, and what identifies it
   * (its isolate's key); null when there is none here. The code itself is read only when that
   * version has no isolate yet (a local build's file is some 400 KB).
   */
  private remoteCode(
    remote: RemoteName,
    chosen: VisitorRemotes,
    origin: string,
  ): Pick<IsolatedRenderRequest, 'key' | 'remote'> | null {
    const choice = chosen[remote];
    // Served from elsewhere (REMOTE_<NAME>_URL): its server bundle is not here.
    if (!choice.url.startsWith('/')) return null;
    const publicPath = `${origin}${choice.url.slice(0, choice.url.lastIndexOf('/') + 1)}`;
    let source: { stamp: string; read: () => Promise<string | null> } | null;
    if (choice.version) {
      const version = choice.version;
      source = {
        stamp: version,
        read: () => this.options.serverBundleOf?.(remote, version) ?? Promise.resolve(null),
      };
    } else if (choice.url !== `/mfe/${remote}/${MANIFEST_FILE}`) {
      // REMOTE_<NAME>_URL names another copy than this server's build: its server bundle is
      // not the one the browser will run.
      return null;
    } else {
      const dist = this.options.shellPage.localDist(remote);
      source = dist ? localBundle(path.join(dist, SERVER_BUNDLE_FILE)) : null;
    }
    if (!source) return null;
    return {
      key: `${remote}|${source.stamp}|${publicPath}`,
      remote: { name: remote, publicPath, code: source.read },
    };
  }
}

/** The shell page's #root, its loading frame replaced by the rendered page. */
function replaceRoot(html: string, content: string): string {
  const start = html.indexOf('<div id="root">');
  if (start < 0) throw new Error('The shell page has no <div id="root">');
  const open = start + '<div id="root">'.length;
  // The frame holds no other div's end before its own: the first </div> after the boot note.
  const note = html.indexOf('</p>', open);
  const close = html.indexOf('</div>', note);
  return `${html.slice(0, open)}${content}${html.slice(close)}`;
}

/** JSON safe inside a script element: nothing in it can close the element or open a comment. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
