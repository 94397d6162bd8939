// Lighthouse 12 on the production build: the home, services and contact pages, mobile (the
// default: a mid-range phone on a slow 4G connection, simulated) and desktop, median of RUNS
// runs each. Chromium is Debian's (CHROME_PATH, default /usr/bin/chromium), started by
// chrome-launcher. `npm run bench -- --only=lighthouse` runs only this part.
import { startGeoService } from '../e2e/src/testing/geo-service';
import { startSite } from '../e2e/src/testing/site';

export const LIGHTHOUSE_PAGES = ['/', '/services', '/contact'] as const;
const FORM_FACTORS = ['mobile', 'desktop'] as const;
const RUNS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** The targets. */
export const LIGHTHOUSE_TARGETS = {
  accessibility: 100,
  seo: 100,
  performance: { mobile: 90, desktop: 98 },
  maxCls: 0.02,
};

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits below full marks in the accessibility, best-practices and SEO categories. */
  failedAudits: string[];
}

export type LighthouseBench = Record<
  string,
  Record<(typeof FORM_FACTORS)[number], LighthouseFigures>
>;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const round = (value: number, digits = 0) => Number(value.toFixed(digits));

interface Lhr {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { numericValue?: number; score: number | null; scoreDisplayMode: string }>;
}

export async function benchLighthouse(): Promise<LighthouseBench> {
  // Both packages are ES modules only.
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const { launch } = await import('chrome-launcher');

  // The contact page's location lookup goes to a loopback service here: the default one on
  // the internet is out of reach of a machine without it, and its failure is not the page's.
  const geo = await startGeoService({ ip: '41.90.64.10', city: 'Nairobi', country_code: 'KE' });
  const site = await startSite({ GEO_LOOKUP_URL: geo.url }, '127.0.0.1');
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const results: LighthouseBench = {};
    for (const path of LIGHTHOUSE_PAGES) {
      for (const formFactor of FORM_FACTORS) {
        const runs: Lhr[] = [];
        for (let run = 0; run < RUNS; run += 1) {
          const result = await lighthouse(
            site.url + path,
            {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: [...CATEGORIES],
            },
            formFactor === 'desktop' ? desktopConfig : undefined,
          );
          if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
          runs.push(result.lhr);
        }
        const score = (id: string) =>
          round(median(runs.map((lhr) => (lhr.categories[id]?.score ?? 0) * 100)));
        const metric = (id: string) =>
          median(runs.map((lhr) => lhr.audits[id]?.numericValue ?? NaN));
        const failed = new Set<string>();
        for (const lhr of runs)
          for (const id of ['accessibility', 'best-practices', 'seo'])
            for (const ref of lhr.categories[id]?.auditRefs ?? []) {
              const audit = lhr.audits[ref.id];
              if (audit && audit.scoreDisplayMode === 'binary' && audit.score !== 1)
                failed.add(`${id}: ${ref.id}`);
            }
        results[path] ??= {} as LighthouseBench[string];
        results[path][formFactor] = {
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: round(metric('largest-contentful-paint')),
          tbtMs: round(metric('total-blocking-time')),
          cls: round(metric('cumulative-layout-shift'), 3),
          failedAudits: [...failed].sort(),
        };
      }
    }
    return results;
  } finally {
    chrome.kill();
    await site.stop();
    await geo.close();
  }
}

/** One line per page and form factor, and whether it meets the targets. */
export function lighthouseLines(bench: LighthouseBench): string[] {
  const lines = [
    `Lighthouse 12, median of ${RUNS} runs (performance, accessibility, best practices, SEO; LCP, TBT, CLS):`,
  ];
  for (const [path, byFactor] of Object.entries(bench)) {
    for (const [factor, f] of Object.entries(byFactor)) {
      const target = LIGHTHOUSE_TARGETS.performance[factor as 'mobile' | 'desktop'];
      const met =
        f.performance >= target &&
        f.accessibility >= LIGHTHOUSE_TARGETS.accessibility &&
        f.seo >= LIGHTHOUSE_TARGETS.seo &&
        f.cls <= LIGHTHOUSE_TARGETS.maxCls;
      lines.push(
        `  ${path} ${factor}: ${f.performance} / ${f.accessibility} / ${f.bestPractices} / ${f.seo}; ` +
          `LCP ${f.lcpMs} ms, TBT ${f.tbtMs} ms, CLS ${f.cls} (${met ? 'meets' : 'MISSES'} the targets)`,
      );
      if (f.failedAudits.length) lines.push(`    below full marks: ${f.failedAudits.join(', ')}`);
    }
  }
  return lines;
}
