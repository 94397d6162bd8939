import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { COMPANY, SITE_ROUTES, telHref } from 'shared-data';
import { breakpoints, defineMessages, Link, media, NavLink, useIntl, useLocation } from 'shared-ui';
import { LanguageSwitch } from './language-switch';
import { NAV_LINKS } from './nav-links';

const messages = defineMessages({
  main: { id: 'navbar.label', defaultMessage: 'Main' },
  openMenu: { id: 'navbar.openMenu', defaultMessage: 'Open menu' },
  closeMenu: { id: 'navbar.closeMenu', defaultMessage: 'Close menu' },
  book: { id: 'navbar.book', defaultMessage: 'Book Appointment' },
  portal: { id: 'navbar.portal', defaultMessage: 'Portal' },
  emergency: { id: 'navbar.emergency', defaultMessage: 'Emergency 24 hours:' },
});

export const NAVBAR_HEIGHT = 64;

/**
 * The fixed top bar (docs/behaviour.md#navigation-and-footer). At lg (992 px) and wider every
 * link shows; narrower, they collapse behind a toggle, and choosing a link (or moving to another
 * page, or Escape) collapses them again.
 *
 * The toggle is a `<details>` element's summary, so the menu opens and closes from the HTML
 * alone, before the page's scripts have arrived (or in a browser that runs none); once hydrated,
 * React follows its state through the toggle event. The summary is the details' button and
 * says whether it is open (no role or aria-expanded of its own: HTML forbids them there). At lg the summary is hidden and the content
 * shown whatever the element's state (`::details-content`); a browser without that pseudo-element
 * keeps the toggle at every width instead.
 */
export function Navbar() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const disclosure = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  const intl = useIntl();

  // Opened before the page's code arrived: the element's state is the truth at first; after
  // that, a move to another page collapses the menu.
  const shownPath = useRef<string | null>(null);
  useEffect(() => {
    if (shownPath.current === null) setOpen(Boolean(disclosure.current?.open));
    else if (shownPath.current !== pathname) setOpen(false);
    shownPath.current = pathname;
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const collapse = () => setOpen(false);

  return (
    <Bar aria-label={intl.formatMessage(messages.main)}>
      <Inner>
        <Brand to={SITE_ROUTES.public.home} onClick={collapse}>
          {COMPANY.shortName}
        </Brand>
        <Disclosure
          ref={disclosure}
          open={open}
          onToggle={(event) => setOpen(event.currentTarget.open)}
        >
          {/* A summary is its details' button, and tells whether it is open, by itself: a role or
              aria-expanded on it is invalid HTML. */}
          <Toggle
            data-menu-toggle=""
            aria-controls={menuId}
            aria-label={intl.formatMessage(open ? messages.closeMenu : messages.openMenu)}
            onClick={(event) => {
              // The state drives the element (and the toggle event follows it).
              event.preventDefault();
              setOpen((value) => !value);
            }}
          >
            <span aria-hidden="true" />
            <span aria-hidden="true" />
            <span aria-hidden="true" />
          </Toggle>
          <Menu id={menuId} data-open={open}>
            <Links>
              {NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <Item to={link.to} end={link.to === '/'} onClick={collapse}>
                    {intl.formatMessage(link.label)}
                  </Item>
                </li>
              ))}
            </Links>
            <Actions>
              <Action to={SITE_ROUTES.public.contact} $variant="accent" onClick={collapse}>
                {intl.formatMessage(messages.book)}
              </Action>
              <Action to={SITE_ROUTES.auth.signIn} $variant="outline" onClick={collapse}>
                {intl.formatMessage(messages.portal)}
              </Action>
              <Language withCode />
            </Actions>
            {/* In the collapsed menu only: the bar at lg has no room, and the footer has it. */}
            <Emergency>
              {intl.formatMessage(messages.emergency)}{' '}
              <a href={telHref(COMPANY.emergencyPhone)}>{COMPANY.emergencyPhone}</a>
            </Emergency>
          </Menu>
        </Disclosure>
      </Inner>
    </Bar>
  );
}

/**
 * The bar from lg up to xl (992 to 1199 px): the links and actions, in either language, are a
 * little wider than the window, so there they are set a little smaller and closer.
 */
const NARROW_BAR = `@media (min-width: ${breakpoints.lg}px) and (max-width: ${breakpoints.xl - 0.02}px)`;

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
  ${NARROW_BAR} {
    padding: 0 ${({ theme }) => theme.space[2]};
  }
`;

const Brand = styled(Link)`
  color: inherit;
  font-weight: 700;
  font-size: 1.25rem;
  text-decoration: none;
  margin-right: auto;
  line-height: ${NAVBAR_HEIGHT}px;
  ${NARROW_BAR} {
    font-size: 1.125rem;
  }
`;

/** The collapsed menu's holder: the toggle and, below the bar, the links. */
const Disclosure = styled.details`
  ${media.up('lg')} {
    @supports selector(::details-content) {
      &::details-content {
        content-visibility: visible;
        display: contents;
      }
    }
  }
`;

const Toggle = styled.summary`
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
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
  span {
    display: block;
    height: 2px;
    background: ${({ theme }) => theme.colors.onPrimary};
  }
  ${media.up('lg')} {
    @supports selector(::details-content) {
      display: none;
    }
  }
`;

/** Below the bar, across its width, when open; in the bar at lg. */
const Menu = styled.div`
  position: absolute;
  inset: 100% 0 auto 0;
  padding: 0 ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.primary};
  box-shadow: 0 2px 4px rgba(0, 0, 0, 0.2);
  max-height: calc(100vh - ${NAVBAR_HEIGHT}px);
  overflow-y: auto;
  ${media.up('lg')} {
    @supports selector(::details-content) {
      position: static;
      padding: 0;
      background: none;
      box-shadow: none;
      max-height: none;
      overflow: visible;
      display: flex;
      align-items: center;
    }
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
  ${NARROW_BAR} {
    gap: 0;
  }
`;

const Item = styled(NavLink)`
  display: block;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[2]}`};
  ${media.up('lg')} {
    /* Tighter in the bar: the seven links, the actions and the language fit one line at lg. */
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[1]}`};
  }
  ${NARROW_BAR} {
    font-size: 0.9375rem;
  }
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
  ${NARROW_BAR} {
    padding-left: ${({ theme }) => theme.space[2]};
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
  ${NARROW_BAR} {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[2]}`};
    font-size: 0.9375rem;
  }
`;

/**
 * The other language, beside the two actions: a quiet link, not a third button. In the
 * collapsed menu it says the language's name; in the bar at lg, where every link must fit on one
 * line, its code ('SW'), the name still read out.
 */
const Language = styled(LanguageSwitch)`
  align-self: center;
  padding: ${({ theme }) => theme.space[1]};
  color: inherit;
  font-weight: 600;
  white-space: nowrap;
  .language-code {
    display: none;
  }
  ${media.up('lg')} {
    @supports selector(::details-content) {
      .language-name {
        position: absolute;
        width: 1px;
        height: 1px;
        overflow: hidden;
        clip-path: inset(50%);
        white-space: nowrap;
      }
      .language-code {
        display: inline;
      }
    }
  }
`;

const Emergency = styled.p`
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space[3]};
  a {
    color: inherit;
    font-weight: 700;
  }
  ${media.up('lg')} {
    @supports selector(::details-content) {
      display: none;
    }
  }
`;
