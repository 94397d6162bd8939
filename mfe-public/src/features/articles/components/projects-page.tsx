import type { ReactNode } from 'react';
import { SITE_ROUTES } from 'shared-data';
import { Card, defineMessages, FormattedMessage, LinkButton, useIntl } from 'shared-ui';
import { ComingSoon } from './coming-soon';
import { CardGrid, PageLayout } from '../../../shared/components/page-layout';
import { Artwork } from '../../../shared/images/artwork';

const messages = defineMessages({
  title: { id: 'articles.projects.title', defaultMessage: 'Projects' },
  description: {
    id: 'articles.projects.description',
    defaultMessage:
      'Research and community projects of our veterinary practice, including a survey of donkey trade and slaughter in Kenya.',
  },
  lead: {
    id: 'articles.projects.lead',
    defaultMessage:
      'Field work beyond the clinic: research and community projects on animal health and welfare.',
  },
  donkeyTitle: { id: 'articles.projects.donkey.title', defaultMessage: 'Donkey Survey.' },
  donkeyPicture: { id: 'articles.projects.donkey.picture', defaultMessage: 'A working donkey' },
  // The words in <hidden> complete the button's name for screen readers.
  readMore: {
    id: 'articles.projects.donkey.readMore',
    defaultMessage: 'Read More<hidden> about the donkey survey</hidden>',
  },
  donkeySummary: {
    id: 'articles.projects.donkey.summary',
    defaultMessage:
      'How donkeys are bought, sold and slaughtered in one Kenyan county, and what it means for the households that depend on them.',
  },
  more: { id: 'articles.projects.more', defaultMessage: 'More projects' },
});

const hidden = (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span>;

/** The projects: one card, 'Donkey Survey.', with Read More to /donkey_survey (docs/behaviour.md#static-pages). */
export function ProjectsPage() {
  const intl = useIntl();
  return (
    <PageLayout
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
      lead={intl.formatMessage(messages.lead)}
    >
      <CardGrid $max={3}>
        <Card
          title={intl.formatMessage(messages.donkeyTitle)}
          headingLevel={2}
          picture={
            <Artwork
              name="projectDonkey"
              alt={intl.formatMessage(messages.donkeyPicture)}
              fit="cover"
            />
          }
          imageAspectRatio="3 / 2"
          action={
            <LinkButton to={SITE_ROUTES.public.donkeySurvey}>
              <FormattedMessage {...messages.readMore} values={{ hidden }} />
            </LinkButton>
          }
        >
          <p>
            <FormattedMessage {...messages.donkeySummary} />
          </p>
        </Card>
      </CardGrid>
      <h2>
        <FormattedMessage {...messages.more} />
      </h2>
      <ComingSoon />
    </PageLayout>
  );
}
