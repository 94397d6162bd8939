import { useCallback, useMemo } from 'react';
import type { PageRequest } from 'shared-data';
import { useLocation, useNavigate } from 'shared-ui';

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
 */
export function usePageRequest(statuses: readonly string[] = []) {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const request = useMemo(() => readPageRequest(search, statuses), [search, statuses]);
  const change = useCallback(
    (next: PageRequest) => {
      const merged = { ...request, ...next };
      if (!('page' in next)) delete merged.page;
      const target = writePageRequest(merged);
      if (target !== writePageRequest(request)) void navigate(`${pathname}${target}`);
    },
    [navigate, pathname, request],
  );
  return { request, change };
}
