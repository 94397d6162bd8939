// The second language's cost (`npm run bench -- --only=languages`), docs/behaviour.md#languages:
// - each app's Kiswahili catalogue chunks, gzip (mfe-public's comes in parts: its core, and the
//   long texts of services, articles and customer resources with their pages);
// - what a first visit fetches of them once the page's code has started (a visitor's first
//   click on a control), in a new profile per visit: the English home page (nothing, by design),
//   the Kiswahili home page and a Kiswahili service page (the largest part), per app against the
//   budget of 15 KB gzip per app and language.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Response } from 'playwright-core';
import { launchBrowser, startPageCode } from '../e2e/src/testing/browser';
import { startSite } from '../e2e/src/testing/site';
import { appOf } from './first-visit';

const root = resolve(__dirname, '..');
const round = (value: number) => Math.round(value * 10) / 10;

/** What a page may fetch of an app's catalogue, per language (gzip). */
export const CATALOGUE_BUDGET_KB = 15;

/** The builds' catalogue chunks: `<name>-messages-sw[-<part>].<hash>.js` (webpackChunkName). */
const CATALOGUE_CHUNK = /messages-sw(?:-[a-z]+)?\.[0-9a-f]+\.js$/;

const DISTS: Record<string, string> = {
  shell: 'shell/dist',
  'mfe-public': 'mfe-public/dist',
  'mfe-blog': 'mfe-blog/dist',
  'mfe-auth': 'mfe-auth/dist',
};

/** The Kiswahili pages measured besides the English home page. */
const VISITS = ['/', '/sw', '/sw/animal_identification'];

export interface CatalogueSize {
  app: string;
  file: string;
  gzipKB: number;
}

export interface LanguageVisit {
  path: string;
  /** Gzip KB of the catalogue chunks fetched, by app and file name. */
  catalogues: Record<string, number>;
  catalogueKB: number;
  /** Gzip KB fetched per app: what the budget is judged on. */
  byApp: Record<string, number>;
  withinBudget: boolean;
}

export interface LanguagesBench {
  catalogues: CatalogueSize[];
  visits: LanguageVisit[];
}

/** Every catalogue chunk of the production builds, gzip level 9 (as the precompressed files). */
function catalogueSizes(): CatalogueSize[] {
  const sizes: CatalogueSize[] = [];
  for (const [app, dist] of Object.entries(DISTS)) {
    for (const file of readdirSync(join(root, dist)).filter((name) => CATALOGUE_CHUNK.test(name))) {
      const bytes = gzipSync(readFileSync(join(root, dist, file)), { level: 9 }).length;
      sizes.push({ app, file, gzipKB: round(bytes / 1024) });
    }
  }
  return sizes;
}

export async function benchLanguages(): Promise<LanguagesBench> {
  const site = await startSite({ VITALS_SAMPLE_RATE: '0' }, '127.0.0.1');
  const browser = await launchBrowser();
  try {
    const visits: LanguageVisit[] = [];
    for (const path of VISITS) {
      // An English browser, so the home page is not sent on to /sw.
      const context = await browser.newContext({ locale: 'en-GB' });
      const page = await context.newPage();
      const scripts: Response[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response);
      });
      await page.goto(site.url + path, { waitUntil: 'networkidle' });
      await startPageCode(page);
      await page.waitForLoadState('networkidle');
      const catalogues: Record<string, number> = {};
      const byApp: Record<string, number> = {};
      for (const response of scripts) {
        const pathname = new URL(response.url()).pathname;
        if (!CATALOGUE_CHUNK.test(pathname)) continue;
        const app = appOf(response.url());
        const kb = gzipSync(await response.body(), { level: 9 }).length / 1024;
        catalogues[`${app}/${pathname.split('/').at(-1)}`] = round(kb);
        byApp[app] = (byApp[app] ?? 0) + kb;
      }
      await context.close();
      visits.push({
        path,
        catalogues,
        catalogueKB: round(Object.values(byApp).reduce((sum, kb) => sum + kb, 0)),
        byApp: Object.fromEntries(Object.entries(byApp).map(([app, kb]) => [app, round(kb)])),
        withinBudget: Object.values(byApp).every((kb) => kb <= CATALOGUE_BUDGET_KB),
      });
    }
    return { catalogues: catalogueSizes(), visits };
  } finally {
    await browser.close();
    await site.stop();
  }
}

export function languagesLines({ catalogues, visits }: LanguagesBench): string[] {
  const lines = ['Kiswahili catalogue chunks (gzip):'];
  for (const catalogue of catalogues) {
    lines.push(`  ${catalogue.app}: ${catalogue.gzipKB} KB (${catalogue.file})`);
  }
  lines.push(
    `Catalogues a first visit fetches once its code has started (budget ${CATALOGUE_BUDGET_KB} KB gzip per app):`,
  );
  for (const visit of visits) {
    const apps = Object.entries(visit.byApp)
      .map(([app, kb]) => `${app} ${kb}`)
      .join(', ');
    lines.push(
      `  ${visit.path}: ${visit.catalogueKB} KB (${apps || 'none'}); ` +
        `budget ${visit.withinBudget ? 'met' : 'NOT MET'}`,
    );
  }
  return lines;
}
