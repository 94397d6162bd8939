import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../app/testing/render-page';
import { failure, ok, startSiteApi, type SiteApi } from '../../../app/testing/site-api';
import { ENQUIRY_SUCCESS_MSG } from '../store/enquiry.slice';

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
  it('sends the enquiry with the location found on load, then clears the form', async () => {
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
    expect(screen.getByTitle(/^Map:/)).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('link', { name: 'Book online' })).toHaveAttribute(
      'href',
      '/book_appointment',
    );
    await waitFor(() => expect(api.to('GET /geo')).toHaveLength(1));

    const user = await fillContact();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(ENQUIRY_SUCCESS_MSG)).toBeVisible();
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
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue(''));
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
  });

  it('still sends, without a location, when the lookup fails', async () => {
    api = await startSiteApi({
      'GET /runtime-config.json': (req) => runtimeConfig(`http://${req.headers.host}/geo`),
      'GET /geo': 'hang',
      'POST /api/enquiry/create': ok({ msg: 'Enquiry received' }),
    });
    await renderPage('/contact');
    const user = await fillContact();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(ENQUIRY_SUCCESS_MSG)).toBeVisible();
    expect(JSON.parse(api.to('POST /api/enquiry/create')[0]!.body).geo_data).toBeNull();
  });

  it("shows the server's refusal in a toast and keeps what was typed", async () => {
    api = await startSiteApi({
      'GET /runtime-config.json': failure(500, 'down'),
      'POST /api/enquiry/create': failure(400, 'phonenumber must be a phone number'),
    });
    const { kit } = await renderPage('/contact');
    const user = await fillContact();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('phonenumber must be a phone number')).toBeVisible();
    expect(kit.store.getState().notices.error?.id).toBe('SENDING_ENQUIRY_FAIL');
    expect(screen.getByLabelText('Full name')).toHaveValue('Achieng Odhiambo');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it("says 'No response, try again' when nothing answers", async () => {
    api = await startSiteApi({ 'POST /api/enquiry/create': 'hang' });
    await renderPage('/contact');
    const user = await fillContact();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('No response, try again')).toBeVisible();
  });

  it('marks empty and malformed fields, and sends anyway', async () => {
    api = await startSiteApi({
      'POST /api/enquiry/create': failure(400, 'fullname is required'),
    });
    await renderPage('/contact');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText('Please enter your full name.')).toBeVisible();
    expect(screen.getByText(/Please enter a valid email address/)).toBeVisible();
    expect(screen.getByText('Please enter your phone number.')).toBeVisible();
    expect(screen.getByText('Please write your message.')).toBeVisible();
    expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText('fullname is required')).toBeVisible();
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
    await screen.findByText(ENQUIRY_SUCCESS_MSG);
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });
});
