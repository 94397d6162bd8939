import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { telHref } from 'shared-data';
import { Field } from 'shared-ui/forms';
import { Accordion } from './accordion';
import { PageLayout, Prose } from '../../../shared/components/page-layout';
import { StripedTable, type Column } from '../../../shared/components/striped-table';
import { DEALERS, PRODUCT_GROUPS, type Product, type ProductGroup } from '../data/products';

const BASE_COLUMNS: readonly Column<Product>[] = [
  { key: 'name', header: 'Name and pack sizes', cell: (p) => p.name },
  { key: 'ingredient', header: 'Active ingredient', cell: (p) => p.activeIngredient },
  { key: 'uses', header: 'Uses', cell: (p) => p.uses },
  { key: 'dealer', header: 'Manufacturer or dealer', cell: (p) => DEALERS[p.dealer].name },
  {
    key: 'contacts',
    header: 'Dealer contacts',
    cell: (p) => (
      <>
        <a href={telHref(DEALERS[p.dealer].phone)}>{DEALERS[p.dealer].phone}</a>
        <br />
        <a href={`mailto:${DEALERS[p.dealer].email}`}>{DEALERS[p.dealer].email}</a>
      </>
    ),
  },
];
const CATEGORY: Column<Product> = { key: 'category', header: 'Category', cell: (p) => p.category };

/** What a search looks through: the product's every fact and the name of its group. */
const searchText = (group: ProductGroup, product: Product) =>
  [
    group.title,
    product.name,
    product.activeIngredient,
    product.uses,
    product.category ?? '',
    DEALERS[product.dealer].name,
  ]
    .join(' ')
    .toLowerCase();

/**
 * The rows of each group that contain every word of the query (all rows for none). A group's
 * name counts as part of each of its rows, so 'dewormer' finds the dewormers themselves, not
 * only the products whose uses mention one.
 */
export function filterGroups(groups: readonly ProductGroup[], query: string): ProductGroup[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...groups];
  return groups
    .map((group) => ({
      ...group,
      products: group.products.filter((p) => {
        const text = searchText(group, p);
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter((group) => group.products.length > 0);
}

/**
 * The product directory in accordion groups, each a striped table, searchable
 * (docs/behaviour.md#static-pages).
 */
export function CustomerResourcesPage() {
  const [query, setQuery] = useState('');
  const groups = useMemo(() => filterGroups(PRODUCT_GROUPS, query), [query]);
  const searching = query.trim() !== '';
  const rowCount = groups.reduce((sum, group) => sum + group.products.length, 0);
  const statusId = useId();

  return (
    <PageLayout
      title="Customer Resources"
      description="Directory of over-the-counter veterinary products in Kenya: dewormers, nutritional products, acaricides, disinfectants, ointments, gastrointestinal drugs and farm equipment, with dealers."
      lead="Over-the-counter products for farm animals and pets, what they contain and where to buy them."
    >
      <Prose>
        <p>
          Always read the label, use the dose for your animal&apos;s weight and keep to the
          withdrawal period before selling milk, meat or eggs. Prescription medicines are not
          listed: ask one of our vets.
        </p>
      </Prose>
      <Search role="search">
        <Field
          label="Search products"
          name="product-search"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          hint="By group, name, ingredient, use or dealer, e.g. 'dewormer', 'ticks' or 'albendazole'"
          aria-describedby={statusId}
          autoComplete="off"
        />
        <p id={statusId} role="status">
          {searching
            ? rowCount === 0
              ? 'No products match your search.'
              : `${rowCount} product${rowCount === 1 ? '' : 's'} found in ${groups.length} group${groups.length === 1 ? '' : 's'}.`
            : ''}
        </p>
      </Search>
      <Accordion
        key={searching ? 'search' : 'browse'}
        // While searching every group with a match is open; otherwise the first one is.
        openIds={searching ? groups.map((group) => group.id) : [PRODUCT_GROUPS[0]?.id ?? '']}
        items={groups.map((group) => ({
          id: group.id,
          title: `${group.title} (${group.products.length})`,
          content: (
            <StripedTable
              caption={group.title}
              columns={
                group.withCategory
                  ? [BASE_COLUMNS[0]!, CATEGORY, ...BASE_COLUMNS.slice(1)]
                  : BASE_COLUMNS
              }
              rows={group.products}
              rowKey={(p) => p.name}
              cardsOnPhones
            />
          ),
        }))}
      />
    </PageLayout>
  );
}

const Search = styled.div`
  max-width: 32rem;
  margin-bottom: ${({ theme }) => theme.space[3]};
  p[role='status'] {
    min-height: 1.5em;
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
