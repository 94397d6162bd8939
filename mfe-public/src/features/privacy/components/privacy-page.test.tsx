import { screen, waitFor, within } from '@testing-library/react';
import { COMPANY } from 'shared-data';
import { MY_DATA_PATH, PRIVACY_NOTICE } from 'shared-data/contract/privacy-notice';
import { PRIVACY_NOTICE_SW } from 'shared-data/contract/privacy-notice-sw';
import { setupBookingApi } from '../../../app/testing/booking-api';
import { renderPage, renderPageInSwahili } from '../../../app/testing/render-page';
import { loadedNoticeSw } from './notice-sw';
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

// The page shown without its loader having brought the Kiswahili (a test renders the routes
// without RemoteRoute.prepare): the page fetches it itself. privacy-page-sw.test.tsx has the
// loader's way, the one a visit takes.
describe('the privacy notice in Kiswahili', () => {
  it('shows the notice itself in Kiswahili, with the same anchors and the facts filled in', async () => {
    expect(loadedNoticeSw()).toBeNull();
    await renderPageInSwahili('/privacy');
    expect(screen.getByRole('heading', { level: 1, name: 'Taarifa ya faragha' })).toBeVisible();
    await waitFor(() => expect(document.title).toContain('Taarifa ya faragha'));
    expect(
      screen.getByText(`Toleo ${PRIVACY_NOTICE.version}, linatumika kuanzia`, { exact: false }),
    ).toBeVisible();
    const date = screen.getByText('28 Novemba 2026');
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('datetime', PRIVACY_NOTICE.date);

    // The contents, then every section under its Kiswahili heading and the English anchor.
    const contents = await screen.findByRole('navigation', { name: 'Yaliyomo' });
    expect(
      within(contents)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual(
      PRIVACY_NOTICE.sections.map((section, index) => [
        PRIVACY_NOTICE_SW.sections[index]!.heading,
        `#${section.id}`,
      ]),
    );
    expect(
      screen
        .getAllByRole('heading', { level: 2 })
        .map((heading) => [heading.textContent, heading.id]),
    ).toEqual([
      ['Yaliyomo', 'privacy-contents'],
      ...PRIVACY_NOTICE_SW.sections.map((section) => [section.heading, section.id]),
    ]);
    expect(screen.getByText(/^Sisi, Mifugo Animal Health Services, tunawatunza/)).toBeVisible();

    const controller = screen.getByRole('region', { name: 'Sisi ni nani' });
    expect(controller).toHaveTextContent(COMPANY.name);
    expect(controller).toHaveTextContent('S.L.P. 30197-00100, Nairobi');
    expect(
      within(controller).getAllByRole('link', { name: PRIVACY_NOTICE.contactEmail })[0],
    ).toHaveAttribute('href', `mailto:${PRIVACY_NOTICE.contactEmail}`);

    const collected = screen.getByRole('region', { name: 'Tunachokusanya, na kwa nini' });
    expect(collected).toHaveTextContent('tunakutumia ukumbusho mmoja baada ya siku 351');

    const kept = screen.getByRole('region', { name: 'Tunaihifadhi kwa muda gani' });
    expect(within(kept).getByText('Jumbe kutoka fomu ya mawasiliano: miaka 2.')).toBeVisible();
    expect(
      within(kept).getByText(
        'Miadi: miaka 6 baada ya ziara, kama kumbukumbu ya huduma iliyotolewa.',
      ),
    ).toBeVisible();
    expect(
      within(kept).getByText(
        'Kumbukumbu za maombi kwenye seva yetu (anwani za intaneti): siku 30.',
      ),
    ).toBeVisible();

    // As in English: only the lookup's service receives data in the test.
    const recipients = screen.getByRole('region', { name: 'Nani anaipokea' });
    expect(
      within(recipients)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Huduma ya kutambua mahali ipapi.co, inayopokea anwani yako ya intaneti ukurasa wa mawasiliano unapofunguka (tazama hapo juu).',
    ]);

    const rights = screen.getByRole('region', { name: 'Haki zako' });
    expect(within(rights).getByText(/tunakujibu ndani ya siku 7\.$/)).toBeVisible();
    expect(within(rights).getByRole('link', { name: 'data yako' })).toHaveAttribute(
      'href',
      MY_DATA_PATH,
    );
    expect(
      within(rights).getByRole('link', { name: 'Ofisi ya Kamishna wa Ulinzi wa Data' }),
    ).toHaveAttribute('href', 'https://www.odpc.go.ke');

    // Nothing of the notice is left in English, nor marked as English.
    expect(document.querySelector('[lang="en"]')).toBeNull();
    expect(screen.queryByText(/Kiingereza/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Your rights' })).toBeNull();
    expect(server.to('GET /api/privacy-notice')).toHaveLength(1);
  });
});
