import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../app/testing/render-page';
import { startSiteApi, type SiteApi } from '../../../app/testing/site-api';
import { DEALERS, PRODUCT_GROUPS } from '../data/products';

let api: SiteApi;
beforeEach(async () => {
  api = await startSiteApi({});
});
afterEach(() => api.close());

const groupButton = (title: RegExp) => screen.getByRole('button', { name: title });

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
    expect(groupButton(/^Dewormers/)).toHaveAttribute('aria-expanded', 'true');
    expect(groupButton(/^Nutritional products/)).toHaveAttribute('aria-expanded', 'false');
    await user.click(groupButton(/^Nutritional products/));
    expect(groupButton(/^Nutritional products/)).toHaveAttribute('aria-expanded', 'true');
    const table = screen.getByRole('table', { name: 'Nutritional products' });
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
    await user.click(groupButton(/^Dewormers/));
    expect(screen.queryByRole('table', { name: 'Dewormers' })).not.toBeInTheDocument();
  });

  it('filters rows across groups as you type', async () => {
    const user = userEvent.setup();
    await renderPage('/customer_resources');
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'ticks');
    const status = screen.getByText(/products? found in \d groups?/);
    expect(status).toBeVisible();
    const groups = screen.getAllByRole('button', { expanded: true }).map((b) => b.textContent);
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
  });
});
