import { useState, type ReactNode } from 'react';
import styled from 'styled-components';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Items open from the start (e.g. every group that matches a search). */
  openIds?: readonly string[];
  /** Heading level of the item titles, to fit the page outline. */
  headingLevel?: 2 | 3;
}

/**
 * Groups that open and close: each a <details> whose <summary> holds the group's heading, so a
 * group opens from the page's HTML alone, before any script has run (and without one). Once
 * the page runs, the open groups are the component's state (a search opens its matches); the
 * browser's own toggle is reported back to it.
 */
export function Accordion({ items, openIds = [], headingLevel = 2 }: AccordionProps) {
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  return (
    <div>
      {items.map((item) => {
        const open = toggled[item.id] ?? openIds.includes(item.id);
        return (
          <Item
            key={item.id}
            open={open}
            onToggle={(event) => {
              const now = event.currentTarget.open;
              // The toggle event also follows React's own change of `open`: only a change
              // the visitor made is recorded.
              if (now !== open) setToggled((state) => ({ ...state, [item.id]: now }));
            }}
          >
            <Toggle>
              <Heading as={`h${headingLevel}`}>{item.title}</Heading>
              <Chevron aria-hidden="true">›</Chevron>
            </Toggle>
            <Panel>{item.content}</Panel>
          </Item>
        );
      })}
    </div>
  );
}

const Item = styled.details`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  margin-bottom: ${({ theme }) => theme.space[2]};
  background: ${({ theme }) => theme.colors.background};
  &[open] > summary > span {
    transform: rotate(90deg);
  }
`;

const Heading = styled.h2`
  margin: 0;
  font-size: 1.1rem;
  font-weight: 700;
  color: inherit;
`;

const Toggle = styled.summary`
  display: flex;
  min-height: 48px;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  cursor: pointer;
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Chevron = styled.span`
  font-size: 1.5rem;
  line-height: 1;
  transition: transform 0.3s ease;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Panel = styled.div`
  padding: ${({ theme }) => theme.space[3]};
`;
