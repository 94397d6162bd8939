import type { Page } from 'shared-data';

/** A paged call's answer (GET enquiry/page, auth/staff/page, blog/page): these rows as one page. */
export function testPage<T>(items: T[], more: Partial<Page<T>> = {}): Page<T> {
  return { items, total: items.length, page: 1, per_page: 20, ...more };
}

/**
 * A handler answering a paged call from its query, 20 rows a page: `rows(q, status)` are all
 * the rows that match.
 */
export function pagedAnswer<T>(rows: (q: string, status: string) => T[]) {
  return (request: { path: string }) => {
    const query = new URLSearchParams(request.path.split('?')[1] ?? '');
    const page = Number(query.get('page') ?? 1);
    const matching = rows(query.get('q') ?? '', query.get('status') ?? '');
    const first = (page - 1) * 20;
    return {
      status: 200,
      body: testPage(matching.slice(first, first + 20), { total: matching.length, page }),
    };
  };
}
