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
    // Four days with enough samples to show; day 5's 9 s rests on 10 and is hidden.
    daily: {
      0: { p75: 2140, samples: 30, sources: 12 },
      1: { p75: 1980, samples: 25, sources: 11 },
      2: { p75: 2600, samples: 22, sources: 10 },
      5: 9000,
      10: { p75: 4100, samples: 20, sources: 9 },
    },
    devices: {
      phone: { p75: 3650, samples: 1100, sources: 260 },
      desktop: { p75: 1880, samples: 510, sources: 120 },
      unknown: { p75: 2400, samples: 20, sources: 8 },
    },
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
    expect(within(blog).getAllByTitle('Largest Contentful Paint')[0]).toHaveTextContent('LCP');

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
    // Only the days resting on enough samples: day 5's 9 s (10 samples) is neither drawn nor
    // the highest.
    expect(chart).toHaveAccessibleDescription(
      '4 of 28 days with enough visits: lowest 1.98 s, highest 4.10 s, latest 2.14 s on 25 Nov. 1 day had too few visits to show (fewer than 20 samples). Good is at most 2.50 s.',
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
      'No day of the last 28 had enough visits to show. 1 day had too few visits to show (fewer than 20 samples). Good is at most 800 ms.',
    );
    expect(
      within(home)
        .getByRole('img', { name: 'TTFB on /, day by day over 28 days' })
        .querySelectorAll('polyline, circle'),
    ).toHaveLength(0);
  });

  it('lists the figures day by day, newest first, hiding a day’s p75 on too few visits', async () => {
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
      '25 Nov2.14 s (30 from 12)too few visits (10 from 4)too few visits (10 from 4)–',
    );
    // 20 samples: enough to show, from 9 sources: marked.
    expect(rows[10]).toHaveTextContent('15 Nov4.10 s (20 from 9, too few sources)–––');
    // The 9 s of 10 samples is not shown.
    expect(rows[5]).toHaveTextContent('20 Novtoo few visits (10 from 4)–––');
    expect(table).not.toHaveTextContent('9.00 s');
    expect(
      within(blog).getByText(
        /‘too few visits’ in its place when the day had fewer than 20 samples/,
      ),
    ).toBeInTheDocument();
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
    const state = () => kit.store.getState().dashboardSiteSpeed as SiteSpeedState;
    await waitFor(() => expect(state().routes.isLoading).toBe(false));
    expect(kit.store.getState().notices.error).toBeNull();
    expect(screen.getByRole('article', { name: '/' })).toBe(home);
    expect(screen.queryByText(/^Loading/)).not.toBeInTheDocument();
  });

  it('opens with a verdict per route for phones, computers and tablets under it', async () => {
    const fast = testRouteSpeed('/services', {
      LCP: testMetric('LCP', {
        p75_28d: 1900,
        samples_28d: 300,
        devices: {
          phone: { p75: 2300, samples: 200, sources: 80 },
          desktop: { p75: 1200, samples: 100, sources: 40 },
        },
      }),
      INP: testMetric('INP', {
        p75_28d: 120,
        samples_28d: 90,
        devices: {
          phone: { p75: 150, samples: 60, sources: 30 },
          desktop: { p75: 40, samples: 30, sources: 20 },
        },
      }),
      CLS: testMetric('CLS', {
        p75_28d: 0.02,
        samples_28d: 300,
        devices: {
          phone: { p75: 0.03, samples: 200, sources: 80 },
          desktop: { p75: 0, samples: 100, sources: 40 },
        },
      }),
    });
    // Fast on every visit together, slow on phones: the verdict is the phones'.
    const slowOnPhones = testRouteSpeed('/about_us', {
      LCP: testMetric('LCP', {
        p75_28d: 2400,
        samples_28d: 140,
        devices: {
          phone: { p75: 4600, samples: 40, sources: 20 },
          desktop: { p75: 1500, samples: 100, sources: 50 },
        },
      }),
    });
    // 12 samples: too few to judge, and the p75 itself is hidden.
    const thin = testRouteSpeed('/contact', {
      LCP: testMetric('LCP', {
        p75_7d: 5200,
        samples_7d: 2,
        p75_28d: 5200,
        samples_28d: 12,
        devices: { phone: { p75: 5200, samples: 12, sources: 5 } },
      }),
    });
    serve(testVitalsSummary([BLOG, fast, slowOnPhones, thin, HOME]));
    renderDashboard('/dashboard/site-speed', api.base);
    const glance = await screen.findByRole('region', { name: 'At a glance' });
    expect(
      within(glance).getByText(/^Over the last 28 days, for visitors on phones;/),
    ).toBeVisible();
    const lines = within(glance)
      .getAllByRole('listitem')
      .map((item) => [...item.querySelectorAll('.line')].map((line) => line.textContent));
    expect(lines).toEqual([
      [
        '/blogs/:blog_id on phones: fast for fewer than 3 of 4 visitors: the main content takes 3.65 s to show Needs improvement',
        'Computers and tablets: fast for at least 3 of 4 visitors Good',
      ],
      [
        '/services on phones: fast for at least 3 of 4 visitors Good',
        'Computers and tablets: fast for at least 3 of 4 visitors Good',
      ],
      [
        '/about_us on phones: slow for more than 1 of 4 visitors: the main content takes 4.60 s to show Poor',
        'Computers and tablets: fast for at least 3 of 4 visitors Good',
      ],
      [
        '/contact on phones: not enough visits yet to judge (12 of the 20 page views needed)',
        'Computers and tablets: not enough visits yet to judge (0 of the 20 page views needed)',
      ],
      [
        '/ on phones: not enough visits yet to judge (0 of the 20 page views needed)',
        'Computers and tablets: not enough visits yet to judge (0 of the 20 page views needed)',
      ],
    ]);
    // It comes first, before the explanations and the figures.
    const firstCard = routeCard('/blogs/:blog_id');
    expect(
      glance.compareDocumentPosition(firstCard) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    // A p75 on too few samples is not shown: its count is.
    const lcp = row(routeCard('/contact'), 'LCP');
    expect(lcp).not.toHaveTextContent('5.20 s');
    expect(lcp).toHaveTextContent('Too few samples to tell');
    expect(lcp).toHaveTextContent('2 of the 20 samples needed');
    expect(lcp).toHaveTextContent('12 of the 20 samples needed');
  });

  it('shows each route’s 28 days by device, labelled, beside the figures of every visit', async () => {
    serve();
    renderDashboard('/dashboard/site-speed', api.base);
    const blog = await screen.findByRole('article', { name: '/blogs/:blog_id' });
    expect(within(blog).getByRole('heading', { level: 4, name: 'Every visit' })).toBeVisible();
    expect(
      within(blog).getByRole('heading', { level: 4, name: 'By device, last 28 days' }),
    ).toBeVisible();
    const table = within(blog).getByRole('table', {
      name: 'p75 of each measure on /blogs/:blog_id by device, last 28 days',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Measure', 'Phones', 'Computers and tablets', 'Device not known']);
    const lcp = within(table).getByRole('row', { name: /^LCP/ });
    expect(
      within(lcp)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '3.65 s Needs improvement 1100 samples from 260 sources',
      '1.88 s Good 510 samples from 120 sources',
      '2.40 s Good 20 samples from 8 sourcestoo few sources',
    ]);
    // INP has no phone samples: said so, in its column.
    const inp = within(table).getByRole('row', { name: /^INP/ });
    expect(within(inp).getAllByRole('cell')[0]).toHaveTextContent('No data');

    // A route without visits of unknown device has no such column.
    const home = routeCard('/');
    const homeTable = within(home).getByRole('table', {
      name: 'p75 of each measure on / by device, last 28 days',
    });
    expect(
      within(homeTable)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Measure', 'Phones', 'Computers and tablets']);
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
