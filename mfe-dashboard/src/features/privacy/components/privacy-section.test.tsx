// The privacy section: requests with their due dates and the overdue ones marked, marking one
// answered, looking a person up, and for whom.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  privacyRecordSchema,
  privacyRequestSchema,
  type PrivacyRecord,
  type PrivacyRequest,
} from 'shared-data/contract';
import { setupTestApi } from 'shared-data/testing/test-api';
import { apiRoutes, renderDashboard } from '../../../app/testing/render-dashboard';
import { STAFF_MEMBER } from '../../../app/testing/test-users';

const request = (overrides: Partial<PrivacyRequest> = {}): PrivacyRequest =>
  privacyRequestSchema.parse({
    id: 'r1',
    contact: 'akinyi@example.com',
    message: 'Please delete the photo I sent by WhatsApp',
    created_at: '2026-11-20T09:30:00.000+03:00',
    due_at: '2026-11-27T09:30:00.000+03:00',
    overdue: true,
    answered_at: null,
    answered_by: null,
    ...overrides,
  });

const RECORD: PrivacyRecord = privacyRecordSchema.parse({
  contact: 'akinyi@example.com',
  generated_at: '2026-11-28T07:00:00.000Z',
  sections: [
    {
      kind: 'bookings',
      title: 'Appointments',
      about: 'Why.',
      items: [{ reference: 'MV-ABC234', pet_name: 'Simba', email: null }],
    },
    { kind: 'enquiries', title: 'Messages from the contact form', about: 'Why.', items: [] },
  ],
});

describe('Privacy (/dashboard/privacy)', () => {
  const api = setupTestApi();

  function serve(items: PrivacyRequest[]) {
    api.answer = apiRoutes({
      'GET privacy/requests': () => ({
        status: 200,
        body: { items, total: items.length, page: 1, per_page: 20 },
      }),
      'PUT privacy/requests/r1/answered': () => ({
        status: 200,
        body: request({
          overdue: false,
          answered_at: '2026-11-28T10:00:00.000+03:00',
          answered_by: 'Amina Admin',
        }),
      }),
      'POST privacy/lookup': () => ({ status: 200, body: RECORD }),
    });
  }

  it('lists the requests waiting, the overdue marked, and marks one answered', async () => {
    serve([
      request(),
      request({
        id: 'r2',
        contact: '+254722418301',
        overdue: false,
        due_at: '2026-12-05T09:30:00.000+03:00',
      }),
    ]);
    renderDashboard('/dashboard/privacy', api.base);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy' })).toBeInTheDocument();
    const first = await screen.findByRole('article', { name: 'Request from akinyi@example.com' });
    expect(first).toHaveTextContent('Please delete the photo I sent by WhatsApp');
    expect(first).toHaveTextContent('Due 2026-11-27 09:30 Overdue');
    const second = screen.getByRole('article', { name: 'Request from +254722418301' });
    expect(second).toHaveTextContent('Due 2026-12-05 09:30');
    expect(second).not.toHaveTextContent('Overdue');
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('2 requests, 1 overdue');
    expect(new URL(api.requests[0]!.path, 'http://x/').search).toBe('?status=open');

    await userEvent.click(within(first).getByRole('button', { name: 'Mark answered' }));
    await waitFor(() =>
      expect(first).toHaveTextContent('Answered 2026-11-28 10:00 by Amina Admin'),
    );
    expect(within(first).queryByRole('button', { name: 'Mark answered' })).not.toBeInTheDocument();
  });

  it('looks a person up and shows what is held', async () => {
    serve([]);
    renderDashboard('/dashboard/privacy', api.base);
    expect(await screen.findByText('No requests here')).toBeInTheDocument();
    await userEvent.type(
      screen.getByLabelText('Email address or phone number'),
      'akinyi@example.com',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
    const bookings = await screen.findByRole('region', { name: 'Appointments' });
    expect(bookings).toHaveTextContent('MV-ABC234');
    expect(bookings).toHaveTextContent('pet_nameSimba');
    const lookup = api.requests.find((r) => r.path === 'privacy/lookup');
    expect(JSON.parse(lookup?.body ?? '')).toEqual({ contact: 'akinyi@example.com' });
    expect(screen.getByRole('button', { name: 'Download as JSON' })).toBeEnabled();
  });

  it('is for administrators only: no side-bar entry and no call for anyone else', async () => {
    api.answer = apiRoutes({}, STAFF_MEMBER);
    renderDashboard('/dashboard/privacy', api.base, { user: STAFF_MEMBER });
    expect(
      await screen.findByText("Only administrators can see requests about people's data."),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Menu' }));
    expect(within(nav).queryByRole('link', { name: 'Privacy' })).not.toBeInTheDocument();
    expect(api.requests.filter((r) => r.path.startsWith('privacy'))).toEqual([]);
  });
});
