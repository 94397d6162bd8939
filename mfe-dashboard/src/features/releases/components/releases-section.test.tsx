// Long on purpose: the Releases section state by state, each change through its confirmation.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeployToken, ReleaseOverview } from 'shared-data/contract';
import { setupTestApi, type ApiRequest } from 'shared-data/testing/test-api';
import { expectDialogClosed, expectToast } from 'shared-ui/testing';
import { apiRoutes, renderDashboard, type Routes } from '../../../app/testing/render-dashboard';
import {
  BLOG,
  daysAgo,
  PUBLIC,
  testDeployToken,
  testOverview,
  testRemoteReleases,
  testVersion,
} from '../../../app/testing/test-releases';
import { STAFF_MEMBER } from '../../../app/testing/test-users';
import { releasesRefreshed, type ReleasesState } from '../store/releases.slice';

describe('Releases (/dashboard/releases)', () => {
  const api = setupTestApi();

  function serve(
    overview: ReleaseOverview = testOverview(),
    tokens: DeployToken[] = [testDeployToken()],
    routes: Routes = {},
  ) {
    api.answer = apiRoutes({
      'GET releases/': () => ({ status: 200, body: overview }),
      'GET releases/deploy-tokens/': () => ({ status: 200, body: tokens }),
      ...routes,
    });
  }

  const card = (remote: string) => screen.getByRole('article', { name: remote });
  const body = (request: ApiRequest | undefined) => JSON.parse(request?.body ?? 'null') as unknown;

  it('opens with one line per remote in plain words, dated in the clinic’s time', async () => {
    // 22.30 UTC on 23 Nov is already 24 Nov in Nairobi.
    const blog = testRemoteReleases('blog', {
      live: 'bbbbbbbbbbbb',
      live_since: '2026-11-23T22:30:00.000Z',
      versions: [
        testVersion({
          version: 'bbbbbbbbbbbb',
          released_at: '2026-11-23T22:30:00.000Z',
          loads: 120,
        }),
      ],
    });
    const dashboard = testRemoteReleases('dashboard', {
      live: 'eeeeeeeeeeee',
      canary: 'ffffffffffff',
      canary_percent: 10,
      versions: [
        testVersion({ remote: 'dashboard', version: 'ffffffffffff', loads: 230, failures: 0 }),
        testVersion({
          remote: 'dashboard',
          version: 'eeeeeeeeeeee',
          released_at: '2026-11-20T09:00:00.000Z',
          loads: 400,
          failures: 3,
        }),
      ],
    });
    const auth = testRemoteReleases('auth');
    serve(testOverview([blog, dashboard, auth]));
    renderDashboard('/dashboard/releases', api.base);
    const glance = await screen.findByRole('region', { name: 'At a glance' });
    expect(
      within(glance)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([
      'Blog: everyone on the version of 24 Nov, no failures',
      'Dashboard: trying a new version on 10% of visitors, 0 of 230 loads failed; the others on the version of 20 Nov',
      "Sign-in pages: nothing released yet, everyone on the site's own build",
    ]);
    // Before the details.
    const remotes = screen.getByRole('region', { name: 'Remotes' });
    expect(glance.compareDocumentPosition(remotes) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows each remote: live and canary with age, releaser and failure share, and its history', async () => {
    serve();
    renderDashboard('/dashboard/releases', api.base);
    expect(screen.getByRole('heading', { level: 1, name: 'Releases' })).toBeInTheDocument();
    const blog = await screen.findByRole('article', { name: 'blog' });

    const live = within(blog).getByText('Live').nextElementSibling as HTMLElement;
    expect(live).toHaveTextContent('bbbbbbbbbbbb since 3 days ago');
    expect(live).toHaveTextContent('released by Kiprono Langat from 0123456789');
    expect(live).toHaveTextContent('0 of 120 visitors could not load it (0%)');
    const canary = within(blog).getByText('Canary (25% of visitors)')
      .nextElementSibling as HTMLElement;
    expect(canary).toHaveTextContent('cccccccccccc since yesterday');
    expect(canary).toHaveTextContent('released by deploy token blog team CI');
    expect(canary).toHaveTextContent('1 of 40 visitors could not load it (2.5%)');

    // History, newest first.
    const history = within(blog).getByRole('group');
    expect(within(history).getByText('History (3)')).toBeInTheDocument();
    const entries = within(history)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(entries).toEqual([
      'yesterday: made the canary cccccccccccc for 25% of visitors by deploy token blog team CI',
      '3 days ago: made live bbbbbbbbbbbb (was aaaaaaaaaaaa) by Kiprono Langat',
      '10 days ago: made live aaaaaaaaaaaa by local build',
    ]);

    // One version and no canary: nothing to promote, withdraw or roll back to.
    const publicCard = card('public');
    expect(within(publicCard).getByText('No canary')).toBeInTheDocument();
    expect(within(publicCard).queryByRole('button')).not.toBeInTheDocument();

    expect(
      screen.getByText(
        'A canary is withdrawn automatically when more than 5% of at least 20 distinct visitors could not load it.',
      ),
    ).toBeInTheDocument();
    expect(api.to('releases/')[0]?.headers.authorization).toBe('Bearer test-access-token');
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('shows each version’s first-visit size beside the previous one’s, against the budget', async () => {
    const over = testRemoteReleases('auth', {
      live: 'eeeeeeeeeeee',
      budget_bytes: 12 * 1024,
      versions: [
        testVersion({ remote: 'auth', version: 'ffffffffffff', first_visit_bytes: 12_800 }),
        testVersion({ remote: 'auth', version: 'eeeeeeeeeeee', first_visit_bytes: 12_000 }),
      ],
    });
    serve(testOverview([PUBLIC, BLOG, over]));
    renderDashboard('/dashboard/releases', api.base);
    const blog = await screen.findByRole('article', { name: 'blog' });

    const sizes = within(blog).getByRole('region', { name: 'First-visit size (gzip)' });
    expect(sizes).toHaveTextContent('Budget: 20.0 KB. A version over it cannot go live or canary.');
    // Newest first; the change is from the version released before it, named for screen readers.
    expect(
      within(sizes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'cccccccccccc (canary): 18.4 KB (+1.2 KB from bbbbbbbbbbbb)',
      'bbbbbbbbbbbb (live): 17.2 KB',
      'aaaaaaaaaaaa: size not measured',
    ]);
    expect(within(sizes).getByText('from bbbbbbbbbbbb')).toHaveClass('visually-hidden');

    const publicSizes = within(card('public')).getByRole('region', {
      name: 'First-visit size (gzip)',
    });
    expect(publicSizes).toHaveTextContent(
      'No budget set: the next release that declares one sets it.',
    );
    expect(publicSizes).toHaveTextContent('dddddddddddd (live): 15.6 KB');

    // A version over the budget says so in words, not only in colour.
    const auth = within(card('auth')).getByRole('region', { name: 'First-visit size (gzip)' });
    expect(within(auth).getAllByRole('listitem')[0]).toHaveTextContent(
      'ffffffffffff: 12.5 KB (+0.8 KB from eeeeeeeeeeee) over the budget',
    );
    expect(within(auth).getAllByRole('listitem')[1]).not.toHaveTextContent('over the budget');
  });

  it('lists the deploy tokens without their secret', async () => {
    serve(testOverview(), [
      testDeployToken(),
      testDeployToken({
        id: 't2',
        remote: 'dashboard',
        label: 'old laptop',
        last_used_at: null,
        revoked_at: daysAgo(2),
      }),
    ]);
    renderDashboard('/dashboard/releases', api.base);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'blog team CIblog20 days ago by Wanjiru Kamauyesterday' + 'ActiveRevoke',
      'old laptopdashboard20 days ago by Wanjiru KamauNeverRevoked 2 days ago',
    ]);
    expect(within(rows[1] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when nothing is registered and no token exists', async () => {
    serve(testOverview([]), []);
    renderDashboard('/dashboard/releases', api.base);
    expect(await screen.findByText('No remote is registered')).toBeInTheDocument();
    expect(await screen.findByText('No deploy tokens yet')).toBeInTheDocument();
  });

  it('says the registry could not be loaded, with a red toast, and Try again loads it', async () => {
    serve(testOverview(), [], {
      'GET releases/': () => ({
        status: 503,
        body: { status: 503, msg: 'The database is not answering' },
      }),
    });
    renderDashboard('/dashboard/releases', api.base);
    expect(await screen.findByText('The releases could not be loaded.')).toBeInTheDocument();
    await expectToast('The database is not answering', 'error');
    serve();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'blog' })).toBeInTheDocument();
  });

  it('promotes the canary after a confirmation naming both versions', async () => {
    const promoted = testRemoteReleases('blog', {
      ...BLOG,
      live: 'cccccccccccc',
      canary: null,
      canary_percent: null,
    });
    serve(testOverview(), [testDeployToken()], {
      'POST releases/blog/promote': () => {
        serve(testOverview([PUBLIC, promoted]));
        return { status: 200, body: { msg: 'blog cccccccccccc is live', releases: promoted } };
      },
    });
    renderDashboard('/dashboard/releases', api.base);
    const blog = await screen.findByRole('article', { name: 'blog' });
    await userEvent.click(within(blog).getByRole('button', { name: 'Promote' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Make blog cccccccccccc live in place of bbbbbbbbbbbb?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Promote' }));
    await expectToast('blog cccccccccccc is live', 'success');
    await expectDialogClosed();
    await waitFor(() => expect(within(card('blog')).getByText('No canary')).toBeInTheDocument());
    expect(api.to('releases/blog/promote')).toHaveLength(1);
  });

  it('rolls back to the version live before, or to the one chosen, after a confirmation', async () => {
    serve(testOverview(), [], {
      'POST releases/blog/rollback': (request) => {
        const { version } = JSON.parse(request.body) as { version: string };
        return { status: 200, body: { msg: `blog ${version} is live again`, releases: BLOG } };
      },
    });
    renderDashboard('/dashboard/releases', api.base);
    const blog = await screen.findByRole('article', { name: 'blog' });

    await userEvent.click(within(blog).getByRole('button', { name: 'Roll back' }));
    let dialog = screen.getByRole('dialog', {
      name: 'Roll blog back from bbbbbbbbbbbb to aaaaaaaaaaaa?',
    });
    // Cancel leaves everything as it was.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expectDialogClosed();
    expect(api.to('releases/blog/rollback')).toHaveLength(0);

    await userEvent.click(within(blog).getByRole('button', { name: 'Roll back' }));
    dialog = screen.getByRole('dialog', { name: /Roll blog back/ });
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Version to make live' }),
      'cccccccccccc',
    );
    expect(dialog).toHaveAccessibleName('Roll blog back from bbbbbbbbbbbb to cccccccccccc?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    await expectToast('blog cccccccccccc is live again', 'success');
    expect(body(api.to('releases/blog/rollback')[0])).toEqual({ version: 'cccccccccccc' });
  });

  it('withdraws the canary after a confirmation, and shows a refusal as a red toast', async () => {
    serve(testOverview(), [], {
      'POST releases/blog/withdraw': () => ({
        status: 409,
        body: { status: 409, msg: 'blog has no canary to withdraw' },
      }),
    });
    renderDashboard('/dashboard/releases', api.base);
    const blog = await screen.findByRole('article', { name: 'blog' });
    await userEvent.click(within(blog).getByRole('button', { name: 'Withdraw canary' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw the blog canary cccccccccccc?' });
    expect(dialog).toHaveTextContent('Its visitors get the live version, bbbbbbbbbbbb');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw canary' }));
    await expectToast('blog has no canary to withdraw', 'error');
    // Refused: the dialog stays, so the person sees what was asked.
    expect(screen.getByRole('dialog', { name: /Withdraw the blog canary/ })).toBeInTheDocument();
  });

  it('creates a token for one remote and shows its secret once, with Copy', async () => {
    const user = userEvent.setup();
    const token = testDeployToken({ id: 't9', label: 'blog team laptop', last_used_at: null });
    serve(testOverview(), [], {
      'POST releases/deploy-tokens/': () => {
        serve(testOverview(), [token]);
        return {
          status: 201,
          body: { msg: 'The deploy token is created', secret: 'vpd_s3cr3t', token },
        };
      },
    });
    renderDashboard('/dashboard/releases', api.base);
    await screen.findByText('No deploy tokens yet');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    const form = screen.getByRole('dialog', { name: 'Create a deploy token' });
    await user.click(within(form).getByRole('button', { name: 'Create token' }));
    expect(within(form).getByText('Choose the remote it releases')).toBeInTheDocument();
    expect(api.to('releases/deploy-tokens/').filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.selectOptions(within(form).getByRole('combobox', { name: /Remote/ }), 'blog');
    await user.type(within(form).getByRole('textbox', { name: /Label/ }), 'blog team laptop');
    await user.click(within(form).getByRole('button', { name: 'Create token' }));

    const shown = await screen.findByRole('dialog', { name: 'Deploy token for blog' });
    expect(within(shown).getByRole('alert')).toHaveTextContent(
      'Copy this token now: it will not be shown again.',
    );
    expect(within(shown).getByRole('textbox', { name: "Token 'blog team laptop'" })).toHaveValue(
      'vpd_s3cr3t',
    );
    await user.click(within(shown).getByRole('button', { name: 'Copy' }));
    expect(await within(shown).findByText('Copied to the clipboard.')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe('vpd_s3cr3t');
    expect(body(api.to('releases/deploy-tokens/').find((r) => r.method === 'POST'))).toEqual({
      remote: 'blog',
      label: 'blog team laptop',
    });

    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText('vpd_s3cr3t')).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue('vpd_s3cr3t')).not.toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'blog team laptop' })).toBeInTheDocument();
  });

  it('revokes a token after a confirmation', async () => {
    const token = testDeployToken();
    serve(testOverview(), [token], {
      'DELETE releases/deploy-tokens/t1': () => ({
        status: 200,
        body: [{ ...token, revoked_at: new Date().toISOString() }],
      }),
    });
    renderDashboard('/dashboard/releases', api.base);
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke blog team CI' }));
    const dialog = screen.getByRole('dialog', {
      name: "Revoke the deploy token 'blog team CI' for blog?",
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await expectToast('The deploy token is revoked: it can release nothing more', 'success');
    const row = await screen.findByRole('row', { name: /blog team CI/ });
    await waitFor(() => expect(row).toHaveTextContent('Revoked just now'));
    expect(screen.queryByRole('button', { name: 'Revoke blog team CI' })).not.toBeInTheDocument();
  });

  it('refreshes quietly: the figures change in place, and a failed refresh keeps them without a toast', async () => {
    serve();
    const { kit } = renderDashboard('/dashboard/releases', api.base);
    const blog = await screen.findByRole('article', { name: 'blog' });
    await screen.findByRole('table');

    serve(testOverview(), [], {
      'GET releases/': () => ({ status: 503, body: { status: 503, msg: 'Down for a moment' } }),
    });
    act(() => {
      kit.store.dispatch(releasesRefreshed());
    });
    await waitFor(() => expect(api.to('releases/')).toHaveLength(2));
    const releases = () => kit.store.getState().dashboardReleases as ReleasesState;
    await waitFor(() => expect(releases().remotes.isLoading).toBe(false));
    expect(kit.store.getState().notices.error).toBeNull();
    expect(screen.getByRole('article', { name: 'blog' })).toBe(blog);

    const withdrawn = testRemoteReleases('blog', { ...BLOG, canary: null, canary_percent: null });
    serve(testOverview([PUBLIC, withdrawn]));
    act(() => {
      kit.store.dispatch(releasesRefreshed());
    });
    await waitFor(() => expect(within(blog).getByText('No canary')).toBeInTheDocument());
    // The same card, updated: no spinner came in between.
    expect(screen.getByRole('article', { name: 'blog' })).toBe(blog);
    expect(screen.queryByRole('status', { name: /Loading/ })).not.toBeInTheDocument();
  });

  it('is for administrators only: no side-bar entry and no call for anyone else', async () => {
    api.answer = apiRoutes({}, STAFF_MEMBER);
    renderDashboard('/dashboard/releases', api.base, { user: STAFF_MEMBER });
    expect(await screen.findByText('Only administrators can manage releases.')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Menu' }));
    expect(within(nav).queryByRole('link', { name: 'Releases' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'The Staff' })).toBeInTheDocument();
    expect(api.requests.filter((r) => r.path.startsWith('releases/'))).toEqual([]);
  });

  it('is in the side bar for an administrator, marked while on show', async () => {
    serve();
    renderDashboard('/dashboard/releases', api.base);
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Menu' }));
    expect(within(nav).getByRole('link', { name: 'Releases' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await screen.findByRole('article', { name: 'blog' });
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
