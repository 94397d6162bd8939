import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../app/testing/render-page';
import { startSiteApi, type SiteApi } from '../../../app/testing/site-api';

let api: SiteApi;
beforeEach(async () => {
  api = await startSiteApi({});
});
afterEach(() => api.close());

describe('projects and articles', () => {
  it("projects has the 'Donkey Survey.' card leading to the survey, and the coming-soon note", async () => {
    await renderPage('/projects');
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { name: 'Donkey Survey.' })).toBeVisible();
    expect(
      screen.getByText('Something great is coming soon, please come back later'),
    ).toBeVisible();
    await userEvent.click(
      within(card).getByRole('link', { name: 'Read More about the donkey survey' }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/donkey_survey');
  });

  it('the donkey survey cites its sample, findings, recommendations and the report', async () => {
    await renderPage('/donkey_survey');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      /Donkey trade and slaughter/,
    );
    expect(screen.getByText(/388 households/)).toBeVisible();
    expect(screen.getByText(/1940 multiple-response counts/)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'What we found' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'What we recommend' })).toBeVisible();
    const report = screen.getByRole('link', { name: /final report/ });
    expect(report).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
    expect(report).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('the kissing-animal article has the zoonoses table with its four columns', async () => {
    await renderPage('/kissing_animal');
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Why kissing your animal may not be the best idea',
      }),
    ).toBeVisible();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Organism', 'Common_Host', 'Category', 'Disease']);
    expect(within(table).getByRole('row', { name: /Rabies virus/ })).toHaveTextContent(
      'Dogs, cats',
    );
  });
});
