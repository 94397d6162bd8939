import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { telHref } from 'shared-data';
import { defineMessages, FormattedMessage, useIntl, type IntlShape } from 'shared-ui';
import { Field } from 'shared-ui/forms';
import { Accordion } from './accordion';
import { PageLayout, Prose } from '../../../shared/components/page-layout';
import { StripedTable, type Column } from '../../../shared/components/striped-table';
import { DEALERS, PRODUCT_GROUPS, type Product, type ProductGroup } from '../data/products';

const messages = defineMessages({
  title: { id: 'resources.title', defaultMessage: 'Customer Resources' },
  description: {
    id: 'resources.description',
    defaultMessage:
      'Directory of over-the-counter veterinary products in Kenya: dewormers, nutritional products, acaricides, disinfectants, ointments, gastrointestinal drugs and farm equipment, with dealers.',
  },
  lead: {
    id: 'resources.lead',
    defaultMessage:
      'Over-the-counter products for farm animals and pets, what they contain and where to buy them.',
  },
  advice: {
    id: 'resources.advice',
    defaultMessage:
      "Always read the label, use the dose for your animal's weight and keep to the withdrawal period before selling milk, meat or eggs. Prescription medicines are not listed: ask one of our vets.",
  },
  search: { id: 'resources.search.label', defaultMessage: 'Search products' },
  searchHint: {
    id: 'resources.search.hint',
    defaultMessage:
      "By group, name, ingredient, use or dealer, e.g. 'dewormer', 'ticks' or 'albendazole'",
  },
  noMatch: { id: 'resources.search.none', defaultMessage: 'No products match your search.' },
  found: {
    id: 'resources.search.found',
    defaultMessage:
      '{products, plural, one {# product} other {# products}} found in {groups, plural, one {# group} other {# groups}}.',
  },
  name: { id: 'resources.column.name', defaultMessage: 'Name and pack sizes' },
  category: { id: 'resources.column.category', defaultMessage: 'Category' },
  ingredient: { id: 'resources.column.ingredient', defaultMessage: 'Active ingredient' },
  uses: { id: 'resources.column.uses', defaultMessage: 'Uses' },
  dealer: { id: 'resources.column.dealer', defaultMessage: 'Manufacturer or dealer' },
  contacts: { id: 'resources.column.contacts', defaultMessage: 'Dealer contacts' },
});

/** The table's columns, their headers in the page's language; the category follows the name. */
function tableColumns(intl: IntlShape) {
  const base: readonly Column<Product>[] = [
    { key: 'name', header: intl.formatMessage(messages.name), cell: (p) => p.name },
    {
      key: 'ingredient',
      header: intl.formatMessage(messages.ingredient),
      cell: (p) => p.activeIngredient,
    },
    { key: 'uses', header: intl.formatMessage(messages.uses), cell: (p) => p.uses },
    {
      key: 'dealer',
      header: intl.formatMessage(messages.dealer),
      cell: (p) => DEALERS[p.dealer].name,
    },
    {
      key: 'contacts',
      header: intl.formatMessage(messages.contacts),
      cell: (p) => (
        <>
          <a href={telHref(DEALERS[p.dealer].phone)}>{DEALERS[p.dealer].phone}</a>
          <br />
          <a href={`mailto:${DEALERS[p.dealer].email}`}>{DEALERS[p.dealer].email}</a>
        </>
      ),
    },
  ];
  const category: Column<Product> = {
    key: 'category',
    header: intl.formatMessage(messages.category),
    cell: (p) => p.category,
  };
  return { base, withCategory: [base[0]!, category, ...base.slice(1)] };
}

/**
 * The directory with its texts (group titles, categories, uses, words in the place of an
 * ingredient) in the page's language, so that a search looks through what the visitor reads.
 */
function inLanguage(intl: IntlShape, groups: readonly ProductGroup[]): ProductGroup[] {
  return groups.map((group) => ({
    ...group,
    title: intl.formatMessage(group.messages.title),
    products: group.products.map((product) => {
      const { uses, category, activeIngredient } = product.messages;
      return {
        ...product,
        uses: intl.formatMessage(uses),
        ...(category && { category: intl.formatMessage(category) }),
        ...(activeIngredient && { activeIngredient: intl.formatMessage(activeIngredient) }),
      };
    }),
  }));
}

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
  const intl = useIntl();
  const [query, setQuery] = useState('');
  const directory = useMemo(() => inLanguage(intl, PRODUCT_GROUPS), [intl]);
  const columns = useMemo(() => tableColumns(intl), [intl]);
  const groups = useMemo(() => filterGroups(directory, query), [directory, query]);
  const searching = query.trim() !== '';
  const rowCount = groups.reduce((sum, group) => sum + group.products.length, 0);
  const statusId = useId();

  return (
    <PageLayout
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
      lead={intl.formatMessage(messages.lead)}
    >
      <Prose>
        <p>
          <FormattedMessage {...messages.advice} />
        </p>
      </Prose>
      <Search role="search">
        <Field
          label={intl.formatMessage(messages.search)}
          name="product-search"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          hint={intl.formatMessage(messages.searchHint)}
          aria-describedby={statusId}
          autoComplete="off"
        />
        <p id={statusId} role="status">
          {searching
            ? rowCount === 0
              ? intl.formatMessage(messages.noMatch)
              : intl.formatMessage(messages.found, { products: rowCount, groups: groups.length })
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
              columns={group.withCategory ? columns.withCategory : columns.base}
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
