import { render, screen, within } from '@testing-library/react';
import { COMPANY } from 'shared-data';
import { MemoryRouter, UiProvider } from 'shared-ui';
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
});
