import { use } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionEnded, sessionStarted, type StoreKit } from 'shared-data';
import { setupTestApi } from 'shared-data/testing/test-api';
import { expectToast } from 'shared-ui/testing';
import type { SidebarState } from '../features/sidebar/store/sidebar.slice';
import { ADMIN, testUser } from './testing/test-users';
import { apiRoutes, renderDashboard } from './testing/render-dashboard';

const contentPage = (kit: StoreKit) =>
  (kit.store.getState().dashboardSidebar as SidebarState).content_page;

describe('the dashboard frame', () => {
  const api = setupTestApi(apiRoutes({}));

  const location = () => screen.getByTestId('location').textContent;
  const menu = () => screen.getByRole('navigation', { name: 'Dashboard' });
  /** jsdom matches no media query: the side bar is the phone's, folded behind Menu. */
  async function openMenu() {
    const toggle = within(menu()).getByRole('button', { name: 'Menu' });
    if (toggle.getAttribute('aria-expanded') === 'false') await userEvent.click(toggle);
    return menu();
  }

  it('sends a visitor who is not signed in to /sign_in', async () => {
    renderDashboard('/dashboard/blog', api.base, { user: null });
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(location()).toBe('/sign_in');
    expect(api.requests).toHaveLength(0);
  });

  it('waits with a spinner while a reload restores the session, then shows the section', async () => {
    const { kit } = renderDashboard('/dashboard/others', api.base, { user: null, restoring: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your account');
    expect(location()).toBe('/dashboard/others');
    act(() => {
      kit.store.dispatch(sessionStarted({ user: ADMIN, access_token: 'restored' }));
    });
    expect(await screen.findByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
    expect(location()).toBe('/dashboard/others');
    // With the restored session's token.
    await waitFor(() => expect(api.to('auth/staff/account')).toHaveLength(1));
    expect(api.to('auth/staff/account')[0]?.headers.authorization).toBe('Bearer restored');
  });

  it('fetches the current user with the access token on load and keeps the session up to date', async () => {
    const fresher = testUser({ fullname: 'Wanjiru Kamau-Otieno' });
    api.answer = apiRoutes({}, fresher);
    const { kit } = renderDashboard('/dashboard', api.base);
    await waitFor(() => expect(kit.store.getState().auth.user?.fullname).toBe(fresher.fullname));
    const [sent] = api.to('auth/staff/account');
    expect(sent?.method).toBe('GET');
    expect(sent?.headers.authorization).toBe('Bearer test-access-token');
  });

  it('lists every section in the side bar and marks the one on show', async () => {
    renderDashboard('/dashboard', api.base);
    const items = within(await openMenu())
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Go Home',
      'My Account',
      'The Staff',
      'Blog',
      'Carousel',
      'Enquiries',
      'Appointments',
      'Others',
      // An administrator's (the test user is one); others do not see them.
      'Releases',
      'Site speed',
      'Activity',
      'Privacy',
      'Logout',
    ]);
    expect(within(menu()).getByRole('link', { name: 'My Account' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it.each([
    ['The Staff', '/dashboard/staff', 'staff'],
    ['Blog', '/dashboard/blog', 'blog'],
    ['Carousel', '/dashboard/carousel', 'carousel'],
    ['Enquiries', '/dashboard/enquiries', 'enquiry'],
    ['Appointments', '/dashboard/appointments', 'appointments'],
    ['Others', '/dashboard/others', 'others'],
    ['Releases', '/dashboard/releases', 'releases'],
    ['Site speed', '/dashboard/site-speed', 'site_speed'],
    ['Activity', '/dashboard/activity', 'activity'],
    ['My Account', '/dashboard', 'account'],
  ])('%s moves to %s and the content page follows', async (label, path, page) => {
    const { kit } = renderDashboard('/dashboard/carousel', api.base);
    await userEvent.click(within(await openMenu()).getByRole('link', { name: label }));
    expect(location()).toBe(path);
    expect(contentPage(kit)).toBe(page);
    expect(within(await openMenu()).getByRole('link', { name: label })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The section's loads are answered before the test API closes.
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: /^Loading/ })).not.toBeInTheDocument(),
    );
  });

  it('opens the section a URL names (add_staff, ViewBlog)', () => {
    const view = renderDashboard('/dashboard/staff/add', api.base);
    expect(contentPage(view.kit)).toBe('add_staff');
    view.unmount();
    const blog = renderDashboard('/dashboard/blog/b1', api.base);
    expect(contentPage(blog.kit)).toBe('ViewBlog');
  });

  it('shows the not-found page for an unknown section', () => {
    renderDashboard('/dashboard/nothing-here', api.base);
    expect(screen.getByRole('heading', { level: 1, name: 'Sorry !' })).toBeInTheDocument();
    expect(screen.getByText('The requested page was not found')).toBeInTheDocument();
    expect(menu()).toBeInTheDocument();
  });

  it('Go Home goes to /', async () => {
    renderDashboard('/dashboard/blog', api.base);
    await userEvent.click(within(await openMenu()).getByRole('link', { name: 'Go Home' }));
    expect(location()).toBe('/');
  });

  it('Logout sends the logout call, ends the session and goes to /', async () => {
    const { kit } = renderDashboard('/dashboard', api.base);
    await userEvent.click(within(await openMenu()).getByRole('button', { name: 'Logout' }));
    expect(location()).toBe('/');
    await waitFor(() => expect(kit.store.getState().auth.status).toBe(false));
    const [sent] = api.to('auth/logout');
    expect(sent?.method).toBe('POST');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({ user_id: ADMIN._id });
  });

  it('Logout lands on / even when the session ends before the home page has rendered', async () => {
    // A slow phone: the router renders '/' in a transition that is still waiting for the home
    // page's code when the logout is answered and the session ends under the dashboard.
    let arrive!: () => void;
    const homeCode = new Promise<void>((resolve) => (arrive = resolve));
    function SlowHome() {
      use(homeCode);
      return <h1>Home</h1>;
    }
    const { kit } = renderDashboard('/dashboard/others', api.base, { home: <SlowHome /> });
    const seen = new Set<string | null>();
    const watch = new MutationObserver(() => seen.add(location()));
    watch.observe(screen.getByTestId('location'), {
      childList: true,
      characterData: true,
      subtree: true,
    });
    await userEvent.click(within(await openMenu()).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(kit.store.getState().auth.status).toBe(false));
    expect(api.to('auth/logout')).toHaveLength(1);
    // The session has ended while the dashboard is still the page on show.
    expect(location()).toBe('/dashboard/others');
    expect(screen.queryByRole('heading', { name: 'Sign In' })).not.toBeInTheDocument();
    await act(async () => {
      arrive();
      await homeCode;
    });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(location()).toBe('/');
    watch.disconnect();
    expect([...seen]).not.toContain('/sign_in');
    // Left: a later visit without a session is sent to sign in again.
    expect(kit.store.getState().auth.loggingOut).toBe(false);
  });

  it('leaves for /sign_in when the session ends while it is open', async () => {
    const { kit } = renderDashboard('/dashboard/others', api.base);
    act(() => {
      kit.store.dispatch(sessionEnded());
    });
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('folds the side bar behind a Menu button that says whether it is open', async () => {
    renderDashboard('/dashboard', api.base);
    const toggle = within(menu()).getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(menu()).getByRole('link', { name: 'Blog' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('the dashboard when the session cannot be renewed', () => {
  const api = setupTestApi();

  it('says so once, not again for the call that was refused, and goes to sign in', async () => {
    api.answer = apiRoutes({
      'GET enquiry/page': () => ({ status: 401, body: { status: 401, msg: 'Token expired' } }),
      'GET auth/refresh-token': () => ({
        status: 401,
        body: { status: 401, msg: 'Sign in again' },
      }),
    });
    const { kit } = renderDashboard('/dashboard/enquiries', api.base);
    // Every error notice the store held: a toast could show each of them.
    const errors: string[] = [];
    kit.store.subscribe(() => {
      const error = kit.store.getState().notices.error;
      if (error && errors.at(-1) !== error.id) errors.push(error.id);
    });
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    await expectToast('Your session has ended, please sign in again', 'error');
    await waitFor(() => expect(api.to('enquiry/page')).toHaveLength(1));
    // The refused call's own failure is recorded, but not announced a second time.
    await waitFor(() =>
      expect(
        (kit.store.getState().dashboardEnquiries as { list: { status: string } }).list.status,
      ).toBe('failed'),
    );
    expect(errors).toEqual(['SESSION_EXPIRED']);
    expect(screen.queryByText('Token expired')).not.toBeInTheDocument();
  });
});
