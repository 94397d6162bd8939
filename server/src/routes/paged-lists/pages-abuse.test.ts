// Abuse of the paged lists' page and count (docs/security.md#ranges-dates-and-pages): each is
// refused with a 400 naming the field before the list is read. The bound is shown by what did
// not happen (the service never called, no query but the sign-in's), not by a clock.
import { LIMITS, type CallName } from 'shared-data/contract';
import type { Services } from '../../services';
import { bearer, createTestApi, type TestApi } from '../../testing/api';
import { testDatabaseKinds } from '../../testing/database';
import { logQueries, readsOf } from '../../testing/query-log';

const LISTS: [CallName, string, (services: Services) => [object, string]][] = [
  ['enquiryPage', 'enquiry/page', (s) => [s.enquiries, 'page']],
  ['staffPage', 'auth/staff/page', (s) => [s.directory, 'staffPage']],
  ['blogPage', 'blog/page', (s) => [s.blogs, 'page']],
];

const ABUSES: [string, string, string][] = [
  ['a page of 10^9', 'page=1000000000', `page must be at most ${LIMITS.pageRowsMax}`],
  ['a page in exponent form', 'page=1e9', 'page must be a number'],
  ['an endless page', 'page=Infinity', 'page must be a number'],
  ['a negative page', 'page=-1', 'page must be at least 1'],
  ['a fractional page', 'page=1.5', 'page must be a whole number'],
  ['a negative count', 'per_page=-20', 'per_page must be at least 1'],
  ['a fractional count', 'per_page=0.5', 'per_page must be a whole number'],
  ['a count of 10^9', 'per_page=1000000000', `per_page must be at most ${LIMITS.pageSizeMax}`],
  [
    'a page past row 100,000 at the default count',
    'page=5001',
    'page must be at most 5000 with per_page 20',
  ],
  [
    'a page past row 100,000 at the largest count',
    'page=1001&per_page=100',
    'page must be at most 1000 with per_page 100',
  ],
  ['two pages at once', 'page=1&page=2', 'page must be a number'],
];

describe.each(testDatabaseKinds())('paged lists given hostile pages on %s', (kind) => {
  let api: TestApi;
  let token: string;
  let signInReads: string[];

  beforeAll(async () => {
    api = await createTestApi(kind);
    ({ token } = await api.account({ isAdmin: true }));
    signInReads = await readsOf(api.database.db, () => api.app.services.signIn.authenticate(token));
  });
  afterAll(() => api.close());

  async function watched(list: (typeof LISTS)[number], query: string) {
    const [, path, work] = list;
    const [service, method] = work(api.app.services);
    const spy = jest.spyOn(service as Record<string, () => unknown>, method);
    const log = logQueries(api.database.db);
    try {
      const res = await api.app.inject({ url: `/api/${path}?${query}`, headers: bearer(token) });
      return { res, worked: spy.mock.calls.length, reads: [...log.statements] };
    } finally {
      log.stop();
      spy.mockRestore();
    }
  }

  describe.each(LISTS)('%s', (...list) => {
    it('reads the deepest page it takes (the watch can fail)', async () => {
      const { res, worked, reads } = await watched(list, 'page=1000&per_page=100');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ items: [], page: 1000, per_page: 100 });
      expect(worked).toBe(1);
      expect(reads.length).toBeGreaterThan(signInReads.length);
    });

    it.each(ABUSES)(
      'refuses %s (%s) with a 400 naming the field, before any read',
      async (_label, query, msg) => {
        const { res, worked, reads } = await watched(list, query);
        expect(res.json()).toEqual({ status: 400, msg });
        expect(worked).toBe(0);
        expect(reads).toEqual(signInReads);
      },
    );
  });

  it('refuses a deep page from the services themselves, before reading a row', async () => {
    const { enquiries, blogs } = api.app.services;
    const log = logQueries(api.database.db);
    try {
      await expect(enquiries.page({ page: 1_000_000_000, per_page: 100 })).rejects.toMatchObject({
        statusCode: 400,
        message: 'page must be at most 1000 with per_page 100',
      });
      await expect(blogs.page({ page: 1, per_page: -1 })).rejects.toMatchObject({
        statusCode: 400,
        message: `per_page must be a whole number from 1 to ${LIMITS.pageSizeMax}`,
      });
    } finally {
      log.stop();
    }
    expect(log.statements).toEqual([]);
  });
});
