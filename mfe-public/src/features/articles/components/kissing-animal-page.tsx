import { useMemo } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'shared-ui';
import { Illustration, PageLayout, Prose } from '../../../shared/components/page-layout';
import { StripedTable, type Column } from '../../../shared/components/striped-table';
import {
  KISSING_ARTICLE,
  ZOONOSES,
  ZOONOSIS_CATEGORIES,
  type Zoonosis,
} from '../data/kissing-animal';

const messages = defineMessages({
  description: {
    id: 'articles.kissing.description',
    defaultMessage:
      'Zoonotic diseases pets and farm animals can pass to people through kisses and close contact, and simple ways to keep your family safe.',
  },
  illustration: {
    id: 'articles.kissing.illustration',
    defaultMessage: 'A dog and a cat with a heart between them',
  },
  shared: {
    id: 'articles.kissing.sharedHeading',
    defaultMessage: 'Some diseases animals share with us',
  },
  caption: {
    id: 'articles.kissing.caption',
    defaultMessage: 'Zoonotic organisms, their common hosts and the diseases they cause',
  },
  keeping: {
    id: 'articles.kissing.keepingHeading',
    defaultMessage: 'Keeping the love, losing the germs',
  },
  organism: { id: 'articles.kissing.column.organism', defaultMessage: 'Organism' },
  host: { id: 'articles.kissing.column.host', defaultMessage: 'Common_Host' },
  category: { id: 'articles.kissing.column.category', defaultMessage: 'Category' },
  disease: { id: 'articles.kissing.column.disease', defaultMessage: 'Disease' },
});

/**
 * The article 'Why kissing your animal may not be the best idea', with the zoonoses table
 * (docs/behaviour.md#static-pages).
 */
export function KissingAnimalPage() {
  const intl = useIntl();
  const a = KISSING_ARTICLE;
  const columns = useMemo<readonly Column<Zoonosis>[]>(
    () => [
      {
        key: 'organism',
        header: intl.formatMessage(messages.organism),
        cell: (row) => row.organism,
      },
      {
        key: 'host',
        header: intl.formatMessage(messages.host),
        cell: (row) => intl.formatMessage(row.commonHost),
      },
      {
        key: 'category',
        header: intl.formatMessage(messages.category),
        cell: (row) => intl.formatMessage(ZOONOSIS_CATEGORIES[row.category]),
      },
      {
        key: 'disease',
        header: intl.formatMessage(messages.disease),
        cell: (row) => intl.formatMessage(row.disease),
      },
    ],
    [intl],
  );
  return (
    <PageLayout
      title={intl.formatMessage(a.title)}
      description={intl.formatMessage(messages.description)}
      lead={intl.formatMessage(a.lead)}
    >
      <Prose>
        <Illustration name="articleKissing" alt={intl.formatMessage(messages.illustration)} />
        {a.before.map((paragraph) => (
          <p key={paragraph.id}>
            <FormattedMessage {...paragraph} />
          </p>
        ))}
        <h2>
          <FormattedMessage {...messages.shared} />
        </h2>
      </Prose>
      <StripedTable
        caption={intl.formatMessage(messages.caption)}
        columns={columns}
        rows={ZOONOSES}
        rowKey={(row) => row.organism}
      />
      <Prose>
        <h2>
          <FormattedMessage {...messages.keeping} />
        </h2>
        <ul>
          {a.advice.map((item) => (
            <li key={item.id}>
              <FormattedMessage {...item} />
            </li>
          ))}
        </ul>
        {a.after.map((paragraph) => (
          <p key={paragraph.id}>
            <FormattedMessage {...paragraph} />
          </p>
        ))}
      </Prose>
    </PageLayout>
  );
}
