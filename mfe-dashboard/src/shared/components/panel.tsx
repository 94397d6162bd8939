import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ListState } from 'shared-data';
import { Button, EmptyState, media, Spinner, useDocumentTitle } from 'shared-ui';

export interface PanelProps {
  /** The section's h1 ('Blogs', 'Client Enquiries'); also the tab's title. */
  title: string;
  /** Buttons beside the heading (Add Blog). */
  actions?: ReactNode;
  children?: ReactNode;
}

/** One section of the staff dashboard: its heading and actions above its content. */
export function Panel({ title, actions, children }: PanelProps) {
  useDocumentTitle(`${title} · Dashboard`);
  return (
    <section aria-labelledby="dashboard-panel-title">
      <Header $below={4}>
        <Title id="dashboard-panel-title">{title}</Title>
        {actions && <Actions>{actions}</Actions>}
      </Header>
      {children}
    </section>
  );
}

export interface PanelSectionProps {
  /** The part's h2 ('Counters', 'Promises'). */
  title: string;
  /** Its own buttons beside the heading (Add A Counter). */
  actions?: ReactNode;
  children?: ReactNode;
}

/** One titled part of a panel: its h2 and buttons laid out as the panel's own, then its content. */
export function PanelSection({ title, actions, children }: PanelSectionProps) {
  const titleId = useId();
  return (
    <Part aria-labelledby={titleId}>
      <Header $below={3}>
        <PartTitle id={titleId}>{title}</PartTitle>
        {actions && <Actions>{actions}</Actions>}
      </Header>
      {children}
    </Part>
  );
}

export interface ListStatusProps<T> {
  list: ListState<T>;
  /** What the list holds, for the messages: 'blogs', 'enquiries'. */
  what: string;
  /** The product's empty-state text ('There are no blogs found'). */
  emptyMessage: string;
  /** Shown under the empty message (the empty state's own Add Blog). */
  emptyAction?: ReactNode;
  onRetry: () => void;
  children: (items: T[]) => ReactNode;
}

/**
 * A list the dashboard loaded: a spinner until it first arrives, then the items, the empty
 * state, or why it failed with Try again. A refresh keeps the items on show.
 */
export function ListStatus<T>({
  list,
  what,
  emptyMessage,
  emptyAction,
  onRetry,
  children,
}: ListStatusProps<T>) {
  if (list.status === 'idle' || list.status === 'loading')
    return <Spinner label={`Loading ${what}`} />;
  if (list.status === 'failed')
    return (
      <EmptyState
        message={`The ${what} could not be loaded.`}
        action={
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        }
      />
    );
  if (list.items.length === 0) return <EmptyState message={emptyMessage} action={emptyAction} />;
  return <>{children(list.items)}</>;
}

/** Cards side by side as wide as the screen allows, one per row on a phone. */
export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Header = styled.div<{ $below: 3 | 4 }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme, $below }) => theme.space[$below]};
`;

const Title = styled.h1`
  margin: 0;
  font-size: 1.5rem;
  color: ${({ theme }) => theme.colors.primary};
  ${media.up('md')} {
    font-size: 1.75rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Part = styled.section`
  margin-bottom: ${({ theme }) => theme.space[5]};
`;

const PartTitle = styled.h2`
  margin: 0;
  font-size: 1.25rem;
`;
