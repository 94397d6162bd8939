import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, defineMessages, EmptyState, useIntl } from 'shared-ui';
import type { ListState } from 'shared-data';

/** Counters and promises hold 300 px until their data arrives (docs/behaviour.md#home). */
export const PLACEHOLDER_HEIGHT_PX = 300;

const messages = defineMessages({
  tryAgain: { id: 'shared.listSection.tryAgain', defaultMessage: 'Try again' },
});

export interface ListSectionProps<T> {
  list: ListState<T>;
  /** Said when the list could not be loaded: 'The doctors could not be loaded.' */
  failedMessage: string;
  /** Read out while the list loads: 'Loading doctors'. */
  loadingMessage: string;
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
  failedMessage,
  loadingMessage,
  emptyMessage,
  onRetry,
  reserveHeight = PLACEHOLDER_HEIGHT_PX,
  children,
}: ListSectionProps<T>) {
  const intl = useIntl();
  const waiting = list.status === 'loading' || list.status === 'idle';
  // The reserved height stays once the items are in, so a short list does not pull up what follows.
  if (list.status === 'loaded' && list.items.length > 0)
    return <Reserved $height={reserveHeight}>{children(list.items)}</Reserved>;
  return (
    <Reserved $height={reserveHeight} $centered aria-busy={waiting || undefined}>
      {list.status === 'loaded' && <EmptyState message={emptyMessage} />}
      {list.status === 'failed' && (
        <EmptyState
          message={failedMessage}
          action={
            <Button variant="secondary" onClick={onRetry}>
              {intl.formatMessage(messages.tryAgain)}
            </Button>
          }
        />
      )}
      {/* Blank while it loads; screen readers hear that it is coming. */}
      {waiting && (
        <span role="status" className="visually-hidden">
          {loadingMessage}
        </span>
      )}
    </Reserved>
  );
}

const Reserved = styled.div<{ $height: number; $centered?: boolean }>`
  min-height: ${({ $height }) => $height}px;
  ${({ $centered }) => ($centered ? 'display: flex; align-items: center; justify-content: center;' : '')}
`;
