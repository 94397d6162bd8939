import { useId, useState } from 'react';
import styled from 'styled-components';
import { Link, media } from 'shared-ui';
import type { ContentPage } from '../store/sidebar.slice';

export interface SideBarItem {
  page: ContentPage;
  label: string;
  to: string;
}

export interface SideBarProps {
  items: readonly SideBarItem[];
  /** The section on show, marked for screen readers (aria-current). */
  current: ContentPage;
  onLogout: () => void;
}

/**
 * Go Home, the sections, Logout (docs/behaviour.md#dashboard). Beside the content from tablets up;
 * on a phone it folds behind a Menu button and folds again once a section is chosen.
 */
export function SideBar({ items, current, onLogout }: SideBarProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const close = () => setOpen(false);
  return (
    <Nav aria-label="Dashboard">
      <Toggle
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">☰</span> Menu
      </Toggle>
      <List id={listId} $open={open}>
        <li>
          <Item as={Link} to="/" onClick={close}>
            Go Home
          </Item>
        </li>
        {items.map((item) => (
          <li key={item.page}>
            <Item
              as={Link}
              to={item.to}
              aria-current={item.page === current ? 'page' : undefined}
              onClick={close}
            >
              {item.label}
            </Item>
          </li>
        ))}
        <li>
          <Item as="button" type="button" onClick={onLogout}>
            Logout
          </Item>
        </li>
      </List>
    </Nav>
  );
}

const Nav = styled.nav`
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  ${media.up('md')} {
    position: sticky;
    top: 64px;
    align-self: flex-start;
    width: 220px;
    min-height: calc(100vh - 64px);
    flex-shrink: 0;
  }
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  ${media.up('md')} {
    display: none;
  }
`;

const List = styled.ul<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} 0;
  list-style: none;
  ${media.up('md')} {
    display: block;
  }
`;

const Item = styled.a`
  display: flex;
  align-items: center;
  width: 100%;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[4]};
  border: 0;
  border-left: 4px solid transparent;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    background: rgba(255, 255, 255, 0.1);
  }
  &[aria-current='page'] {
    border-left-color: ${({ theme }) => theme.colors.accent};
    background: rgba(255, 255, 255, 0.15);
    font-weight: 600;
  }
`;
