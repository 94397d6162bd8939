import { screen, waitFor, within } from '@testing-library/react';
import { COMPANY } from 'shared-data';
import { MY_DATA_PATH, PRIVACY_NOTICE } from 'shared-data/contract/privacy-notice';
import { setupBookingApi } from '../../../app/testing/booking-api';
import { renderPage } from '../../../app/testing/render-page';
import { LocaleProvider, NotFoundPage, Route } from 'shared-ui';
import { renderRemoteRoutes } from 'shared-ui/testing';
import * as remote from '../../../app/module';
import sw from '../../../i18n/sw.json';
import { noticeDate } from './privacy-page';

// The real API over a fresh database: the notice's periods and providers are the server's.
const server = setupBookingApi({});

describe('the privacy notice', () => {
  it('shows its version and date, the controller, the periods the server keeps and the rights', async () => {
    await renderPage('/privacy');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
    expect(
      await screen.findByText(`Version ${PRIVACY_NOTICE.version}, in effect from`, {
        exact: false,
      }),
    ).toBeVisible();
    const date = screen.getByText(noticeDate(PRIVACY_NOTICE.date));
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('datetime', PRIVACY_NOTICE.date);

    const controller = await screen.findByRole('region', { name: 'Who we are' });
    expect(controller).toHaveTextContent(COMPANY.name);
    expect(controller).toHaveTextContent(COMPANY.postalAddress);
    expect(controller).toHaveTextContent(PRIVACY_NOTICE.contactEmail);

    const kept = screen.getByRole('region', { name: 'How long we keep it' });
    expect(within(kept).getByText('Enquiries from the contact form: 2 years.')).toBeVisible();
    expect(
      within(kept).getByText('Bookings: 6 years after the visit, as the record of the care given.'),
    ).toBeVisible();
    expect(
      within(kept).getByText(/request records \(internet addresses\): 30 days\./),
    ).toBeVisible();

    // No mail, text or storage provider is set up in the test: only the lookup's service.
    const recipients = screen.getByRole('region', { name: 'Who receives it' });
    expect(
      within(recipients)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'The location service ipapi.co, which receives your internet address when the contact page opens (see above).',
    ]);

    const rights = screen.getByRole('region', { name: 'Your rights' });
    expect(rights).toHaveTextContent(/to withdraw a consent at any time/);
    expect(within(rights).getByRole('link', { name: 'your data' })).toHaveAttribute(
      'href',
      MY_DATA_PATH,
    );
    expect(
      within(rights).getByRole('link', { name: 'Office of the Data Protection Commissioner' }),
    ).toHaveAttribute('href', 'https://www.odpc.go.ke');
    // The contents lead to each section.
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    expect(within(contents).getByRole('link', { name: 'Your rights' })).toHaveAttribute(
      'href',
      '#rights',
    );
    expect(server.to('GET /api/privacy-notice')).toHaveLength(1);
  });
});

/** The page at `path` in Kiswahili: each route of the remote inside the Kiswahili messages. */
async function renderInSwahili(path: string) {
  const routes = remote.routes.map((route) => ({
    ...route,
    element: (
      <LocaleProvider locale="sw" messages={sw}>
        {route.element}
      </LocaleProvider>
    ),
  }));
  renderRemoteRoutes('public', { ...remote, routes }, path, {
    routes: <Route path="*" element={<NotFoundPage />} />,
  });
  await screen.findByRole('heading', { level: 1 });
}

describe('the privacy notice in Kiswahili', () => {
  it("words the page in Kiswahili and marks the notice's own text as English", async () => {
    await renderInSwahili('/privacy');
    expect(screen.getByRole('heading', { level: 1, name: 'Taarifa ya faragha' })).toBeVisible();
    await waitFor(() => expect(document.title).toContain('Taarifa ya faragha'));
    expect(
      screen.getByText(`Toleo ${PRIVACY_NOTICE.version}, linatumika kuanzia`, { exact: false }),
    ).toBeVisible();
    const date = screen.getByText('28 Novemba 2026');
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('datetime', PRIVACY_NOTICE.date);
    expect(
      screen.getByText('Maandishi ya taarifa yaliyo hapa chini yako kwa Kiingereza.'),
    ).toBeVisible();
    const contents = await screen.findByRole('navigation', { name: 'Yaliyomo' });
    expect(contents.closest('[lang="en"]')).not.toBeNull();
    expect(within(contents).getByRole('heading', { name: 'Yaliyomo' })).toHaveAttribute(
      'lang',
      'sw',
    );
    expect(
      screen.getByRole('region', { name: 'Your rights' }).closest('[lang="en"]'),
    ).not.toBeNull();
  });
});
