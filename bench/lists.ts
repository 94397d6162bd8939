// The dashboard's paged lists at size: 100,000 enquiries (a third of them answered) seeded in
// one transaction, then GET enquiry/page timed through the whole app (routing, token check,
// validation, queries, serialisation; app.inject, so no socket) on SQLite and, when one
// answers at TEST_DATABASE_URL, PostgreSQL: the first page, a search, a filter and a deep
// page. Then the dashboard's first render of those enquiries in Chromium against the production
// server (bench/lists-browser.ts). `npx tsx bench/lists.ts` runs it alone, after building what
// changed.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { Db } from '../server/src/core/database';
import { bearer, createTestApi } from '../server/src/testing/api';
import { testDatabaseKinds } from '../server/src/testing/database';
import { findPostgres } from './postgres';
import { benchListsBrowser, listsBrowserLines, type ListsBrowserBench } from './lists-browser';

export const ROWS = 100_000;
const BATCH = 1_000;
const RUNS = 30;
export const BUDGET_FIRST_PAGE_MS = 50;

const NAMES = ['Wanjiku', 'Otieno', 'Kamau', 'Achieng', 'Mwangi', 'Njeri', 'Kiprop', 'Atieno'];
const ANIMALS = ['dog', 'cat', 'cow', 'goat', 'donkey', 'sheep', 'rabbit', 'chicken'];

export interface ListCase {
  url: string;
  total: number;
  /** Median and slowest of RUNS answers, after one warm-up. */
  medianMs: number;
  maxMs: number;
}

export interface ListsBench {
  rows: number;
  seedSeconds: Record<string, number>;
  byDatabase: Record<string, Record<string, ListCase>>;
  withinBudget: boolean;
  /** The dashboard's first render of the same enquiries, in the browser. */
  dashboard: ListsBrowserBench;
}

const round = (value: number) => Math.round(value * 10) / 10;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const CASES = {
  firstPage: '/api/enquiry/page',
  search: '/api/enquiry/page?q=kamau',
  searchRare: '/api/enquiry/page?q=number%2077777',
  awaiting: '/api/enquiry/page?status=awaiting',
  answered: '/api/enquiry/page?status=answered',
  deepPage: `/api/enquiry/page?page=${ROWS / 20}`,
};

/**
 * ROWS enquiries, one a minute from 2024-01-01, a third of them answered by `staffId`, in one
 * transaction of BATCH-row inserts.
 */
export async function seedEnquiries(db: Db, staffId: string): Promise<void> {
  const base = Date.UTC(2024, 0, 1);
  await db.transaction().execute(async (trx) => {
    for (let from = 0; from < ROWS; from += BATCH) {
      const enquiries = [];
      const responses = [];
      for (let n = from; n < from + BATCH; n += 1) {
        const name = `${NAMES[n % NAMES.length]} ${NAMES[(n * 7 + 3) % NAMES.length]}`;
        const id = `enq${String(n).padStart(6, '0')}`;
        const at = new Date(base + n * 60_000).toISOString();
        enquiries.push({
          id,
          fullname: name,
          email: `client${n}@example.com`,
          phonenumber: `+254 7${String(n).padStart(8, '0')}`,
          message: `My ${ANIMALS[n % ANIMALS.length]} needs a check-up, question number ${n}`,
          geo_data: null,
          created_at: at,
        });
        if (n % 3 === 0) {
          responses.push({
            id: `res${n}`,
            enquiry_id: id,
            staff_id: staffId,
            responder_name: 'Bench Staff',
            response: 'Bring it in on Monday',
            created_at: at,
          });
        }
      }
      await trx.insertInto('enquiries').values(enquiries).execute();
      await trx.insertInto('enquiry_responses').values(responses).execute();
    }
  });
}

export async function benchLists(): Promise<ListsBench> {
  await findPostgres();
  const seedSeconds: Record<string, number> = {};
  const byDatabase: Record<string, Record<string, ListCase>> = {};
  for (const kind of testDatabaseKinds()) {
    const api = await createTestApi(kind);
    try {
      const { id: staffId, token } = await api.account();
      const start = performance.now();
      await seedEnquiries(api.database.db, staffId);
      seedSeconds[kind] = round((performance.now() - start) / 1000);
      if (kind === 'postgres') {
        const { sql } = await import('kysely');
        await sql`analyze`.execute(api.database.db);
      }

      const results: Record<string, ListCase> = {};
      for (const [name, url] of Object.entries(CASES)) {
        const ask = () => api.app.inject({ url, headers: bearer(token) });
        const warm = await ask();
        if (warm.statusCode !== 200) throw new Error(`${url}: ${warm.statusCode} ${warm.body}`);
        const times: number[] = [];
        for (let run = 0; run < RUNS; run += 1) {
          const t0 = performance.now();
          await ask();
          times.push(performance.now() - t0);
        }
        results[name] = {
          url,
          total: warm.json<{ total: number }>().total,
          medianMs: round(median(times)),
          maxMs: round(Math.max(...times)),
        };
      }
      byDatabase[kind] = results;
    } finally {
      await api.close();
    }
  }
  const withinBudget = Object.values(byDatabase).every(
    (cases) => (cases.firstPage?.medianMs ?? Infinity) < BUDGET_FIRST_PAGE_MS,
  );
  const dashboard = await benchListsBrowser(ROWS, seedEnquiries);
  return { rows: ROWS, seedSeconds, byDatabase, withinBudget, dashboard };
}

export function listsLines(bench: ListsBench): string[] {
  const lines = [`Enquiries list with ${bench.rows} rows (median / slowest of ${RUNS}):`];
  for (const [kind, cases] of Object.entries(bench.byDatabase)) {
    lines.push(`  ${kind} (seeded in ${bench.seedSeconds[kind]} s):`);
    for (const [name, c] of Object.entries(cases))
      lines.push(`    ${name} ${c.url}: ${c.medianMs} / ${c.maxMs} ms (total ${c.total})`);
  }
  lines.push(
    `  first page budget ${BUDGET_FIRST_PAGE_MS} ms: ${bench.withinBudget ? 'within' : 'OVER'}`,
  );
  lines.push(...listsBrowserLines(bench.dashboard));
  return lines;
}

if (require.main === module) {
  // The browser part runs the production build: build what changed, as `npm run bench` does.
  spawnSync(process.execPath, [join(__dirname, '..', 'scripts', 'build-changed.mjs')], {
    stdio: 'ignore',
  });
  benchLists()
    .then((bench) => {
      for (const line of listsLines(bench)) console.log(line);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
