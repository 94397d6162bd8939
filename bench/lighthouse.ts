// Lighthouse 12 on the production build: the home, services, contact, blog list, booking pages
// and the seeded site's first blog, mobile (the default: a mid-range phone on a slow 4G
// connection, simulated) and desktop, median of RUNS runs each. Chromium is Debian's
// (CHROME_PATH, default /usr/bin/chromium), started by chrome-launcher.
// `npm run bench -- --only=lighthouse` runs only this part.
import { startGeoService } from '../e2e/src/testing/geo-service';
import { startSite } from '../e2e/src/testing/site';

/** The pages measured; BLOG_PAGE stands for the first blog of the seeded site. */
const BLOG_PAGE = '/blogs/{first}';
export const LIGHTHOUSE_PAGES = [
  '/',
  '/services',
  '/contact',
  '/blog',
  BLOG_PAGE,
  '/book_appointment',
] as const;
const FORM_FACTORS = ['mobile', 'desktop'] as const;
type FormFactor = (typeof FORM_FACTORS)[number];
const RUNS = 3;
/** Tries of one run whose trace Lighthouse failed to record. */
const MAX_ATTEMPTS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** The goals: each page, each form factor. */
export const LIGHTHOUSE_TARGETS = {
  performance: { mobile: 98, desktop: 100 },
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  maxLcpMs: 1500,
  maxTbtMs: 100,
  maxCls: 0.02,
};

/** An audit of the accessibility, best-practices or SEO category below full marks. */
export interface FailedAudit {
  category: string;
  id: string;
  /** What Lighthouse says of it (its failure title). */
  title: string;
  /** How many runs of the RUNS it failed in. */
  runs: number;
}

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  failedAudits: FailedAudit[];
  /** What Lighthouse reported going wrong in a run (its runtime error and warnings). */
  runProblems: string[];
}

export type LighthouseBench = Record<string, Record<FormFactor, LighthouseFigures>>;

// Of the runs that measured it: a run that failed to (an error Lighthouse reports) is left out.
const median = (values: number[]) => {
  const measured = values.filter(Number.isFinite).sort((a, b) => a - b);
  return measured[Math.floor(measured.length / 2)] ?? NaN;
};
const round = (value: number, digits = 0) => Number(value.toFixed(digits));

interface Lhr {
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    { numericValue?: number; score: number | null; scoreDisplayMode: string; title: string }
  >;
}

// Modes whose score says nothing about the page: not applicable, to check by hand, for information.
const UNSCORED = new Set(['notApplicable', 'manual', 'informative', 'error']);

/** The audits below full marks in the accessibility, best-practices and SEO categories. */
function failedAudits(runs: Lhr[]): FailedAudit[] {
  const failed = new Map<string, FailedAudit>();
  for (const lhr of runs)
    for (const category of ['accessibility', 'best-practices', 'seo'])
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (!audit || UNSCORED.has(audit.scoreDisplayMode) || (audit.score ?? 1) >= 1) continue;
        const key = `${category}: ${ref.id}`;
        const seen = failed.get(key);
        if (seen) seen.runs += 1;
        else failed.set(key, { category, id: ref.id, title: audit.title, runs: 1 });
      }
  return [...failed.values()].sort(
    (a, b) => a.category.localeCompare(b.category) || a.id.localeCompare(b.id),
  );
}

/** The first blog of the site (newest first, as the blog list shows them), from its API. */
async function firstBlogPath(siteUrl: string): Promise<string> {
  const response = await fetch(`${siteUrl}/api/blog/`);
  if (!response.ok) throw new Error(`GET /api/blog/ answered ${response.status}`);
  const [first] = (await response.json()) as { blog_id: string }[];
  if (!first) throw new Error('The site has no blog to measure (is SEED_DEMO off?)');
  return `/blogs/${encodeURIComponent(first.blog_id)}`;
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
    const blog = await firstBlogPath(site.url);
    const results: LighthouseBench = {};
    for (const page of LIGHTHOUSE_PAGES) {
      const path = page === BLOG_PAGE ? blog : page;
      for (const formFactor of FORM_FACTORS) {
        const runs: Lhr[] = [];
        const problems: string[] = [];
        for (let run = 0; run < RUNS; run += 1) {
          // A run whose trace Lighthouse could not record (NO_NAVSTART, now and then on the
          // first run after a change of form factor) says so and asks to be run again.
          for (let attempt = 1; ; attempt += 1) {
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
            const { runtimeError, runWarnings = [] } = result.lhr as Lhr;
            problems.push(...runWarnings);
            if (runtimeError) problems.push(`${runtimeError.code} (attempt ${attempt})`);
            if (!runtimeError || attempt === MAX_ATTEMPTS) {
              runs.push(result.lhr);
              break;
            }
          }
        }
        // A category a run could not score is left out of its median, not counted as 0.
        const score = (id: string) =>
          round(median(runs.map((lhr) => (lhr.categories[id]?.score ?? NaN) * 100)));
        const metric = (id: string) =>
          median(runs.map((lhr) => lhr.audits[id]?.numericValue ?? NaN));
        results[path] ??= {} as LighthouseBench[string];
        results[path][formFactor] = {
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: round(metric('largest-contentful-paint')),
          tbtMs: round(metric('total-blocking-time')),
          cls: round(metric('cumulative-layout-shift'), 3),
          failedAudits: failedAudits(runs),
          runProblems: [...new Set(problems)],
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

/** Each goal of a page in one form factor: its name, the figure, and whether it is met. */
export function lighthouseGoals(factor: FormFactor, f: LighthouseFigures) {
  const t = LIGHTHOUSE_TARGETS;
  return [
    {
      goal: `performance >= ${t.performance[factor]}`,
      met: f.performance >= t.performance[factor],
    },
    { goal: `LCP <= ${t.maxLcpMs} ms`, met: f.lcpMs <= t.maxLcpMs },
    { goal: `TBT <= ${t.maxTbtMs} ms`, met: f.tbtMs <= t.maxTbtMs },
    { goal: `CLS <= ${t.maxCls}`, met: f.cls <= t.maxCls },
    { goal: `SEO ${t.seo}`, met: f.seo >= t.seo },
    { goal: `accessibility ${t.accessibility}`, met: f.accessibility >= t.accessibility },
    { goal: `best practices ${t.bestPractices}`, met: f.bestPractices >= t.bestPractices },
  ];
}

const auditLine = (audit: FailedAudit) =>
  `${audit.category}: ${audit.id} ('${audit.title}', ${audit.runs} of ${RUNS} runs)`;

/** A line per page and form factor with every figure, then each goal missed and each failed audit. */
export function lighthouseLines(bench: LighthouseBench): string[] {
  const lines = [
    `Lighthouse 12, median of ${RUNS} runs (performance, LCP, TBT, CLS, SEO, accessibility, best practices):`,
  ];
  for (const [path, byFactor] of Object.entries(bench)) {
    for (const [factor, f] of Object.entries(byFactor) as [FormFactor, LighthouseFigures][]) {
      const goals = lighthouseGoals(factor, f);
      const missed = goals.filter((goal) => !goal.met).map((goal) => goal.goal);
      lines.push(
        `  ${path} ${factor}: performance ${f.performance}, LCP ${f.lcpMs} ms, TBT ${f.tbtMs} ms, ` +
          `CLS ${f.cls}, SEO ${f.seo}, accessibility ${f.accessibility}, best practices ${f.bestPractices}: ` +
          (missed.length ? `MISSES ${missed.join(', ')}` : 'meets every goal'),
      );
      for (const audit of f.failedAudits) lines.push(`    failed audit ${auditLine(audit)}`);
      for (const problem of f.runProblems) lines.push(`    run problem: ${problem}`);
    }
  }
  return lines;
}
