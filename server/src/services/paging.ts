import type { Page } from 'shared-data/contract';
import type { PageWindow, RowPage } from '../repositories/common';

/** What a paged list call asks (docs/behaviour.md#paged-list-calls), checked by its schema. */
export interface PageQuery {
  page: number;
  per_page: number;
  q?: string | undefined;
}

/** The rows of that page. */
export function windowOf(query: PageQuery): PageWindow {
  return { offset: (query.page - 1) * query.per_page, limit: query.per_page };
}

/** Search text worth searching for: an empty or blank one searches nothing. */
export function searchOf(query: PageQuery): string | undefined {
  const text = query.q?.trim();
  return text ? text : undefined;
}

/** The answer: the page's rows shown as the API shows them, with the count and the paging. */
export function pageAnswer<R, T>(
  query: PageQuery,
  found: RowPage<R>,
  present: (row: R) => T,
): Page<T> {
  return {
    items: found.rows.map(present),
    total: found.total,
    page: query.page,
    per_page: query.per_page,
  };
}
