import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, EmptyState } from 'shared-ui';
import type { ListState } from 'shared-data';

/** Counters and promises hold 300 px until their data arrives (docs/behaviour.md#home). */
export const PLACEHOLDER_HEIGHT_PX = 300;

export interface ListSectionProps<T> {
  list: ListState<T>;
  /** What the section holds, for the messages: 'doctors', 'figures'. */
  what: string;
  /** Shown when the list loaded empty. */
  emptyMessage: string;
  onRetry: () => void;
  /** Height reserved before the data arrives, so nothing below moves when it does. */
  reserveHeight?: number;
  children: (items: T[]) => ReactNode;
}

/**
 * One list from the API in a page section: a blank placeholder of the reserved height while
 * it loads, the items, an empty message, or a message with Retry when it failed.
 */
export function ListSection<T>({
  list,
  what,
  emptyMessage,
  onRetry,
  reserveHeight = PLACEHOLDER_HEIGHT_PX,
  children,
}: ListSectionProps<T>) {
  const waiting = list.status === 'loading' || list.status === 'idle';
  // The reserved height stays once the items are in, so a short list does not pull up what follows.
  if (list.status === 'loaded' && list.items.length > 0)
    return <Reserved $height={reserveHeight}>{children(list.items)}</Reserved>;
  return (
    <Reserved $height={reserveHeight} $centered aria-busy={waiting || undefined}>
      {list.status === 'loaded' && <EmptyState message={emptyMessage} />}
      {list.status === 'failed' && (
        <EmptyState
          message={`The ${what} could not be loaded.`}
          action={
            <Button variant="secondary" onClick={onRetry}>
              Try again
            </Button>
          }
        />
      )}
      {/* Blank while it loads; screen readers hear that it is coming. */}
      {waiting && (
        <span role="status" className="visually-hidden">
          {`Loading ${what}`}
        </span>
      )}
    </Reserved>
  );
}

const Reserved = styled.div<{ $height: number; $centered?: boolean }>`
  min-height: ${({ $height }) => $height}px;
  ${({ $centered }) => ($centered ? 'display: flex; align-items: center; justify-content: center;' : '')}
`;
