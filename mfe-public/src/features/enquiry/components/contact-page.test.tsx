import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStoreKit } from 'shared-data';
import type { PostedForm } from 'shared-data/contract/posted-form';
import { renderPage } from '../../../app/testing/render-page';
import { failure, ok, startSiteApi, type SiteApi } from '../../../app/testing/site-api';
import { COMPANY } from 'shared-data';
import { LocaleProvider, NotFoundPage, Route } from 'shared-ui';
import { renderRemoteRoutes } from 'shared-ui/testing';
import * as remote from '../../../app/module';
import sw from '../../../i18n/sw.json';
import { ENQUIRY_FIELDS_REFUSED_MSG, ENQUIRY_SUCCESS_MSG } from '../store/enquiry.slice';

// Each test waits on a loopback server (the location lookup's 3 s limit among it): on a busy
// machine that passes jest's default 5 s.
jest.setTimeout(20_000);

let api: SiteApi;
afterEach(() => api.close());

const runtimeConfig = (geoLookupUrl: string) =>
  ok({
    apiBase: '/api/',
    geoLookupUrl,
    remotes: { public: 'p', blog: 'b', auth: 'a', dashboard: 'd' },
  });

const geoAnswer = {
  ip: '41.90.1.2',
  city: 'Nairobi',
  region: 'Nairobi County',
  country_name: 'Kenya',
  country_code: 'KE',
  latitude: -1.28,
  longitude: 36.82,
  country_calling_code: '+254',
  timezone: 'Africa/Nairobi',
};

async function fillContact() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Full name'), 'Achieng Odhiambo');
  await user.type(screen.getByLabelText('Email'), 'achieng@example.co.ke');
  await user.type(screen.getByLabelText('Phone number'), '+254 712 345 678');
  await user.type(screen.getByLabelText(/^Message/), 'My goat is limping.');
  return user;
}

describe('the contact page', () => {
  it('sends the enquiry with the location found on load, then confirms it in place of the form', async () => {
    api = await startSiteApi({
      'GET /runtime-config.json': (req) => runtimeConfig(`http://${req.headers.host}/geo`),
      'GET /geo': ok(geoAnswer),
      'POST /api/enquiry/create': ok({ msg: 'Enquiry received' }),
    });
    await renderPage('/contact');
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Get in Touch' })).toBeVisible();
    expect(screen.getByLabelText(/^Message/)).toHaveAttribute('rows', '3');
    expect(screen.getByText('P.O. Box 30197-00100, Nairobi')).toBeVisible();
    // The map is one tap away: its lazy frame in a closed <details> is not fetched until opened.
    const map = screen.getByTitle(/^Map:/);
    expect(map).toHaveAttribute('loading', 'lazy');
    expect(map.closest('details')).not.toHaveAttribute('open');
    await userEvent.click(screen.getByText('Show the map'));
    expect(map.closest('details')).toHaveAttribute('open');
    expect(screen.getByRole('link', { name: 'Book online' })).toHaveAttribute(
      'href',
      '/book_appointment',
    );
    expect(
      screen.getByRole('link', { name: `Call the clinic on ${COMPANY.emergencyPhone}` }),
    ).toHaveAttribute('href', `tel:${COMPANY.emergencyPhone.replace(/\s/g, '')}`);
    // Booking and calling come before the form.
    const book = screen.getByRole('link', { name: 'Book online' });
    expect(
      book.compareDocumentPosition(screen.getByLabelText('Full name')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await waitFor(() => expect(api.to('GET /geo')).toHaveLength(1));

    const user = await fillContact();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    // The lasting confirmation takes the form's place and the focus; the SPEC's toast shows too.
    const heading = await screen.findByRole('heading', { name: 'Your message has been sent' });
    expect(heading).toHaveFocus();
    const status = screen.getByRole('status');
    expect(status).toContainElement(heading);
    expect(within(status).getByText(ENQUIRY_SUCCESS_MSG)).toBeVisible();
    expect(within(status).getByText(/What happens next/)).toBeVisible();
    expect(within(status).getByRole('link', { name: COMPANY.emergencyPhone })).toHaveAttribute(
      'href',
      `tel:${COMPANY.emergencyPhone.replace(/\s/g, '')}`,
    );
    expect(await screen.findAllByText(ENQUIRY_SUCCESS_MSG)).toHaveLength(2);
    expect(screen.queryByRole('form', { name: 'Get in Touch' })).toBeNull();
    const [sent] = api.to('POST /api/enquiry/create');
    expect(JSON.parse(sent!.body)).toEqual({
      fullname: 'Achieng Odhiambo',
      email: 'achieng@example.co.ke',
      phonenumber: '+254 712 345 678',
      message: 'My goat is limping.',
      geo_data: {
        ip: '41.90.1.2',
        country_name: 'Kenya',
        country_code: 'KE',
        region: 'Nairobi County',
        latitude: -1.28,
        longitude: 36.82,
        flag: null,
        calling_code: '+254',
        city: 'Nairobi',
        timezone: 'Africa/Nairobi',
      },
    });
    // The confirmation stays (no timer takes it away) until the visitor starts again.
    await user.click(within(status).getByRole('link', { name: 'Send another message' }));
    expect(screen.getByLabelText('Full name')).toHaveValue('');
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
    expect(screen.queryByRole('heading', { name: 'Your message has been sent' })).toBeNull();
  });

  it.each([
    ['Global Privacy Control', 'globalPrivacyControl', true],
    ['Do Not Track', 'doNotTrack', '1'],
  ] as const)(
    'makes no location lookup when the browser sends %s, and still sends',
    async (_name, signal, value) => {
      Object.defineProperty(window.navigator, signal, { value, configurable: true });
      try {
        api = await startSiteApi({
          'GET /runtime-config.json': (req) => runtimeConfig(`http://${req.headers.host}/geo`),
          'GET /geo': ok(geoAnswer),
          'POST /api/enquiry/create': ok({ msg: 'Enquiry received' }),
        });
        await renderPage('/contact');
        const user = await fillContact();
        await user.click(screen.getByRole('button', { name: 'Send message' }));
        expect(
          await screen.findByRole('heading', { name: 'Your message has been sent' }),
        ).toBeVisible();
        expect(JSON.parse(api.to('POST /api/enquiry/create')[0]!.body).geo_data).toBeNull();
        expect(api.to('GET /geo')).toEqual([]);
        expect(api.to('GET /runtime-config.json')).toEqual([]);
      } finally {
        delete (window.navigator as unknown as Record<string, unknown>)[signal];
      }
    },
  );

  it('says what the details are for beside the form, with a link to the privacy notice', async () => {
    api = await startSiteApi({
      'GET /runtime-config.json': runtimeConfig(''),
    });
    await renderPage('/contact');
    const form = screen.getByRole('form', { name: 'Get in Touch' });
    expect(within(form).getByText(/We use your details only to answer your message/)).toBeVisible();
    expect(within(form).getByRole('link', { name: 'How we use your data' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    // No lookup address (GEO_LOOKUP=off): nothing is asked of anyone.
    await waitFor(() => expect(api.to('GET /runtime-config.json')).toHaveLength(1));
    expect(api.requests.filter((req) => req.url !== '/runtime-config.json')).toEqual([]);
  });

  it('still sends, without a location, when the lookup fails', async () => {
    api = await startSiteApi({
      'GET /runtime-config.json': (req) => runtimeConfig(`http://${req.headers.host}/geo`),
      'GET /geo': 'drop',
      'POST /api/enquiry/create': ok({ msg: 'Enquiry received' }),
    });
    await renderPage('/contact');
    const user = await fillContact();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(
      await screen.findByRole('heading', { name: 'Your message has been sent' }),
    ).toBeVisible();
    expect(JSON.parse(api.to('POST /api/enquiry/create')[0]!.body).geo_data).toBeNull();
  });

  it("marks a field the server refused in the form's words, never the API's, and keeps what was typed", async () => {
    api = await startSiteApi({
      'GET /runtime-config.json': failure(500, 'down'),
      'POST /api/enquiry/create': failure(
        400,
        'phonenumber must be a phone number (digits, spaces, +, - and brackets)',
      ),
    });
    const { kit } = await renderPage('/contact');
    const user = await fillContact();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(ENQUIRY_FIELDS_REFUSED_MSG)).toBeVisible();
    expect(kit.store.getState().notices.error).toMatchObject({
      id: 'SENDING_ENQUIRY_FAIL',
      status: 400,
      msg: ENQUIRY_FIELDS_REFUSED_MSG,
    });
    const phone = screen.getByLabelText('Phone number');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(
      'Please enter a phone number of 7 to 20 digits, like +254 722 000 000.',
    );
    // The checks passed, so the field the server named takes the focus.
    expect(phone).toHaveFocus();
    expect(screen.queryByText(/must be a phone number/)).toBeNull();
    expect(screen.getByLabelText('Full name')).toHaveValue('Achieng Odhiambo');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('My goat is limping.');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
    // Changing the field takes its message away.
    await user.type(phone, '0');
    expect(phone).not.toHaveAttribute('aria-invalid');
  });

  it("shows a refusal of no field (the rate limit) in a toast with the server's message", async () => {
    api = await startSiteApi({
      'POST /api/enquiry/create': failure(429, 'Too many requests, try again in 7 minutes'),
    });
    await renderPage('/contact');
    const user = await fillContact();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Too many requests, try again in 7 minutes')).toBeVisible();
    expect(screen.getByLabelText('Full name')).toHaveValue('Achieng Odhiambo');
    expect(screen.getByLabelText('Full name')).not.toHaveAttribute('aria-invalid');
  });

  it("says 'No response, try again' when nothing answers", async () => {
    api = await startSiteApi({ 'POST /api/enquiry/create': 'drop' });
    await renderPage('/contact');
    const user = await fillContact();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('No response, try again')).toBeVisible();
  });

  it('marks empty and malformed fields beside them, focuses the first, and sends anyway', async () => {
    api = await startSiteApi({
      'POST /api/enquiry/create': failure(
        400,
        'fullname is required; email must be a valid email address; phonenumber is required; message is required',
      ),
    });
    await renderPage('/contact');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'achieng@example.c0');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const name = screen.getByLabelText('Full name');
    expect(name).toHaveAccessibleDescription('Please enter your full name.');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    // The API's rule for an address, checked in the browser: a top-level domain of letters.
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address, like name@example.com.',
    );
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
      'Please enter your phone number.',
    );
    expect(screen.getByLabelText(/^Message/)).toHaveAccessibleDescription(
      /Please write your message\.$/,
    );
    // Sent all the same (docs/behaviour.md#validation); the answer is told plainly.
    expect(await screen.findByText(ENQUIRY_FIELDS_REFUSED_MSG)).toBeVisible();
    expect(api.to('POST /api/enquiry/create')).toHaveLength(1);
    expect(screen.queryByText(/is required|must be/)).toBeNull();
    expect(name).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveValue('achieng@example.c0');
  });

  it('refuses pasted hidden characters and over-long text as the API would', async () => {
    api = await startSiteApi({
      'POST /api/enquiry/create': failure(400, 'fullname must be one line'),
    });
    await renderPage('/contact');
    fireEvent.change(screen.getByLabelText('Full name'), {
      target: { value: 'Achieng\u202EOdhiambo' },
    });
    fireEvent.change(screen.getByLabelText(/^Message/), { target: { value: 'Hi\u0007 there' } });
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription(
      'Please type your name on one line, without hidden characters.',
    );
    expect(screen.getByLabelText(/^Message/)).toHaveAccessibleDescription(
      /Please take out the hidden characters pasted with your message\.$/,
    );
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
      'Please enter a phone number of 7 to 20 digits, like +254 722 000 000.',
    );
    await screen.findByText(ENQUIRY_FIELDS_REFUSED_MSG);
  });

  it('disables the form while the enquiry is on its way', async () => {
    api = await startSiteApi({ 'POST /api/enquiry/create': ok({ msg: 'Enquiry received' }) });
    await renderPage('/contact');
    await fillContact();
    // Checked in the same tick as the click: no answer can have arrived yet.
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    const button = screen.getByRole('button', { name: /Sending/ });
    expect(button).toBeDisabled();
    expect(within(button.closest('fieldset')!).getByLabelText('Full name')).toBeDisabled();
    await screen.findByRole('heading', { name: 'Your message has been sent' });
  });
  it('is a real form: it posts its named fields to /contact before the script runs', async () => {
    api = await startSiteApi({ 'POST /api/enquiry/create': ok({ msg: 'Enquiry received' }) });
    await renderPage('/contact');
    const form = screen.getByRole('form', { name: 'Get in Touch' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/contact');
    expect(
      [...form.querySelectorAll('input, textarea')].map((field) => field.getAttribute('name')),
    ).toEqual(['fullname', 'email', 'phonenumber', 'message']);
    expect(screen.queryByRole('heading', { name: 'Your message has been sent' })).toBeNull();
  });

  it("confirms the enquiry on '?sent=1', where a form posted without script lands", async () => {
    api = await startSiteApi({});
    await renderPage('/contact?sent=1');
    const status = screen.getByRole('status');
    expect(
      within(status).getByRole('heading', { name: 'Your message has been sent' }),
    ).toBeVisible();
    expect(within(status).getByText(ENQUIRY_SUCCESS_MSG)).toBeVisible();
    expect(within(status).getByText(/What happens next/)).toBeVisible();
    // A plain link back to the form, which works before any script runs.
    const again = within(status).getByRole('link', { name: 'Send another message' });
    expect(again).toHaveAttribute('href', '/contact');
    expect(screen.queryByRole('form', { name: 'Get in Touch' })).toBeNull();
    await userEvent.setup().click(again);
    expect(screen.getByRole('form', { name: 'Get in Touch' })).toBeVisible();
  });

  it('starts from a form the server refused: what was typed, the messages, then as usual', async () => {
    api = await startSiteApi({ 'POST /api/enquiry/create': ok({ msg: 'Enquiry received' }) });
    const posted: PostedForm = {
      values: {
        fullname: '',
        email: 'achieng@example.c0',
        phonenumber: '+254 712 345 678',
        message: 'My goat is limping.',
      },
      // The API's rule for an email address is stricter than the form's own check.
      invalid: ['email'],
      failure: 'Too many requests, try again in 7 minutes',
    };
    // The state the server rendered the page with, as the browser hydrates from it.
    const kit = createStoreKit({}, { publicPostedForm: posted });
    await renderPage('/contact', kit);
    expect(screen.getByLabelText('Email')).toHaveValue('achieng@example.c0');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('My goat is limping.');
    expect(screen.getByText('Please enter your full name.')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address, like name@example.com.',
    );
    expect(screen.getByText('Too many requests, try again in 7 minutes')).toHaveAttribute(
      'role',
      'alert',
    );
    // Taken once: the store lets it go, the form keeps it.
    await waitFor(() => expect(kit.store.getState().publicPostedForm).toBeNull());
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'achieng@example.co.ke');
    expect(screen.getByLabelText('Email')).not.toHaveAccessibleDescription(/valid email/);
    await user.type(screen.getByLabelText('Full name'), 'Achieng Odhiambo');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(
      await screen.findByRole('heading', { name: 'Your message has been sent' }),
    ).toBeVisible();
    expect(screen.queryByText('Too many requests, try again in 7 minutes')).toBeNull();
    expect(JSON.parse(api.to('POST /api/enquiry/create')[0]!.body)).toMatchObject({
      fullname: 'Achieng Odhiambo',
      email: 'achieng@example.co.ke',
      message: 'My goat is limping.',
    });
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

describe('the contact page in Kiswahili', () => {
  it('says it all in Kiswahili, hours on the 24-hour clock, and confirms a message sent', async () => {
    let posts = 0;
    api = await startSiteApi({
      'GET /runtime-config.json': runtimeConfig(''),
      // The empty form is refused, the filled one taken.
      'POST /api/enquiry/create': () =>
        ++posts === 1 ? failure(400, 'message is required') : ok({ msg: 'Enquiry received' }),
    });
    await renderInSwahili('/contact');
    expect(screen.getByRole('heading', { level: 1, name: 'Wasiliana nasi' })).toBeVisible();
    await waitFor(() => expect(document.title).toContain('Wasiliana nasi'));
    expect(screen.getByRole('link', { name: 'Weka miadi mtandaoni' })).toHaveAttribute(
      'href',
      '/book_appointment',
    );
    expect(
      screen.getByRole('link', { name: `Piga simu kwa kliniki kupitia ${COMPANY.emergencyPhone}` }),
    ).toBeVisible();
    expect(screen.getByText('Jumatatu hadi Ijumaa, 08:00–17:00')).toBeVisible();
    expect(screen.getByText('Onyesha ramani')).toBeVisible();
    expect(screen.getByTitle(/^Ramani:/)).toHaveAttribute('loading', 'lazy');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Tuma ujumbe' }));
    expect(screen.getByLabelText(/^Ujumbe/)).toHaveAccessibleDescription(
      /Tafadhali andika ujumbe wako\.$/,
    );
    await screen.findByText(ENQUIRY_FIELDS_REFUSED_MSG);
    await user.type(screen.getByLabelText('Jina kamili'), 'Achieng Odhiambo');
    await user.type(screen.getByLabelText('Anwani ya barua pepe'), 'achieng@example.co.ke');
    await user.type(screen.getByLabelText('Nambari ya simu'), '+254 712 345 678');
    await user.type(screen.getByLabelText(/^Ujumbe/), 'Mbuzi wangu anachechemea.');
    await user.click(screen.getByRole('button', { name: 'Tuma ujumbe' }));
    const heading = await screen.findByRole('heading', { name: 'Ujumbe wako umetumwa' });
    expect(heading).toHaveFocus();
    expect(
      within(screen.getByRole('status')).getByText(
        'Asante kwa kuwasiliana nasi. Timu yetu itakujibu hivi karibuni.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Tuma ujumbe mwingine' })).toBeVisible();
  });
});
