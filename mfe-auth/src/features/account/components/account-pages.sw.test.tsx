import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureClient, createStoreKit, type RemoteModule } from 'shared-data';
import { COLLECTION_NOTES } from 'shared-data/contract/privacy-notice';
import { setupTestApi } from 'shared-data/testing/test-api';
import { LocaleProvider, Route } from 'shared-ui';
import { renderRemoteRoutes } from 'shared-ui/testing';
import * as remote from '../../../app/module';
import sw from '../../../i18n/sw.json';
import { TEXTS } from '../account-texts';

/** The account screens as the shell shows them under /sw/...: in Kiswahili, with the catalogue. */
function renderInKiswahili(path: string, apiBase: string) {
  const kit = createStoreKit();
  configureClient({ apiBase, getAccessToken: () => kit.store.getState().auth.access_token });
  const kiswahili: RemoteModule = {
    ...remote,
    routes: remote.routes.map((route) => ({
      ...route,
      element: (
        <LocaleProvider locale="sw" messages={sw}>
          {route.element}
        </LocaleProvider>
      ),
    })),
  };
  return renderRemoteRoutes('auth', kiswahili, path, {
    kit,
    routes: <Route path="/dashboard" element={<h1>Dashboard</h1>} />,
  });
}

describe('the account screens in Kiswahili', () => {
  const api = setupTestApi();

  it('Sign In: Ingia, its fields, its links and its own validation messages', async () => {
    renderInKiswahili('/sign_in', api.base);
    expect(screen.getByRole('heading', { level: 1, name: 'Ingia' })).toBeInTheDocument();
    expect(document.title).toBe('Ingia');
    expect(screen.getByRole('link', { name: 'Fungua akaunti' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Weka nenosiri jipya' })).toHaveAttribute(
      'href',
      '/otp',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ingia' }));
    expect(screen.getByLabelText('Anwani ya barua pepe')).toHaveAccessibleDescription(
      'Tafadhali weka anwani yako ya barua pepe',
    );
    expect(screen.getByLabelText('Nenosiri')).toHaveAccessibleDescription(
      'Tafadhali weka nenosiri lako',
    );
    expect(api.requests).toHaveLength(0);
  });

  it('Register: Fungua akaunti, the password hint and length, and what the data is for', async () => {
    renderInKiswahili('/register', api.base);
    expect(screen.getByRole('heading', { level: 1, name: 'Fungua akaunti' })).toBeInTheDocument();
    expect(screen.getByLabelText('Picha ya wasifu (hiari)')).toHaveAttribute('type', 'file');
    expect(screen.getByText(/^Tunatumia jina lako, barua pepe yako na picha yako/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Jinsi tunavyotumia data yako' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(screen.getByRole('link', { name: 'Una akaunti tayari? Ingia' })).toHaveAttribute(
      'href',
      '/sign_in',
    );
    await userEvent.type(screen.getByLabelText('Jina kamili'), 'Otieno Ouma');
    await userEvent.type(screen.getByLabelText('Anwani ya barua pepe'), 'otieno@example.co.ke');
    await userEvent.type(screen.getByLabelText('Nenosiri'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Jisajili' }));
    expect(screen.getByLabelText('Nenosiri')).toHaveAccessibleDescription(
      'Angalau herufi 8 Tumia angalau herufi 8',
    );
    expect(api.requests).toHaveLength(0);
  });

  it('Request OTP: says what will happen and checks the address', async () => {
    renderInKiswahili('/otp', api.base);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Omba nambari ya uthibitisho' }),
    ).toBeInTheDocument();
    const email = screen.getByLabelText('Anwani ya barua pepe');
    expect(email).toHaveAccessibleDescription(
      'Tutakutumia nambari ya tarakimu 6 kwa barua pepe. Muda wake unaisha baada ya dakika 30.',
    );
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Omba nambari' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Weka anwani sahihi ya barua pepe, kama name@example.com',
    );
    expect(screen.getByRole('link', { name: 'Ingia' })).toHaveAttribute('href', '/sign_in');
  });

  it('Request OTP: asks for the code mail in Kiswahili, the body as in English', async () => {
    api.answer = () => ({
      status: 200,
      body: { msg: 'OTP Code sent to email, the code expires after 30mins' },
    });
    renderInKiswahili('/otp', api.base);
    await userEvent.type(screen.getByLabelText('Anwani ya barua pepe'), 'wanjiru@example.co.ke');
    await userEvent.click(screen.getByRole('button', { name: 'Omba nambari' }));
    await screen.findByRole('heading', { level: 1, name: 'Weka nenosiri jipya' });
    const [asked] = api.to('auth/otp');
    expect(asked?.path).toBe('auth/otp?lang=sw');
    expect(JSON.parse(asked?.body ?? '')).toEqual({ email: 'wanjiru@example.co.ke' });
  });

  it('Reset Password: Weka nenosiri jipya, the code field and its messages', async () => {
    renderInKiswahili('/reset', api.base);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Weka nenosiri jipya' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Weka nenosiri jipya');
    const code = screen.getByLabelText('Nambari ya uthibitisho (OTP)');
    expect(code).toHaveAttribute('placeholder', '000000');
    await userEvent.type(code, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Weka nenosiri jipya' }));
    expect(code).toHaveAccessibleDescription('Nambari ni tarakimu 6 zilizo kwenye barua pepe');
    expect(screen.getByLabelText('Nenosiri jipya')).toHaveAccessibleDescription(
      'Angalau herufi 8 Tafadhali weka nenosiri jipya',
    );
    expect(screen.getByRole('link', { name: 'Omba nambari ya uthibitisho' })).toHaveAttribute(
      'href',
      '/otp',
    );
  });
});

describe("the register screen's data note", () => {
  it("is, in English, the privacy notice's own collection note and link", () => {
    expect(TEXTS.register.collectionNote.defaultMessage).toBe(COLLECTION_NOTES.register);
    expect(TEXTS.register.privacyLink.defaultMessage).toBe(COLLECTION_NOTES.linkText);
  });
});
