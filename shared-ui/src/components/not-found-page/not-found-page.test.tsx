import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { UiProvider } from '../../theme/ui-provider';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it('shows the binding texts and a Go Home link that leads to /', async () => {
    render(
      <UiProvider>
        <MemoryRouter initialEntries={['/nowhere']}>
          <Routes>
            <Route path="/" element={<p>Home page</p>} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </MemoryRouter>
      </UiProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Sorry !' })).toBeInTheDocument();
    expect(screen.getByText('The requested page was not found')).toBeInTheDocument();
    const home = screen.getByRole('link', { name: 'Go Home' });
    expect(home).toHaveAttribute('href', '/');
    await userEvent.click(home);
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });

  it('offers booking, the services and the phone besides Go Home', () => {
    render(
      <UiProvider>
        <MemoryRouter initialEntries={['/nowhere']}>
          <NotFoundPage />
        </MemoryRouter>
      </UiProvider>,
    );
    const ways = screen.getByRole('list', { name: 'Other ways on' });
    expect(within(ways).getByRole('link', { name: 'Book an appointment' })).toHaveAttribute(
      'href',
      '/book_appointment',
    );
    expect(within(ways).getByRole('link', { name: 'Our services' })).toHaveAttribute(
      'href',
      '/services',
    );
    expect(within(ways).getByRole('link', { name: 'Call +254 722 418 300' })).toHaveAttribute(
      'href',
      'tel:+254722418300',
    );
  });
});
