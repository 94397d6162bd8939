import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Enquiry, Page } from 'shared-data';
import { gate, setupTestApi } from 'shared-data/testing/test-api';
import { expectDialogClosed, expectToast } from 'shared-ui/testing';
import { apiRoutes, renderDashboard } from '../../../app/testing/render-dashboard';
import { testEnquiry } from '../../../app/testing/test-enquiries';

const OLDER = testEnquiry({
  responses: [
    {
      response: 'Sundays are by appointment only.',
      responded_by: null,
      createdAt: '2024-05-03T13:00:00.000+03:00',
    },
  ],
});

const NEWER: Enquiry = {
  query_id: 'q2',
  fullname: 'Otieno Ouma',
  email: 'otieno@example.co.ke',
  phonenumber: '0722 000 111',
  message: 'My dog will not eat. Can I bring him today?',
  // As the server sends it, in the clinic's time: 22.50 UTC on 11 June was 01.50 on 12 June in
  // Nairobi, and the card is dated by the part before 'T'.
  createdAt: '2024-06-12T01:50:00.000+03:00',
  geo_data: { city: 'Nakuru', region: 'Nakuru County', country_name: 'Kenya', ip: '197.0.0.1' },
  responses: [],
};

/** GET enquiry/page's answer: these rows as page `page` of `total`. */
const page = (items: Enquiry[], more: Partial<Page<Enquiry>> = {}): Page<Enquiry> => ({
  items,
  total: items.length,
  page: 1,
  per_page: 20,
  ...more,
});

describe('the Enquiries section (/dashboard/enquiries)', () => {
  const api = setupTestApi();

  const withEnquiries = (
    items: Enquiry[] | (() => Enquiry[]),
    more: Parameters<typeof apiRoutes>[0] = {},
  ) => {
    api.answer = apiRoutes({
      'GET enquiry/page': () => ({
        status: 200,
        body: page(typeof items === 'function' ? items() : items),
      }),
      ...more,
    });
  };
  const show = async (path = '/dashboard/enquiries') => {
    const view = renderDashboard(path, api.base);
    await screen.findByRole('heading', { level: 1, name: 'Client Enquiries' });
    return view;
  };
  const card = (id: string) =>
    screen.getByRole('heading', { level: 2, name: `#${id}` }).closest('li') as HTMLElement;
  /** A card's details as 'term: value' lines. */
  const details = (id: string) =>
    Array.from(card(id).querySelectorAll('dt')).map(
      (term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`,
    );

  it('lists the enquiries in the order the server pages them (newest first), with their details, the place only when known', async () => {
    withEnquiries([NEWER, OLDER]);
    await show();
    await screen.findByRole('heading', { level: 2, name: '#q2' });
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['#q2', '#q1']);

    expect(within(card('q2')).getByText(NEWER.message)).toBeInTheDocument();
    expect(details('q2')).toEqual([
      'Phone number: 0722 000 111',
      'Full name: Otieno Ouma',
      'Date: 2024-06-12',
      'City: Nakuru',
      'Region: Nakuru County',
      'Country: Kenya',
    ]);
    expect(within(card('q2')).getByRole('link', { name: '0722 000 111' })).toHaveAttribute(
      'href',
      'tel:0722000111',
    );
    expect(details('q1')).toEqual([
      'Phone number: +254 712 345 678',
      'Full name: Achieng Odhiambo',
      'Date: 2024-05-02',
    ]);
    const [sent] = api.to('enquiry/page');
    expect(sent?.headers.authorization).toBe('Bearer test-access-token');
  });

  it('marks the unanswered and shows each answer with who sent it and when', async () => {
    withEnquiries([
      OLDER,
      NEWER,
      {
        ...OLDER,
        query_id: 'q0',
        createdAt: '2024-04-01T12:00:00.000+03:00',
        responses: [
          {
            response: 'Yes, bring the records.',
            responded_by: 'Wanjiru Kamau',
            createdAt: '2024-04-01T14:00:00.000+03:00',
          },
        ],
      },
    ]);
    await show();
    await screen.findByRole('heading', { level: 2, name: '#q2' });
    expect(within(card('q2')).getByText('Awaiting response')).toBeInTheDocument();
    expect(within(card('q2')).queryByRole('list', { name: /^Responses/ })).not.toBeInTheDocument();

    expect(within(card('q1')).queryByText('Awaiting response')).not.toBeInTheDocument();
    const answers = within(card('q1')).getByRole('list', { name: 'Responses to #q1' });
    expect(within(answers).getByText('Sundays are by appointment only.')).toBeInTheDocument();
    expect(
      within(answers).getByText('Sent by a former staff member on 2024-05-03'),
    ).toBeInTheDocument();
    expect(within(card('q0')).getByText('Sent by Wanjiru Kamau on 2024-04-01')).toBeInTheDocument();
  });

  it("says 'You have no enquiries' when there are none", async () => {
    withEnquiries([]);
    await show();
    expect(await screen.findByText('You have no enquiries')).toBeInTheDocument();
  });

  it("shows a failed load with the server's msg and loads again on Try again", async () => {
    let calls = 0;
    api.answer = apiRoutes({
      'GET enquiry/page': () =>
        ++calls === 1
          ? { status: 500, body: { status: 500, msg: 'Enquiries could not be read' } }
          : { status: 200, body: page([NEWER]) },
    });
    const { kit } = await show();
    await expectToast('Enquiries could not be read', 'error');
    expect(kit.store.getState().notices.error?.id).toBe('RETRIVING_ENQUIRIES_FAIL');
    expect(screen.getByText('The enquiries could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: '#q2' })).toBeInTheDocument();
  });

  describe('pages, search and filter', () => {
    /** Answers GET enquiry/page from its query: `total` rows in all, 20 a page. */
    const paged = (total: number, found = (q: string) => (q ? 0 : total)) => {
      api.answer = apiRoutes({
        'GET enquiry/page': (request) => {
          const query = new URLSearchParams(request.path.split('?')[1] ?? '');
          const number = Number(query.get('page') ?? 1);
          const count = found(query.get('q') ?? '');
          const first = (number - 1) * 20;
          const items = Array.from({ length: Math.max(0, Math.min(20, count - first)) }, (_, i) =>
            testEnquiry({ query_id: `e${first + i + 1}` }),
          );
          return { status: 200, body: page(items, { total: count, page: number }) };
        },
      });
    };
    const asked = () => api.to('enquiry/page').map((request) => request.path);

    it('says how many match, in a live region, and moves between pages', async () => {
      paged(25);
      await show();
      const count = await screen.findByRole('status');
      await waitFor(() => expect(count).toHaveTextContent('25 enquiries'));
      expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(20);
      const pages = screen.getByRole('navigation', { name: 'Enquiries pages' });
      expect(within(pages).getByText('Page 1 of 2')).toBeInTheDocument();
      expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
      await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
      expect(await within(pages).findByText('Page 2 of 2')).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(5);
      expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
      expect(asked()).toEqual(['enquiry/page', 'enquiry/page?page=2']);
    });

    it('opens the page, search and filter a link names', async () => {
      paged(45, (q) => (q === 'kamau' ? 45 : 0));
      await show('/dashboard/enquiries?page=3&q=kamau&status=awaiting');
      expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
      expect(screen.getByRole('searchbox', { name: 'Search enquiries' })).toHaveValue('kamau');
      expect(screen.getByRole('combobox', { name: 'Show' })).toHaveValue('awaiting');
      expect(asked()).toEqual(['enquiry/page?page=3&q=kamau&status=awaiting']);
    });

    it('searches once typing rests, at once on Enter, and says when nothing matches', async () => {
      paged(3, (q) => (q ? 0 : 3));
      await show();
      await screen.findByText('3 enquiries');
      const box = screen.getByRole('searchbox', { name: 'Search enquiries' });
      await userEvent.type(box, 'rex');
      // One search for the word, not one per letter.
      expect(await screen.findByText('No enquiries match “rex”')).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('0 enquiries');
      expect(asked()).toEqual(['enquiry/page', 'enquiry/page?q=rex']);
      // While the search for 'fido' is on its way, what is shown still answers 'rex'.
      let answerFido: () => void = () => undefined;
      const fidoHeld = new Promise<void>((resolve) => (answerFido = resolve));
      const answer = api.answer;
      api.answer = async (request) => {
        if (request.path.includes('q=fido')) await fidoHeld;
        return answer(request);
      };
      await userEvent.clear(box);
      await userEvent.type(box, 'fido{Enter}');
      await waitFor(() => expect(asked().slice(2)).toEqual(['enquiry/page?q=fido']));
      expect(screen.getByText('No enquiries match “rex”')).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('0 enquiries (updating)');
      answerFido();
      expect(await screen.findByText('No enquiries match “fido”')).toBeInTheDocument();
      expect(asked().slice(2)).toEqual(['enquiry/page?q=fido']);
    });

    it('filters awaiting a response or answered, from page 1', async () => {
      paged(30);
      await show('/dashboard/enquiries?page=2');
      await screen.findByText('Page 2 of 2');
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'answered');
      await waitFor(() =>
        expect(asked()).toEqual(['enquiry/page?page=2', 'enquiry/page?status=answered']),
      );
    });
  });

  describe('Respond', () => {
    const openFor = async (id: string) => {
      await screen.findByRole('heading', { level: 2, name: `#${id}` });
      await userEvent.click(within(card(id)).getByRole('button', { name: 'Respond' }));
      return screen.getByRole('dialog', { name: `Query ${id} Response` });
    };

    it('wants a response of at most 5000 characters and sends nothing without one', async () => {
      withEnquiries([NEWER]);
      await show();
      const modal = await openFor('q2');
      const response = within(modal).getByLabelText('Response');
      expect(response).toHaveAttribute('maxlength', '5000');
      expect(within(modal).getByText('0/5000')).toBeInTheDocument();
      await userEvent.type(response, '   ');
      await userEvent.click(within(modal).getByRole('button', { name: 'Send Response' }));
      expect(response).toHaveAccessibleDescription(
        expect.stringContaining('Write the response to send'),
      );
      expect(response).toHaveFocus();
      expect(api.to('enquiry/respond')).toHaveLength(0);
      await userEvent.type(response, 'Yes');
      expect(within(modal).getByText('6/5000')).toBeInTheDocument();
    });

    it('sends the answer, busy meanwhile, then the green toast and the answer on the card', async () => {
      const held = gate();
      let answered = false;
      withEnquiries(
        () =>
          answered
            ? [
                {
                  ...NEWER,
                  responses: [
                    {
                      response: 'Yes, come before 5pm.',
                      responded_by: 'Wanjiru Kamau',
                      createdAt: '2024-06-12T02:00:00.000+03:00',
                    },
                  ],
                },
              ]
            : [NEWER],
        {
          'POST enquiry/respond': async () => {
            await held.promise;
            answered = true;
            return { status: 200, body: { msg: 'The response has been shared with the client' } };
          },
        },
      );
      const { kit } = await show();
      const modal = await openFor('q2');
      await userEvent.type(within(modal).getByLabelText('Response'), 'Yes, come before 5pm.');
      await userEvent.click(within(modal).getByRole('button', { name: 'Send Response' }));
      expect(within(modal).getByRole('button', { name: 'Processing ...' })).toBeDisabled();
      expect(within(modal).getByLabelText('Response')).toBeDisabled();
      held.open();

      await expectToast('The response has been shared with the client', 'success');
      expect(kit.store.getState().notices.success?.id).toBe('RESPONDING_ENQUIRY_SUCCESS');
      await expectDialogClosed('Query q2 Response');
      expect(
        await within(card('q2')).findByText('Sent by Wanjiru Kamau on 2024-06-12'),
      ).toBeInTheDocument();
      expect(within(card('q2')).queryByText('Awaiting response')).not.toBeInTheDocument();
      expect(api.to('enquiry/page')).toHaveLength(2);

      const [sent] = api.to('enquiry/respond');
      expect(sent?.headers.authorization).toBe('Bearer test-access-token');
      expect(JSON.parse(sent?.body ?? '')).toEqual({
        query_id: 'q2',
        response: 'Yes, come before 5pm.',
        email: 'otieno@example.co.ke',
        fullname: 'Otieno Ouma',
      });
    });

    it('keeps the modal and the text when the server refuses, with its msg in red', async () => {
      withEnquiries([NEWER], {
        'POST enquiry/respond': () => ({
          status: 502,
          body: { status: 502, msg: 'The response could not be emailed to the client, try again' },
        }),
      });
      const { kit } = await show();
      const modal = await openFor('q2');
      await userEvent.type(within(modal).getByLabelText('Response'), 'Yes, come today.');
      await userEvent.click(within(modal).getByRole('button', { name: 'Send Response' }));
      await expectToast('The response could not be emailed to the client, try again', 'error');
      expect(kit.store.getState().notices.error?.id).toBe('RESPONDING_ENQUIRY_FAIL');
      expect(screen.getByRole('dialog', { name: 'Query q2 Response' })).toBeInTheDocument();
      expect(within(modal).getByLabelText('Response')).toHaveValue('Yes, come today.');
      expect(within(modal).getByLabelText('Response')).toBeEnabled();
      expect(api.to('enquiry/page')).toHaveLength(1);
    });
  });
});
