import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../app/testing/render-page';
import { startSiteApi, type SiteApi } from '../../../app/testing/site-api';
import { DEALERS, PRODUCT_GROUPS } from '../data/products';

// Role queries over seven large tables are slow in jsdom, more so on a busy machine.
jest.setTimeout(20_000);

let api: SiteApi;
beforeEach(async () => {
  api = await startSiteApi({});
});
afterEach(() => api.close());

// Each group is a <details>: its title (a heading in the <summary>) opens and closes it.
const groupTitle = (title: RegExp) => screen.getByRole('heading', { name: title });
const group = (title: RegExp) => groupTitle(title).closest('details')!;

describe('the customer resources page', () => {
  it('has seven groups, at least four rows each, and three dealers', () => {
    expect(PRODUCT_GROUPS.map((group) => group.title)).toEqual([
      'Dewormers',
      'Nutritional products',
      'Acaricides & Insecticides',
      'Antiseptics & Disinfectants',
      'Lotions, creams, liniments & ointments',
      'Gastrointestinal drugs',
      'Customer equipment and instruments',
    ]);
    PRODUCT_GROUPS.forEach((group) => expect(group.products.length).toBeGreaterThanOrEqual(4));
    expect(Object.keys(DEALERS)).toHaveLength(3);
    expect(PRODUCT_GROUPS[1]!.products.every((product) => product.category)).toBe(true);
  });

  it('opens and closes the groups, each a striped table with the stated columns', async () => {
    const user = userEvent.setup();
    await renderPage('/customer_resources');
    // Open or closed in the HTML itself, which works before (and without) any script.
    expect(group(/^Dewormers/)).toHaveAttribute('open');
    expect(group(/^Nutritional products/)).not.toHaveAttribute('open');
    expect(screen.getByRole('table', { name: 'Nutritional products' })).not.toBeVisible();
    await user.click(groupTitle(/^Nutritional products/));
    expect(group(/^Nutritional products/)).toHaveAttribute('open');
    const table = screen.getByRole('table', { name: 'Nutritional products' });
    expect(table).toBeVisible();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Name and pack sizes',
      'Category',
      'Active ingredient',
      'Uses',
      'Manufacturer or dealer',
      'Dealer contacts',
    ]);
    expect(
      within(screen.getByRole('table', { name: 'Dewormers' })).getAllByRole('columnheader'),
    ).toHaveLength(5);
    await user.click(groupTitle(/^Dewormers/));
    expect(group(/^Dewormers/)).not.toHaveAttribute('open');
    expect(screen.getByRole('table', { name: 'Dewormers' })).not.toBeVisible();
  });

  it('filters rows across groups as you type', async () => {
    const user = userEvent.setup();
    await renderPage('/customer_resources');
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'ticks');
    const status = screen.getByText(/products? found in \d groups?/);
    expect(status).toBeVisible();
    const groups = [...document.querySelectorAll('details[open] > summary')].map(
      (summary) => summary.textContent,
    );
    expect(groups.some((title) => title?.startsWith('Acaricides & Insecticides'))).toBe(true);
    expect(groups.some((title) => title?.startsWith('Dewormers'))).toBe(false);
    for (const row of screen.getAllByRole('row').slice(1)) {
      if (within(row).queryAllByRole('cell').length)
        expect(row.textContent?.toLowerCase()).toContain('tick');
    }
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'no such product');
    expect(screen.getByText('No products match your search.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Dewormers/ })).not.toBeInTheDocument();
  });

  it("finds the dewormers themselves for 'dewormer', not only products that mention one", async () => {
    const user = userEvent.setup();
    await renderPage('/customer_resources');
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'dewormer');
    const table = screen.getByRole('table', { name: 'Dewormers' });
    const names = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(names).toEqual(PRODUCT_GROUPS[0]!.products.map((product) => product.name));
  });

  it('searches uses and ingredients too', async () => {
    const user = userEvent.setup();
    await renderPage('/customer_resources');
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'albendazole');
    const rows = within(screen.getByRole('table', { name: 'Dewormers' })).getAllByRole('row');
    expect(rows.length).toBeGreaterThan(1);
    rows.slice(1).forEach((row) => expect(row.textContent?.toLowerCase()).toContain('albendazole'));
  });

  it('labels every fact of a product, so each row reads as a card on a phone', async () => {
    await renderPage('/customer_resources');
    const table = screen.getByRole('table', { name: 'Dewormers' });
    expect(table).toHaveAttribute('data-cards');
    const first = within(table).getAllByRole('row')[1]!;
    const cells = within(first).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual([
      'Name and pack sizes',
      'Active ingredient',
      'Uses',
      'Manufacturer or dealer',
      'Dealer contacts',
    ]);
    const product = PRODUCT_GROUPS[0]!.products[0]!;
    expect(cells.map((cell) => cell.textContent)).toEqual([
      product.name,
      product.activeIngredient,
      product.uses,
      DEALERS[product.dealer].name,
      `${DEALERS[product.dealer].phone}${DEALERS[product.dealer].email}`,
    ]);
  });
});
