import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../app/testing/render-page';
import { startSiteApi, type SiteApi } from '../../../app/testing/site-api';
import { SERVICES } from '../../../shared/data/services';

let api: SiteApi;
beforeEach(async () => {
  api = await startSiteApi({});
});
afterEach(() => api.close());

describe('the services', () => {
  it('index shows the eight service cards, each leading to its page', async () => {
    await renderPage('/services');
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Animal Identification',
      'Disease Control & Treatment',
      'Animal Production & Health',
      'Artificial Insemination',
      'Dental Cleaning',
      'Medical and Surgical Care',
      'Puppy & Kitten Wellness',
      'Senior Pets & Geriatrics Wellness',
    ]);
    await userEvent.click(screen.getByRole('link', { name: 'Read more about Dental Cleaning' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dental_cleaning');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dental Cleaning' })).toBeVisible();
    // Every page makes no call of its own: static text.
    expect(api.requests).toHaveLength(0);
  });

  it.each(Object.values(SERVICES).map((service) => [service.path, service.title]))(
    '%s has its title, text, illustration and meta description',
    async (path, title) => {
      await renderPage(path);
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(2);
      const image = screen.getByRole('img');
      expect(image).toHaveAttribute('width', '600');
      expect(image.getAttribute('alt')).not.toBe('');
      expect(document.title).toContain(title);
      expect(
        document.querySelector('meta[name="description"]')?.getAttribute('content'),
      ).toBeTruthy();
    },
  );

  it('carries the vaccination and geriatric programme facts on the puppy and senior pages', async () => {
    const { unmount } = await renderPage('/puppy_wellness');
    expect(
      screen.getByText(
        /Vaccination is recommended from 6-8 weeks, boosters every 3-4 weeks until 12-16 weeks, then annual boosters\./,
      ),
    ).toBeVisible();
    expect(
      screen.getByText(/Deworming happens several times between 6 and 12 weeks/),
    ).toBeVisible();
    unmount();
    await renderPage('/senior_pets');
    expect(
      screen.getByText(
        /The geriatric wellness program runs on the first Saturday of every month from 8am to 3pm\./,
      ),
    ).toBeVisible();
    expect(
      screen.getByText(/A geriatric dog starts at about 7 years and a cat at about 9\./),
    ).toBeVisible();
  });

  it('pet services covers grooming and care', async () => {
    await renderPage('/pet_services');
    expect(screen.getByRole('heading', { name: 'Grooming' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Care at home' })).toBeVisible();
  });
});
