import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { COMPANY, SITE_ROUTES } from 'shared-data';
import { Link, media, NavLink, transitionMs, useLocation } from 'shared-ui';
import { NAV_LINKS } from './nav-links';

export const NAVBAR_HEIGHT = 64;

/**
 * The fixed top bar (docs/behaviour.md#navigation-and-footer). At lg (992 px) and wider every link shows; narrower, they
 * collapse behind a toggle, and choosing a link (or moving to another page) collapses them again.
 */
export function Navbar() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const collapse = () => setOpen(false);

  return (
    <Bar aria-label="Main">
      <Inner>
        <Brand to={SITE_ROUTES.public.home} onClick={collapse}>
          {COMPANY.shortName}
        </Brand>
        <Toggle
          type="button"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((value) => !value)}
        >
          <span aria-hidden="true" />
          <span aria-hidden="true" />
          <span aria-hidden="true" />
        </Toggle>
        <Menu id={menuId} data-open={open} $open={open}>
          <MenuInner>
            <Links>
              {NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <Item to={link.to} end={link.to === '/'} onClick={collapse}>
                    {link.label}
                  </Item>
                </li>
              ))}
            </Links>
            <Actions>
              <Action to={SITE_ROUTES.public.contact} $variant="accent" onClick={collapse}>
                Book Appointment
              </Action>
              <Action to={SITE_ROUTES.auth.signIn} $variant="outline" onClick={collapse}>
                Portal
              </Action>
            </Actions>
          </MenuInner>
        </Menu>
      </Inner>
    </Bar>
  );
}

const Bar = styled.nav`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 1000;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  box-shadow: 0 1px 4px rgba(0, 0, 0, 0.2);
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[3]};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  min-height: ${NAVBAR_HEIGHT}px;
  ${media.up('lg')} {
    flex-wrap: nowrap;
  }
`;

const Brand = styled(Link)`
  color: inherit;
  font-weight: 700;
  font-size: 1.25rem;
  text-decoration: none;
  margin-right: auto;
  line-height: ${NAVBAR_HEIGHT}px;
`;

const Toggle = styled.button`
  display: inline-flex;
  flex-direction: column;
  justify-content: center;
  gap: 5px;
  width: 44px;
  height: 44px;
  padding: 10px;
  border: 1px solid rgba(255, 255, 255, 0.5);
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  cursor: pointer;
  span {
    display: block;
    height: 2px;
    background: ${({ theme }) => theme.colors.onPrimary};
  }
  ${media.up('lg')} {
    display: none;
  }
`;

const Menu = styled.div<{ $open: boolean }>`
  flex-basis: 100%;
  display: grid;
  grid-template-rows: ${({ $open }) => ($open ? '1fr' : '0fr')};
  visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
  transition:
    grid-template-rows ${transitionMs}ms ease,
    visibility ${transitionMs}ms;
  ${media.up('lg')} {
    flex-basis: auto;
    display: block;
    visibility: visible;
  }
`;

/** The one grid row that collapses to nothing below lg. */
const MenuInner = styled.div`
  overflow: hidden;
  min-height: 0;
  ${media.up('lg')} {
    display: flex;
    align-items: center;
    overflow: visible;
  }
`;

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  min-height: 0;
  ${media.up('lg')} {
    display: flex;
    gap: ${({ theme }) => theme.space[1]};
  }
`;

const Item = styled(NavLink)`
  display: block;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[2]}`};
  color: inherit;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  &:hover {
    background: rgba(255, 255, 255, 0.12);
  }
  &.active {
    font-weight: 700;
    text-decoration: underline;
    text-underline-offset: 6px;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[2]} 0 ${theme.space[3]}`};
  min-height: 0;
  ${media.up('lg')} {
    padding: 0 0 0 ${({ theme }) => theme.space[3]};
  }
`;

const Action = styled(Link)<{ $variant: 'accent' | 'outline' }>`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  color: ${({ theme, $variant }) => ($variant === 'accent' ? theme.colors.text : 'inherit')};
  background: ${({ theme, $variant }) => ($variant === 'accent' ? theme.colors.accent : 'transparent')};
  border: 2px solid
    ${({ theme, $variant }) => ($variant === 'accent' ? theme.colors.accent : 'rgba(255,255,255,0.8)')};
`;
