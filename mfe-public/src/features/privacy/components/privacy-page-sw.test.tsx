import { waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createStoreKit, SITE_ROUTES, type SiteLocale } from 'shared-data';
import { MY_DATA_PATH, PRIVACY_NOTICE } from 'shared-data/contract/privacy-notice';
import { PRIVACY_NOTICE_SW } from 'shared-data/contract/privacy-notice-sw';
import { LocaleProvider, MemoryRouter, UiProvider } from 'shared-ui';
import * as remote from '../../../app/module';
import { setupBookingApi } from '../../../app/testing/booking-api';
import sw from '../../../i18n/sw.json';
import { retrievingPrivacyFacts, selectPrivacy, type PrivacyState } from '../store/privacy.slice';
import { loadedNoticeSw } from './notice-sw';

// The way a visit takes (and the server's render): the shell asks the remote's messages in the
// page's language, then waits for the route's loader (RemoteRoute.prepare), then renders.
// renderToString runs no effect: what its HTML holds, the first render had. The page shown
// without its loader is in privacy-page.test.tsx.

type PrivacyStoreState = { publicPrivacy?: PrivacyState };

setupBookingApi({});
const privacyRoute = remote.routes.find((route) => route.path === SITE_ROUTES.public.privacy)!;

/** The privacy route's first render, as the server renders it, with the facts in the store. */
async function firstRender(locale: SiteLocale): Promise<string> {
  const kit = createStoreKit();
  kit.injectRemote('public', remote);
  try {
    // What the server's render puts before rendering the page (the route's serverData).
    kit.store.dispatch(retrievingPrivacyFacts.start());
    await waitFor(() =>
      expect(selectPrivacy(kit.store.getState() as PrivacyStoreState).status).toBe('done'),
    );
    const basename = locale === 'sw' ? '/sw' : '/';
    return renderToString(
      <Provider store={kit.store}>
        <UiProvider>
          <LocaleProvider locale={locale} messages={locale === 'sw' ? sw : undefined}>
            <MemoryRouter
              basename={basename}
              initialEntries={[`${locale === 'sw' ? '/sw' : ''}/privacy`]}
            >
              {privacyRoute.element}
            </MemoryRouter>
          </LocaleProvider>
        </UiProvider>
      </Provider>,
    );
  } finally {
    kit.close();
  }
}

describe("the privacy page's loader", () => {
  it('brings no Kiswahili to a page in English', async () => {
    await remote.messages('en');
    await privacyRoute.prepare!();
    expect(loadedNoticeSw()).toBeNull();
    const html = await firstRender('en');
    expect(html).toContain('<h2 id="rights">Your rights</h2>');
    expect(html).not.toContain(PRIVACY_NOTICE_SW.sections[0]!.heading);
  });

  it('brings the Kiswahili notice with the page in Kiswahili, for its first render', async () => {
    await remote.messages('sw');
    await privacyRoute.prepare!();
    expect(loadedNoticeSw()).toBe(PRIVACY_NOTICE_SW);
    const html = await firstRender('sw');
    for (const section of PRIVACY_NOTICE_SW.sections) {
      expect(html).toContain(`<h2 id="${section.id}">${section.heading}</h2>`);
      expect(html).toContain(`href="#${section.id}"`);
    }
    expect(html).toContain('Jumbe kutoka fomu ya mawasiliano: miaka 2.');
    expect(html).toContain('Huduma ya kutambua mahali ipapi.co,');
    expect(html).toContain(`href="/sw${MY_DATA_PATH}"`);
    expect(html.toLowerCase()).toContain(`datetime="${PRIVACY_NOTICE.date}"`);
    // No spinner in its place, and nothing of the notice in English.
    expect(html).not.toContain('role="status"');
    expect(html).not.toContain('lang="en"');
    expect(html).not.toContain('Kiingereza');
    expect(html).not.toContain('Your rights');
  });
});
