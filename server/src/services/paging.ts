import { LIMITS, pageDepthProblem, type Page } from 'shared-data/contract';
import { HttpError } from '../core/errors';
import type { PageWindow, RowPage } from '../repositories/common';

/** What a paged list call asks (docs/behaviour.md#paged-list-calls), checked by its schema. */
export interface PageQuery {
  page: number;
  per_page: number;
  q?: string | undefined;
}

/**
 * The rows of that page. The contract refuses these already; checked again here, from the two
 * numbers, so no caller can make a query read past row LIMITS.pageRowsMax.
 */
export function windowOf(query: PageQuery): PageWindow {
  const { page, per_page: perPage } = query;
  if (!Number.isSafeInteger(page) || page < 1) {
    throw new HttpError(400, 'page must be a whole number from 1');
  }
  if (!Number.isSafeInteger(perPage) || perPage < 1 || perPage > LIMITS.pageSizeMax) {
    throw new HttpError(400, `per_page must be a whole number from 1 to ${LIMITS.pageSizeMax}`);
  }
  const deep = pageDepthProblem(page, perPage);
  if (deep) throw new HttpError(400, `page ${deep}`);
  return { offset: (page - 1) * perPage, limit: perPage };
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
