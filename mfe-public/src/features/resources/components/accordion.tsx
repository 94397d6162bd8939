import { useId, useState, type ReactNode } from 'react';
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
  /** Heading level of the item buttons, to fit the page outline. */
  headingLevel?: 2 | 3;
}

/**
 * Groups that open and close: each title is a button in a heading, with
 * aria-expanded and aria-controls, following the WAI-ARIA accordion pattern.
 */
export function Accordion({ items, openIds = [], headingLevel = 2 }: AccordionProps) {
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const baseId = useId();
  return (
    <div>
      {items.map((item) => {
        const open = toggled[item.id] ?? openIds.includes(item.id);
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <Item key={item.id}>
            <Heading as={`h${headingLevel}`}>
              <Toggle
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setToggled((state) => ({ ...state, [item.id]: !open }))}
              >
                <span>{item.title}</span>
                <Chevron aria-hidden="true" $open={open}>
                  ›
                </Chevron>
              </Toggle>
            </Heading>
            <Panel id={panelId} role="region" aria-labelledby={buttonId} hidden={!open}>
              {item.content}
            </Panel>
          </Item>
        );
      })}
    </div>
  );
}

const Item = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  margin-bottom: ${({ theme }) => theme.space[2]};
  background: ${({ theme }) => theme.colors.background};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: 1.1rem;
`;

const Toggle = styled.button`
  display: flex;
  width: 100%;
  min-height: 48px;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 0;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: 700;
  text-align: left;
  cursor: pointer;
`;

const Chevron = styled.span<{ $open: boolean }>`
  font-size: 1.5rem;
  line-height: 1;
  transform: rotate(${({ $open }) => ($open ? 90 : 0)}deg);
  transition: transform 0.3s ease;
`;

const Panel = styled.div`
  padding: ${({ theme }) => theme.space[3]};
`;
