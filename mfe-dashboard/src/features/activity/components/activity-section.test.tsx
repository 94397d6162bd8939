// The activity log section: entries in clinic time, filters, paging, empty state, and for whom.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  auditActorSchema,
  auditEntrySchema,
  type AuditActor,
  type AuditEntry,
} from 'shared-data/contract';
import { setupTestApi } from 'shared-data/testing/test-api';
import { apiRoutes, renderDashboard } from '../../../app/testing/render-dashboard';
import { STAFF_MEMBER } from '../../../app/testing/test-users';

const entry = (overrides: Partial<AuditEntry> = {}): AuditEntry =>
  auditEntrySchema.parse({
    id: 'e1',
    // 22:30 UTC is 01:30 the next day in Nairobi.
    at: '2026-11-27T22:30:00.000Z',
    actor: { kind: 'staff', id: 's1', name: 'Amina Admin' },
    kind: 'staff.update',
    subject: { type: 'staff', id: 's2' },
    summary: 'Changed the account of Dr Otieno',
    before: { role: 'Vet', isAdmin: false },
    after: { role: 'Head of surgery', isAdmin: true },
    ...overrides,
  });
const ACTORS: AuditActor[] = [
  { kind: 'staff', id: 's1', name: 'Amina Admin' },
  { kind: 'deploy-token', id: 't1', name: 'blog CI (blog)' },
].map((actor) => auditActorSchema.parse(actor));

describe('Activity (/dashboard/activity)', () => {
  const api = setupTestApi();

  function serve(items: AuditEntry[] = [entry()], total = items.length) {
    api.answer = apiRoutes({
      'GET audit': (request) => {
        const page = Number(new URL(request.path, 'http://x/').searchParams.get('page') ?? 1);
        return { status: 200, body: { items, total, page, per_page: 20 } };
      },
      'GET audit/actors': () => ({ status: 200, body: ACTORS }),
    });
  }
  const auditQueries = () =>
    api.requests
      .filter((r) => r.path.split('?')[0] === 'audit')
      .map((r) => new URL(r.path, 'http://x/').search);

  it('shows who, when in clinic time, what, and the short before/after', async () => {
    serve();
    renderDashboard('/dashboard/activity', api.base);
    expect(screen.getByRole('heading', { level: 1, name: 'Activity' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Changes, newest first' });
    const [, row] = within(table).getAllByRole('row');
    const cells = within(row as HTMLElement).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('Sat, 28 Nov 2026, 01:30');
    expect(within(cells[0] as HTMLElement).getByText(/01:30/)).toHaveAttribute(
      'datetime',
      '2026-11-27T22:30:00.000Z',
    );
    expect(cells[1]).toHaveTextContent('Amina Admin');
    expect(
      within(row as HTMLElement).getByRole('rowheader', {
        name: /Changed the account of Dr Otieno/,
      }),
    ).toHaveTextContent('staff.update');
    expect(cells[2]).toHaveTextContent('roleVetisAdminno');
    expect(cells[3]).toHaveTextContent('roleHead of surgeryisAdminyes');
    expect(screen.getByRole('status')).toHaveTextContent('1 change');
  });

  it('filters by person, kind and day, starting again at the first page', async () => {
    serve();
    renderDashboard('/dashboard/activity', api.base);
    await screen.findByRole('table');
    const person = screen.getByLabelText('Person');
    await waitFor(() =>
      expect(within(person).getByRole('option', { name: 'blog CI (blog) (deploy token)' })),
    );
    await userEvent.selectOptions(person, 't1');
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'Releases');
    const day = screen.getByLabelText('Day');
    await userEvent.type(day, '2026-11-28');
    await waitFor(() =>
      expect(auditQueries().at(-1)).toBe('?actor=t1&kind=release&day=2026-11-28'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(auditQueries().at(-1)).toBe(''));
  });

  it('pages through the log', async () => {
    serve(
      Array.from({ length: 20 }, (_, n) => entry({ id: `e${n}`, summary: `Change ${n}` })),
      45,
    );
    renderDashboard('/dashboard/activity', api.base);
    const pages = await screen.findByRole('navigation', { name: 'Activity pages' });
    expect(within(pages).getByText('Page 1 of 3')).toBeInTheDocument();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(auditQueries().at(-1)).toBe('?page=2'));
    expect(await within(pages).findByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('says when nothing is recorded, or nothing matches', async () => {
    serve([]);
    renderDashboard('/dashboard/activity', api.base);
    expect(await screen.findByText('No activity recorded yet')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'Carousel');
    expect(await screen.findByText('No activity matches these filters')).toBeInTheDocument();
    // The words show as soon as the filter is set: the call for it may still be on its way, and
    // must reach the test API within this test, not during the next one.
    await waitFor(() => expect(auditQueries().at(-1)).toBe('?kind=carousel'));
  });

  it('is for administrators only: no side-bar entry and no call for anyone else', async () => {
    api.answer = apiRoutes({}, STAFF_MEMBER);
    renderDashboard('/dashboard/activity', api.base, { user: STAFF_MEMBER });
    expect(
      await screen.findByText('Only administrators can see the activity log.'),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Menu' }));
    expect(within(nav).queryByRole('link', { name: 'Activity' })).not.toBeInTheDocument();
    expect(api.requests.filter((r) => r.path.startsWith('audit'))).toEqual([]);
  });
});
