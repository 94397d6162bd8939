// The Site speed section state by state: figures, empty, loading, failed, refreshed, and for whom.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VitalsSummary } from 'shared-data/contract';
import { setupTestApi } from 'shared-data/testing/test-api';
import { expectToast } from 'shared-ui/testing';
import { apiRoutes, renderDashboard, type Routes } from '../../../app/testing/render-dashboard';
import { testMetric, testRouteSpeed, testVitalsSummary } from '../../../app/testing/test-vitals';
import { STAFF_MEMBER } from '../../../app/testing/test-users';
import { siteSpeedRefreshed, type SiteSpeedState } from '../store/site-speed.slice';

const BLOG = testRouteSpeed('/blogs/:blog_id', {
  LCP: testMetric('LCP', {
    p75_7d: 2140,
    samples_7d: 412,
    sources_7d: 9,
    p75_28d: 3120,
    samples_28d: 1630,
    sources_28d: 388,
    daily: { 0: 2140, 1: 1980, 2: 2600, 10: 4100 },
  }),
  INP: testMetric('INP', { p75_7d: 640, p75_28d: 480, daily: { 0: 640 } }),
  CLS: testMetric('CLS', { p75_7d: 0, p75_28d: 0.0318, daily: { 0: 0 } }),
});
const HOME = testRouteSpeed('/', {
  TTFB: testMetric('TTFB', { p75_7d: 380, p75_28d: 410, daily: { 3: 380 } }),
});

describe('Site speed (/dashboard/site-speed)', () => {
  const api = setupTestApi();

  function serve(summary: VitalsSummary = testVitalsSummary([BLOG, HOME]), routes: Routes = {}) {
    api.answer = apiRoutes({
      'GET vitals/summary': () => ({ status: 200, body: summary }),
      ...routes,
    });
  }

  const routeCard = (route: string) => screen.getByRole('article', { name: route });
  const row = (card: HTMLElement, metric: string) =>
    within(card)
      .getAllByRole('row')
      .find((r) => within(r).queryByRole('rowheader', { name: metric }));

  it('shows each route’s p75 over 7 and 28 days, rated in words, with its samples', async () => {
    serve();
    renderDashboard('/dashboard/site-speed', api.base);
    expect(screen.getByRole('heading', { level: 1, name: 'Site speed' })).toBeInTheDocument();
    const blog = await screen.findByRole('article', { name: '/blogs/:blog_id' });
    // The most measured first, as the server orders them.
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      '/blogs/:blog_id',
      '/',
    ]);

    const lcp = row(blog, 'LCP') as HTMLElement;
    const [recent, month] = within(lcp).getAllByRole('cell');
    // Beside each p75, the sources behind it; under 10, marked as too few to rely on.
    expect(recent).toHaveTextContent(/^2\.14 s Good 412 samples from 9 sourcestoo few sources$/);
    expect(month).toHaveTextContent(/^3\.12 s Needs improvement 1630 samples from 388 sources$/);
    expect(within(row(blog, 'INP') as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent(
      '640 ms Poor 40 samples from 16 sources',
    );
    expect(
      screen.getByText(/A figure from fewer than 10 sources is marked ‘too few sources’/),
    ).toBeInTheDocument();
    expect(row(blog, 'INP')).toHaveTextContent('640 ms Poor');
    expect(row(blog, 'CLS')).toHaveTextContent('0 Good');
    expect(row(blog, 'CLS')).toHaveTextContent('0.032 Good');
    // A measure without samples says so.
    expect(within(row(blog, 'TTFB') as HTMLElement).getAllByText('No data')).toHaveLength(2);
    // The abbreviation names the measure.
    expect(within(blog).getByTitle('Largest Contentful Paint')).toHaveTextContent('LCP');

    expect(
      screen.getByText(
        /three page views in four were at least this fast.*Every visit is measured\./,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /how long the main content takes to show; good at most 2.50 s, poor above 4.00 s/,
      ),
    ).toBeInTheDocument();
    expect(api.to('vitals/summary')[0]?.headers.authorization).toBe('Bearer test-access-token');
  });

  it('draws a chart of the 28 days per measure, with a name and a text alternative', async () => {
    serve();
    renderDashboard('/dashboard/site-speed', api.base);
    const blog = await screen.findByRole('article', { name: '/blogs/:blog_id' });
    const chart = within(blog).getByRole('img', {
      name: 'LCP on /blogs/:blog_id, day by day over 28 days',
    });
    expect(chart).toHaveAccessibleDescription(
      '4 of 28 days with visits: lowest 1.98 s, highest 4.10 s, latest 2.14 s on 25 Nov. Good is at most 2.50 s.',
    );
    // The good line, and the days: a line for the three last days, a dot for the one alone.
    expect(chart.querySelectorAll('line.good')).toHaveLength(1);
    expect(chart.querySelectorAll('polyline.series')).toHaveLength(1);
    expect(chart.querySelector('polyline.series')?.getAttribute('points')?.split(' ')).toHaveLength(
      3,
    );
    expect(chart.querySelectorAll('circle.day')).toHaveLength(1);
    expect(
      within(blog).getByRole('img', { name: 'TTFB on /blogs/:blog_id, day by day over 28 days' }),
    ).toHaveAccessibleDescription(
      'No visits measured in the last 28 days. Good is at most 800 ms.',
    );
    const home = routeCard('/');
    expect(
      within(home).getByRole('img', { name: 'TTFB on /, day by day over 28 days' }),
    ).toHaveAccessibleDescription(
      '1 of 28 days with visits: 380 ms on 22 Nov. Good is at most 800 ms.',
    );
  });

  it('lists the figures day by day, newest first, in a table that unfolds', async () => {
    serve();
    renderDashboard('/dashboard/site-speed', api.base);
    const blog = await screen.findByRole('article', { name: '/blogs/:blog_id' });
    await userEvent.click(within(blog).getByText('Day by day'));
    const table = within(blog).getByRole('table', {
      name: 'Daily p75 on /blogs/:blog_id, newest first',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(28);
    expect(rows[0]).toHaveTextContent(
      '25 Nov2.14 s (10 from 4, too few sources)640 ms (10 from 4, too few sources)0 (10 from 4, too few sources)–',
    );
    expect(rows[10]).toHaveTextContent('15 Nov4.10 s (10 from 4, too few sources)–––');
  });

  it('says when no visit was measured yet', async () => {
    serve(testVitalsSummary([], 0.1));
    renderDashboard('/dashboard/site-speed', api.base);
    expect(
      await screen.findByText(
        'No visits measured yet: the figures appear once visitors have opened the public pages.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/10% of visits are measured\./)).toBeInTheDocument();
  });

  it('shows a spinner while the figures come', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    serve(testVitalsSummary([BLOG]), {
      'GET vitals/summary': async () => {
        await held;
        return { status: 200, body: testVitalsSummary([BLOG]) };
      },
    });
    renderDashboard('/dashboard/site-speed', api.base);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading site speed');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeDisabled();
    release();
    expect(await screen.findByRole('article', { name: '/blogs/:blog_id' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  });

  it('says the figures could not be loaded, with a red toast, and Try again loads them', async () => {
    serve(testVitalsSummary([]), {
      'GET vitals/summary': () => ({
        status: 503,
        body: { status: 503, msg: 'The database is not answering' },
      }),
    });
    renderDashboard('/dashboard/site-speed', api.base);
    expect(await screen.findByText('The site speed could not be loaded.')).toBeInTheDocument();
    await expectToast('The database is not answering', 'error');
    serve();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: '/blogs/:blog_id' })).toBeInTheDocument();
  });

  it('loads again on Refresh, and refreshes by itself quietly, keeping what is on show', async () => {
    serve(testVitalsSummary([HOME]));
    const { kit } = renderDashboard('/dashboard/site-speed', api.base);
    const home = await screen.findByRole('article', { name: '/' });
    serve();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('article', { name: '/blogs/:blog_id' })).toBeInTheDocument();
    expect(api.to('vitals/summary')).toHaveLength(2);

    // The section's own refresh: a failure leaves the figures and shows no toast.
    serve(testVitalsSummary([]), {
      'GET vitals/summary': () => ({
        status: 503,
        body: { status: 503, msg: 'Down for a moment' },
      }),
    });
    act(() => {
      kit.store.dispatch(siteSpeedRefreshed());
    });
    await waitFor(() => expect(api.to('vitals/summary')).toHaveLength(3));
    const state = () => kit.store.getState().siteSpeed as SiteSpeedState;
    await waitFor(() => expect(state().routes.isLoading).toBe(false));
    expect(kit.store.getState().notices.error).toBeNull();
    expect(screen.getByRole('article', { name: '/' })).toBe(home);
    expect(screen.queryByText(/^Loading/)).not.toBeInTheDocument();
  });

  it('is for administrators only: no side-bar entry and no call for anyone else', async () => {
    api.answer = apiRoutes({}, STAFF_MEMBER);
    renderDashboard('/dashboard/site-speed', api.base, { user: STAFF_MEMBER });
    expect(
      await screen.findByText('Only administrators can see the site speed.'),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Menu' }));
    expect(within(nav).queryByRole('link', { name: 'Site speed' })).not.toBeInTheDocument();
    expect(api.requests.filter((r) => r.path.startsWith('vitals'))).toEqual([]);
  });

  it('is in the side bar for an administrator, marked while on show', async () => {
    serve();
    renderDashboard('/dashboard/site-speed', api.base);
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Menu' }));
    expect(within(nav).getByRole('link', { name: 'Site speed' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await screen.findByRole('article', { name: '/blogs/:blog_id' });
  });
});
