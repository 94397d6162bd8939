import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocaleProvider } from 'shared-ui';
import { renderUi } from 'shared-ui/testing';
import sw from '../../../i18n/sw.json';
import { PRODUCT_GROUPS } from '../data/products';
import { CustomerResourcesPage } from './customer-resources-page';

// Role queries over seven large tables are slow in jsdom, more so on a busy machine.
jest.setTimeout(20_000);

function renderInKiswahili() {
  return renderUi(
    <LocaleProvider locale="sw" messages={sw}>
      <CustomerResourcesPage />
    </LocaleProvider>,
  );
}

describe('the customer resources page in Kiswahili', () => {
  it('has its Kiswahili title, search, groups and column headers', () => {
    renderInKiswahili();
    expect(screen.getByRole('heading', { level: 1, name: 'Nyenzo kwa wateja' })).toBeVisible();
    expect(document.title).toContain('Nyenzo kwa wateja');
    expect(screen.getByRole('searchbox', { name: 'Tafuta bidhaa' })).toBeVisible();
    expect(
      [...document.querySelectorAll('details > summary')].map((summary) => summary.textContent),
    ).toEqual([
      'Dawa za minyoo (5)›',
      'Virutubisho (5)›',
      'Dawa za kupe na wadudu (4)›',
      'Dawa za kusafisha vidonda na kuua viini (4)›',
      'Losheni, krimu, dawa za kuchua na marhamu (5)›',
      'Dawa za tumbo (5)›',
      'Vifaa na zana kwa wateja (5)›',
    ]);
    const table = screen.getByRole('table', { name: 'Virutubisho' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Jina na ukubwa wa pakiti',
      'Aina',
      'Kiambato hai',
      'Matumizi',
      'Mtengenezaji au msambazaji',
      'Mawasiliano ya msambazaji',
    ]);
    const first = within(table).getAllByRole('row')[1]!;
    const cells = within(first).getAllByRole('cell');
    // The product's name and ingredient are not translated; its category and uses are.
    expect(cells[0]).toHaveTextContent(PRODUCT_GROUPS[1]!.products[0]!.name);
    expect(cells[1]).toHaveTextContent('Madini ya ziada');
    expect(cells[2]).toHaveTextContent(PRODUCT_GROUPS[1]!.products[0]!.activeIngredient);
    expect(cells[3]).toHaveTextContent(/^Huzuia upungufu wa madini/);
    expect(cells[3]).toHaveAttribute('data-label', 'Matumizi');
    const equipment = screen.getByRole('table', { name: 'Vifaa na zana kwa wateja' });
    expect(within(equipment).getAllByRole('row')[1]).toHaveTextContent('Haihusiki');
  });

  it('searches the Kiswahili texts and counts in Kiswahili', async () => {
    const user = userEvent.setup();
    renderInKiswahili();
    await user.type(screen.getByRole('searchbox', { name: 'Tafuta bidhaa' }), 'kupe');
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Bidhaa \d+ zimepatikana katika makundi \d+\.$/,
    );
    expect(screen.getByRole('table', { name: 'Dawa za kupe na wadudu' })).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Dawa za minyoo' })).not.toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'kichaa');
    expect(screen.getByText('Hakuna bidhaa inayolingana na utafutaji wako.')).toBeVisible();
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'kiwele');
    expect(screen.getByRole('status')).toHaveTextContent('Bidhaa 1 imepatikana katika kundi 1.');
  });
});
