import type { FastifyBaseLogger } from 'fastify';
import { REMOTE_NAMES, type PageHead, type RemoteName } from 'shared-data/contract';
import type { VisitorRemotes } from '../core/releases';
import { compress, type PageVariant, type ShellPage } from './shell-page';
import type { EntryBootOptions } from './entry-boot';
import type { IsolatedRenderer } from './isolate/isolated-renderer';
import { KeptQuery } from './kept-query';
import { PageCache } from './page-cache';
import { composePage, remoteCodeOf } from './page-composition';
import { RenderLimits, type RenderLimitsOptions } from './render-limits';

export { jsonForScript } from './page-composition';

/** The remotes whose pages the server renders: the public ones. */
const RENDERED: readonly RemoteName[] = ['public', 'blog'];

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
  /** Asked by the instance itself before any visitor (render/warm-pages.ts). */
  ahead?: boolean;
}

/** A page answering a form posted without JavaScript (RenderRequest's, with the form). */
export interface PostedRenderRequest extends Omit<RenderRequest, 'url'> {
  /** The form's page, without a query. */
  path: string;
  /** The store's state the render starts from: the posted form, under POSTED_FORM_SLICE. */
  state: Record<string, unknown>;
}

/**
 * Renders public pages on the server (docs/behaviour.md#server-rendering): the page's first
 * screen as HTML, with its data, styles, head and the store's state, from the same versions of
 * the remotes the browser will load. A page is cached per (path, versions, data version), the
 * path whole with its language's prefix, so '/sw/blog' is kept apart from '/blog': a release
 * or a content write, on any instance, changes the key; the Host header and the query
 * are no part of it, so neither can make a page render again, but for the few query parameters
 * a page reads without JavaScript (kept-query.ts), each bounded to the values the site has. The
 * pages are kept in page-cache.ts and made whole in page-composition.ts. Fresh renders are
 * limited per instance and per visitor (render-limits.ts). Any failure, a render past the budget
 * or past a limit, answers null: the caller then serves the page rendered in the browser, as
 * before; never an error.
 */
/**
 * How many times the render budget a posted form's page may take. Its visitor has no script (the
 * form was posted without JavaScript), so the browser-rendered page, every other render's
 * fallback, would show them nothing: a slow instance should still answer with their form and
 * its messages. Posting is bounded on its own (the contact form's limits per address).
 */
const POSTED_BUDGET_FACTOR = 4;

export class PageRenderer {
  /** Pages rendered complete, by key (page-cache.ts). */
  private readonly cache: PageCache;
  /** Renders under way, by key: a page asked for again meanwhile waits for the same render. */
  private readonly pending = new Map<string, Promise<RenderedPage | null>>();
  private readonly origin: string;
  private readonly limits: RenderLimits;
  private readonly keptQuery: KeptQuery;

  constructor(private readonly options: PageRendererOptions) {
    this.cache = new PageCache(options.cacheEntries ?? 500);
    this.origin = new URL(options.siteUrl).origin;
    this.limits = new RenderLimits(options.limits);
    this.keptQuery = new KeptQuery(options.appointmentTypeIds);
  }

  /**
   * The rendered page, or null when this path is not rendered here, the render failed, or a
   * limit on fresh renders is reached.
   */
  async page({ url, visitor, chosen, ahead = false }: RenderRequest): Promise<RenderedPage | null> {
    // Public routes read no query (docs/behaviour.md#server-rendering) but the few of
    // kept-query.ts: the page of '/blog?anything' is the page of '/blog', rendered and kept once.
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
      const page = pathname + (await this.keptQuery.of(pathname, search, dataVersion));
      const key = `${page}|${versions}|${dataVersion}`;
      const cached = this.cache.get(key);
      if (cached) return { page: cached.page, status: cached.status };
      const under = this.pending.get(key);
      if (under) {
        const shared = await under;
        return shared && { page: shared.page, status: shared.status };
      }
      const release = this.limits.admit(visitor);
      if (!release) return null;
      const rendering = this.render(page, pathname, this.origin, remote, chosen, { ahead })
        .then((rendered) => {
          if (rendered?.complete) this.cache.remember(key, pathname, rendered.page);
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
      const rendered = await this.render(path, path, this.origin, remote, chosen, {
        state,
        budgetFactor: POSTED_BUDGET_FACTOR,
      });
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
      const rendered = await this.renderHtml(path, path, this.origin, remote, chosen, {
        state,
        dataGiven: true,
      });
      if (!rendered) return null;
      return (
        rendered.html
          .replace(/<script\b[\s\S]*?<\/script>/gi, '')
          .replace(/<link rel="(?:modulepreload|preload)"[^>]*as="(?:script|fetch)"[^>]*>/g, '')
          // A page kept from search engines names no other language's page to them either.
          .replace(/<link rel="alternate" hreflang="[^"]*" href="[^"]*">\n?/g, '')
          .replace('</head>', '<meta name="robots" content="noindex, nofollow"></head>')
      );
    } catch (error) {
      this.options.log.warn({ err: error, url: path }, 'Server rendering of a preview failed');
      return null;
    } finally {
      release();
    }
  }

  /** Drops every rendered page (tests; a new shell build). */
  clear(): void {
    this.cache.clear();
  }

  /** Stops the isolates the pages are rendered in (the server is closing). */
  close(): void {
    this.options.isolated.close();
  }

  private async render(
    url: string,
    pathname: string,
    origin: string,
    remote: RemoteName | null,
    chosen: VisitorRemotes,
    options: { state?: Record<string, unknown>; budgetFactor?: number; ahead?: boolean } = {},
  ): Promise<{ page: RenderedPage; complete: boolean } | null> {
    const started = performance.now();
    const rendered = await this.renderHtml(url, pathname, origin, remote, chosen, options);
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
    {
      state,
      dataGiven = false,
      budgetFactor = 1,
      ahead = false,
    }: {
      state?: Record<string, unknown>;
      dataGiven?: boolean;
      budgetFactor?: number;
      ahead?: boolean;
    } = {},
  ): Promise<{ html: string; status: number; complete: boolean } | null> {
    const budgetMs = this.options.budgetMs * budgetFactor;
    const code = remote ? remoteCodeOf(this.options, remote, chosen, origin) : null;
    // No server bundle for the version this visitor gets: the browser renders the page.
    if (remote && !code) return null;
    const output = await this.options.isolated.render({
      key: code?.key ?? 'shell',
      remote: code?.remote ?? null,
      url,
      // The data may take most of the budget; rendering takes the rest.
      dataTimeoutMs: Math.max(1, Math.floor(budgetMs * 0.75)),
      budgetMs,
      ...(state ? { state } : {}),
      ...(dataGiven ? { dataGiven } : {}),
      ...(ahead ? { ahead } : {}),
    });
    if (!output) return null;
    const html = await composePage(this.options, output, {
      url,
      pathname,
      origin,
      remote,
      chosen,
    });
    return { html, status: output.status, complete: output.complete };
  }
}
