import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import type { PageRequest, PageState } from '../store/page-resource';
import { Button } from 'shared-ui';
import { lastPage } from '../hooks/use-page-request';

/** How long typing rests before the search goes out (Enter sends it at once). */
export const SEARCH_DEBOUNCE_MS = 300;

export interface ListToolsProps {
  list: PageState<unknown>;
  request: PageRequest;
  onChange: (next: PageRequest) => void;
  /** The search box's label: 'Search enquiries'. */
  searchLabel: string;
  /** The filter: its label and options ('' for all). */
  filter?: { label: string; options: readonly { value: string; label: string }[] };
  /** The count's noun: 'enquiry' / 'enquiries'. */
  noun: [one: string, many: string];
}

/**
 * Above a paged list: the search box (debounced; Enter searches at once), the filter, and the
 * count of what matches, announced to screen readers as it changes.
 */
export function ListTools({ list, request, onChange, searchLabel, filter, noun }: ListToolsProps) {
  const searchId = useId();
  const filterId = useId();
  const [text, setText] = useState(request.q ?? '');
  // Back, Forward or a link brings its own search: the box shows it.
  useEffect(() => setText(request.q ?? ''), [request.q]);
  useEffect(() => {
    if (text.trim() === (request.q ?? '')) return undefined;
    const timer = setTimeout(() => onChange({ q: text }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, request.q, onChange]);

  const counted = list.status === 'loaded';
  const count = `${list.total} ${list.total === 1 ? noun[0] : noun[1]}`;
  return (
    <Tools
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ q: text });
      }}
    >
      <label htmlFor={searchId}>{searchLabel}</label>
      <input
        id={searchId}
        type="search"
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
      />
      {filter && (
        <>
          <label htmlFor={filterId}>{filter.label}</label>
          <select
            id={filterId}
            value={request.status ?? ''}
            onChange={(event) => onChange({ status: event.target.value || undefined })}
          >
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </>
      )}
      <Count role="status" aria-live="polite">
        {counted ? count : ''}
        {list.isLoading && counted ? ' (updating)' : ''}
      </Count>
    </Tools>
  );
}

export interface PagerProps {
  list: PageState<unknown>;
  onPage: (page: number) => void;
  /** What the pages hold, for the navigation's name: 'Enquiries pages'. */
  label: string;
}

/** Previous, 'Page n of m', Next; shown when there is more than one page. */
export function Pager({ list, onPage, label }: PagerProps) {
  const pages = lastPage(list);
  if (list.status !== 'loaded' || pages <= 1) return null;
  return (
    <Pages aria-label={label}>
      <Button
        variant="secondary"
        disabled={list.page <= 1 || list.isLoading}
        onClick={() => onPage(Math.min(list.page - 1, pages))}
      >
        Previous
      </Button>
      <span aria-current="page">{`Page ${list.page} of ${pages}`}</span>
      <Button
        variant="secondary"
        disabled={list.page >= pages || list.isLoading}
        onClick={() => onPage(list.page + 1)}
      >
        Next
      </Button>
    </Pages>
  );
}

/**
 * The empty state's words: the section's own, or what the search found nothing for. The search
 * of the page on show, not the one asked for: a search on its way says nothing yet.
 */
export function emptyText(list: PageState<unknown>, noun: string, whenEmpty: string): string {
  const { q } = list.answered;
  return q ? `No ${noun} match “${q}”` : whenEmpty;
}

const Tools = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[3]};
  input,
  select {
    min-height: 2.5rem;
    padding: 0 ${({ theme }) => theme.space[2]};
  }
`;

const Count = styled.p`
  margin: 0 0 0 auto;
  font-weight: 600;
`;

const Pages = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
`;
