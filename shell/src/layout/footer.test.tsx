import { render, screen, within } from '@testing-library/react';
import { COMPANY } from 'shared-data';
import { LocaleProvider, MemoryRouter, UiProvider } from 'shared-ui';
import { loadMessages } from '../i18n/load-messages';
import { Footer } from './footer';

describe('the footer', () => {
  beforeEach(() =>
    render(
      <MemoryRouter>
        <UiProvider>
          <Footer />
        </UiProvider>
      </MemoryRouter>,
    ),
  );

  it('states the consultation hours word for word', () => {
    const hours = screen.getByRole('region', { name: 'Consultation hours' });
    expect(
      within(hours)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Monday to Friday 8.00am-5.00pm',
      'Sunday and holidays by appointment only',
      'Emergency 24 hours',
    ]);
  });

  it('gives the address, callable phone numbers and the social links', () => {
    expect(screen.getByText(COMPANY.address[0])).toBeInTheDocument();
    for (const phone of COMPANY.phones) {
      expect(screen.getByRole('link', { name: phone })).toHaveAttribute(
        'href',
        `tel:${phone.replace(/\s/g, '')}`,
      );
    }
    expect(screen.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      COMPANY.social.facebook,
    );
    expect(screen.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      COMPANY.social.instagram,
    );
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      COMPANY.social.whatsapp,
    );
    expect(screen.getByRole('link', { name: /Email/ })).toHaveAttribute(
      'href',
      `mailto:${COMPANY.email}`,
    );
  });

  it('carries the registration statement and a copyright line with the current year', () => {
    expect(screen.getByText(COMPANY.registration)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(
      screen.getByText(new RegExp(`© ${new Date().getFullYear()} ${COMPANY.name}`)),
    ).toBeInTheDocument();
  });

  it('offers the page in Kiswahili', () => {
    const kiswahili = screen.getByRole('link', { name: 'Kiswahili' });
    expect(kiswahili).toHaveAttribute('href', '/language/sw?to=%2F');
    expect(kiswahili).toHaveAttribute('hreflang', 'sw');
  });
});

describe('the footer in Kiswahili', () => {
  it('words the hours, links and the switch back in Kiswahili', async () => {
    const messages = await loadMessages('sw');
    render(
      <MemoryRouter initialEntries={['/services?x=1']}>
        <UiProvider>
          <LocaleProvider locale="sw" messages={messages}>
            <Footer />
          </LocaleProvider>
        </UiProvider>
      </MemoryRouter>,
    );
    const hours = screen.getByRole('region', { name: 'Saa za kazi' });
    expect(
      within(hours)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Jumatatu hadi Ijumaa, 08:00–17:00',
      'Jumapili na sikukuu: kwa miadi tu',
      'Dharura: saa 24',
    ]);
    expect(screen.getByRole('link', { name: 'Taarifa ya faragha' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    // The other language, named in it, for the same page (its query too).
    const english = screen.getByRole('link', { name: 'English' });
    expect(english).toHaveAttribute('href', '/language/en?to=%2Fservices%3Fx%3D1');
    expect(english).toHaveAttribute('hreflang', 'en');
    expect(english).toHaveAttribute('lang', 'en');
  });
});
