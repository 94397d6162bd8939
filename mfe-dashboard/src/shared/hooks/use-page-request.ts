import { useCallback, useEffect, useMemo } from 'react';
import { useDispatch, type Operation } from 'shared-data';
import type { PageRequest, PageState } from '../store/page-resource';
import { useLocation, useNavigate } from 'shared-ui';

// One array for every list without a filter: a new one each render would make a new request.
const NO_STATUSES: readonly string[] = [];

/** The request in a URL's query: `?page=2&q=kamau&status=awaiting`, each left out when unset. */
export function readPageRequest(search: string, statuses: readonly string[]): PageRequest {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  const q = params.get('q')?.trim();
  const status = params.get('status') ?? '';
  return {
    ...(Number.isInteger(page) && page > 1 ? { page } : {}),
    ...(q ? { q } : {}),
    ...(statuses.includes(status) ? { status } : {}),
  };
}

function writePageRequest(request: PageRequest): string {
  const params = new URLSearchParams();
  if (request.page && request.page > 1) params.set('page', String(request.page));
  if (request.q?.trim()) params.set('q', request.q.trim());
  if (request.status) params.set('status', request.status);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * A paged list's page, search and filter, kept in the URL's query so Back and Forward move
 * between them and a shared link opens the same page (docs/behaviour.md#dashboard).
 * `change` merges into the current request; a new search or filter starts again at page 1.
 * `replace` changes the URL without a new history entry (a correction, not a step).
 */
export function usePageRequest(statuses: readonly string[] = NO_STATUSES) {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const request = useMemo(() => readPageRequest(search, statuses), [search, statuses]);
  const change = useCallback(
    (next: PageRequest, { replace = false } = {}) => {
      const merged = { ...request, ...next };
      if (!('page' in next)) delete merged.page;
      const target = writePageRequest(merged);
      if (target !== writePageRequest(request)) void navigate(`${pathname}${target}`, { replace });
    },
    [navigate, pathname, request],
  );
  return { request, change };
}

/** The number of the last page that has rows (1 when none has). */
export function lastPage(list: Pick<PageState<unknown>, 'total' | 'per_page'>): number {
  return Math.max(1, Math.ceil(list.total / Math.max(1, list.per_page)));
}

/**
 * A paged list's screen: the request from the URL, a start of `operation` each time it changes
 * (and for ListStatus' Try again), and the way back from a page past the last, e.g. once its
 * last row was deleted or from an old link: the last page that has rows, in place of it.
 */
export function usePagedList(
  operation: Pick<Operation<PageRequest>, 'start'>,
  list: PageState<unknown>,
  statuses: readonly string[] = NO_STATUSES,
) {
  const dispatch = useDispatch();
  const { request, change } = usePageRequest(statuses);
  const load = useCallback(() => {
    dispatch(operation.start(request));
  }, [dispatch, operation, request]);
  useEffect(load, [load]);

  const pastTheEnd =
    list.status === 'loaded' && !list.isLoading && list.items.length === 0 && list.page > 1;
  const last = lastPage(list);
  useEffect(() => {
    if (pastTheEnd && list.page > last) change({ page: last }, { replace: true });
  }, [pastTheEnd, list.page, last, change]);

  return { request, change, load };
}
