import { render, screen, within } from '@testing-library/react';
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
    await userEvent.click(within(nav).getByRole('button', { name: 'Open menu' }));
    expect(within(nav).getByRole('link', { name: 'Book Appointment' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(within(nav).getByRole('link', { name: 'Portal' })).toHaveAttribute('href', '/sign_in');
  });

  it('expands behind its toggle and collapses again when a link is chosen', async () => {
    const user = userEvent.setup();
    const nav = renderNavbar();
    const toggle = within(nav).getByRole('button', { name: 'Open menu' });
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('data-open', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(menu).toHaveAttribute('data-open', 'true');

    await user.click(within(nav).getByRole('link', { name: 'Projects' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/projects');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('data-open', 'false');
  });

  it('collapses on Escape', async () => {
    const user = userEvent.setup();
    const nav = renderNavbar();
    await user.click(within(nav).getByRole('button', { name: 'Open menu' }));
    await user.keyboard('{Escape}');
    expect(within(nav).getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('marks the current page', async () => {
    const nav = renderNavbar('/blog');
    await userEvent.click(within(nav).getByRole('button', { name: 'Open menu' }));
    expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });
});
