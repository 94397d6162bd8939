import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Executor } from '../core/database';
import type { ReleaseResolver } from '../core/releases';
import { runtimeConfigFor } from '../core/runtime-config';
import type { ShellPage } from '../plugins/shell-page';
import type { SiteLayout } from '../plugins/site-layout';
import { renderPageHead } from './page-head';
import { PageRenderer } from './page-renderer';
import { pagesVersionReader } from './pages-version';
import type { RenderApiResponse } from 'shared-data/contract';
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
  const isolated = new IsolatedRenderer({
    shellCode,
    apiBase: config.apiBase.startsWith('/') ? config.apiBase : '/api/',
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
    headTags: (head, page) =>
      renderPageHead(head, { siteUrl: config.publicUrl, path: page.path, siteTitle }),
    runtimeConfig: (chosen) => runtimeConfigFor(base, chosen),
    budgetMs: config.renderBudgetMs,
    siteUrl: config.publicUrl,
    limits: config.renderLimits,
    cacheEntries: config.renderLimits.cacheEntries,
    log: app.log,
  });
}
