import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Executor } from '../core/database';
import type { ReleaseResolver } from '../core/releases';
import { runtimeConfigFor } from '../core/runtime-config';
import type { ShellPage } from './shell-page';
import type { SiteLayout } from './site-layout';
import { blogRepository } from '../repositories/blog-repository';
import { imageRepository } from '../repositories/image-repository';
import { withServerFacts, type HeadFactsSource } from './head-facts';
import { renderPageHead } from './page-head';
import { PageRenderer } from './page-renderer';
import { pagesVersionReader } from './pages-version';
import { endpoints, type RenderApiResponse } from 'shared-data/contract';
import { IsolatedRenderer } from './isolate/isolated-renderer';
import { readShellBundle } from './server-bundles';

/** The shell's server bundle, beside its browser build. */
export const SHELL_RENDER_FILE = path.join('server', 'render.js');

/**
 * The page renderer of this app, or undefined (every page rendered in the browser) when the
 * shell's server bundle is not built or does not load: the site then works as it did before.
 */
export function createPageRenderer({
  app,
  config,
  layout,
  shellPage,
  releases,
  db,
}: {
  app: FastifyInstance;
  config: Config;
  layout: SiteLayout;
  shellPage: ShellPage;
  releases: ReleaseResolver;
  db: { db: Executor };
}): PageRenderer | undefined {
  let shellCode: string | null;
  try {
    shellCode = readShellBundle(path.join(layout.shell.dist, SHELL_RENDER_FILE));
  } catch (error) {
    app.log.error(
      { err: error },
      'The shell server bundle cannot be read: pages render in the browser',
    );
    return undefined;
  }
  if (!shellCode) {
    app.log.warn('The shell has no server bundle (rebuild it): pages render in the browser');
    return undefined;
  }
  const apiBase = config.apiBase.startsWith('/') ? config.apiBase : '/api/';
  const isolated = new IsolatedRenderer({
    shellCode,
    apiBase,
    // A render's calls are answered by this app's own routes, in-process, as an anonymous GET.
    answer: async (url: string): Promise<RenderApiResponse> => {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { accept: 'application/json' },
      });
      const flat: Record<string, string> = {};
      for (const [key, value] of Object.entries(response.headers)) {
        if (value !== undefined) flat[key] = String(value);
      }
      return { status: response.statusCode, headers: flat, body: response.body };
    },
    log: (level, message, details) => app.log[level](details ?? {}, message),
    memoryLimitMb: config.renderMemoryMb,
    cpuLimitMs: config.renderCpuLimitMs,
  });
  const siteTitle =
    /<title>([\s\S]*?)<\/title>/.exec(
      readFileSync(path.join(layout.shell.dist, 'index.html'), 'utf8'),
    )?.[1] ?? '';
  const headFacts: HeadFactsSource = {
    imageSize: (hash) => imageRepository(db.db).sizeOf(hash),
    // Every blog's, of which one is kept: the one definition of a blog's last change (the
    // sitemap's), on a page the render cache then keeps.
    blogLastChange: async (blogId) =>
      (await blogRepository(db.db).lastChanges()).find((blog) => blog.id === blogId)?.lastChange,
  };
  const base = {
    apiBase: config.apiBase,
    geoLookupUrl: config.geoLookupUrl,
    vitalsSampleRate: config.vitalsSampleRate,
  };
  return new PageRenderer({
    isolated,
    shellPage,
    serverBundleOf: (remote, version) => releases.serverBundleOf(remote, version),
    dataVersion: pagesVersionReader(db.db),
    headTags: async (head, page) => {
      const full = await withServerFacts(head, page.path, headFacts).catch((error: unknown) => {
        // The page's own head is still a good head.
        app.log.warn({ err: error }, 'The facts of a page head could not be read');
        return head;
      });
      return renderPageHead(full, { siteUrl: config.publicUrl, path: page.path, siteTitle });
    },
    runtimeConfig: (chosen) => runtimeConfigFor(base, chosen),
    entryBoot: {
      apiBase: config.apiBase,
      vitals: vitalsScriptOf(layout.shell.dist, config.vitalsSampleRate),
    },
    budgetMs: config.renderBudgetMs,
    siteUrl: config.publicUrl,
    limits: config.renderLimits,
    cacheEntries: config.renderLimits.cacheEntries,
    serviceWorker: config.serviceWorker,
    // The booking page's '?type=': the types the API lists, as a visitor reads them.
    appointmentTypeIds: async () => {
      const response = await app.inject({
        method: 'GET',
        url: `${apiBase}${endpoints.appointmentTypes.path}`,
        headers: { accept: 'application/json' },
      });
      if (response.statusCode !== 200) throw new Error(`appointment types: ${response.statusCode}`);
      return response.json<{ id: string }[]>().map((type) => type.id);
    },
    log: app.log,
  });
}

/**
 * The shell build's measuring script for server-rendered pages (dist/vitals/vitals.<hash>.js,
 * shell/src/vitals/standalone.ts) with the share of visits it measures; null when it measures
 * none or the build has no such script.
 */
export function vitalsScriptOf(
  shellDist: string,
  sampleRate: number,
): { src: string; sampleRate: number } | null {
  const folder = path.join(shellDist, 'vitals');
  if (!(sampleRate > 0) || !existsSync(folder)) return null;
  const file = readdirSync(folder).find((name) => /^vitals\.[0-9a-f]+\.js$/.test(name));
  return file ? { src: `/vitals/${file}`, sampleRate } : null;
}
