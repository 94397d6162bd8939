import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, UiProvider, useLocation } from 'shared-ui';
import { Navbar } from './navbar';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderNavbar(path = '/') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <UiProvider>
        <Navbar />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </UiProvider>
    </MemoryRouter>,
  );
  return screen.getByRole('navigation', { name: 'Main' });
}

// Below lg (and jsdom evaluates no media query) the links sit in the collapsed menu, hidden
// from the accessibility tree until the toggle opens it.
describe('the top bar', () => {
  it('links to the seven pages of the top bar, in order', () => {
    const nav = renderNavbar();
    const list = within(nav).getByRole('list', { hidden: true });
    const links = within(list).getAllByRole('link', { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Services', '/services'],
      ['Projects', '/projects'],
      ['Customer Resources', '/customer_resources'],
      ['Blog', '/blog'],
      ['About Us', '/about_us'],
      ['Contact', '/contact'],
    ]);
  });

  it('sends Book Appointment to /contact and Portal to /sign_in', async () => {
    const nav = renderNavbar();
    await userEvent.click(within(nav).getByLabelText('Open menu'));
    expect(within(nav).getByRole('link', { name: 'Book Appointment' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(within(nav).getByRole('link', { name: 'Portal' })).toHaveAttribute('href', '/sign_in');
  });

  it('expands behind its toggle and collapses again when a link is chosen', async () => {
    const user = userEvent.setup();
    const nav = renderNavbar();
    const toggle = within(nav).getByLabelText('Open menu');
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    const details = toggle.parentElement as HTMLDetailsElement;
    expect(details.open).toBe(false);
    expect(menu).toHaveAttribute('data-open', 'false');

    await user.click(toggle);
    expect(details.open).toBe(true);
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(menu).toHaveAttribute('data-open', 'true');

    await user.click(within(nav).getByRole('link', { name: 'Projects' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/projects');
    expect(details.open).toBe(false);
    expect(menu).toHaveAttribute('data-open', 'false');
  });

  it('collapses on Escape', async () => {
    const user = userEvent.setup();
    const nav = renderNavbar();
    await user.click(within(nav).getByLabelText('Open menu'));
    await user.keyboard('{Escape}');
    expect((within(nav).getByLabelText('Open menu').parentElement as HTMLDetailsElement).open).toBe(
      false,
    );
  });

  it('marks the current page', async () => {
    const nav = renderNavbar('/blog');
    await userEvent.click(within(nav).getByLabelText('Open menu'));
    expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('is a details element: the menu opens from the HTML before any script has run', () => {
    const html = renderToString(
      <MemoryRouter initialEntries={['/']}>
        <UiProvider>
          <Navbar />
        </UiProvider>
      </MemoryRouter>,
    );
    const page = document.createElement('div');
    page.innerHTML = html;
    const summary = page.querySelector('summary[data-menu-toggle]');
    expect(summary?.parentElement?.tagName).toBe('DETAILS');
    // The links are inside the details element, so its own toggle shows and hides them.
    const details = summary!.parentElement as HTMLDetailsElement;
    expect(details.querySelector('a[href="/about_us"]')).not.toBeNull();
    expect(details.open).toBe(false);
  });

  it('takes the state the visitor left it in before the page hydrated', async () => {
    const tree = (
      <MemoryRouter initialEntries={['/']}>
        <UiProvider>
          <Navbar />
        </UiProvider>
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.appendChild(container);
    // Opened by a tap before the scripts arrived.
    container.querySelector('details')!.open = true;
    const root = await act(async () => hydrateRoot(container, tree));
    const toggle = container.querySelector('summary')!;
    expect(container.querySelector('details')!.open).toBe(true);
    expect(toggle).toHaveAccessibleName('Close menu');
    act(() => root.unmount());
    container.remove();
  });
});

describe('the emergency line in the menu', () => {
  it('shows the 24-hour number as a tel: link once the menu opens', async () => {
    const nav = renderNavbar();
    await userEvent.click(within(nav).getByLabelText('Open menu'));
    expect(within(nav).getByText(/Emergency 24 hours/)).toBeVisible();
    expect(within(nav).getByRole('link', { name: '+254 722 418 300' })).toHaveAttribute(
      'href',
      'tel:+254722418300',
    );
  });
});
